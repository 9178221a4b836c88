import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { leadMessages } from '@shared/leads/contract';
import { Link as RouterLink } from 'react-router-dom';
import { useCan } from '../workspace/useCan';

/** The banner shown when the lead credits are used up: the free plan's text or the paid plans' text. */
export function CreditsExhaustedBanner({ plan }: { plan: 'free' | 'basic' | 'pro' }) {
  // The way to more is the Owner's: the plan is theirs to change.
  const canPay = useCan('POST /api/billing/checkout');
  return (
    <Box
      role="alert"
      data-testid="credits-exhausted"
      sx={{
        display: 'flex',
        alignItems: { xs: 'flex-start', sm: 'center' },
        flexDirection: { xs: 'column', sm: 'row' },
        gap: 1.5,
        mb: 2.5,
        p: 1.5,
        borderRadius: '12px',
        border: '1px solid',
        borderColor: 'tint.dangerBorder',
        bgcolor: 'tint.danger',
      }}
    >
      <Box sx={{ flex: 1, color: 'error.main', fontWeight: 600, fontSize: 14.5 }}>
        {plan === 'free' ? leadMessages.creditsExhaustedFree : leadMessages.creditsExhaustedPaid}
      </Box>
      {canPay && (
        <Button component={RouterLink} to="/dashboard/account" size="small" variant="outlined" color="error" startIcon={<WorkspacePremiumOutlined />}>
          Upgrade
        </Button>
      )}
    </Box>
  );
}
