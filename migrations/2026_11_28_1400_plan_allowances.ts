import { type Kysely, sql } from 'kysely';

/**
 * Billing's public read model of each user's plan and what it allows: the other contexts' plan checks read this
 * view, not the plan record, so the record's downgrade schedule and versions stay billing's own.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create view plan_allowances as
      select user_id, plan, allowed_accounts, current_accounts, lead_credits_limit
      from plans`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view plan_allowances`.execute(db);
}
