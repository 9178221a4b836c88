import { seededRandom } from '../../../platform/seeded-random';
import { CAMPAIGN_LIMITS } from '../../campaigns/contract';

/**
 * The runner's pace, pure: how many DMs a campaign sends on a day, how long it waits between two sends, and how
 * long it backs off after a failure. Times are epoch milliseconds; days are 'YYYY-MM-DD' in a time zone.
 */

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

/** A sending window in minutes from midnight, [start, end); null: the whole day. A start after the end wraps midnight. */
export interface SendWindow {
  start: number;
  end: number;
}

/** One formatter per time zone: making one costs far more than formatting with it, and every send asks. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Each zone's last minute formatted: a zone's offset is whole minutes, so the rest of a minute is arithmetic. */
const lastMinute = new Map<string, { minuteMs: number; day: string; minute: number }>();

/** The date and the minute of the day (with fractions) at `nowMs` in `timeZone`. */
export function localTime(nowMs: number, timeZone: string): { day: string; minute: number } {
  const minuteMs = nowMs - (((nowMs % MINUTE_MS) + MINUTE_MS) % MINUTE_MS);
  let known = lastMinute.get(timeZone);
  if (known?.minuteMs !== minuteMs) {
    const parts = formatterFor(timeZone).formatToParts(new Date(minuteMs));
    const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '0';
    known = { minuteMs, day: `${get('year')}-${get('month')}-${get('day')}`, minute: Number(get('hour')) * 60 + Number(get('minute')) };
    lastMinute.set(timeZone, known);
  }
  return { day: known.day, minute: known.minute + (nowMs - minuteMs) / MINUTE_MS };
}

/** The account's day at `nowMs`: what the daily caps are counted in. */
export const dayOf = (nowMs: number, timeZone: string): string => localTime(nowMs, timeZone).day;

/** A stable 32-bit hash of a string (FNV-1a), to seed the day's factor. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * The campaign's target for a day: its daily limit × a factor in [0.95, 1.05] (the specification's "plus or
 * minus 5 percent"), the same for the same campaign and day wherever and however often it is computed, so a
 * restarted worker keeps the day's target.
 */
export function dayTarget(dailyLimit: number, campaignId: string, day: string): number {
  const variation = CAMPAIGN_LIMITS.dailyDmVariation;
  const factor = 1 - variation + 2 * variation * seededRandom(hash(`${campaignId}:${day}`))();
  return Math.max(1, Math.round(dailyLimit * factor));
}

/** A run's count of its day, as its row keeps it. */
export interface CountedDay {
  /** 'YYYY-MM-DD' of the day the row counts; null before the first reservation. */
  day: string | null;
  day_target: number;
  day_sent: number;
}

/**
 * The campaign's target and sent count for `today`. The target is today's for the daily limit as it is now: the
 * same number wherever and however often it is computed, and a limit changed while the campaign was paused applies
 * as soon as it runs again (the row keeps the target it last used, for the record). The sent count is the row's
 * when it counts today; a row claimed before its first reservation, or still counting an earlier day, has sent
 * nothing today.
 */
export function campaignDay(row: CountedDay, campaign: { campaignId: string; dailyLimit: number }, today: string): { target: number; sent: number } {
  const target = dayTarget(campaign.dailyLimit, campaign.campaignId, today);
  return { target, sent: row.day === today ? row.day_sent : 0 };
}

/** Minutes of the window still ahead at `minute` (0 when outside it), and minutes until it opens next. */
export function windowPosition(minute: number, window: SendWindow | null): { open: boolean; minutesLeft: number; opensIn: number } {
  if (!window || window.start === window.end) return { open: true, minutesLeft: DAY_MINUTES - minute, opensIn: 0 };
  const { start, end } = window;
  const inside = start < end ? minute >= start && minute < end : minute >= start || minute < end;
  if (inside) {
    const minutesLeft = start < end || minute < end ? end - minute : DAY_MINUTES - minute + end;
    return { open: true, minutesLeft, opensIn: 0 };
  }
  const opensIn = minute < start ? start - minute : DAY_MINUTES - minute + start;
  return { open: false, minutesLeft: 0, opensIn };
}

/** One draw of a log-normal factor with mean 1 (σ = 0.6): most gaps near the mean, some much longer or shorter. */
export function lognormalFactor(random: () => number, sigma = 0.6): number {
  const u1 = Math.max(random(), Number.EPSILON);
  const u2 = random();
  const z = Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
  return Math.exp(sigma * z - (sigma * sigma) / 2);
}

export interface PaceInput {
  nowMs: number;
  timeZone: string;
  window: SendWindow | null;
  /** DMs the campaign may still send today (day target less sent, and within the account's cap). */
  remainingToday: number;
  random: () => number;
  /** RUNNER_DELAY_SCALE: 1 in production, small in demo mode, 0 in the benchmark. */
  scale: number;
}

/**
 * How long to wait before the next send: the window's remaining time spread over the day's remaining quota,
 * with a random log-normal gap around that mean (never a fixed interval), kept between a fifth and three times
 * the mean. Outside the window, or with nothing left today, the wait runs to the window's next opening (plus a
 * random first gap, so campaigns do not all start on the minute).
 */
export function nextSendDelayMs(input: PaceInput): number {
  const { minute } = localTime(input.nowMs, input.timeZone);
  const position = windowPosition(minute, input.window);
  if (!position.open || input.remainingToday <= 0) {
    const untilOpen = position.open ? minutesUntilNextOpening(minute, input.window) : position.opensIn;
    const jitter = input.random() * 5;
    return Math.round((untilOpen + jitter) * MINUTE_MS * input.scale);
  }
  const meanMs = (position.minutesLeft * MINUTE_MS) / Math.max(1, input.remainingToday);
  const factor = Math.min(3, Math.max(0.2, lognormalFactor(input.random)));
  return Math.round(meanMs * factor * input.scale);
}

/** From inside the window (quota spent): minutes until tomorrow's window opens. */
function minutesUntilNextOpening(minute: number, window: SendWindow | null): number {
  if (!window || window.start === window.end) return DAY_MINUTES - minute;
  const { start } = window;
  return minute < start ? start - minute : DAY_MINUTES - minute + start;
}

/** Progressive back-off after the n-th failure in a row (n ≥ 1): 30 s, 1, 2, 4 … up to 30 minutes, ± 20 %. */
export function backoffMs(failures: number, random: () => number, scale: number): number {
  const base = Math.min(30 * MINUTE_MS, 30_000 * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (0.8 + 0.4 * random()) * scale);
}
