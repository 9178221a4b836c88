import { type Kysely, sql } from 'kysely';

/**
 * The connected accounts context's public read model of its accounts: owner, X user id, health and when each
 * was connected or changed, for campaigns and the runner. No proxy settings, and never a secret or token (those
 * are in the vault only).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create view connected_account_states as
      select id, user_id, profile_id, health, health_checked_at, created_at, updated_at
      from connected_accounts`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view connected_account_states`.execute(db);
}
