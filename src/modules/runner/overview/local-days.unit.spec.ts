import { describe, expect, it } from 'vitest';
import { localDayStart, localDaysEndingAt } from './local-days';

const at = (iso: string) => Date.parse(iso);
const HOUR_MS = 3_600_000;

describe('localDayStart', () => {
  it('given UTC, then a day begins at its UTC midnight', () => {
    expect(localDayStart('2026-03-02', 'UTC')).toBe(at('2026-03-02T00:00:00Z'));
  });

  it('given a zone east of UTC, then its day begins the evening before in UTC; west of UTC, the morning of', () => {
    expect(localDayStart('2026-03-02', 'Europe/Berlin')).toBe(at('2026-03-01T23:00:00Z'));
    expect(localDayStart('2026-03-02', 'America/Los_Angeles')).toBe(at('2026-03-02T08:00:00Z'));
    expect(localDayStart('2026-03-02', 'Pacific/Kiritimati')).toBe(at('2026-03-01T10:00:00Z'));
  });

  it('given a zone whose offset has half or quarter hours, then its day begins on them', () => {
    expect(localDayStart('2026-03-02', 'Asia/Kolkata')).toBe(at('2026-03-01T18:30:00Z'));
    expect(localDayStart('2026-03-02', 'Asia/Kathmandu')).toBe(at('2026-03-01T18:15:00Z'));
  });

  it('given a zone whose clocks jump forward at midnight, then that day begins at 01:00', () => {
    // Chile moves to summer time at 00:00 on the first Sunday of September: 2026-09-06 has no 00:00 to 00:59.
    expect(localDayStart('2026-09-06', 'America/Santiago')).toBe(at('2026-09-06T04:00:00Z'));
  });
});

describe('localDaysEndingAt', () => {
  it('given a send at 23:30 UTC, then at 08:00 UTC next morning it is today at UTC+1 and yesterday in UTC', () => {
    const now = at('2026-03-02T08:00:00Z');
    const send = at('2026-03-01T23:30:00Z');
    const berlin = localDaysEndingAt(now, 14, 'Europe/Berlin');
    const utc = localDaysEndingAt(now, 14, 'UTC');
    const dayOfSend = (days: typeof utc) => days.find((day) => day.startMs <= send && send < day.endMs)?.day;
    expect(berlin.at(-1)?.day).toBe('2026-03-02');
    expect(dayOfSend(berlin)).toBe('2026-03-02');
    expect(utc.at(-1)?.day).toBe('2026-03-02');
    expect(dayOfSend(utc)).toBe('2026-03-01');
  });

  it("given Los Angeles at 02:00 UTC, then today is still yesterday's date there", () => {
    expect(localDaysEndingAt(at('2026-03-02T02:00:00Z'), 1, 'America/Los_Angeles')).toEqual([
      { day: '2026-03-01', startMs: at('2026-03-01T08:00:00Z'), endMs: at('2026-03-02T08:00:00Z') },
    ]);
  });

  it('given 14 days, then they are consecutive, oldest first, each ending where the next begins', () => {
    const days = localDaysEndingAt(at('2026-03-02T08:00:00Z'), 14, 'Asia/Kolkata');
    expect(days).toHaveLength(14);
    expect(days[0]?.day).toBe('2026-02-17');
    expect(days.at(-1)?.day).toBe('2026-03-02');
    for (let i = 1; i < days.length; i++) expect(days[i]?.startMs).toBe(days[i - 1]?.endMs);
  });

  it('given a clock change in the window, then that day lasts 23 or 25 hours and the others 24', () => {
    // Europe moves to summer time on 2026-03-29 and back on 2026-10-25.
    const spring = localDaysEndingAt(at('2026-03-30T12:00:00Z'), 3, 'Europe/Berlin');
    expect(spring.map((day) => (day.endMs - day.startMs) / HOUR_MS)).toEqual([24, 23, 24]);
    const autumn = localDaysEndingAt(at('2026-10-26T12:00:00Z'), 3, 'Europe/Berlin');
    expect(autumn.map((day) => (day.endMs - day.startMs) / HOUR_MS)).toEqual([24, 25, 24]);
  });
});
