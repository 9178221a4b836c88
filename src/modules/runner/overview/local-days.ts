import { dayOf } from '../run/pace';
import { addDays } from './overview';

const MINUTE_MS = 60_000;
/** Every zone's offset lies within 15 hours of UTC (today -12:00 to +14:00). */
const FARTHEST_OFFSET_MINUTES = 15 * 60;

/** One calendar day of a time zone as the instants it spans: [startMs, endMs). */
export interface LocalDay {
  /** YYYY-MM-DD in the zone. */
  day: string;
  startMs: number;
  endMs: number;
}

/**
 * The first instant of `day` (YYYY-MM-DD) in `timeZone`. A day is 23, 24 or 25 hours long across a clock change,
 * and where clocks jump at midnight (e.g. America/Santiago) it begins at 01:00; offsets are whole minutes, so the
 * first minute whose local date is `day` or later is found by halving the 30 hours it can fall in.
 */
export function localDayStart(day: string, timeZone: string): number {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  let low = utcMidnight / MINUTE_MS - FARTHEST_OFFSET_MINUTES;
  let high = utcMidnight / MINUTE_MS + FARTHEST_OFFSET_MINUTES;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (dayOf(middle * MINUTE_MS, timeZone) >= day) high = middle;
    else low = middle + 1;
  }
  return low * MINUTE_MS;
}

/** `count` consecutive calendar days of `timeZone` ending with the one holding `nowMs`, oldest first. */
export function localDaysEndingAt(nowMs: number, count: number, timeZone: string): LocalDay[] {
  const days: LocalDay[] = [];
  let endMs = localDayStart(addDays(dayOf(nowMs, timeZone), 1), timeZone);
  for (let index = 0; index < count; index++) {
    const day = dayOf(endMs - MINUTE_MS, timeZone);
    const startMs = localDayStart(day, timeZone);
    days.unshift({ day, startMs, endMs });
    endMs = startMs;
  }
  return days;
}

