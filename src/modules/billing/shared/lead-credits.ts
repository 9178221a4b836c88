/** Lead credits of a plan with 20 accounts or more. */
export const MAX_LEAD_CREDITS = 100_000;
export const DEFAULT_LEAD_CREDITS = 10_000;

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
