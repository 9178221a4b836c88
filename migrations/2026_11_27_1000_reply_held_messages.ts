import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // Not a read model (the reply poller's own): messages read from an account's inbox whose sender has a campaign
  // DM of the account still in flight. The inbox's read position moves past them; they are matched again on each
  // poll until that delivery settles (sent: a reply; failed: dropped).
  await sql`
    create table reply_held_messages (
      account_id text not null,
      message_id text not null,
      sender_x_id text not null,
      message jsonb not null,
      held_at timestamptz not null default now(),
      primary key (account_id, message_id)
    )`.execute(db);
  // Whether a sender of an inbox message has a DM of the account in flight: the few reserved rows, by recipient.
  await sql`create index dm_deliveries_account_recipient_reserved on dm_deliveries (account_id, recipient_x_id) where state = 'reserved'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index dm_deliveries_account_recipient_reserved`.execute(db);
  await sql`drop table reply_held_messages`.execute(db);
}
