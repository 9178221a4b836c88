import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // One row per feedback item; a deleted item keeps its row (deleted_at) so a replayed event cannot bring it back.
  await sql`
    create table feedback_items (
      id text primary key,
      user_id text not null,
      user_email text not null,
      type text not null,
      title text not null,
      description text not null,
      status text not null,
      votes integer not null default 0,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      deleted_at timestamptz,
      stream_version integer not null
    )`.execute(db);
  await sql`create index feedback_items_created on feedback_items (created_at desc) where deleted_at is null`.execute(db);
  // One row per (item, user) that ever voted; vote_type null once taken back, so the row keeps its stream version.
  await sql`
    create table feedback_votes (
      feedback_id text not null,
      user_id text not null,
      vote_type text,
      updated_at timestamptz not null,
      stream_version integer not null,
      primary key (feedback_id, user_id)
    )`.execute(db);
  await sql`create index feedback_votes_user on feedback_votes (user_id)`.execute(db);
  await sql`
    create table roadmap_items (
      id text primary key,
      title text not null,
      description text not null,
      status text not null,
      eta text,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      stream_version integer not null
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table roadmap_items`.execute(db);
  await sql`drop table feedback_votes`.execute(db);
  await sql`drop table feedback_items`.execute(db);
}
