import { allowedBy, type PlanAllowance } from './decide';

/**
 * How many connected accounts a plan keeps usable: its allowance, and at least one (a Free plan keeps the account
 * it has, which can do nothing a Free plan does not allow anyway). The downgrade chooser opens above it.
 */
export const usableAccounts = (plan: PlanAllowance | null): number => Math.max(1, allowedBy(plan));

/**
 * Whether the account at `rank` in the user's connection order (0: the oldest) is beyond the plan's allowance.
 * Accounts beyond it stay connected (their sessions and proxies kept) but are suspended: nothing sends or scrapes
 * from them until the user picks the accounts to keep (the downgrade chooser) or the plan grows again.
 */
export const isBeyondAllowance = (rank: number, plan: PlanAllowance | null): boolean => rank >= usableAccounts(plan);
