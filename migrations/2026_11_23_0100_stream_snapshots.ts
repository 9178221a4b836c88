import { type Kysely, sql } from 'kysely';

// The latest snapshot of a long aggregate stream: its folded state at `version`. A command reads it and the
// events after it. `schema` is the decider's snapshot format; a snapshot of another schema is ignored.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table stream_snapshots (
      stream_id text primary key,
      version integer not null,
      schema integer not null,
      state jsonb not null,
      taken_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table stream_snapshots`.execute(db);
}
