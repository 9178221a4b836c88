import { type Kysely, sql } from 'kysely';

/**
 * What X said about each connected account that the guidance for new accounts needs: when the X account was
 * created and how many conversations its inbox had (counted up to 10). Null until a connect or check reads them:
 * accounts connected before read them at their next check.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table connected_accounts add column x_created_at timestamptz, add column x_conversations integer`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table connected_accounts drop column x_created_at, drop column x_conversations`.execute(db);
}
