import { describe, expect, it } from 'vitest';
import { runnerMessages } from '../contract';
import { planRefusal } from './plan-gate';

describe("planRefusal: may a claimed campaign send under its owner's plan", () => {
  it('given Pro 5 and the oldest account, then it sends', () => {
    expect(planRefusal({ owner_plan: 'pro', owner_allowed_accounts: 5, account_rank: 0 })).toBe(null);
  });
  it('given Free (a plan that ended, or no plan record), then it pauses: Free runs no campaigns', () => {
    expect(planRefusal({ owner_plan: 'free', owner_allowed_accounts: 1, account_rank: 0 })).toBe(runnerMessages.planWithoutCampaigns);
  });
  it("given Basic and the campaign's account connected second, then it pauses: Basic allows one account", () => {
    expect(planRefusal({ owner_plan: 'basic', owner_allowed_accounts: 1, account_rank: 1 })).toBe(runnerMessages.accountBeyondPlan(1));
    expect(planRefusal({ owner_plan: 'basic', owner_allowed_accounts: 1, account_rank: 0 })).toBe(null);
  });
  it('given Pro 2 after Pro 5, then the 3rd to 5th connected accounts pause and the first two send', () => {
    expect([0, 1, 2, 4].map((rank) => planRefusal({ owner_plan: 'pro', owner_allowed_accounts: 2, account_rank: rank }))).toEqual([
      null,
      null,
      runnerMessages.accountBeyondPlan(2),
      runnerMessages.accountBeyondPlan(2),
    ]);
  });
});
