import { type Kysely, sql } from 'kysely';

/**
 * Requests per user and action (searches of the database, new feedback items), in fixed windows. Shared by
 * every API process, so a limit holds however many processes serve the requests.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table request_rate_limits (
      key text primary key,
      count integer not null,
      window_started_at timestamptz not null
    )`.execute(db);
  await sql`create index request_rate_limits_window on request_rate_limits (window_started_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table request_rate_limits`.execute(db);
}
