import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { CAMPAIGN_PLAN_MESSAGE, campaignMessages } from '@shared/campaigns/contract';
import { Link as RouterLink } from 'react-router-dom';

/** Above the wizard: campaigns need a paid plan (with the way to upgrade); a running campaign cannot be edited. */
export function WizardNotices({ planNotice, running }: { planNotice: boolean; running: boolean }) {
  return (
    <>
      {planNotice && (
        <Box
          data-testid="plan-notice"
          sx={{ mb: 2, display: 'flex', alignItems: { xs: 'flex-start', sm: 'center' }, flexDirection: { xs: 'column', sm: 'row' }, gap: 1, px: 2, py: 1.5, borderRadius: '12px', color: 'soon.text', bgcolor: 'soon.background', border: '1px solid', borderColor: 'soon.border' }}
        >
          <Typography variant="body2" sx={{ fontWeight: 600, flex: 1 }}>
            {CAMPAIGN_PLAN_MESSAGE}
          </Typography>
          <Link component={RouterLink} to="/dashboard/account" sx={{ fontWeight: 700 }}>
            {campaignMessages.upgradePlan}
          </Link>
        </Box>
      )}
      {running && (
        <Typography role="alert" sx={{ mb: 2, px: 2, py: 1.5, borderRadius: '12px', bgcolor: 'tint.danger', color: 'error.main', fontWeight: 600 }}>
          {campaignMessages.cannotEditRunning}
        </Typography>
      )}
    </>
  );
}
