import { describe, expect, it } from 'vitest';
import { dayOf, nextSendDelayMs } from './pace';
import { compressedDay, DEMO_DAY_MS, runnerPacing } from './pacing';

describe("demo mode's compressed day", () => {
  const start = Date.UTC(2026, 10, 28, 12, 0, 0);

  it('given a 40 s day, when 20 real seconds pass, then the pace is half a day on', () => {
    let real = start;
    const pacing = compressedDay(40_000, start, () => real);
    real += 20_000;
    expect(pacing.paceNow() - start).toBe(12 * 60 * 60 * 1000);
    expect(dayOf(pacing.paceNow(), 'UTC')).toBe('2026-11-29');
  });

  it("given a quota of 100 at noon, when the next gap is paced, then it is a compressed day's share, production's a real one", () => {
    const pacing = compressedDay(40_000, start, () => start);
    const gap = (scale: number) => nextSendDelayMs({ nowMs: start, timeZone: 'UTC', window: null, remainingToday: 100, random: () => 0.5, scale });
    // Half a day over 100 DMs: 432 s as the mean in production; in a 40 s day the same share of 20 s.
    expect(gap(1)).toBeGreaterThan(60_000);
    expect(gap(pacing.delayScale)).toBeLessThan(1_000);
    expect(gap(pacing.delayScale)).toBeCloseTo(gap(1) / 2160, 0);
  });
});

describe("the runner's pacing from the configuration", () => {
  it('given production, when paced, then the real clock at full length; given RUNNER_DELAY_SCALE, that scale on the real clock', () => {
    expect(runnerPacing({ RUNNER_DELAY_SCALE: undefined, X_SIMULATOR: false })).toEqual({ delayScale: 1 });
    expect(runnerPacing({ RUNNER_DELAY_SCALE: 0.001, X_SIMULATOR: true })).toEqual({ delayScale: 0.001 });
  });

  it("given demo mode with nothing set, when paced, then a campaign's day lasts DEMO_DAY_MS", () => {
    const pacing = runnerPacing({ RUNNER_DELAY_SCALE: undefined, X_SIMULATOR: true }, 0);
    expect(pacing.delayScale).toBeCloseTo(DEMO_DAY_MS / 86_400_000, 12);
    expect(typeof pacing.paceNow).toBe('function');
  });
});
