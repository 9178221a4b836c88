import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // Read model (projection campaign-replies): one row per reply message, keyed by X's message id, so a
  // message polled twice is one row.
  await sql`
    create table campaign_replies (
      id text primary key,
      user_id text not null,
      campaign_id text not null,
      account_id text not null,
      delivery_id text not null,
      username text not null,
      recipient_x_id text not null,
      conversation_id text not null,
      text text not null,
      received_at timestamptz not null
    )`.execute(db);
  await sql`create index campaign_replies_campaign on campaign_replies (campaign_id, received_at desc, id desc)`.execute(db);
  // Read model (projection campaign-replies): per campaign, leads that replied and reply messages; stream_version
  // is the campaign's replies stream version applied (a replayed event changes nothing).
  await sql`
    create table campaign_reply_counts (
      campaign_id text primary key,
      user_id text not null,
      replied_leads integer not null default 0,
      replies integer not null default 0,
      last_reply_at timestamptz,
      stream_version integer not null
    )`.execute(db);
  // Not a read model: where each account's inbox poll resumes (X's cursor), and whether it stopped on an
  // expired session (until the account is connected or checked again).
  await sql`
    create table reply_poll_cursors (
      account_id text primary key,
      user_id text not null,
      cursor text,
      polled_at timestamptz,
      stopped_at timestamptz,
      stop_reason text
    )`.execute(db);
  // Which accounts sent campaign DMs lately (the accounts whose inbox is polled).
  await sql`create index dm_deliveries_sent_recently on dm_deliveries (finished_at) where state = 'sent'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index dm_deliveries_sent_recently`.execute(db);
  await sql`drop table reply_poll_cursors`.execute(db);
  await sql`drop table campaign_reply_counts`.execute(db);
  await sql`drop table campaign_replies`.execute(db);
}
