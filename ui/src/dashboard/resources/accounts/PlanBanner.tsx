import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type AccountsUsage, accountMessages } from '@shared/accounts/contract';
import { Link as RouterLink } from 'react-router-dom';
import { planLabels } from '../../hooks/usePlan';
import { useCan } from '../workspace/useCan';

/** Pro's largest allowance: past it there is nothing to upgrade to. */
const MAX_ACCOUNTS = 20;

function blurb(usage: AccountsUsage): string {
  if (usage.plan === 'free') return 'The Free plan does not connect X accounts. Basic connects 1, Pro 2 to 20.';
  if (usage.plan === 'basic') return 'Basic connects 1 X account. Upgrade to Pro to send from 2 to 20 accounts.';
  return `Your Pro plan connects up to ${usage.allowed} X accounts.`;
}

/** The plan banner: the plan, 'Connected: X / Y', what the plan's limit means now, and the upgrade button for whoever may pay. */
export function PlanBanner({ usage, isPending }: { usage: AccountsUsage | undefined; isPending: boolean }) {
  const theme = useTheme();
  const canPay = useCan('POST /api/billing/checkout');
  if (!usage) {
    return isPending ? (
      <Skeleton variant="rounded" height={112} sx={{ borderRadius: '18px', mb: { xs: 2.5, md: 3 } }} data-testid="plan-banner-loading" />
    ) : null;
  }
  const tone = theme.palette.plan[usage.plan] ?? theme.palette.plan.free;
  const free = usage.plan === 'free';
  const allowed = free ? 0 : usage.allowed;
  const filled = allowed > 0 ? Math.min(100, (usage.connected / allowed) * 100) : 0;
  const limitNote = usage.can_connect ? null : (usage.limit_message ?? accountMessages.upgradeToConnect);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Your plan"
      data-testid="plan-banner"
      sx={{
        p: { xs: 2, sm: 2.5 },
        mb: { xs: 2.5, md: 3 },
        borderRadius: '18px',
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) auto' },
        alignItems: 'center',
        gap: 2,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mb: 1 }}>
          <Box
            component="span"
            data-testid="plan-banner-plan"
            sx={{
              px: 1.25,
              py: 0.25,
              borderRadius: '8px',
              fontSize: 14,
              fontWeight: 700,
              border: `1px solid ${tone.border}`,
              background: tone.background,
              color: tone.text,
            }}
          >
            {planLabels[usage.plan]}
          </Box>
          <Typography component="p" sx={{ fontSize: 18, fontWeight: 700 }} data-testid="connected-count" aria-live="polite">
            {accountMessages.connectedCount(usage.connected, allowed)}
          </Typography>
        </Box>
        <LinearProgress
          variant="determinate"
          value={filled}
          aria-label="Connected accounts of your plan's allowance"
          color={usage.connected >= allowed && allowed > 0 ? 'warning' : 'primary'}
          sx={{ height: 6, borderRadius: 3, maxWidth: 420, mb: 1, bgcolor: 'tint.neutral' }}
        />
        <Typography variant="body2" color="text.secondary">
          {blurb(usage)}
        </Typography>
        {limitNote && (
          <Typography
            variant="body2"
            data-testid="plan-limit-note"
            sx={{ mt: 1, display: 'flex', alignItems: 'flex-start', gap: 0.75, color: 'warning.dark', fontWeight: 600 }}
          >
            <InfoOutlined sx={{ fontSize: 18, mt: '1px' }} />
            {limitNote}
          </Typography>
        )}
      </Box>
      {canPay && !(usage.plan === 'pro' && usage.allowed >= MAX_ACCOUNTS) && (
        <Button
          component={RouterLink}
          to="/dashboard/account"
          variant={usage.can_connect ? 'outlined' : 'contained'}
          startIcon={<ArrowUpwardRounded />}
          sx={{ justifySelf: { xs: 'stretch', md: 'end' } }}
        >
          {usage.plan === 'pro' ? 'Add More Accounts' : 'Upgrade Plan'}
        </Button>
      )}
    </Paper>
  );
}
