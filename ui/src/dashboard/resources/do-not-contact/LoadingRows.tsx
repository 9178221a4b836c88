import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** Grey placeholder rows while the first page loads. */
export function LoadingRows() {
  return (
    <Box aria-hidden>
      {Array.from({ length: 8 }, (_, index) => (
        <Box
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
          key={index}
          sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.25, borderBottom: '1px solid', borderColor: 'divider' }}
        >
          <Skeleton variant="circular" width={32} height={32} />
          <Skeleton variant="text" width={`${30 + ((index * 17) % 35)}%`} sx={{ fontSize: 15 }} />
        </Box>
      ))}
    </Box>
  );
}
