import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // One row per user (the unique key makes concurrent first loads meet on the same row): the tours and steps
  // the user completed, skipped or dismissed, and how many times the dashboard was opened.
  await sql`
    create table user_onboarding (
      id uuid primary key default gen_random_uuid(),
      user_id text not null unique,
      completed_steps text[] not null default '{}',
      dashboard_visits integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table user_onboarding`.execute(db);
}
