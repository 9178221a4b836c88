import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../platform/seeded-random';
import { backoffMs, campaignDay, dayOf, dayTarget, localTime, nextSendDelayMs, windowPosition } from './pace';

const NOON_UTC = Date.UTC(2026, 10, 25, 12, 0, 0);

describe('the day', () => {
  it("given a time zone, then the day and minute are the account's local ones", () => {
    expect(localTime(NOON_UTC, 'UTC')).toEqual({ day: '2026-11-25', minute: 720 });
    expect(dayOf(Date.UTC(2026, 10, 25, 23, 30), 'Asia/Tokyo')).toBe('2026-11-26');
    expect(dayOf(Date.UTC(2026, 10, 25, 3, 0), 'America/New_York')).toBe('2026-11-24');
  });

  it('given instants within a minute, across midnight and a daylight-saving change, then each reads as its own local time', () => {
    // Asked in this order, each after the one before in the same zone: within a minute, a new day, the hour New York's clocks go back.
    expect(localTime(Date.UTC(2026, 10, 25, 12, 0, 30, 500), 'UTC')).toEqual({ day: '2026-11-25', minute: 720.5083333333333 });
    expect(localTime(Date.UTC(2026, 10, 25, 12, 0, 59, 999), 'UTC').minute).toBeCloseTo(720.99998, 4);
    expect(localTime(Date.UTC(2026, 10, 25, 23, 59, 30), 'Asia/Kathmandu')).toEqual({ day: '2026-11-26', minute: 5 * 60 + 44.5 });
    expect(localTime(Date.UTC(2026, 10, 1, 5, 59), 'America/New_York')).toEqual({ day: '2026-11-01', minute: 60 + 59 });
    expect(localTime(Date.UTC(2026, 10, 1, 6, 0, 15), 'America/New_York')).toEqual({ day: '2026-11-01', minute: 60 + 0.25 });
    expect(localTime(Date.UTC(2026, 10, 1, 5, 59, 45), 'America/New_York')).toEqual({ day: '2026-11-01', minute: 60 + 59.75 });
  });
});

describe('dayTarget', () => {
  it('given a limit, then every day gets a target within plus or minus 5 %, the same each time it is asked', () => {
    const targets = new Set<number>();
    for (let d = 1; d <= 28; d++) {
      const day = `2026-02-${String(d).padStart(2, '0')}`;
      const target = dayTarget(100, 'c1', day);
      expect(target).toBeGreaterThanOrEqual(95);
      expect(target).toBeLessThanOrEqual(105);
      expect(dayTarget(100, 'c1', day)).toBe(target);
      targets.add(target);
    }
    // It varies from day to day.
    expect(targets.size).toBeGreaterThan(4);
    expect(dayTarget(450, 'c2', '2026-11-25')).toBeLessThanOrEqual(473);
  });
});

describe('campaignDay', () => {
  const campaign = { campaignId: 'c1', dailyLimit: 100 };
  it("given a row counting today, then today's target and the row's sent count", () => {
    const target = dayTarget(100, 'c1', '2026-11-25');
    expect(campaignDay({ day: '2026-11-25', day_target: target, day_sent: 40 }, campaign, '2026-11-25')).toEqual({ target, sent: 40 });
  });
  it('given the daily limit raised while the campaign was paused, then today follows the new limit, with what it sent kept', () => {
    const before = dayTarget(50, 'c1', '2026-11-25');
    const raised = campaignDay({ day: '2026-11-25', day_target: before, day_sent: before }, { campaignId: 'c1', dailyLimit: 200 }, '2026-11-25');
    expect(raised).toEqual({ target: dayTarget(200, 'c1', '2026-11-25'), sent: before });
    expect(raised.target - raised.sent).toBeGreaterThan(100);
    // Lowered below what went today: nothing more today.
    const lowered = campaignDay({ day: '2026-11-25', day_target: 200, day_sent: 120 }, campaign, '2026-11-25');
    expect(lowered.target - lowered.sent).toBeLessThan(0);
  });
  it("given a row claimed before its first reservation (target 0), then today's target with nothing sent", () => {
    expect(campaignDay({ day: null, day_target: 0, day_sent: 0 }, campaign, '2026-11-25')).toEqual({ target: dayTarget(100, 'c1', '2026-11-25'), sent: 0 });
  });
  it("given a row still counting yesterday (its target reached), then today's target with nothing sent", () => {
    expect(campaignDay({ day: '2026-11-24', day_target: 97, day_sent: 97 }, campaign, '2026-11-25')).toEqual({ target: dayTarget(100, 'c1', '2026-11-25'), sent: 0 });
  });
  it('given a failed first send of a new run, then the pace after it spreads the day over the whole target, not over one DM', () => {
    const day = campaignDay({ day: null, day_target: 0, day_sent: 0 }, campaign, '2026-11-25');
    const gap = nextSendDelayMs({ nowMs: NOON_UTC, timeZone: 'UTC', window: null, remainingToday: day.target - day.sent, random: () => 0.5, scale: 1 });
    // 720 minutes left over about 100 DMs: minutes, not hours.
    expect(gap).toBeLessThan(3 * (720 / 95) * 60_000);
  });
});

describe('windowPosition', () => {
  it('given a window of 9:00 to 17:00, then inside it the minutes left count to 17:00 and outside it the wait to 9:00', () => {
    expect(windowPosition(600, { start: 540, end: 1020 })).toEqual({ open: true, minutesLeft: 420, opensIn: 0 });
    expect(windowPosition(480, { start: 540, end: 1020 })).toEqual({ open: false, minutesLeft: 0, opensIn: 60 });
    expect(windowPosition(1080, { start: 540, end: 1020 })).toEqual({ open: false, minutesLeft: 0, opensIn: 900 });
  });
  it('given a window over midnight (22:00 to 06:00), then 23:00 and 01:00 are inside', () => {
    expect(windowPosition(1380, { start: 1320, end: 360 })).toEqual({ open: true, minutesLeft: 420, opensIn: 0 });
    expect(windowPosition(60, { start: 1320, end: 360 })).toEqual({ open: true, minutesLeft: 300, opensIn: 0 });
    expect(windowPosition(720, { start: 1320, end: 360 }).open).toBe(false);
  });
});

describe('nextSendDelayMs', () => {
  it('given 12 hours left and 100 DMs to send, then the gaps are random around 7.2 minutes: never one fixed interval, spread over the window', () => {
    const random = seededRandom(42);
    const gaps = Array.from({ length: 2000 }, () =>
      nextSendDelayMs({ nowMs: NOON_UTC, timeZone: 'UTC', window: null, remainingToday: 100, random, scale: 1 }),
    );
    const mean = gaps.reduce((a, b) => a + b, 0) / gaps.length;
    const sd = Math.sqrt(gaps.reduce((a, b) => a + (b - mean) ** 2, 0) / gaps.length);
    const expected = (12 * 60 * 60_000) / 100;
    expect(mean / expected).toBeGreaterThan(0.9);
    expect(mean / expected).toBeLessThan(1.1);
    // Widely spread: coefficient of variation near the log-normal's 0.66 (clamped), many distinct values.
    expect(sd / mean).toBeGreaterThan(0.4);
    expect(new Set(gaps).size).toBeGreaterThan(1900);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(0.2 * expected - 1);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(3 * expected + 1);
  });

  it('given the time zone, then the remaining window is counted in it', () => {
    // Noon UTC is 21:00 in Tokyo: 3 hours left for 10 DMs, 18 minutes on average.
    const random = seededRandom(7);
    const gaps = Array.from({ length: 1000 }, () =>
      nextSendDelayMs({ nowMs: NOON_UTC, timeZone: 'Asia/Tokyo', window: null, remainingToday: 10, random, scale: 1 }),
    );
    const mean = gaps.reduce((a, b) => a + b, 0) / gaps.length;
    expect(mean / (18 * 60_000)).toBeGreaterThan(0.9);
    expect(mean / (18 * 60_000)).toBeLessThan(1.1);
  });

  it("given the day's quota is spent or the window closed, then it waits for the next opening", () => {
    const random = seededRandom(1);
    const spent = nextSendDelayMs({ nowMs: NOON_UTC, timeZone: 'UTC', window: null, remainingToday: 0, random, scale: 1 });
    expect(spent).toBeGreaterThanOrEqual(12 * 60 * 60_000);
    expect(spent).toBeLessThanOrEqual(12 * 60 * 60_000 + 5 * 60_000);
    const closed = nextSendDelayMs({ nowMs: NOON_UTC, timeZone: 'UTC', window: { start: 14 * 60, end: 18 * 60 }, remainingToday: 50, random, scale: 1 });
    expect(closed).toBeGreaterThanOrEqual(2 * 60 * 60_000);
    expect(closed).toBeLessThanOrEqual(2 * 60 * 60_000 + 5 * 60_000);
  });

  it('given a scale of 0 (the benchmark), then there is no wait; a small scale shrinks the waits in proportion', () => {
    const random = seededRandom(3);
    expect(nextSendDelayMs({ nowMs: NOON_UTC, timeZone: 'UTC', window: null, remainingToday: 100, random, scale: 0 })).toBe(0);
    const scaled = nextSendDelayMs({ nowMs: NOON_UTC, timeZone: 'UTC', window: null, remainingToday: 100, random: seededRandom(3), scale: 0.001 });
    const full = nextSendDelayMs({ nowMs: NOON_UTC, timeZone: 'UTC', window: null, remainingToday: 100, random: seededRandom(3), scale: 1 });
    expect(Math.abs(scaled - full * 0.001)).toBeLessThanOrEqual(1);
  });
});

describe('backoffMs', () => {
  it('given failures in a row, then the back-off doubles from about 30 s up to 30 minutes, with jitter', () => {
    const mid = () => 0.5;
    expect(backoffMs(1, mid, 1)).toBe(30_000);
    expect(backoffMs(2, mid, 1)).toBe(60_000);
    expect(backoffMs(4, mid, 1)).toBe(240_000);
    expect(backoffMs(20, mid, 1)).toBe(30 * 60_000);
    expect(backoffMs(1, () => 0, 1)).toBe(24_000);
    expect(backoffMs(3, mid, 0)).toBe(0);
  });
});
