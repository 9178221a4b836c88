import { type Kysely, sql } from 'kysely';

/**
 * Attempts per account (a hash of the email) and action, in fixed windows. Shared by every API process,
 * so a limit holds however many processes serve sign-in. Counted whether or not the account exists.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table auth_account_rate_limits (
      key text primary key,
      count integer not null,
      window_started_at timestamptz not null
    )`.execute(db);
  await sql`create index auth_account_rate_limits_window on auth_account_rate_limits (window_started_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table auth_account_rate_limits`.execute(db);
}
