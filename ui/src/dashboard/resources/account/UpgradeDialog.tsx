import UpgradeOutlined from '@mui/icons-material/UpgradeOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { billingMessages } from '@shared/billing/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  type AccountPlan,
  describePlan,
  formatCents,
  formatDate,
  formatDollars,
  monthlyPrice,
  type PlanTarget,
} from './account-plan';
import { failureText, useBillingApi } from './billing-api';
import { PlanDialog } from './PlanDialog';

const targetAccounts = (target: PlanTarget) => (target.plan === 'pro' ? target.accounts : 1);

function Line({ label, value, strong }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.75 }}>
      <Typography color="text.secondary" sx={{ fontSize: 14 }}>
        {label}
      </Typography>
      <Typography sx={{ fontSize: strong ? 18 : 15, fontWeight: strong ? 800 : 600, textAlign: 'right' }}>{value}</Typography>
    </Box>
  );
}

/** Stripe's preview of what the change charges now, asked for whenever the dialog opens with a target. */
function usePreview(target: PlanTarget | null) {
  const api = useBillingApi();
  return useQuery({
    queryKey: ['billing-preview', target?.plan, target ? targetAccounts(target) : null],
    queryFn: () =>
      api.preview(target?.plan === 'pro' ? { plan_type: 'pro', allowed_accounts: target.accounts } : { plan_type: 'basic' }),
    enabled: target !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/**
 * Confirms an immediate change of a paid plan: warns that the prorated difference is charged at once and shows
 * Stripe's preview of the amount before the user confirms.
 */
export function UpgradeDialog({
  plan,
  target,
  busy,
  onClose,
  onConfirm,
}: {
  plan: AccountPlan;
  target: PlanTarget | null;
  busy: boolean;
  onClose(): void;
  onConfirm(target: PlanTarget): void;
}) {
  const preview = usePreview(target);
  const shown = target ?? { plan: 'basic' as const };
  const accounts = targetAccounts(shown);
  const fewer = shown.plan === 'pro' && plan.plan === 'pro' && accounts < plan.allowed_accounts;
  const endsTrial = preview.isSuccess && preview.data.ends_trial === true;
  return (
    <PlanDialog
      open={target !== null}
      title={fewer ? 'Confirm plan change' : 'Confirm upgrade'}
      icon={UpgradeOutlined}
      confirmLabel={fewer ? 'Confirm Change' : 'Confirm Upgrade'}
      confirmDisabled={!preview.isSuccess}
      busy={busy}
      onClose={onClose}
      onConfirm={() => target && onConfirm(target)}
      testId="upgrade-dialog"
    >
      <Typography>
        From <strong>{describePlan(plan.plan, plan.allowed_accounts)}</strong> to{' '}
        <strong>{describePlan(shown.plan, accounts)}</strong>, {formatDollars(monthlyPrice(shown.plan, accounts))} a
        month. The change takes effect at once.
      </Typography>
      {/* What is charged depends on the preview (a trial ends, or the change is prorated): said once it is known. */}
      {!preview.isPending && (
        <Alert severity="warning" role="note">
          {endsTrial
            ? 'Your free trial gives Basic only: this change ends the trial now and charges the first month of the new plan to your card immediately. Nothing changes unless the payment goes through.'
            : fewer
              ? 'Billing is prorated: the unused part of your current plan is credited against the new one, and any difference is settled immediately.'
              : 'Billing is prorated: the difference for the rest of this billing cycle is charged to your card immediately.'}
        </Alert>
      )}
      <Box
        data-testid="price-preview"
        aria-live="polite"
        sx={{ border: '1px solid', borderColor: 'divider', borderRadius: '14px', px: 2, py: 1, bgcolor: 'surface.subtle' }}
      >
        {preview.isPending ? (
          <Box aria-label="Loading the price preview" role="progressbar">
            <Skeleton height={32} />
            <Skeleton height={32} />
            <Skeleton height={32} />
          </Box>
        ) : preview.isError ? (
          <Alert
            severity="error"
            sx={{ my: 1 }}
            action={
              <Button color="inherit" size="small" onClick={() => void preview.refetch()}>
                Try again
              </Button>
            }
          >
            {failureText(
              fewer ? billingMessages.prefix.prepareDowngrade : billingMessages.prefix.updatePlan,
              preview.error,
              billingMessages.updateFailed,
            )}
          </Alert>
        ) : (
          <>
            <Line
              label={endsTrial ? 'Charged now (trial ends)' : 'Charged now (prorated)'}
              value={formatCents(preview.data.amount_due_cents, preview.data.currency)}
              strong
            />
            <Line label="New monthly price" value={`${formatDollars(preview.data.new_monthly_price)}/month`} />
            {preview.data.next_renewal && <Line label="Next renewal" value={formatDate(preview.data.next_renewal)} />}
          </>
        )}
      </Box>
    </PlanDialog>
  );
}
