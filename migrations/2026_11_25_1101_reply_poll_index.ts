import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // The reply sweep asks, per connected account, whether it sent a campaign DM lately: an index lookup per
  // account instead of grouping every recent delivery.
  await sql`drop index if exists dm_deliveries_sent_recently`.execute(db);
  await sql`create index dm_deliveries_account_sent_at on dm_deliveries (account_id, finished_at) where state = 'sent'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index dm_deliveries_account_sent_at`.execute(db);
  await sql`create index dm_deliveries_sent_recently on dm_deliveries (finished_at) where state = 'sent'`.execute(db);
}
