import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { countOf, formatCount } from '../../components/format-count';
import { canConnectAccounts, planLabels } from '../../hooks/usePlan';
import { type AccountPlan, formatDate, formatDollars, isPaid, monthlyPrice } from './account-plan';

function Stat({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Box sx={{ minWidth: 0 }} data-testid={testId}>
      <Typography sx={{ fontSize: 13, color: 'text.secondary', mb: 0.25 }}>{label}</Typography>
      <Typography sx={{ fontSize: 18, fontWeight: 700, overflowWrap: 'anywhere' }}>{value}</Typography>
    </Box>
  );
}

/** The current plan: its name, account allowance and usage, credits, price and last change; Manage Billing for whoever may. */
export function CurrentPlanCard({
  plan,
  portalBusy,
  onManageBilling,
}: {
  plan: AccountPlan;
  portalBusy: boolean;
  /** Absent when the person's role may not manage billing. */
  onManageBilling?(): void;
}) {
  const theme = useTheme();
  const tone = theme.palette.plan[plan.plan] ?? theme.palette.plan.free;
  const connects = canConnectAccounts(plan);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="current-plan-title"
      sx={{ p: { xs: 2.5, sm: 3 }, mb: 3, borderRadius: '18px' }}
      data-testid="current-plan"
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: { xs: 'flex-start', sm: 'center' },
          justifyContent: 'space-between',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 2,
          mb: 2.5,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontSize: 13, fontWeight: 700, color: 'text.secondary', letterSpacing: '0.06em', mb: 0.5 }}>
            CURRENT PLAN
          </Typography>
          <Typography
            id="current-plan-title"
            variant="h5"
            component="h2"
            sx={{
              display: 'inline-block',
              px: 1.5,
              py: 0.25,
              borderRadius: '10px',
              border: `1px solid ${tone.border}`,
              background: tone.background,
              color: tone.text,
            }}
          >
            {planLabels[plan.plan]}
          </Typography>
        </Box>
        {isPaid(plan) && onManageBilling && (
          <Button
            variant="outlined"
            onClick={onManageBilling}
            disabled={portalBusy}
            startIcon={portalBusy ? <CircularProgress size={16} color="inherit" /> : <CreditCardOutlined />}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            Manage Billing
          </Button>
        )}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
          gap: 2.5,
        }}
      >
        <Stat
          label="Account allowance"
          testId="plan-allowance"
          value={connects ? countOf(plan.allowed_accounts, 'account') : 'No X accounts'}
        />
        <Stat
          label="Connected accounts"
          testId="plan-usage"
          value={
            connects ? `${formatCount(plan.current_accounts)} / ${formatCount(plan.allowed_accounts)}` : 'Upgrade to connect'
          }
        />
        <Stat label="Lead credits" value={formatCount(plan.lead_credits_limit)} />
        <Stat label="Monthly price" value={`${formatDollars(monthlyPrice(plan.plan, plan.allowed_accounts))}/mo`} />
        <Stat label="Last updated" value={plan.updated_at ? formatDate(plan.updated_at) : '—'} />
      </Box>
    </Paper>
  );
}
