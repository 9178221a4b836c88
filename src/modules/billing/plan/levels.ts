import { BASIC_ACCOUNTS } from '../contract';
import { leadCreditsForPlan } from '../shared/lead-credits';
import type { PlanLevel, PlanName } from './events';

/** A plan at a number of accounts with its lead credits (leadCreditsForPlan): Free and Basic allow 1 account, Pro 2 to 20. */
export function planLevel(plan: PlanName, accounts?: number): PlanLevel {
  const allowedAccounts = plan === 'pro' ? (accounts ?? 2) : BASIC_ACCOUNTS;
  return { plan, allowedAccounts, leadCreditsLimit: leadCreditsForPlan(plan, allowedAccounts) };
}

export const FREE_LEVEL: PlanLevel = planLevel('free');

export const sameLevel = (a: Pick<PlanLevel, 'plan' | 'allowedAccounts'>, b: Pick<PlanLevel, 'plan' | 'allowedAccounts'>) =>
  a.plan === b.plan && a.allowedAccounts === b.allowedAccounts;

const RANK: Record<PlanName, number> = { free: 0, basic: 1, pro: 2 };

/** Whether `to` is below `from` (a lower plan, or fewer Pro accounts). */
export const isLower = (to: PlanLevel, from: PlanLevel) =>
  RANK[to.plan] < RANK[from.plan] || (to.plan === from.plan && to.allowedAccounts < from.allowedAccounts);
