import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // pg_trgm serves the database search's substring matches on bios (its indexes come with the search).
  await sql`create extension if not exists pg_trgm`.execute(db);
  // Bulk data, not a read model: the database of X profiles, shared by every user, fed by every scrape and by
  // the operator's imports; one row per X user id (ids compared byte-wise: the search pages through them in
  // order), the newest data wins.
  await sql`
    create table x_profiles (
      id text collate "C" primary key,
      username text not null,
      name text,
      bio text,
      bio_urls text[] not null default '{}',
      urls text[] not null default '{}',
      location text,
      verified boolean not null default false,
      followers_count integer not null default 0,
      following_count integer not null default 0,
      profile_image_url text,
      updated_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table x_profiles`.execute(db);
}
