/**
 * The warm-up of a newly connected X account: its daily allowance starts at WARM_UP_FIRST_DAY_DMS and grows by
 * the same factor each warm-up day until, on day WARM_UP_DAYS, it reaches the account's cap; from the day after,
 * the cap alone applies. A geometric ramp (about +27% a day toward 450) keeps the first days small, where X looks
 * hardest at a new sender, and the step from one day to the next never larger than a quarter or so.
 */
import type { AppConfig } from '../../../platform/config/config';
import { runnerDaySpeed } from '../run/pacing';

export const WARM_UP_DAYS = 14;
export const WARM_UP_FIRST_DAY_DMS = 20;

/**
 * The DMs the account may send on warm-up day `day` (1-based) with its cap `cap`: WARM_UP_FIRST_DAY_DMS on day 1,
 * `cap` on day WARM_UP_DAYS and after; never above the cap (a cap under 20 is the allowance from day 1).
 */
export function warmUpAllowance(day: number, cap: number): number {
  if (cap <= WARM_UP_FIRST_DAY_DMS) return Math.max(0, cap);
  if (day >= WARM_UP_DAYS) return cap;
  const step = Math.max(0, Math.floor(day) - 1) / (WARM_UP_DAYS - 1);
  return Math.min(cap, Math.round(WARM_UP_FIRST_DAY_DMS * (cap / WARM_UP_FIRST_DAY_DMS) ** step));
}

/**
 * Whether an account the user has not chosen for warms up: yes, except in demo mode, whose campaign days pass in
 * 30 s while an account's allowance is counted over 24 real hours (a demo campaign would stop at 20 DMs for a day).
 * The Sending Limits switch turns it on there too.
 */
export function warmUpByDefault(config: Pick<AppConfig, 'RUNNER_DELAY_SCALE' | 'X_SIMULATOR'>): boolean {
  return runnerDaySpeed(config) === 1;
}
