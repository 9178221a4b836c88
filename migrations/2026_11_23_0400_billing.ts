import { type Kysely, sql } from 'kysely';

/**
 * Billing read models (projections billing-stripe-customers, billing-plan-history, billing-cancellation-feedback)
 * and the Stripe webhook events already handled.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table stripe_customers (
      user_id text primary key,
      customer_id text not null,
      subscription_id text,
      updated_at timestamptz not null,
      stream_version integer not null
    )`.execute(db);
  await sql`create index stripe_customers_customer_id on stripe_customers (customer_id)`.execute(db);
  await sql`
    create table cancellation_feedback (
      id uuid primary key,
      user_id text not null,
      reason text not null,
      feedback text,
      previous_plan text not null,
      created_at timestamptz not null
    )`.execute(db);
  await sql`create index cancellation_feedback_user_id on cancellation_feedback (user_id, created_at)`.execute(db);
  await sql`
    create table plan_history (
      id uuid primary key,
      user_id text not null,
      stream_version integer not null,
      at timestamptz not null,
      change text not null,
      from_plan text,
      from_accounts integer,
      to_plan text,
      to_accounts integer,
      by text not null
    )`.execute(db);
  await sql`create index plan_history_user_id on plan_history (user_id, stream_version)`.execute(db);
  await sql`
    create table stripe_webhook_events (
      event_id text primary key,
      type text not null,
      received_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table stripe_webhook_events`.execute(db);
  await sql`drop table plan_history`.execute(db);
  await sql`drop table cancellation_feedback`.execute(db);
  await sql`drop table stripe_customers`.execute(db);
}
