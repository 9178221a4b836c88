import { describe, expect, it } from 'vitest';
import { campaignVariationsSchema } from './contract';
import { MIN_SENT_TO_LEAD } from './leading-variation';
import { variationStandings } from './variation-standings';

const none = { sent: 0, replies: 0 };

describe('variationStandings', () => {
  it('given two variations far apart with enough DMs, then each has its rate and interval, and the better one leads', () => {
    const answer = variationStandings('c1', ['Hi', 'Hello'], {
      tallies: [
        { sent: 200, replies: 10 },
        { sent: 200, replies: 40 },
      ],
      unattributed: none,
    });
    expect(campaignVariationsSchema.parse(answer)).toEqual(answer);
    expect(answer.leading).toBe(1);
    expect(answer.dms_before_verdict).toBe(0);
    const [worse, better] = answer.variations;
    expect(worse).toMatchObject({ index: 0, text: 'Hi', sent: 200, replies: 10, reply_rate: 0.05, leading: false });
    expect(better).toMatchObject({ index: 1, text: 'Hello', reply_rate: 0.2, leading: true });
    expect(better.reply_rate_low).toBeCloseTo(0.1505, 3);
    expect(better.reply_rate_high).toBeCloseTo(0.261, 3);
    expect(better.probability_best).toBeGreaterThan(0.99);
    expect((worse.probability_best ?? 0) + (better.probability_best ?? 0)).toBeCloseTo(1, 6);
  });

  it('given variations below the DMs a verdict needs, then none leads and the DMs still needed are summed', () => {
    const answer = variationStandings('c1', ['A', 'B', 'C'], {
      tallies: [{ sent: 10, replies: 5 }, { sent: 25, replies: 0 }, { sent: MIN_SENT_TO_LEAD + 5, replies: 1 }],
      unattributed: none,
    });
    expect(answer.leading).toBeNull();
    expect(answer.dms_before_verdict).toBe(MIN_SENT_TO_LEAD - 10 + (MIN_SENT_TO_LEAD - 25));
    expect(answer.variations[0].probability_best).toBeGreaterThan(0.9);
  });

  it('given one variation, then its row has no probability and no verdict is awaited', () => {
    const answer = variationStandings('c1', ['Only'], { tallies: [{ sent: 3, replies: 1 }], unattributed: none });
    expect(answer.variations).toEqual([
      expect.objectContaining({ index: 0, text: 'Only', sent: 3, replies: 1, probability_best: null, leading: false }),
    ]);
    expect([answer.leading, answer.dms_before_verdict]).toEqual([null, 0]);
  });

  it('given DMs from before variations were recorded and a variation the template no longer has, then they are counted apart and shown without text', () => {
    const answer = variationStandings('c1', ['A'], {
      tallies: [none, { sent: 4, replies: 1 }],
      unattributed: { sent: 12, replies: 3 },
    });
    expect(answer.not_attributed).toEqual({ sent: 12, replies: 3 });
    expect(answer.variations.map((v) => [v.text, v.sent, v.reply_rate])).toEqual([
      ['A', 0, null],
      [null, 4, 0.25],
    ]);
    expect(answer.variations[0]).toMatchObject({ reply_rate_low: 0, reply_rate_high: 1 });
  });
});
