import { describe, expect, it } from 'vitest';
import { ACCOUNT_CAP_WINDOW_MS, accountDmsLeft, countsKeepingDecision, effectiveCap } from './account-cap';

describe('effectiveCap', () => {
  it('given a cap set in Sending Limits under RUNNER_ACCOUNT_DAILY_CAP, then the cap set applies', () => {
    expect(effectiveCap({ cap: 120, ceiling: 450 })).toBe(120);
  });

  it('given a cap set above RUNNER_ACCOUNT_DAILY_CAP, then the setting bounds it', () => {
    expect(effectiveCap({ cap: 450, ceiling: 400 })).toBe(400);
  });

  it('given the cap equal to the setting, then that number applies', () => {
    expect(effectiveCap({ cap: 450, ceiling: 450 })).toBe(450);
  });
});

describe('accountDmsLeft', () => {
  it('given the default cap and nothing sent in the window, then the whole cap is left', () => {
    expect(accountDmsLeft({ cap: 450, ceiling: 450, sentInWindow: 0 })).toBe(450);
  });

  it('given a cap of 1 and one DM in the last 24 hours, then none is left', () => {
    expect(accountDmsLeft({ cap: 1, ceiling: 450, sentInWindow: 1 })).toBe(0);
  });

  it('given a cap of 30 and 12 DMs in the window, then 18 are left', () => {
    expect(accountDmsLeft({ cap: 30, ceiling: 450, sentInWindow: 12 })).toBe(18);
  });

  it('given a cap above RUNNER_ACCOUNT_DAILY_CAP, then the setting is the cap', () => {
    expect(accountDmsLeft({ cap: 450, ceiling: 20, sentInWindow: 5 })).toBe(15);
  });

  it('given more DMs in the window than the cap (the cap lowered since), then none is left, never a negative count', () => {
    expect(accountDmsLeft({ cap: 10, ceiling: 450, sentInWindow: 40 })).toBe(0);
  });

  it('counts a rolling 24 hours', () => {
    expect(ACCOUNT_CAP_WINDOW_MS).toBe(86_400_000);
  });
});

describe('countsKeepingDecision', () => {
  it('given DMs left, then sending stands for any count under the cap', () => {
    expect(countsKeepingDecision({ cap: 30, ceiling: 450, sentInWindow: 12 })).toEqual({ min: 0, max: 29 });
    expect(countsKeepingDecision({ cap: 450, ceiling: 20, sentInWindow: 19 })).toEqual({ min: 0, max: 19 });
  });

  it('given none left, then holding back stands for any count at the cap or over it', () => {
    expect(countsKeepingDecision({ cap: 1, ceiling: 450, sentInWindow: 1 })).toEqual({ min: 1, max: null });
    expect(countsKeepingDecision({ cap: 10, ceiling: 450, sentInWindow: 40 })).toEqual({ min: 10, max: null });
  });
});
