import type { Decider } from '../../../platform/commands/decider';
import { DomainError } from '../../../platform/http/domain-error';
import { billingMessages, type CancellationReason } from '../contract';
import { leadCreditsForPlan } from '../shared/lead-credits';
import type { ChangeSource, PlanEvent, PlanLevel } from './events';
import { FREE_LEVEL, isLower, planLevel, sameLevel } from './levels';
import { type ExistingPlan, evolve, initialState, levelOf, type PlanState } from './state';

/** The free plan a new user starts on: one account allowed, none connected, the credits of one account. */
export const FREE_PLAN = { plan: 'free', allowedAccounts: 1, currentAccounts: 0 } as const;

export const planMessages = {
  alreadyScheduled: 'A downgrade is already scheduled. It takes effect at the end of the billing period.',
  samePlan: 'You are already on this plan.',
  canceled: 'Your subscription has been cancelled. You are now on the Free plan.',
} as const;

/** A subscription as Stripe reports it now, in the plan's terms. */
export interface SubscriptionView {
  id: string;
  customerId: string;
  /** Stripe's status: trialing, active, past_due, incomplete, incomplete_expired, canceled, unpaid, paused. */
  status: string;
  /** The plan its price stands for (null when the price is not one of the catalogue's). */
  level: PlanLevel | null;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string | null;
  trialEnd: string | null;
}

export type PlanCommand =
  | { type: 'CreatePlanRecord'; userId: string; at: string }
  /**
   * Make the plan match the subscription's current state: only what differs becomes events. `pastDueGraceMs`: how
   * long an unpaid (past_due) subscription keeps its plan before the plan is suspended like a cancellation.
   */
  | { type: 'ApplySubscription'; userId: string; at: string; by: ChangeSource; subscription: SubscriptionView; trialAbuse?: boolean; pastDueGraceMs?: number }
  | { type: 'ScheduleDowngrade'; userId: string; at: string; to: 'basic' | 'free'; effectiveDate: string }
  /** A paid plan without a subscription changes at once. */
  | { type: 'SetPlanWithoutSubscription'; userId: string; at: string; to: PlanLevel }
  | { type: 'Cancel'; userId: string; at: string; reason: CancellationReason; feedback: string | null }
  | { type: 'CountConnectedAccounts'; userId: string; at: string; currentAccounts: number }
  /** Raise the record's lead credits to what its plan is sold with, if they are below it. */
  | { type: 'CorrectLeadCredits'; userId: string; at: string };

const LIVE = new Set(['active', 'trialing', 'past_due']);
const ENDED = new Set(['canceled', 'incomplete_expired', 'unpaid']);

/** The record a user without one yet gets before anything else happens to it. */
function freeRecord(userId: string, at: string): PlanEvent {
  return {
    type: 'PlanRecordCreated',
    data: { userId, ...FREE_PLAN, leadCreditsLimit: FREE_LEVEL.leadCreditsLimit, createdAt: at },
  };
}

function existing(state: PlanState, userId: string, at: string, events: PlanEvent[]): ExistingPlan {
  if (state.exists) return state;
  const created = freeRecord(userId, at);
  events.push(created);
  return evolve(initialState(), created) as ExistingPlan;
}

/** The level a downgrade goes to, or a refusal with the specification's message. */
export function checkScheduleDowngrade(state: PlanState, to: 'basic' | 'free'): PlanLevel {
  if (!state.exists || state.plan === 'free') throw new DomainError(billingMessages.noBillingInformation, 'no_paid_plan', 'validation');
  const target = planLevel(to);
  if (state.plan === to) throw new DomainError(planMessages.samePlan, 'same_plan', 'validation');
  if (state.currentAccounts > 1 && target.allowedAccounts < state.currentAccounts) {
    throw new DomainError(billingMessages.cannotDowngrade(state.currentAccounts), 'too_many_accounts', 'conflict');
  }
  if (state.scheduledDowngrade) throw new DomainError(planMessages.alreadyScheduled, 'downgrade_already_scheduled', 'conflict');
  return target;
}

/** A paid user's immediate change (Basic to Pro, Pro's account count): refused where it cannot be made. */
export function checkChangePlan(state: PlanState, to: PlanLevel): void {
  if (!state.exists || state.plan === 'free') throw new DomainError(billingMessages.noBillingInformation, 'no_paid_plan', 'validation');
  if (sameLevel(levelOf(state), to)) throw new DomainError(planMessages.samePlan, 'same_plan', 'validation');
  if (isLower(to, levelOf(state)) && state.currentAccounts > to.allowedAccounts) {
    throw new DomainError(billingMessages.cannotDowngrade(state.currentAccounts), 'too_many_accounts', 'conflict');
  }
}

/** Cancelling is refused while more than one account is connected. */
export function checkCancel(state: PlanState): void {
  if (state.exists && state.currentAccounts > 1) {
    throw new DomainError(billingMessages.cannotCancel(state.currentAccounts), 'too_many_accounts', 'conflict');
  }
}

function applySubscription(command: Extract<PlanCommand, { type: 'ApplySubscription' }>, given: PlanState): PlanEvent[] {
  const { userId, at, by, subscription } = command;
  const events: PlanEvent[] = [];
  const state = existing(given, userId, at, events);
  // A subscription that ended here (or whose trial was refused) never comes back: a late update changes nothing.
  if (state.ended.has(subscription.id)) return events;
  const live = LIVE.has(subscription.status) && subscription.level !== null;
  const isCurrent = state.subscriptionId === subscription.id;
  const newTrial = subscription.status === 'trialing' && !state.trialDecided.has(subscription.id);
  const refused = live && newTrial && command.trialAbuse === true;
  const adopts = live && !isCurrent && !refused;
  if (state.customerId !== subscription.customerId || adopts) {
    events.push({
      type: 'StripeCustomerLinked',
      data: { userId, customerId: subscription.customerId, subscriptionId: adopts ? subscription.id : state.subscriptionId, by, at },
    });
  }
  if (refused) {
    events.push({ type: 'TrialRefused', data: { userId, subscriptionId: subscription.id, reason: billingMessages.trialAbuse, by, at } });
    return events;
  }
  let current = levelOf(state);
  if (live && subscription.level && isCurrent) {
    // An unpaid invoice: the plan is kept for the grace period, then suspended until it is paid.
    const overdue = overdueEvents(command, state, current);
    if (overdue) return [...events, ...overdue];
    if (state.overdue) {
      events.push({ type: 'PaymentRecovered', data: { userId, subscriptionId: subscription.id, from: current, to: subscription.level, by, at } });
      current = subscription.level;
    }
  }
  if (live && subscription.level) {
    const to = subscription.level;
    if (!isCurrent) {
      if (state.plan === 'free') events.push({ type: 'PlanUpgraded', data: { userId, from: current, to, subscriptionId: subscription.id, by, at } });
      else if (!sameLevel(current, to)) events.push({ type: 'PlanChanged', data: { userId, from: current, to, by, at } });
      if (newTrial) {
        events.push({ type: 'TrialStarted', data: { userId, subscriptionId: subscription.id, trialEnd: subscription.trialEnd, by, at } });
      }
    } else if (!sameLevel(current, to)) {
      const scheduled = state.scheduledDowngrade;
      if (scheduled && sameLevel(scheduled.to, to)) {
        events.push({ type: 'DowngradeApplied', data: { userId, from: current, to, subscriptionId: subscription.id, by, at } });
        return events;
      }
      events.push({ type: 'PlanChanged', data: { userId, from: current, to, by, at } });
      if (scheduled && scheduled.to.plan !== 'free') events.push({ type: 'DowngradeCanceled', data: { userId, from: to, to: scheduled.to, by, at } });
    }
    const level = events.some((event) => event.type === 'PlanUpgraded' || event.type === 'PlanChanged') ? to : current;
    const scheduled = isCurrent ? state.scheduledDowngrade : null;
    const scheduledToFree = scheduled?.to.plan === 'free';
    if (subscription.cancelAtPeriodEnd && !scheduledToFree) {
      const effectiveDate = subscription.currentPeriodEnd ?? at;
      events.push({ type: 'DowngradeScheduled', data: { userId, from: level, to: FREE_LEVEL, effectiveDate, by, at } });
    } else if (!subscription.cancelAtPeriodEnd && scheduledToFree && scheduled) {
      events.push({ type: 'DowngradeCanceled', data: { userId, from: level, to: scheduled.to, by, at } });
    }
    return events;
  }
  if (ENDED.has(subscription.status) && isCurrent && state.plan !== 'free') {
    const data = { userId, from: current, to: FREE_LEVEL, subscriptionId: subscription.id, by, at };
    if (state.scheduledDowngrade?.to.plan === 'free') events.push({ type: 'DowngradeApplied', data });
    else events.push({ type: 'SubscriptionCanceled', data });
  }
  return events;
}

/** Without a setting: three days of grace for an unpaid invoice. */
export const PAST_DUE_GRACE_MS = 3 * 86_400_000;

/**
 * The current subscription is past due: its first sight records the overdue payment and when the grace ends;
 * at or after that moment (a later webhook, or the job at the grace's end) the plan is suspended to Free. While it
 * stays past due nothing else changes. Null when the subscription is not past due.
 */
function overdueEvents(command: Extract<PlanCommand, { type: 'ApplySubscription' }>, state: ExistingPlan, current: PlanLevel): PlanEvent[] | null {
  const { userId, at, by, subscription } = command;
  if (subscription.status !== 'past_due') return null;
  const events: PlanEvent[] = [];
  let overdue = state.overdue;
  if (!overdue || overdue.subscriptionId !== subscription.id) {
    const graceEnds = new Date(Date.parse(at) + (command.pastDueGraceMs ?? PAST_DUE_GRACE_MS)).toISOString();
    events.push({ type: 'PaymentOverdue', data: { userId, subscriptionId: subscription.id, graceEnds, by, at } });
    overdue = { subscriptionId: subscription.id, graceEnds, suspended: false };
  }
  if (!overdue.suspended && Date.parse(at) >= Date.parse(overdue.graceEnds) && current.plan !== 'free') {
    events.push({ type: 'PlanSuspendedForNonPayment', data: { userId, subscriptionId: subscription.id, from: current, to: FREE_LEVEL, by, at } });
  }
  return events;
}

export function decide(command: PlanCommand, state: PlanState): PlanEvent[] {
  switch (command.type) {
    case 'CreatePlanRecord':
      // A user has one plan record; asking again (a redelivered registration) changes nothing.
      if (state.exists) return [];
      return [freeRecord(command.userId, command.at)];
    case 'ApplySubscription':
      return applySubscription(command, state);
    case 'ScheduleDowngrade': {
      // Recording the same downgrade again (a retried request) changes nothing.
      if (state.exists && state.scheduledDowngrade?.to.plan === command.to && state.scheduledDowngrade.effectiveDate === command.effectiveDate) {
        return [];
      }
      const to = checkScheduleDowngrade(state, command.to);
      const plan = state as ExistingPlan;
      return [
        {
          type: 'DowngradeScheduled',
          data: { userId: command.userId, from: levelOf(plan), to, effectiveDate: command.effectiveDate, by: 'user', at: command.at },
        },
      ];
    }
    case 'SetPlanWithoutSubscription': {
      const events: PlanEvent[] = [];
      const plan = existing(state, command.userId, command.at, events);
      if (sameLevel(levelOf(plan), command.to)) return events;
      const data = { userId: command.userId, from: levelOf(plan), to: command.to, by: 'user' as const, at: command.at };
      if (command.to.plan === 'free') events.push({ type: 'SubscriptionCanceled', data: { ...data, subscriptionId: null } });
      else events.push({ type: 'PlanChanged', data });
      return events;
    }
    case 'Cancel': {
      checkCancel(state);
      const events: PlanEvent[] = [];
      const plan = existing(state, command.userId, command.at, events);
      events.push({
        type: 'CancellationFeedbackGiven',
        data: { userId: command.userId, reason: command.reason, feedback: command.feedback, previousPlan: plan.plan, at: command.at },
      });
      // A customer cancels in Stripe's portal (the webhook then ends the plan); without one the plan is Free at once.
      if (!plan.customerId && !sameLevel(levelOf(plan), FREE_LEVEL)) {
        events.push({
          type: 'SubscriptionCanceled',
          data: { userId: command.userId, from: levelOf(plan), to: FREE_LEVEL, subscriptionId: null, by: 'user', at: command.at },
        });
      }
      return events;
    }
    case 'CountConnectedAccounts': {
      const events: PlanEvent[] = [];
      const plan = existing(state, command.userId, command.at, events);
      if (plan.currentAccounts === command.currentAccounts) return events;
      return [...events, { type: 'ConnectedAccountsCounted', data: { userId: command.userId, currentAccounts: command.currentAccounts, at: command.at } }];
    }
    case 'CorrectLeadCredits': {
      // Only ever raises: a record at or above its plan's credits (or none yet) is left as it is.
      if (!state.exists) return [];
      const to = leadCreditsForPlan(state.plan, state.allowedAccounts);
      if (state.leadCreditsLimit >= to) return [];
      return [{ type: 'LeadCreditsCorrected', data: { userId: command.userId, from: state.leadCreditsLimit, to, at: command.at } }];
    }
  }
}

export const planDecider: Decider<PlanCommand, PlanState, PlanEvent> = { initialState, evolve, decide };
