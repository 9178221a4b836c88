import { describe, expect, it } from 'vitest';
import { allowanceToday, WARM_UP_STEP_BACK_DAYS, type WarmUpDay, warmUpStanding } from './warm-up-progress';
import { WARM_UP_DAYS, WARM_UP_FIRST_DAY_DMS, warmUpAllowance, warmUpByDefault } from './warm-up-schedule';

const sentOn = (date: string, sent = 20): WarmUpDay => ({ date, sent, stopped: false });
const stoppedOn = (date: string): WarmUpDay => ({ date, sent: 5, stopped: true });
/** `count` consecutive November days from the 1st, each with DMs sent. */
const sendingDays = (count: number): WarmUpDay[] => Array.from({ length: count }, (_, i) => sentOn(`2026-11-${String(i + 1).padStart(2, '0')}`));

describe('the warm-up schedule', () => {
  it('given day 1, then 20 DMs; given the last warm-up day or later, then the cap', () => {
    expect(warmUpAllowance(1, 450)).toBe(WARM_UP_FIRST_DAY_DMS);
    expect(warmUpAllowance(WARM_UP_DAYS, 450)).toBe(450);
    expect(warmUpAllowance(WARM_UP_DAYS + 5, 450)).toBe(450);
  });

  it('given the default cap, then every day allows more than the day before, by at most about a third', () => {
    const days = Array.from({ length: WARM_UP_DAYS }, (_, i) => warmUpAllowance(i + 1, 450));
    expect(days.slice(0, 4)).toEqual([20, 25, 32, 41]);
    for (let i = 1; i < days.length; i++) {
      expect(days[i]).toBeGreaterThan(days[i - 1]);
      expect(days[i] / days[i - 1]).toBeLessThan(1.35);
    }
  });

  it('given a lower cap set in Sending Limits, then the ramp ends at that cap and never passes it', () => {
    const days = Array.from({ length: WARM_UP_DAYS + 2 }, (_, i) => warmUpAllowance(i + 1, 100));
    expect(days[0]).toBe(20);
    expect(days[WARM_UP_DAYS - 1]).toBe(100);
    expect(Math.max(...days)).toBe(100);
  });

  it('given a cap at or under the first day allowance, then the cap from day 1', () => {
    expect(warmUpAllowance(1, 15)).toBe(15);
    expect(warmUpAllowance(1, 20)).toBe(20);
    expect(warmUpAllowance(3, 0)).toBe(0);
  });
});

describe("an account's warm-up", () => {
  const today = '2026-11-20';

  it('given a newly connected account, then day 1 of 14 and its 20 DMs', () => {
    const standing = warmUpStanding({ enabled: true, days: [], today });
    expect(standing).toEqual({ kind: 'warming', day: 1, of: WARM_UP_DAYS });
    expect(allowanceToday(standing, 450)).toBe(20);
  });

  it('given two past days with sends, then day 3; today in progress does not count yet', () => {
    const standing = warmUpStanding({ enabled: true, days: [sentOn('2026-11-18'), sentOn('2026-11-19'), sentOn(today)], today });
    expect(standing).toEqual({ kind: 'warming', day: 3, of: WARM_UP_DAYS });
    expect(allowanceToday(standing, 450)).toBe(32);
  });

  it('given days without sends in between, then they change nothing', () => {
    const days = [sentOn('2026-11-10'), sentOn('2026-11-11', 0), sentOn('2026-11-15')];
    expect(warmUpStanding({ enabled: true, days, today })).toEqual({ kind: 'warming', day: 3, of: WARM_UP_DAYS });
  });

  it('given a day on which X stopped the account, then the ramp steps back three days, never before day 1', () => {
    const five = sendingDays(5);
    expect(warmUpStanding({ enabled: true, days: [...five, stoppedOn('2026-11-06')], today })).toEqual({ kind: 'warming', day: 6 - WARM_UP_STEP_BACK_DAYS, of: WARM_UP_DAYS });
    expect(warmUpStanding({ enabled: true, days: [sentOn('2026-11-01'), stoppedOn('2026-11-02')], today })).toEqual({ kind: 'warming', day: 1, of: WARM_UP_DAYS });
  });

  it('given the days in any order, then they are counted in date order', () => {
    const days = [stoppedOn('2026-11-06'), ...sendingDays(5).reverse()];
    expect(warmUpStanding({ enabled: true, days, today })).toEqual({ kind: 'warming', day: 3, of: WARM_UP_DAYS });
  });

  it('given 14 days with sends, then the warm-up is done, the cap applies, and a later stop does not start it again', () => {
    const done = warmUpStanding({ enabled: true, days: sendingDays(14), today });
    expect(done).toEqual({ kind: 'done' });
    expect(allowanceToday(done, 450)).toBe(450);
    expect(warmUpStanding({ enabled: true, days: [...sendingDays(14), stoppedOn('2026-11-15')], today })).toEqual({ kind: 'done' });
    expect(warmUpStanding({ enabled: true, days: sendingDays(13), today })).toEqual({ kind: 'warming', day: 14, of: WARM_UP_DAYS });
  });

  it('given the warm-up turned off, then the cap applies from the first day', () => {
    const off = warmUpStanding({ enabled: false, days: [], today });
    expect(off).toEqual({ kind: 'off' });
    expect(allowanceToday(off, 120)).toBe(120);
  });
});

describe('whether a new account warms up when its user has not chosen', () => {
  it('given production or tests on the real clock, then it does', () => {
    expect(warmUpByDefault({ X_SIMULATOR: false, RUNNER_DELAY_SCALE: undefined })).toBe(true);
    expect(warmUpByDefault({ X_SIMULATOR: true, RUNNER_DELAY_SCALE: 0.001 })).toBe(true);
  });

  it("given demo mode's compressed days, then it does not: its allowance would hold a demo campaign for 24 real hours", () => {
    expect(warmUpByDefault({ X_SIMULATOR: true, RUNNER_DELAY_SCALE: undefined })).toBe(false);
  });
});
