import TrendingDownOutlined from '@mui/icons-material/TrendingDownOutlined';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { BASIC_MONTHLY_PRICE } from '@shared/billing/contract';
import { type AccountPlan, describePlan } from './account-plan';
import { PlanDialog } from './PlanDialog';

/** Confirms Pro to Basic, which takes effect at the end of the billing cycle. */
export function DowngradeDialog({
  plan,
  open,
  busy,
  onClose,
  onConfirm,
}: {
  plan: AccountPlan;
  open: boolean;
  busy: boolean;
  onClose(): void;
  onConfirm(): void;
}) {
  return (
    <PlanDialog
      open={open}
      title="Downgrade to Basic"
      icon={TrendingDownOutlined}
      cancelLabel="Keep Pro"
      confirmLabel="Schedule Downgrade"
      busy={busy}
      onClose={onClose}
      onConfirm={onConfirm}
      testId="downgrade-dialog"
    >
      <Typography>
        From <strong>{describePlan(plan.plan, plan.allowed_accounts)}</strong> to{' '}
        <strong>{describePlan('basic', 1)}</strong>, ${BASIC_MONTHLY_PRICE} a month.
      </Typography>
      <Alert severity="info" role="note">
        The downgrade takes effect at the end of your current billing cycle. Until then you keep Pro and everything in
        it; nothing is charged now.
      </Alert>
    </PlanDialog>
  );
}
