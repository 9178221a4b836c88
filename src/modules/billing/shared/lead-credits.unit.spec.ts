import { describe, expect, it } from 'vitest';
import { leadCreditsForAccounts } from './lead-credits';

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
