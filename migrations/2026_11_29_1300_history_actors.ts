import { type Kysely, sql } from 'kysely';

/**
 * Who made each change a History tab lists: campaign_history.actor_id, the acting person of the event (its
 * metadata; a rebuild fills every row; rows from before workspaces read as their workspace's owner, who was then
 * the only person). Identity publishes each user's email (user_emails) for the tabs to name them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table campaign_history add column actor_id text`.execute(db);
  await sql`create view user_emails as select id, email from "user"`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view user_emails`.execute(db);
  await sql`alter table campaign_history drop column actor_id`.execute(db);
}
