import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { billingMessages } from '@shared/billing/contract';
import { useCallback, useState } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { usePlan } from '../../hooks/usePlan';
import { serverMessage } from '../../providers/dataProvider';
import { ReadOnlyNote } from '../workspace/ReadOnlyNote';
import { useCan } from '../workspace/useCan';
import type { AccountPlan, PlanTarget } from './account-plan';
import { BasicPlanCard } from './BasicPlanCard';
import { BillingFaq } from './BillingFaq';
import { useBillingApi, useReloadPlan } from './billing-api';
import { CancelCard } from './CancelCard';
import { CancelDialog } from './CancelDialog';
import { CurrentPlanCard } from './CurrentPlanCard';
import { DowngradeCard } from './DowngradeCard';
import { DowngradeDialog } from './DowngradeDialog';
import { type Notice, NoticeBanner } from './NoticeBanner';
import { PlanComparison } from './PlanComparison';
import { PlanHistoryPanel } from './PlanHistoryPanel';
import { ProPlanCard } from './ProPlanCard';
import { ScheduledChangeNotice } from './ScheduledChangeNotice';
import { UpgradeDialog } from './UpgradeDialog';
import { useBillingActions } from './useBillingActions';
import { useCheckoutReturn } from './useCheckoutReturn';

function PlanChoices({
  plan,
  actions,
  onUpgrade,
  onDowngrade,
  onCancel,
}: {
  plan: AccountPlan;
  actions: ReturnType<typeof useBillingActions>;
  onUpgrade(target: PlanTarget): void;
  onDowngrade(): void;
  onCancel(): void;
}) {
  const cards = [
    plan.plan !== 'pro' && (
      <BasicPlanCard
        key="basic"
        plan={plan}
        busy={actions.busy === 'trial' || actions.busy === 'subscribe' ? actions.busy : null}
        onStartTrial={() => void actions.startTrial()}
        onSubscribe={() => void actions.subscribeBasic()}
      />
    ),
    <ProPlanCard
      key="pro"
      plan={plan}
      busy={actions.busy === 'pro'}
      onChoose={(accounts) =>
        plan.plan === 'free' ? void actions.checkoutPro(accounts) : onUpgrade({ plan: 'pro', accounts })
      }
    />,
    plan.plan === 'pro' && <DowngradeCard key="downgrade" plan={plan} onDowngrade={onDowngrade} />,
    plan.plan !== 'free' && <CancelCard key="cancel" plan={plan} busy={actions.busy === 'cancel'} onCancel={onCancel} />,
  ].filter(Boolean);
  return (
    <Box component="section" aria-labelledby="plan-choices-title" sx={{ mb: 3 }}>
      <Typography id="plan-choices-title" variant="h6" component="h2" sx={{ fontSize: 18, mb: 1.5 }}>
        {plan.plan === 'free' ? 'Upgrade your plan' : 'Change your plan'}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: 'repeat(2, minmax(0, 1fr))',
            lg: `repeat(${cards.length}, minmax(0, 1fr))`,
          },
          gap: { xs: 2, md: 2.5 },
          alignItems: 'stretch',
        }}
      >
        {cards}
      </Box>
    </Box>
  );
}

/** /dashboard/account: the plan, every way to change it (the Owner's), its history, and billing help. */
export function AccountPlanPage() {
  const { plan: record, isPending, error } = usePlan();
  const plan: AccountPlan | null = record;
  const api = useBillingApi();
  const reloadPlan = useReloadPlan();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [upgradeTarget, setUpgradeTarget] = useState<PlanTarget | null>(null);
  const [downgradeOpen, setDowngradeOpen] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  const onNotice = useCallback((next: Notice | null) => setNotice(next), []);
  const actions = useBillingActions(onNotice);
  const canPay = useCan('POST /api/billing/checkout');

  useCheckoutReturn({ verifySession: api.verifySession, onNotice, onPaid: reloadPlan });

  return (
    <Box>
      <PageHeader title="Account Plan" subtitle="Your plan, your usage and your billing." />
      <ReadOnlyNote route="POST /api/billing/checkout" />
      <NoticeBanner notice={notice} onDismiss={() => setNotice(null)} />
      {!plan ? (
        isPending ? (
          <Box data-testid="plan-loading">
            <Skeleton variant="rounded" height={180} sx={{ borderRadius: '18px', mb: 3 }} />
            <Skeleton variant="rounded" height={360} sx={{ borderRadius: '18px' }} />
          </Box>
        ) : (
          <Alert severity="error" role="alert">
            {billingMessages.prefix.fetchPlan}
            {serverMessage(error) ?? (error instanceof Error ? error.message : 'Refresh the page to try again.')}
          </Alert>
        )
      ) : (
        <>
          <ScheduledChangeNotice plan={plan} />
          <CurrentPlanCard
            plan={plan}
            portalBusy={actions.busy === 'portal'}
            onManageBilling={canPay ? () => void actions.openPortal() : undefined}
          />
          {canPay === undefined ? (
            <Skeleton variant="rounded" height={360} sx={{ borderRadius: '18px', mb: 3 }} />
          ) : (
            canPay && (
              <PlanChoices
                plan={plan}
                actions={actions}
                onUpgrade={setUpgradeTarget}
                onDowngrade={() => setDowngradeOpen(true)}
                onCancel={() => setCancelOpen(true)}
              />
            )
          )}
          <Box sx={{ mb: 3 }}>
            <PlanHistoryPanel plan={plan} />
          </Box>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 5fr)' },
              gap: { xs: 2.5, md: 3 },
              alignItems: 'start',
            }}
          >
            <PlanComparison />
            <BillingFaq />
          </Box>
          <UpgradeDialog
            plan={plan}
            target={upgradeTarget}
            busy={actions.busy === 'change'}
            onClose={() => setUpgradeTarget(null)}
            onConfirm={(target) =>
              void actions.changePlan(target).then((done) => {
                if (done) setUpgradeTarget(null);
              })
            }
          />
          <DowngradeDialog
            plan={plan}
            open={downgradeOpen}
            busy={actions.busy === 'downgrade'}
            onClose={() => setDowngradeOpen(false)}
            onConfirm={() =>
              void actions.scheduleDowngrade().then((done) => {
                if (done) setDowngradeOpen(false);
              })
            }
          />
          <CancelDialog
            open={cancelOpen}
            busy={actions.busy === 'cancel'}
            onClose={() => setCancelOpen(false)}
            onConfirm={(body) =>
              void actions.cancel(body).then((done) => {
                if (done) setCancelOpen(false);
              })
            }
          />
        </>
      )}
    </Box>
  );
}
