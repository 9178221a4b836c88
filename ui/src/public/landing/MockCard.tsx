import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { brand } from '../../shared/theme';

/** A card of the dashboard picture. */
export function MockCard({ children, sx }: { children: ReactNode; sx?: object }) {
  return (
    <Box sx={{ bgcolor: '#fff', border: `1px solid ${brand.line}`, borderRadius: '12px', p: '16px', ...sx }}>
      {children}
    </Box>
  );
}
