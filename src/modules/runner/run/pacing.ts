/**
 * How fast the runner's day goes: the clock the pace reads (the day's quota, the sending hours, the day a count
 * belongs to) and the factor every wait is multiplied by. Production runs on the real clock at 1; demo mode
 * compresses the day, so a campaign's days (its daily limit, its hours) pass in seconds.
 */

import type { AppConfig } from '../../../platform/config/config';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface Pacing {
  /** Multiplies every computed wait (gaps between sends, waits for the window or the next day, back-offs). */
  delayScale: number;
  /** The pace's clock, epoch milliseconds; the real clock when absent. */
  paceNow?: () => number;
}

/**
 * A day of `dayMs` real milliseconds: the pace's clock runs DAY_MS / dayMs times faster than the real one from
 * `startMs` on, and waits shrink by the same factor, so the day's quota is spread over `dayMs` and a campaign
 * capped for the day goes on when its next (compressed) day begins.
 */
export function compressedDay(dayMs: number, startMs: number, realNow: () => number = Date.now): Required<Pacing> {
  const speed = DAY_MS / dayMs;
  return { delayScale: 1 / speed, paceNow: () => startMs + (realNow() - startMs) * speed };
}

/**
 * Demo mode's campaign day, in real milliseconds: a day's quota and sending hours pass in 30 s, so a 150-lead demo
 * campaign finishes within three minutes even at the lowest daily limit (50: three days, with X's answers between).
 */
export const DEMO_DAY_MS = 30_000;

/**
 * How many times faster than real time the runner's day passes: demo mode's compressed day, else 1. The demo's
 * X grants its budgets per window by the same factor, so the runner meets the limits it would meet in a real day.
 */
export function runnerDaySpeed(config: Pick<AppConfig, 'RUNNER_DELAY_SCALE' | 'X_SIMULATOR'>): number {
  return config.RUNNER_DELAY_SCALE === undefined && config.X_SIMULATOR ? DAY_MS / DEMO_DAY_MS : 1;
}

/** RUNNER_DELAY_SCALE on the real clock when set; otherwise demo mode's compressed day, or production's real one. */
export function runnerPacing(config: Pick<AppConfig, 'RUNNER_DELAY_SCALE' | 'X_SIMULATOR'>, nowMs = Date.now()): Pacing {
  if (config.RUNNER_DELAY_SCALE !== undefined) return { delayScale: config.RUNNER_DELAY_SCALE };
  return config.X_SIMULATOR ? compressedDay(DEMO_DAY_MS, nowMs) : { delayScale: 1 };
}
