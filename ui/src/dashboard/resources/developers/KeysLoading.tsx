import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** Grey rows in the shape of keys (or endpoints) while the list loads. */
export function KeysLoading({ testId = 'api-keys-loading' }: { testId?: string }) {
  return (
    <Box aria-hidden data-testid={testId} sx={{ borderTop: '1px solid', borderColor: 'divider' }}>
      {[0, 1, 2].map((index) => (
        <Box key={index} sx={{ display: 'flex', alignItems: 'center', gap: 2, px: { xs: 2, sm: 2.5 }, py: 1.5, borderBottom: '1px solid', borderColor: 'divider' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Skeleton variant="text" width={`${40 + index * 12}%`} sx={{ fontSize: 15 }} />
            <Skeleton variant="text" width={120} sx={{ fontSize: 12 }} />
          </Box>
          <Skeleton variant="rounded" width={84} height={22} sx={{ borderRadius: 99 }} />
          <Skeleton variant="rounded" width={72} height={30} sx={{ display: { xs: 'none', sm: 'block' } }} />
        </Box>
      ))}
    </Box>
  );
}
