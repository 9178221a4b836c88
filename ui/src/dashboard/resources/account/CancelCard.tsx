import CancelOutlined from '@mui/icons-material/CancelOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { billingMessages } from '@shared/billing/contract';
import { Link as RouterLink } from 'react-router-dom';
import { type AccountPlan, blockedByAccounts, formatDate, scheduledDowngrade } from './account-plan';
import { BusyButton } from './BusyButton';
import { OfferCard } from './OfferCard';

/** Cancelling a paid plan (with a reason); blocked while more than one account is connected. */
export function CancelCard({ plan, busy, onCancel }: { plan: AccountPlan; busy: boolean; onCancel(): void }) {
  const blocked = blockedByAccounts(plan, 'cancel');
  const scheduled = scheduledDowngrade(plan);
  const ending = scheduled?.plan === 'free' ? scheduled.date : null;
  return (
    <OfferCard
      icon={CancelOutlined}
      tone="danger"
      title="Cancel Subscription"
      price="Back to the Free plan"
      testId="cancel-card"
      actions={
        blocked ? (
          <Button variant="outlined" color="error" component={RouterLink} to="/dashboard/connect" fullWidth>
            {billingMessages.disconnectFirst}
          </Button>
        ) : (
          <BusyButton variant="outlined" color="error" onClick={onCancel} busy={busy} disabled={ending !== null} fullWidth>
            {ending ? 'Cancellation scheduled' : 'Cancel Subscription'}
          </BusyButton>
        )
      }
    >
      <Typography variant="body2" color="text.secondary">
        Tell us why you are leaving, then end the subscription in the billing portal. Free keeps the limited lead
        database but connects no X accounts and runs no campaigns.
      </Typography>
      {ending && !blocked && (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          Your subscription ends on {formatDate(ending)}; Manage Billing can renew it.
        </Typography>
      )}
      {blocked && (
        <Alert severity="warning" role="status" data-testid="cancel-blocked">
          {blocked}
        </Alert>
      )}
    </OfferCard>
  );
}
