/** The user's plan and allowed accounts, read from billing's public plan_allowances view; null before the user has a plan record. */
import type { Database } from '../../../platform/database/database';
import type { PlanAllowance } from '../account/decide';

export async function planAllowance(db: Database, userId: string): Promise<PlanAllowance | null> {
  const row = await db.selectFrom('plan_allowances').select(['plan', 'allowed_accounts']).where('user_id', '=', userId).executeTakeFirst();
  return row ? { plan: row.plan, allowedAccounts: row.allowed_accounts } : null;
}
