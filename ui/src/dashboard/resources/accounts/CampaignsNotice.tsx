import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';

/** 'N campaign(s) need account selection...' after a disconnect paused campaigns; with the way to Campaigns. */
export function CampaignsNotice({ text, onDismiss }: { text: string | null; onDismiss(): void }) {
  if (!text) return null;
  return (
    <Alert
      severity="warning"
      role="status"
      data-testid="campaigns-notice"
      sx={{ mb: 2.5, border: '1px solid', borderColor: 'warning.light', '& .MuiAlert-message': { overflowWrap: 'anywhere' } }}
      action={
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          <Button color="inherit" size="small" component={RouterLink} to="/dashboard/campaigns" sx={{ fontWeight: 700 }}>
            Go to Campaigns
          </Button>
          <Button color="inherit" size="small" onClick={onDismiss}>
            Dismiss
          </Button>
        </Box>
      }
    >
      {text}
    </Alert>
  );
}
