import { type Kysely, sql } from 'kysely';

/**
 * The Do Not Contact context's public read model: each user's listed usernames (lower case), for the runner's
 * skips; when and how they were listed stays its own.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create view dnc_usernames as select user_id, username from dnc_entries`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view dnc_usernames`.execute(db);
}
