import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // One row per listed username, so a list of tens of thousands pages and searches quickly.
  await sql`
    create table dnc_entries (
      user_id text not null,
      username text not null,
      added_at timestamptz not null,
      primary key (user_id, username)
    )`.execute(db);
  await sql`create index dnc_entries_user_added on dnc_entries (user_id, added_at desc)`.execute(db);
  // One row per user: the stream version the entries reflect (the replay guard) and the entry count.
  await sql`
    create table dnc_lists (
      user_id text primary key,
      stream_version integer not null,
      entry_count integer not null,
      updated_at timestamptz not null
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table dnc_lists`.execute(db);
  await sql`drop table dnc_entries`.execute(db);
}
