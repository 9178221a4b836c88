import { expect, it } from 'vitest';
import { endpointIsFailing, nextRetryDelaySeconds } from './retry-schedule';

it('given failed attempts, then the waits grow from a minute, the last try falls at 24 hours, and none follows it', () => {
  const waits = Array.from({ length: 9 }, (_, n) => nextRetryDelaySeconds(n + 1));
  expect(waits).toEqual([60, 300, 1_800, 7_200, 14_400, 28_800, 33_840, null, null]);
  expect(waits.reduce<number>((sum, wait) => sum + (wait ?? 0), 0)).toBe(24 * 3600);
});

it('given a delivery failed for the last time, then its endpoint is failing only if nothing reached it since that delivery began', () => {
  const began = new Date('2026-11-28T10:00:00Z');
  expect(endpointIsFailing(null, began)).toBe(true);
  expect(endpointIsFailing(new Date('2026-11-28T09:00:00Z'), began)).toBe(true);
  expect(endpointIsFailing(new Date('2026-11-28T15:00:00Z'), began)).toBe(false);
});
