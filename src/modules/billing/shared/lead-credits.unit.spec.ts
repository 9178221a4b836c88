import { describe, expect, it } from 'vitest';
import { planLevel } from '../plan/levels';
import { leadCreditsForAccounts, leadCreditsForPlan } from './lead-credits';

describe('leadCreditsForAccounts', () => {
  it.each([
    [0, 0],
    [1, 10_000],
    [2, 10_000],
    [3, 15_000],
    [4, 20_000],
    [5, 25_000],
    [6, 30_000],
    [10, 50_000],
    [19, 95_000],
    [20, 100_000],
  ])('%i accounts give %i credits', (accounts, credits) => {
    expect(leadCreditsForAccounts(accounts)).toBe(credits);
  });

  it('adds 5,000 per account from 5 to 20', () => {
    for (let n = 5; n < 20; n++) expect(leadCreditsForAccounts(n + 1) - leadCreditsForAccounts(n)).toBe(5_000);
  });

  it('caps at the 20-account amount', () => {
    expect(leadCreditsForAccounts(21)).toBe(100_000);
    expect(leadCreditsForAccounts(1_000)).toBe(100_000);
    expect(leadCreditsForAccounts(Number.POSITIVE_INFINITY)).toBe(100_000);
  });

  it('gives nothing for no or negative accounts, and counts whole accounts', () => {
    expect(leadCreditsForAccounts(-3)).toBe(0);
    expect(leadCreditsForAccounts(Number.NaN)).toBe(0);
    expect(leadCreditsForAccounts(3.9)).toBe(15_000);
    expect(leadCreditsForAccounts(0.5)).toBe(0);
  });
});

describe('leadCreditsForPlan', () => {
  it('given Basic (1 account), when its credits are asked, then it has the 50,000 it is sold with', () => {
    expect(leadCreditsForPlan('basic', 1)).toBe(50_000);
  });

  it.each([2, 5, 10, 19, 20])('given Pro with %i accounts, when its credits are asked, then it has 100,000', (accounts) => {
    expect(leadCreditsForPlan('pro', accounts)).toBe(100_000);
  });

  it('given Pro, when the account-count amount is below 100,000, then the plan amount wins; the tier never goes above it', () => {
    for (let n = 2; n <= 25; n++) expect(leadCreditsForPlan('pro', n)).toBe(Math.max(100_000, leadCreditsForAccounts(n)));
  });

  it("given Free (1 account allowed), when its credits are asked, then it keeps one account's 10,000", () => {
    expect(leadCreditsForPlan('free', 1)).toBe(10_000);
    expect(leadCreditsForPlan('free', 0)).toBe(0);
  });
});

describe('planLevel', () => {
  it('given a plan bought now, when its level is made, then it carries the advertised credits', () => {
    expect(planLevel('basic')).toEqual({ plan: 'basic', allowedAccounts: 1, leadCreditsLimit: 50_000 });
    expect(planLevel('pro', 5)).toEqual({ plan: 'pro', allowedAccounts: 5, leadCreditsLimit: 100_000 });
    expect(planLevel('pro')).toEqual({ plan: 'pro', allowedAccounts: 2, leadCreditsLimit: 100_000 });
    expect(planLevel('free')).toEqual({ plan: 'free', allowedAccounts: 1, leadCreditsLimit: 10_000 });
  });
});
