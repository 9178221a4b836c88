import type { Event } from '../../../platform/event-store/event-store.port';
import { derivedEventId } from '../../identity';

export type PlanName = 'free' | 'basic' | 'pro';

/** A plan at a number of accounts, with the lead credits that go with it. */
export interface PlanLevel {
  plan: PlanName;
  allowedAccounts: number;
  leadCreditsLimit: number;
}

/** Who made a change: the return from checkout, a Stripe webhook, the scheduled job, or the user's own action. */
export type ChangeSource = 'checkout' | 'webhook' | 'job' | 'user';

/** A user's plan record came into being (the free plan, when the user registered). */
export type PlanRecordCreated = Event<
  'PlanRecordCreated',
  {
    userId: string;
    plan: PlanName;
    allowedAccounts: number;
    currentAccounts: number;
    leadCreditsLimit: number;
    createdAt: string;
  }
>;

/** The user's Stripe customer (and current subscription) became known. Ids only, never secrets. */
export type StripeCustomerLinked = Event<
  'StripeCustomerLinked',
  { userId: string; customerId: string; subscriptionId: string | null; by: ChangeSource; at: string }
>;

/** A free user became a paying one through checkout (with or without a trial). */
export type PlanUpgraded = Event<
  'PlanUpgraded',
  { userId: string; from: PlanLevel; to: PlanLevel; subscriptionId: string; by: ChangeSource; at: string }
>;

/** Basic's 7-day trial began on this subscription. */
export type TrialStarted = Event<'TrialStarted', { userId: string; subscriptionId: string; trialEnd: string | null; by: ChangeSource; at: string }>;

/** The trial was refused (its card had already been used for a trial on another account); the subscription is canceled. */
export type TrialRefused = Event<'TrialRefused', { userId: string; subscriptionId: string; reason: string; by: ChangeSource; at: string }>;

/** An immediate change of a paid plan (Basic to Pro, or Pro's account count), billed prorated. */
export type PlanChanged = Event<'PlanChanged', { userId: string; from: PlanLevel; to: PlanLevel; by: ChangeSource; at: string }>;

/** A downgrade (Pro to Basic, or a paid plan to Free) that takes effect at the end of the billing period. */
export type DowngradeScheduled = Event<
  'DowngradeScheduled',
  { userId: string; from: PlanLevel; to: PlanLevel; effectiveDate: string; by: ChangeSource; at: string }
>;

/** A scheduled downgrade was called off (the plan renewed in the billing portal, or changed again). */
export type DowngradeCanceled = Event<'DowngradeCanceled', { userId: string; from: PlanLevel; to: PlanLevel; by: ChangeSource; at: string }>;

/** A scheduled downgrade took effect. */
export type DowngradeApplied = Event<
  'DowngradeApplied',
  { userId: string; from: PlanLevel; to: PlanLevel; subscriptionId: string | null; by: ChangeSource; at: string }
>;

/** The subscription ended (or the user cancelled without one): the plan is Free with 1 account. */
export type SubscriptionCanceled = Event<
  'SubscriptionCanceled',
  { userId: string; from: PlanLevel; to: PlanLevel; subscriptionId: string | null; by: ChangeSource; at: string }
>;

/**
 * An invoice of the current subscription went unpaid (Stripe: past_due). The plan stays as paid for until
 * `graceEnds`; unpaid by then, it is suspended like a cancellation.
 */
export type PaymentOverdue = Event<'PaymentOverdue', { userId: string; subscriptionId: string; graceEnds: string; by: ChangeSource; at: string }>;

/** Still unpaid at the grace period's end: the plan is restricted to Free while the subscription waits for payment. */
export type PlanSuspendedForNonPayment = Event<
  'PlanSuspendedForNonPayment',
  { userId: string; subscriptionId: string; from: PlanLevel; to: PlanLevel; by: ChangeSource; at: string }
>;

/** The overdue invoice was paid: the plan is the subscription's again (its level restored if it was suspended). */
export type PaymentRecovered = Event<
  'PaymentRecovered',
  { userId: string; subscriptionId: string; from: PlanLevel; to: PlanLevel; by: ChangeSource; at: string }
>;

/** Why the user cancelled (reason and optional text), on the plan they left. */
export type CancellationFeedbackGiven = Event<
  'CancellationFeedbackGiven',
  { userId: string; reason: string; feedback: string | null; previousPlan: PlanName; at: string }
>;

/** How many X accounts the user has connected (told by the accounts context). */
export type ConnectedAccountsCounted = Event<'ConnectedAccountsCounted', { userId: string; currentAccounts: number; at: string }>;

/**
 * The record's lead credits were raised to what its plan is sold with (records made before Basic's 50,000 and
 * Pro's 100,000 were applied). `from` and `to` are monthly lead credits.
 */
export type LeadCreditsCorrected = Event<'LeadCreditsCorrected', { userId: string; from: number; to: number; at: string }>;

export type PlanEvent =
  | PlanRecordCreated
  | StripeCustomerLinked
  | PlanUpgraded
  | TrialStarted
  | TrialRefused
  | PlanChanged
  | DowngradeScheduled
  | DowngradeCanceled
  | DowngradeApplied
  | SubscriptionCanceled
  | CancellationFeedbackGiven
  | ConnectedAccountsCounted
  | PaymentOverdue
  | PlanSuspendedForNonPayment
  | PaymentRecovered
  | LeadCreditsCorrected;

export const planEventTypes = [
  'PlanRecordCreated',
  'StripeCustomerLinked',
  'PlanUpgraded',
  'TrialStarted',
  'TrialRefused',
  'PlanChanged',
  'DowngradeScheduled',
  'DowngradeCanceled',
  'DowngradeApplied',
  'SubscriptionCanceled',
  'CancellationFeedbackGiven',
  'ConnectedAccountsCounted',
  'PaymentOverdue',
  'PlanSuspendedForNonPayment',
  'PaymentRecovered',
  'LeadCreditsCorrected',
] as const satisfies readonly PlanEvent['type'][];

export const planStreamId = (userId: string) => `plan-${userId}`;

/** One plan record per user: its creation event has an id derived from the user id. */
export const planRecordCreatedEventId = (userId: string) => derivedEventId(`PlanRecordCreated:${userId}`);

/** The events that change the plan or its schedule: what the plan history lists. */
export const planChangeEventTypes = [
  'PlanRecordCreated',
  'PlanUpgraded',
  'TrialStarted',
  'TrialRefused',
  'PlanChanged',
  'DowngradeScheduled',
  'DowngradeCanceled',
  'DowngradeApplied',
  'SubscriptionCanceled',
  'CancellationFeedbackGiven',
  'PaymentOverdue',
  'PlanSuspendedForNonPayment',
  'PaymentRecovered',
  'LeadCreditsCorrected',
] as const;

/** One line of a user's plan history, as GET /api/billing/history and `npm run audit -- plan` show it. */
export interface PlanChangeEntry {
  change: string;
  from: { plan: PlanName; allowed_accounts: number } | null;
  to: { plan: PlanName; allowed_accounts: number } | null;
  by: ChangeSource | 'registration';
  at: string;
}

const level = (value: PlanLevel) => ({ plan: value.plan, allowed_accounts: value.allowedAccounts });
const credits = (value: number) => value.toLocaleString('en-US');
const described = (value: PlanLevel) => `${value.plan} (${value.allowedAccounts} ${value.allowedAccounts === 1 ? 'account' : 'accounts'})`;

/** What a plan event means in the plan history; null for events that change no plan (customer links, counts). */
export function planChangeOf(event: PlanEvent): PlanChangeEntry | null {
  switch (event.type) {
    case 'PlanRecordCreated': {
      const { data } = event;
      const to = { plan: data.plan, allowedAccounts: data.allowedAccounts, leadCreditsLimit: data.leadCreditsLimit };
      return { change: `Plan record created: ${described(to)}`, from: null, to: level(to), by: 'registration', at: data.createdAt };
    }
    case 'PlanUpgraded':
      return { change: `Upgraded to ${described(event.data.to)}`, from: level(event.data.from), to: level(event.data.to), by: event.data.by, at: event.data.at };
    case 'TrialStarted':
      return {
        change: `Basic trial started${event.data.trialEnd ? ` (ends ${event.data.trialEnd.slice(0, 10)})` : ''}`,
        from: null,
        to: null,
        by: event.data.by,
        at: event.data.at,
      };
    case 'TrialRefused':
      return { change: `Trial refused: ${event.data.reason}`, from: null, to: null, by: event.data.by, at: event.data.at };
    case 'PlanChanged':
      return { change: `Changed to ${described(event.data.to)}`, from: level(event.data.from), to: level(event.data.to), by: event.data.by, at: event.data.at };
    case 'DowngradeScheduled':
      return {
        change: `Downgrade to ${described(event.data.to)} scheduled for ${event.data.effectiveDate.slice(0, 10)}`,
        from: level(event.data.from),
        to: level(event.data.to),
        by: event.data.by,
        at: event.data.at,
      };
    case 'DowngradeCanceled':
      return { change: `Scheduled downgrade to ${described(event.data.to)} canceled`, from: level(event.data.from), to: level(event.data.to), by: event.data.by, at: event.data.at };
    case 'DowngradeApplied':
      return { change: `Downgraded to ${described(event.data.to)}`, from: level(event.data.from), to: level(event.data.to), by: event.data.by, at: event.data.at };
    case 'SubscriptionCanceled':
      return { change: `Subscription canceled: now ${described(event.data.to)}`, from: level(event.data.from), to: level(event.data.to), by: event.data.by, at: event.data.at };
    case 'PaymentOverdue':
      return { change: `Payment overdue: the plan is kept until ${event.data.graceEnds.slice(0, 10)}`, from: null, to: null, by: event.data.by, at: event.data.at };
    case 'PlanSuspendedForNonPayment':
      return { change: `Suspended for non-payment: now ${described(event.data.to)}`, from: level(event.data.from), to: level(event.data.to), by: event.data.by, at: event.data.at };
    case 'PaymentRecovered':
      return { change: `Payment received: ${described(event.data.to)} again`, from: level(event.data.from), to: level(event.data.to), by: event.data.by, at: event.data.at };
    case 'LeadCreditsCorrected':
      return { change: `Lead credits corrected from ${credits(event.data.from)} to ${credits(event.data.to)} a month`, from: null, to: null, by: 'job', at: event.data.at };
    case 'CancellationFeedbackGiven':
      return {
        change: `Cancellation reason: ${event.data.reason}${event.data.feedback ? ` (${event.data.feedback})` : ''}`,
        from: null,
        to: null,
        by: 'user',
        at: event.data.at,
      };
    default:
      return null;
  }
}
