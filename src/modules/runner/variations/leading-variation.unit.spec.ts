import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../platform/seeded-random';
import { sampleBeta } from './beta-sample';
import { LEADING_PROBABILITY, leadingVariation, MIN_SENT_TO_LEAD } from './leading-variation';
import type { VariationTally } from './reply-rate-posterior';

const tally = (sent: number, replies: number): VariationTally => ({ sent, replies });

/** P(best) per variation by drawing from the posteriors, a check of the integration that needs no formula. */
function drawnProbabilities(tallies: VariationTally[], draws: number, seed: number): number[] {
  const random = seededRandom(seed);
  const wins = tallies.map(() => 0);
  for (let n = 0; n < draws; n++) {
    const rates = tallies.map((t) => sampleBeta(1 + t.replies, 1 + t.sent - t.replies, random));
    wins[rates.indexOf(Math.max(...rates))] += 1;
  }
  return wins.map((w) => w / draws);
}

describe('leadingVariation', () => {
  it('given a clear winner (15 of 100 against 5 of 100), then it leads with its probability of being best', () => {
    const standings = leadingVariation([tally(100, 15), tally(100, 5)]);
    expect(standings.leading).toBe(0);
    expect(standings.probabilityBest[0]).toBeGreaterThanOrEqual(LEADING_PROBABILITY);
    expect(standings.probabilityBest[0]).toBeCloseTo(0.990, 2);
    expect(standings.probabilityBest[0] + standings.probabilityBest[1]).toBeCloseTo(1, 10);
  });

  it('given the winner second in the list, then the index is the second', () => {
    expect(leadingVariation([tally(100, 5), tally(100, 15)]).leading).toBe(1);
  });

  it('given a tie, then both are equally likely best and neither leads', () => {
    const standings = leadingVariation([tally(250, 40), tally(250, 40)]);
    expect(standings.probabilityBest[0]).toBeCloseTo(0.5, 6);
    expect(standings.probabilityBest[1]).toBeCloseTo(0.5, 6);
    expect(standings.leading).toBeNull();
  });

  it('given too little data (1 reply of 5 against none of 5, or nothing sent), then nothing leads', () => {
    const few = leadingVariation([tally(5, 1), tally(5, 0)]);
    expect(few.probabilityBest[0]).toBeGreaterThan(0.5);
    expect(few.probabilityBest[0]).toBeLessThan(LEADING_PROBABILITY);
    expect(few.leading).toBeNull();
    expect(leadingVariation([tally(0, 0), tally(0, 0), tally(0, 0)])).toEqual({ probabilityBest: [1 / 3, 1 / 3, 1 / 3].map((p) => expect.closeTo(p, 6)), leading: null });
  });

  it('given a streak on a handful of DMs (3 of 3 against 0 of 3), then it is likely best but does not lead before every variation has 30 DMs', () => {
    const streak = leadingVariation([tally(3, 3), tally(3, 0)]);
    expect(streak.probabilityBest[0]).toBeGreaterThan(LEADING_PROBABILITY);
    expect(streak.leading).toBeNull();
    expect(leadingVariation([tally(MIN_SENT_TO_LEAD, 12), tally(MIN_SENT_TO_LEAD - 1, 0)]).leading).toBeNull();
    expect(leadingVariation([tally(MIN_SENT_TO_LEAD, 12), tally(MIN_SENT_TO_LEAD, 0)]).leading).toBe(0);
  });

  it('given a likely but not sure winner (12% against 8% of 200 each), then it shows its probability and does not lead yet', () => {
    const standings = leadingVariation([tally(200, 24), tally(200, 16)]);
    expect(standings.probabilityBest[0]).toBeGreaterThan(0.85);
    expect(standings.probabilityBest[0]).toBeLessThan(LEADING_PROBABILITY);
    expect(standings.leading).toBeNull();
  });

  it('given three variations, then one leads only once it beats both others, and the probabilities sum to 1', () => {
    const close = leadingVariation([tally(400, 80), tally(400, 72), tally(400, 20)]);
    expect(close.leading).toBeNull();
    expect(close.probabilityBest[2]).toBeLessThan(1e-6);
    const clear = leadingVariation([tally(800, 160), tally(800, 100), tally(800, 40)]);
    expect(clear.leading).toBe(0);
    for (const standings of [close, clear]) expect(standings.probabilityBest.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
  });

  it('given one variation or none, then nothing leads: there is nothing to beat', () => {
    expect(leadingVariation([tally(100, 30)])).toEqual({ probabilityBest: [1], leading: null });
    expect(leadingVariation([])).toEqual({ probabilityBest: [], leading: null });
  });

  it('given any tallies, then the same answer every time, within 0.01 of drawing 40,000 times from the posteriors', () => {
    const cases = [
      [tally(3, 3), tally(3, 0)],
      [tally(0, 0), tally(100_000, 30_000)],
      [tally(20, 4), tally(20, 4), tally(25, 6)],
      [tally(1_000, 150), tally(1_000, 120), tally(200, 20), tally(5, 1)],
      [tally(100_000, 30_000), tally(100_000, 30_300)],
    ];
    for (const [n, tallies] of cases.entries()) {
      const computed = leadingVariation(tallies).probabilityBest;
      expect(leadingVariation(tallies).probabilityBest).toEqual(computed);
      const drawn = drawnProbabilities(tallies, 40_000, n + 1);
      for (const [i, p] of computed.entries()) expect(Math.abs(p - drawn[i]), `case ${n}, variation ${i}`).toBeLessThan(0.01);
    }
  });
});
