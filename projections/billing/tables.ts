import type { ChangeSource, PlanName } from '../../src/modules/billing/plan/events';
import type { DefaultTimestamp, Nullable, NullableTimestamp, Timestamp, ViewOf } from '../columns';

/** Each user's plan record (the specification's field names); stream_version is the last event applied. */
export interface PlansTable {
  user_id: string;
  plan: PlanName;
  allowed_accounts: number;
  current_accounts: number;
  lead_credits_limit: number;
  scheduled_downgrade_date: NullableTimestamp;
  scheduled_downgrade_plan: Nullable<PlanName>;
  scheduled_downgrade_accounts: Nullable<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  stream_version: number;
}

/**
 * Billing's public read model (a view over plans): each user's plan and what it allows, for the other contexts'
 * plan checks. No row before the user's plan record exists.
 */
export type PlanAllowancesView = ViewOf<PlansTable, 'user_id' | 'plan' | 'allowed_accounts' | 'current_accounts' | 'lead_credits_limit'>;

/** Each user's Stripe customer and current subscription (ids only). */
export interface StripeCustomersTable {
  user_id: string;
  customer_id: string;
  subscription_id: Nullable<string>;
  updated_at: Timestamp;
  stream_version: number;
}

/** Why users cancelled: one row per cancellation (id: the event's). */
export interface CancellationFeedbackTable {
  id: string;
  user_id: string;
  reason: string;
  feedback: Nullable<string>;
  previous_plan: PlanName;
  created_at: Timestamp;
}

/** One row per plan change (id: the event's), in the order of the user's plan stream. */
export interface PlanHistoryTable {
  id: string;
  user_id: string;
  stream_version: number;
  at: Timestamp;
  change: string;
  from_plan: Nullable<PlanName>;
  from_accounts: Nullable<number>;
  to_plan: Nullable<PlanName>;
  to_accounts: Nullable<number>;
  by: ChangeSource | 'registration';
  /** The person who made a change in the app ('user' or 'checkout'); null for Stripe, jobs and sign-up. */
  actor_id: Nullable<string>;
}

/** Stripe webhook events already handled, by Stripe's event id (written by the webhook endpoint). */
export interface StripeWebhookEventsTable {
  event_id: string;
  type: string;
  received_at: DefaultTimestamp;
}

/** The billing read models (plan_allowances: its public view). */
export interface PlanTables {
  plans: PlansTable;
  plan_allowances: PlanAllowancesView;
  stripe_customers: StripeCustomersTable;
  cancellation_feedback: CancellationFeedbackTable;
  plan_history: PlanHistoryTable;
  stripe_webhook_events: StripeWebhookEventsTable;
}
