import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { RetryAlert } from '../../components/RetryAlert';

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
    return <RetryAlert onRetry={() => void query.refetch()}>{errorText}</RetryAlert>;
  }
  return (
    <Box aria-label={loadingLabel} sx={{ display: 'grid', gap: 1 }}>
      <Skeleton height={40} />
      <Skeleton height={40} />
    </Box>
  );
}
