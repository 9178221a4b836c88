import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ComingSoonPage } from '../components/ComingSoonPage';
import { formatCount } from '../components/format-count';
import { canConnectAccounts, planLabels, usePlan } from '../hooks/usePlan';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography sx={{ fontSize: 13, color: 'text.secondary', mb: 0.25 }}>{label}</Typography>
      <Typography sx={{ fontSize: 18, fontWeight: 700 }}>{value}</Typography>
    </Box>
  );
}

/** The current plan, read from the API; upgrades and billing come later. */
function CurrentPlanCard() {
  const { plan, isPending } = usePlan();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, mb: 3, borderRadius: '18px' }} data-testid="current-plan">
      <Typography sx={{ fontSize: 13, fontWeight: 700, color: 'text.secondary', letterSpacing: '0.06em', mb: 1 }}>
        CURRENT PLAN
      </Typography>
      {plan ? (
        <>
          <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
            {planLabels[plan.plan]}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' }, gap: 2.5 }}>
            <Stat
              label="Connected accounts"
              value={
                canConnectAccounts(plan)
                  ? `${formatCount(plan.current_accounts)} / ${formatCount(plan.allowed_accounts)}`
                  : 'Upgrade to connect'
              }
            />
            <Stat label="Lead credits" value={formatCount(plan.lead_credits_limit)} />
            <Stat label="Last updated" value={plan.updated_at ? dateFormat.format(new Date(plan.updated_at)) : '—'} />
          </Box>
        </>
      ) : isPending ? (
        <Skeleton width={180} height={40} />
      ) : (
        <Typography color="text.secondary">Your plan could not be loaded. Refresh the page to try again.</Typography>
      )}
    </Paper>
  );
}

export function AccountPlanPage() {
  return (
    <ComingSoonPage
      title="Account Plan"
      subtitle="Your plan, your usage and your billing."
      icon={WorkspacePremiumOutlined}
      emptyTitle="Upgrades and billing are on their way"
      description="This page will let you start a Basic trial, choose how many accounts Pro connects, manage billing and change or cancel your plan."
    >
      <CurrentPlanCard />
    </ComingSoonPage>
  );
}
