import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';

/**
 * A campaign card tab's list before its rows are there: skeleton rows while it loads, or the load error with
 * Try again. Render it while the query is pending or failed.
 */
export function CardTabLoading({
  query,
  loadingLabel,
  errorText,
}: {
  query: { isError: boolean; refetch(): unknown };
  loadingLabel: string;
  errorText: string;
}) {
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            Try again
          </Button>
        }
      >
        {errorText}
      </Alert>
    );
  }
  return (
    <Box aria-label={loadingLabel} sx={{ display: 'grid', gap: 1 }}>
      <Skeleton height={40} />
      <Skeleton height={40} />
    </Box>
  );
}
