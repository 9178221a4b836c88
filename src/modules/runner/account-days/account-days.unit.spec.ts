import { describe, expect, it } from 'vitest';
import { WARM_UP_FIRST_DAY_DMS } from '../warm-up/warm-up-schedule';
import { accountDays } from './account-days';
import { ACCOUNT_CHART_DAYS } from './contract';

const today = '2026-11-20';
const sentOn = (date: string, sent: number, stopped = false) => ({ date, sent, stopped });

describe("an account's DMs per day against its cap", () => {
  it('given an account that never sent, then 14 days ending today, all zeros, at its cap', () => {
    const days = accountDays({ today, cap: 150, ceiling: 450, warmUp: { enabled: false, days: [] } });
    expect(days).toHaveLength(ACCOUNT_CHART_DAYS);
    expect(days[0]).toEqual({ day: '2026-11-07', sent: 0, cap: 150 });
    expect(days.at(-1)).toEqual({ day: today, sent: 0, cap: 150 });
    expect(days.every((day) => day.sent === 0 && day.cap === 150)).toBe(true);
  });

  it('given sends on some days, then each day its own count; days before the window are left out', () => {
    const warmUp = { enabled: false, days: [sentOn('2026-10-01', 9), sentOn('2026-11-18', 40), sentOn(today, 7)] };
    const days = accountDays({ today, cap: 450, ceiling: 100, warmUp });
    expect(days.map((day) => day.sent)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 40, 0, 7]);
    // The ceiling bounds the cap, as the runner applies it.
    expect(days.every((day) => day.cap === 100)).toBe(true);
  });

  it('given an account warming up, then each day the allowance the days before it earned, today as the card says', () => {
    const warmUp = { enabled: true, days: [sentOn('2026-11-17', 20), sentOn('2026-11-18', 25), sentOn('2026-11-19', 30, true)] };
    const days = accountDays({ today, cap: 450, ceiling: 450, warmUp });
    expect(days.slice(-4).map((day) => day.cap)).toEqual([WARM_UP_FIRST_DAY_DMS, 25, 32, WARM_UP_FIRST_DAY_DMS]);
  });
});
