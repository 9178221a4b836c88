import { type PlanName, planAllows } from '../../billing';
import { isBeyondAllowance, usableAccounts } from '../../accounts';
import { runnerMessages } from '../contract';

/** What the owner's plan says of a claimed run, read with the claim (no plan record: the Free plan). */
export interface SenderPlanFacts {
  owner_plan: PlanName;
  owner_allowed_accounts: number;
  /** The sending account's place in the owner's connection order (0: the oldest). */
  account_rank: number;
}

/**
 * Why the owner's plan no longer lets the campaign send (its card shows it when the runner pauses it), or null.
 * Checked each time a run is claimed, so a plan that ended or shrank binds the very next send, and again by the
 * runner's plan-change job, so campaigns waiting for their next send pause at once.
 */
export function planRefusal(facts: SenderPlanFacts): string | null {
  const plan = { plan: facts.owner_plan, allowedAccounts: facts.owner_allowed_accounts };
  if (!planAllows(plan.plan, 'campaigns')) return runnerMessages.planWithoutCampaigns;
  if (isBeyondAllowance(facts.account_rank, plan)) return runnerMessages.accountBeyondPlan(usableAccounts(plan));
  return null;
}
