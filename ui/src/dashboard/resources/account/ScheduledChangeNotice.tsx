import EventOutlined from '@mui/icons-material/EventOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { type AccountPlan, describePlan, formatDate, scheduledDowngrade } from './account-plan';

/** The scheduled plan change (plan, date and account count), while its date is in the future. */
export function ScheduledChangeNotice({ plan }: { plan: AccountPlan }) {
  const scheduled = scheduledDowngrade(plan);
  if (!scheduled) return null;
  return (
    <Alert
      severity="info"
      icon={<EventOutlined />}
      data-testid="scheduled-change"
      sx={{ mb: 2.5, border: '1px solid', borderColor: 'info.light', alignItems: 'flex-start' }}
    >
      <AlertTitle sx={{ fontWeight: 700 }}>Plan change scheduled</AlertTitle>
      Your plan changes to {describePlan(scheduled.plan, scheduled.accounts)} on {formatDate(scheduled.date)}, at the
      end of your billing cycle. Until then you keep your {describePlan(plan.plan, plan.allowed_accounts)}.
    </Alert>
  );
}
