import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** Shown in place of the rows when the list could not be fetched. */
export function ListLoadError({ onRetry }: { onRetry(): void }) {
  return (
    <Box sx={{ px: 3, py: 6, textAlign: 'center' }}>
      <Typography sx={{ fontWeight: 600, mb: 0.5 }}>The list could not be loaded.</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Check your connection and try again.
      </Typography>
      <Button variant="outlined" onClick={onRetry}>
        Try again
      </Button>
    </Box>
  );
}
