import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // Not a read model: the delivery ledger, the truth about every lead a campaign processed. A row is written
  // ('reserved') before X is called and settled after; its id is the DM's request id at X. One row per
  // campaign and recipient, so a lead is never messaged twice by a campaign whatever the jobs do.
  await sql`
    create table dm_deliveries (
      id uuid primary key,
      user_id text not null,
      campaign_id text not null,
      account_id text not null,
      lead_source_id text not null,
      username text not null,
      recipient_x_id text,
      contact_index integer not null,
      day date not null,
      state text not null,
      text text,
      x_message_id text,
      conversation_id text,
      error_kind text,
      error_message text,
      reserved_at timestamptz not null default now(),
      finished_at timestamptz,
      unique (campaign_id, username)
    )`.execute(db);
  // "Already messaged from any of the user's campaigns" (skip_already_dmd).
  await sql`create index dm_deliveries_user_username on dm_deliveries (user_id, username) where state in ('sent', 'reserved')`.execute(db);
  // Replies: which of the account's recipients an incoming message comes from.
  await sql`create index dm_deliveries_account_recipient on dm_deliveries (account_id, recipient_x_id) where state = 'sent'`.execute(db);
  // account_daily_dms (account_id, day, dms_sent) exists since the connected accounts; the runner counts
  // reservations there (a failed send gives its place back), checked against the account's cap in the
  // reservation's transaction.

  // Not a read model: the runner's own state per campaign, written only by the runner. A row is 'running'
  // from the campaign's start until it pauses, completes, fails or is deleted. in_flight: the delivery
  // reserved and not yet settled (a worker that died mid-send leaves it set; it is settled first).
  await sql`
    create table campaign_runs (
      campaign_id text primary key,
      user_id text not null,
      account_id text not null,
      status text not null,
      next_send_at timestamptz not null default now(),
      in_flight uuid,
      messages_sent integer not null default 0,
      messages_failed integer not null default 0,
      skipped_already_dmd integer not null default 0,
      skipped_do_not_contact integer not null default 0,
      next_contact_index integer not null default 0,
      consecutive_failures integer not null default 0,
      retries integer not null default 0,
      source_index integer not null default 0,
      last_username text,
      day date,
      day_target integer not null default 0,
      day_sent integer not null default 0,
      progress_version integer not null default 0,
      flushed_version integer not null default 0,
      flushed_at timestamptz,
      stop_reason text,
      started_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index campaign_runs_due on campaign_runs (next_send_at) where status = 'running'`.execute(db);
  await sql`create index campaign_runs_account on campaign_runs (account_id) where status = 'running'`.execute(db);
  // Not a read model: the user's sending limits per connected account (absent row = the defaults).
  await sql`
    create table runner_account_settings (
      account_id text primary key,
      user_id text not null,
      daily_cap integer not null default 450 check (daily_cap between 1 and 450),
      time_zone text not null default 'UTC',
      updated_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table runner_account_settings`.execute(db);
  await sql`drop table campaign_runs`.execute(db);
  await sql`drop table dm_deliveries`.execute(db);
}
