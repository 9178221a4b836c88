import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../platform/seeded-random';
import { chooseVariation, EXPLORE_SHARE } from './choose-variation';
import type { VariationTally } from './reply-rate-posterior';

/**
 * A campaign optimising automatically against recipients who reply at known rates: every DM picks a variation
 * from the tallies known so far; a reply is drawn from the seeded source and becomes known `replyLag` DMs later
 * (the reply poll's delay on the simulated clock, counted in DMs). Returns the variation each DM used.
 */
function simulate(rates: readonly number[], dms: number, seed: number, replyLag = 50): number[] {
  const random = seededRandom(seed);
  const tallies: VariationTally[] = rates.map(() => ({ sent: 0, replies: 0 }));
  const pending: Array<{ knownAt: number; variation: number }> = [];
  const used: number[] = [];
  for (let dm = 0; dm < dms; dm++) {
    while (pending.length > 0 && pending[0].knownAt <= dm) tallies[(pending.shift() as { variation: number }).variation].replies += 1;
    const variation = chooseVariation(tallies, random);
    tallies[variation].sent += 1;
    used.push(variation);
    if (random() < rates[variation]) pending.push({ knownAt: dm + replyLag, variation });
  }
  return used;
}

const shareOf = (used: readonly number[], variation: number) => used.filter((v) => v === variation).length / used.length;

describe('chooseVariation (Thompson sampling)', () => {
  it('given the same tallies and the same seed, then the same picks', () => {
    const tallies = [
      { sent: 40, replies: 6 },
      { sent: 35, replies: 7 },
      { sent: 12, replies: 1 },
    ];
    const picks = (seed: number) => {
      const random = seededRandom(seed);
      return Array.from({ length: 200 }, () => chooseVariation(tallies, random));
    };
    expect(picks(11)).toEqual(picks(11));
    expect(picks(11)).not.toEqual(picks(12));
    expect(simulate([0.05, 0.15], 500, 3)).toEqual(simulate([0.05, 0.15], 500, 3));
  });

  it('given one variation, then it is the one; given none, then it refuses', () => {
    expect(chooseVariation([{ sent: 10, replies: 2 }], seededRandom(1))).toBe(0);
    expect(() => chooseVariation([], seededRandom(1))).toThrow(RangeError);
  });

  it('given nothing sent yet, then every variation is picked about as often', () => {
    const random = seededRandom(5);
    const empty = [0, 1, 2].map(() => ({ sent: 0, replies: 0 }));
    const used = Array.from({ length: 3_000 }, () => chooseVariation(empty, random));
    for (const v of [0, 1, 2]) expect(shareOf(used, v)).toBeCloseTo(1 / 3, 1);
  });

  it('given a variation far behind, then it is still tried: at least its share of the uniform picks', () => {
    const random = seededRandom(8);
    const tallies = [
      { sent: 5_000, replies: 1_000 },
      { sent: 5_000, replies: 100 },
    ];
    const used = Array.from({ length: 4_000 }, () => chooseVariation(tallies, random));
    expect(shareOf(used, 1)).toBeGreaterThan((EXPLORE_SHARE / 2) * 0.8);
    expect(shareOf(used, 1)).toBeLessThan((EXPLORE_SHARE / 2) * 1.2);
  });

  it('given recipients replying at 5% and 15%, when 2,000 DMs go out, then the better variation gets at least 70% of the last 1,000', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const used = simulate([0.05, 0.15], 2_000, seed);
      const lastHalf = used.slice(1_000);
      expect(shareOf(lastHalf, 1), `seed ${seed}`).toBeGreaterThanOrEqual(0.7);
      // The worse one is not starved either.
      expect(shareOf(lastHalf, 0), `seed ${seed}`).toBeGreaterThanOrEqual(0.03);
    }
  });

  it('given three variations that reply at the same rate, when 2,000 DMs go out, then none is starved', () => {
    // Equal rates leave the posteriors wandering, so shares drift; the uniform picks keep each above its floor.
    for (const seed of [1, 2, 3, 4, 5]) {
      const lastHalf = simulate([0.1, 0.1, 0.1], 2_000, seed).slice(1_000);
      for (const v of [0, 1, 2]) expect(shareOf(lastHalf, v), `seed ${seed}, variation ${v}`).toBeGreaterThanOrEqual(EXPLORE_SHARE / 3);
    }
  });
});
