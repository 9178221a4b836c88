import type { PlanEvent, PlanLevel, PlanName } from './events';

export interface ScheduledDowngrade {
  to: PlanLevel;
  effectiveDate: string;
}

export interface ExistingPlan {
  exists: true;
  plan: PlanName;
  allowedAccounts: number;
  currentAccounts: number;
  leadCreditsLimit: number;
  customerId: string | null;
  /** The subscription the paid plan runs on (null on Free, or a paid plan set without one). */
  subscriptionId: string | null;
  scheduledDowngrade: ScheduledDowngrade | null;
  /** Subscriptions whose trial was decided (started or refused): each is decided once. */
  trialDecided: Set<string>;
  /** Subscriptions that ended or were refused: their later states change nothing here. */
  ended: Set<string>;
  /** The current subscription's unpaid invoice: the plan is kept until graceEnds, then suspended. */
  overdue: { subscriptionId: string; graceEnds: string; suspended: boolean } | null;
}

export type PlanState = { exists: false } | ExistingPlan;

export const initialState = (): PlanState => ({ exists: false });

export const levelOf = (state: ExistingPlan): PlanLevel => ({
  plan: state.plan,
  allowedAccounts: state.allowedAccounts,
  leadCreditsLimit: state.leadCreditsLimit,
});

function setLevel(state: ExistingPlan, level: PlanLevel) {
  state.plan = level.plan;
  state.allowedAccounts = level.allowedAccounts;
  state.leadCreditsLimit = level.leadCreditsLimit;
}

/** Folds one event in place (an event costs what it costs; the two sets hold a few subscription ids). */
export function evolve(state: PlanState, event: PlanEvent): PlanState {
  if (event.type === 'PlanRecordCreated') {
    return {
      exists: true,
      plan: event.data.plan,
      allowedAccounts: event.data.allowedAccounts,
      currentAccounts: event.data.currentAccounts,
      leadCreditsLimit: event.data.leadCreditsLimit,
      customerId: null,
      subscriptionId: null,
      scheduledDowngrade: null,
      trialDecided: new Set(),
      ended: new Set(),
      overdue: null,
    };
  }
  if (!state.exists) return state;
  switch (event.type) {
    case 'StripeCustomerLinked':
      state.customerId = event.data.customerId;
      if (event.data.subscriptionId) state.subscriptionId = event.data.subscriptionId;
      break;
    case 'PlanUpgraded':
      setLevel(state, event.data.to);
      state.subscriptionId = event.data.subscriptionId;
      state.scheduledDowngrade = null;
      break;
    case 'TrialStarted':
      state.trialDecided.add(event.data.subscriptionId);
      break;
    case 'TrialRefused':
      state.trialDecided.add(event.data.subscriptionId);
      state.ended.add(event.data.subscriptionId);
      break;
    case 'PlanChanged':
      setLevel(state, event.data.to);
      break;
    case 'DowngradeScheduled':
      state.scheduledDowngrade = { to: event.data.to, effectiveDate: event.data.effectiveDate };
      break;
    case 'DowngradeCanceled':
      state.scheduledDowngrade = null;
      break;
    case 'DowngradeApplied':
    case 'SubscriptionCanceled':
      setLevel(state, event.data.to);
      state.scheduledDowngrade = null;
      if (event.data.to.plan === 'free') {
        if (event.data.subscriptionId) state.ended.add(event.data.subscriptionId);
        state.subscriptionId = null;
        state.overdue = null;
      }
      break;
    case 'PaymentOverdue':
      state.overdue = { subscriptionId: event.data.subscriptionId, graceEnds: event.data.graceEnds, suspended: false };
      break;
    case 'PlanSuspendedForNonPayment':
      setLevel(state, event.data.to);
      if (state.overdue) state.overdue.suspended = true;
      break;
    case 'PaymentRecovered':
      setLevel(state, event.data.to);
      state.overdue = null;
      break;
    case 'ConnectedAccountsCounted':
      state.currentAccounts = event.data.currentAccounts;
      break;
    case 'LeadCreditsCorrected':
      state.leadCreditsLimit = event.data.to;
      break;
    case 'CancellationFeedbackGiven':
      break;
  }
  return state;
}
