import { type Kysely, sql } from 'kysely';

// Idempotency keys of side effects performed by jobs (which run at least once). A row with done_at set is
// an effect that happened; a row with done_at null is an external call that was reserved and started but
// never confirmed (its worker died mid-call): it is not repeated, and an operator can look into it.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table job_side_effects (
      key text primary key,
      reserved_at timestamptz not null default now(),
      done_at timestamptz
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table job_side_effects`.execute(db);
}
