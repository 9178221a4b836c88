import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { FullPageSpinner } from '../../shared/FullPageSpinner';

/** The dashboard's loading state before the layout is on screen. */
export function LoadingPage() {
  return <FullPageSpinner label="Loading..." />;
}

/** The loading state inside the layout, while a page loads. */
export function InlineLoading() {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
        <CircularProgress size={32} thickness={4.5} />
        <Box component="span" sx={{ color: 'text.secondary', fontSize: 14 }}>
          Loading...
        </Box>
      </Box>
    </Box>
  );
}
