import type { Database } from '../../src/platform/database/database';

/**
 * A user's plan record as billing's plans projection writes it, for tests that seed read models directly: the
 * runner and the scraper read it each time they take work, as for any paying user.
 */
export async function givenPlan(
  db: Database,
  userId: string,
  level: { plan: 'basic' | 'pro'; allowedAccounts?: number; leadCreditsLimit?: number } = { plan: 'basic' },
): Promise<void> {
  const at = new Date();
  await db
    .insertInto('plans')
    .values({
      user_id: userId,
      plan: level.plan,
      allowed_accounts: level.allowedAccounts ?? (level.plan === 'basic' ? 1 : 5),
      current_accounts: 1,
      lead_credits_limit: level.leadCreditsLimit ?? 50_000,
      created_at: at,
      updated_at: at,
      stream_version: 1,
    })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
}
