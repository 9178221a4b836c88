import { describe, expect, it } from 'vitest';
import { RateLimitPacer } from './rate-limit-pacer';

function simulatedTime(start = 1_000_000) {
  let now = start;
  const sleeps: number[] = [];
  return {
    clock: { now: () => now },
    sleep: async (ms: number) => {
      sleeps.push(ms);
      now += ms;
    },
    advance: (ms: number) => {
      now += ms;
    },
    sleeps,
    get now() {
      return now;
    },
  };
}

describe('RateLimitPacer', () => {
  it('goes at once while budget remains, then waits for the reset plus the margin', async () => {
    const time = simulatedTime();
    const pacer = new RateLimitPacer({ clock: time.clock, sleep: time.sleep, safetyMarginMs: 1000 });
    await pacer.acquire('k');
    pacer.update('k', { limit: 3, remaining: 1, resetAt: time.now + 60_000 });
    await pacer.acquire('k');
    expect(time.sleeps).toEqual([]);
    pacer.update('k', { limit: 3, remaining: 0, resetAt: time.now + 60_000 });
    await pacer.acquire('k');
    expect(time.sleeps).toEqual([61_000]);
  });

  it('counts calls against the known budget between updates', async () => {
    const time = simulatedTime();
    const pacer = new RateLimitPacer({ clock: time.clock, sleep: time.sleep, safetyMarginMs: 0 });
    pacer.update('k', { limit: 2, remaining: 2, resetAt: time.now + 10_000 });
    await pacer.acquire('k');
    await pacer.acquire('k');
    await pacer.acquire('k');
    expect(time.sleeps).toEqual([10_000]);
  });

  it('keys are independent', async () => {
    const time = simulatedTime();
    const pacer = new RateLimitPacer({ clock: time.clock, sleep: time.sleep });
    pacer.update('a', { limit: 1, remaining: 0, resetAt: time.now + 5000 });
    await pacer.acquire('b');
    expect(time.sleeps).toEqual([]);
  });

  it('blockUntil after a 429', async () => {
    const time = simulatedTime();
    const pacer = new RateLimitPacer({ clock: time.clock, sleep: time.sleep, safetyMarginMs: 0 });
    pacer.blockUntil('k', time.now + 7000);
    await pacer.acquire('k');
    expect(time.sleeps).toEqual([7000]);
  });

  it('spread mode divides the rest of the window over the remaining calls', () => {
    const time = simulatedTime();
    const pacer = new RateLimitPacer({ clock: time.clock, sleep: time.sleep, safetyMarginMs: 0, spread: true });
    pacer.update('k', { limit: 10, remaining: 9, resetAt: time.now + 100_000 });
    expect(pacer.delayFor('k')).toBe(10_000);
  });

  it('a reserve keeps calls unused', async () => {
    const time = simulatedTime();
    const pacer = new RateLimitPacer({ clock: time.clock, sleep: time.sleep, safetyMarginMs: 0, reserve: 2 });
    pacer.update('k', { limit: 10, remaining: 2, resetAt: time.now + 4000 });
    await pacer.acquire('k');
    expect(time.sleeps).toEqual([4000]);
  });

  it('serialises concurrent callers under one key', async () => {
    const time = simulatedTime();
    const pacer = new RateLimitPacer({ clock: time.clock, sleep: time.sleep, safetyMarginMs: 0 });
    pacer.update('k', { limit: 1, remaining: 1, resetAt: time.now + 3000 });
    await Promise.all([pacer.acquire('k'), pacer.acquire('k')]);
    expect(time.sleeps).toEqual([3000]);
  });
});
