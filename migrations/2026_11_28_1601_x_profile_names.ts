import { type Kysely, sql } from 'kysely';

/**
 * The database of X profiles' public read model of who a profile is (X user id, username, display name), for
 * the runner's replies list; the bios, counts and search columns stay the dataset's own.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create view x_profile_names as select id, username, name from x_profiles`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view x_profile_names`.execute(db);
}
