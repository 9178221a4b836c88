import { describe, expect, it } from 'vitest';
import { replyRateInterval } from './reply-rate-interval';

describe('replyRateInterval (Wilson score, 95%)', () => {
  it('given nothing sent, then there is no rate and the interval is all of [0, 1]', () => {
    expect(replyRateInterval({ sent: 0, replies: 0 })).toEqual({ rate: null, low: 0, high: 1 });
  });

  it('given 5 replies of 100, then 5% within 2.15% to 11.18%', () => {
    const interval = replyRateInterval({ sent: 100, replies: 5 });
    expect(interval.rate).toBe(0.05);
    expect(interval.low).toBeCloseTo(0.021544, 5);
    expect(interval.high).toBeCloseTo(0.111750, 5);
  });

  it('given 50 replies of 100, then 50% within 40.38% to 59.62%, symmetric', () => {
    const interval = replyRateInterval({ sent: 100, replies: 50 });
    expect(interval.rate).toBe(0.5);
    expect(interval.low).toBeCloseTo(0.403832, 5);
    expect(interval.high).toBeCloseTo(0.596168, 5);
  });

  it('given every one of 100 replied, then 100% within 96.30% to exactly 1', () => {
    expect(replyRateInterval({ sent: 100, replies: 100 })).toEqual({ rate: 1, low: expect.closeTo(0.963007, 5), high: 1 });
  });

  it('given no reply of 10, then the interval starts at exactly 0 and still reaches 27.75%: few DMs say little', () => {
    expect(replyRateInterval({ sent: 10, replies: 0 })).toEqual({ rate: 0, low: 0, high: expect.closeTo(0.277533, 5) });
  });

  it('given more DMs at the same rate, then the interval narrows around it', () => {
    const few = replyRateInterval({ sent: 20, replies: 4 });
    const many = replyRateInterval({ sent: 2_000, replies: 400 });
    expect(many.high - many.low).toBeLessThan((few.high - few.low) / 5);
    expect(many.low).toBeLessThan(0.2);
    expect(many.high).toBeGreaterThan(0.2);
  });

  it('given a reply counted before its send, then replies are taken as at most the DMs sent', () => {
    expect(replyRateInterval({ sent: 3, replies: 4 })).toEqual(replyRateInterval({ sent: 3, replies: 3 }));
    expect(replyRateInterval({ sent: 3, replies: -1 })).toEqual(replyRateInterval({ sent: 3, replies: 0 }));
  });
});
