import { type Kysely, sql } from 'kysely';

/**
 * A run row is updated at every claim, reservation and settlement. PostgreSQL can write such an update in place
 * (a HOT update: the new row version on the same page, no index entry written) only if no indexed column
 * changes, and every write sets updated_at, which the index of runs owing a change was on. That index is now on
 * next_send_at, which the claim's query orders by anyway, so claims and reservations (which leave next_send_at
 * alone) are written in place; room is kept on each page for the new versions.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop index campaign_runs_pending`.execute(db);
  await sql`create index campaign_runs_pending on campaign_runs (next_send_at) where pending is not null`.execute(db);
  await sql`alter table campaign_runs set (fillfactor = 50)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table campaign_runs reset (fillfactor)`.execute(db);
  await sql`drop index campaign_runs_pending`.execute(db);
  await sql`create index campaign_runs_pending on campaign_runs (updated_at) where pending is not null`.execute(db);
}
