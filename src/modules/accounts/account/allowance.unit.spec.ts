import { describe, expect, it } from 'vitest';
import { isBeyondAllowance, usableAccounts } from './allowance';

describe('the accounts a plan keeps usable', () => {
  it('given Pro with 5 accounts, then the 5 oldest connections are usable and the 6th is beyond the allowance', () => {
    const pro5 = { plan: 'pro' as const, allowedAccounts: 5 };
    expect(usableAccounts(pro5)).toBe(5);
    expect([0, 4, 5, 6].map((rank) => isBeyondAllowance(rank, pro5))).toEqual([false, false, true, true]);
  });
  it('given Basic (1 account, whatever the record says), then only the oldest connection is usable', () => {
    expect(isBeyondAllowance(0, { plan: 'basic', allowedAccounts: 3 })).toBe(false);
    expect(isBeyondAllowance(1, { plan: 'basic', allowedAccounts: 3 })).toBe(true);
  });
  it('given Free or no plan record, then the oldest connection stays (Free allows nothing to send from it) and the rest are beyond', () => {
    expect(usableAccounts(null)).toBe(1);
    expect(isBeyondAllowance(0, { plan: 'free', allowedAccounts: 1 })).toBe(false);
    expect(isBeyondAllowance(1, { plan: 'free', allowedAccounts: 1 })).toBe(true);
  });
});
