import { type Kysely, sql } from 'kysely';

/**
 * Who changed a plan: plan_history.actor_id, the acting person of a change made in the app (the event's metadata; a
 * rebuild fills every row; rows from before workspaces read as their workspace's owner, then the only person).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table plan_history add column actor_id text`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table plan_history drop column actor_id`.execute(db);
}
