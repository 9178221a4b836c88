import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { leadMessages } from '@shared/leads/contract';
import { Link as RouterLink } from 'react-router-dom';
import { useCan } from '../workspace/useCan';

/** The free plan's header: at most 3 lead sources, how many are used, and the way to more. */
export function FreePlanHeader({ count, max }: { count: number | undefined; max: number }) {
  // The way to more is the Owner's: the plan is theirs to change.
  const canPay = useCan('POST /api/billing/checkout');
  const full = count !== undefined && count >= max;
  return (
    <Box
      data-testid="free-plan-header"
      role={full ? 'alert' : undefined}
      sx={{
        display: 'flex',
        alignItems: { xs: 'flex-start', sm: 'center' },
        flexDirection: { xs: 'column', sm: 'row' },
        gap: 1.5,
        mb: 2.5,
        px: 2,
        py: 1.5,
        borderRadius: '14px',
        border: '1px solid',
        borderColor: full ? 'soon.border' : 'tint.neutralBorder',
        bgcolor: full ? 'soon.background' : 'surface.header',
      }}
    >
      <WorkspacePremiumOutlined sx={{ color: full ? 'soon.text' : 'primary.main', display: { xs: 'none', sm: 'block' } }} />
      <Box sx={{ flex: 1 }}>
        <Typography sx={{ fontWeight: 700, fontSize: 15, color: full ? 'soon.text' : 'text.primary' }}>{leadMessages.freePlanHeader}</Typography>
        {count !== undefined && (
          <Typography variant="body2" color="text.secondary" data-testid="free-plan-count">
            {full
              ? `You have used all ${max}. Delete one or upgrade to add more.`
              : `${count} of ${max} used.`}
          </Typography>
        )}
      </Box>
      {canPay && (
        <Button component={RouterLink} to="/dashboard/account" variant={full ? 'contained' : 'outlined'} size="small">
          Upgrade
        </Button>
      )}
    </Box>
  );
}
