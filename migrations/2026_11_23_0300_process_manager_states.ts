import { type Kysely, sql } from 'kysely';

// A process manager's own state, one row per key (e.g. per user or per campaign), written in the same
// transaction as its checkpoint, so it reflects exactly the events the manager has handled.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table process_manager_states (
      process text not null,
      key text not null,
      state jsonb not null,
      updated_at timestamptz not null default now(),
      primary key (process, key)
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table process_manager_states`.execute(db);
}
