import { type Kysely, sql } from 'kysely';

/** Read model of each user's plan record (projection billing-plans); stream_version is the last event applied. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table plans (
      user_id text primary key,
      plan text not null check (plan in ('free', 'basic', 'pro')),
      allowed_accounts integer not null,
      current_accounts integer not null,
      lead_credits_limit integer not null,
      scheduled_downgrade_date timestamptz,
      scheduled_downgrade_plan text check (scheduled_downgrade_plan in ('free', 'basic', 'pro')),
      scheduled_downgrade_accounts integer,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      stream_version integer not null
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table plans`.execute(db);
}
