import { WARM_UP_DAYS, warmUpAllowance } from './warm-up-schedule';

/**
 * How far an account's warm-up has gone, from its days since warm-up began (in the account's time zone):
 * - a day on which it sent and nothing stopped it moves it on a day;
 * - a day on which X stopped it (an error that pauses the account: automated-looking (226), locked (326), or a
 *   lock screen) steps it back WARM_UP_STEP_BACK_DAYS, never before day 1;
 * - a day without sends changes nothing (a quiet weekend does not warm an account up).
 * The day in progress counts only once it is over: today's allowance is decided by the days before it. Once the
 * ramp is climbed the warm-up is done for good: a later stop pauses the account as for any other.
 */
export const WARM_UP_STEP_BACK_DAYS = 3;

export interface WarmUpDay {
  /** The calendar day (YYYY-MM-DD, the account's time zone). */
  date: string;
  /** DMs sent from the account that day. */
  sent: number;
  /** X stopped the account that day. */
  stopped: boolean;
}

export type WarmUpStanding =
  | { kind: 'off' }
  | { kind: 'warming'; day: number; of: number }
  | { kind: 'done' };

/**
 * `days`: every day since the warm-up began, in any order, today's included or not; `today`: the account's
 * current calendar day; `enabled`: the user's choice (on unless turned off).
 */
export function warmUpStanding(input: { enabled: boolean; days: readonly WarmUpDay[]; today: string }): WarmUpStanding {
  if (!input.enabled) return { kind: 'off' };
  let day = 1;
  const past = input.days.filter((entry) => entry.date < input.today).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  for (const entry of past) {
    if (entry.stopped) day = Math.max(1, day - WARM_UP_STEP_BACK_DAYS);
    else if (entry.sent > 0) day += 1;
    if (day > WARM_UP_DAYS) return { kind: 'done' };
  }
  return { kind: 'warming', day, of: WARM_UP_DAYS };
}

/** The DMs the account may send today: its cap, or less while it warms up. */
export function allowanceToday(standing: WarmUpStanding, cap: number): number {
  return standing.kind === 'warming' ? warmUpAllowance(standing.day, cap) : cap;
}
