import type { PlanName } from '../plan/events';

/** Lead credits of a plan with 20 accounts or more. */
export const MAX_LEAD_CREDITS = 100_000;
/** The credits of 1 or 2 accounts: the free plan's record (1 account allowed) and the default limit. */
export const DEFAULT_LEAD_CREDITS = 10_000;
/** What the plan table and the landing page promise: Basic 50,000 and Pro 100,000 lead credits a month. */
export const BASIC_LEAD_CREDITS = 50_000;
export const PRO_LEAD_CREDITS = MAX_LEAD_CREDITS;

/**
 * Monthly lead credits by connected-account allowance: 0 accounts (free without accounts) gives 0;
 * 1 and 2 give 10,000; then 5,000 per account (3: 15,000, 4: 20,000, 5: 25,000 ...) up to 100,000 at 20.
 * Counts above 20 get the 20-account amount; fractions count as the whole accounts below them.
 */
export function leadCreditsForAccounts(accounts: number): number {
  if (!Number.isFinite(accounts)) return accounts > 0 ? MAX_LEAD_CREDITS : 0;
  const n = Math.floor(accounts);
  if (n <= 0) return 0;
  if (n <= 2) return DEFAULT_LEAD_CREDITS;
  return Math.min(n, 20) * 5_000;
}

const PLAN_CREDITS: Record<PlanName, number> = { free: 0, basic: BASIC_LEAD_CREDITS, pro: PRO_LEAD_CREDITS };

/**
 * A plan's monthly lead credits: what it is sold with (Basic 50,000, Pro 100,000), or the account-count amount
 * where that gives more (Free: the credits of its one account, 10,000).
 */
export const leadCreditsForPlan = (plan: PlanName, accounts: number): number => Math.max(PLAN_CREDITS[plan], leadCreditsForAccounts(accounts));
