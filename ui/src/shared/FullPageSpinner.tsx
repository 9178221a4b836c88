import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Shown while the auth state or a page chunk loads. */
export function FullPageSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default' }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
        <CircularProgress size={36} thickness={4.5} />
        <Box component="span" sx={{ color: 'text.secondary', fontSize: 14 }}>
          {label}
        </Box>
      </Box>
    </Box>
  );
}
