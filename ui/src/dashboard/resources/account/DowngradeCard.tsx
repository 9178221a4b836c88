import TrendingDownOutlined from '@mui/icons-material/TrendingDownOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { BASIC_MONTHLY_PRICE, billingMessages } from '@shared/billing/contract';
import { Link as RouterLink } from 'react-router-dom';
import { type AccountPlan, blockedByAccounts, describePlan, formatDate, scheduledDowngrade } from './account-plan';
import { OfferCard } from './OfferCard';

/** Pro to Basic at the end of the billing cycle; blocked while more than one account is connected. */
export function DowngradeCard({ plan, onDowngrade }: { plan: AccountPlan; onDowngrade(): void }) {
  const blocked = blockedByAccounts(plan, 'downgrade');
  const scheduled = scheduledDowngrade(plan);
  return (
    <OfferCard
      icon={TrendingDownOutlined}
      tone="neutral"
      title="Downgrade to Basic"
      price={<>${BASIC_MONTHLY_PRICE}/month, 1 connected X account</>}
      testId="downgrade-card"
      actions={
        blocked ? (
          <Button variant="outlined" color="inherit" component={RouterLink} to="/dashboard/connect" fullWidth>
            {billingMessages.disconnectFirst}
          </Button>
        ) : (
          <Button variant="outlined" color="inherit" onClick={onDowngrade} disabled={scheduled !== null} fullWidth>
            {scheduled ? 'Downgrade scheduled' : 'Downgrade to Basic'}
          </Button>
        )
      }
    >
      <Typography variant="body2" color="text.secondary">
        Keep one X account and the lead scraper, campaigns and email support. The change takes effect at the end of
        your billing cycle; until then you keep Pro.
      </Typography>
      {blocked && (
        <Alert severity="warning" role="status" data-testid="downgrade-blocked">
          {blocked}
        </Alert>
      )}
      {scheduled && !blocked && (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          A change to {describePlan(scheduled.plan, scheduled.accounts)} is already scheduled for{' '}
          {formatDate(scheduled.date)}.
        </Typography>
      )}
    </OfferCard>
  );
}
