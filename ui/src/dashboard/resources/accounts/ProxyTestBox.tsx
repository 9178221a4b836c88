import NetworkCheckRounded from '@mui/icons-material/NetworkCheckRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BusyButton } from '../account/BusyButton';

/** The saved proxy's 'Test proxy' box: the test asks X which address the requests come from. */
export function ProxyTestBox({ testing, disabled, onTest }: { testing: boolean; disabled: boolean; onTest(): void }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: { xs: 'stretch', sm: 'center' },
        flexDirection: { xs: 'column', sm: 'row' },
        gap: 1.5,
        p: 1.5,
        borderRadius: '12px',
        bgcolor: 'surface.muted',
        border: '1px solid',
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
        Check the saved proxy through X: we show the address X sees your requests come from.
      </Typography>
      <BusyButton variant="outlined" busy={testing} disabled={disabled} startIcon={<NetworkCheckRounded />} onClick={onTest} sx={{ flexShrink: 0 }}>
        {testing ? 'Testing...' : 'Test proxy'}
      </BusyButton>
    </Box>
  );
}
