import { describe, expect, it } from 'vitest';
import { overLimits, type RateLimit, waitText } from './rate-limits';

const hour: RateLimit = { name: 'hour', max: 10, windowSeconds: 3600 };
const day: RateLimit = { name: 'day', max: 30, windowSeconds: 86_400 };

describe('overLimits', () => {
  it('lets a request through while every counter is within its max', () => {
    expect(overLimits([{ limit: hour, count: 10, retryAfterSeconds: 100 }, { limit: day, count: 30, retryAfterSeconds: 5000 }])).toBeUndefined();
  });

  it('refuses past any max, waiting for the latest window it is over to end', () => {
    expect(overLimits([{ limit: hour, count: 11, retryAfterSeconds: 100 }, { limit: day, count: 12, retryAfterSeconds: 5000 }])).toBe(100);
    expect(overLimits([{ limit: hour, count: 11, retryAfterSeconds: 100 }, { limit: day, count: 31, retryAfterSeconds: 5000 }])).toBe(5000);
    expect(overLimits([{ limit: hour, count: 11, retryAfterSeconds: 0 }])).toBe(1);
  });
});

describe('waitText', () => {
  it('says the wait as people do', () => {
    expect(waitText(1)).toBe('1 second');
    expect(waitText(40)).toBe('40 seconds');
    expect(waitText(60)).toBe('1 minute');
    expect(waitText(61)).toBe('2 minutes');
    expect(waitText(3600)).toBe('1 hour');
    expect(waitText(5000)).toBe('2 hours');
  });
});
