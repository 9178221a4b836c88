import { type Kysely, sql } from 'kysely';

/**
 * The campaigns overview counts in the user's own time zone, which the per-UTC-day tables cannot re-cut: it reads a
 * fortnight of the user's sends and replies by their times. A lead's earlier reply is looked up by campaign and
 * username (it counts on the day of its first).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index dm_deliveries_user_sent_at on dm_deliveries (user_id, finished_at) where state = 'sent'`.execute(db);
  await sql`create index campaign_replies_user_received on campaign_replies (user_id, received_at)`.execute(db);
  await sql`create index campaign_replies_lead on campaign_replies (campaign_id, username, received_at, id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index campaign_replies_lead`.execute(db);
  await sql`drop index campaign_replies_user_received`.execute(db);
  await sql`drop index dm_deliveries_user_sent_at`.execute(db);
}
