import type { DirectMessage } from './x-gateway.port';

const NUMERIC = /^\d+$/;

/** Orders X's decimal ids numerically without converting them (snowflakes exceed 2^53). */
export function compareXIds(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

/**
 * Whether a message came after an earlier one of ours. X's message ids are snowflakes (time-ordered, from X's own
 * clock), so two ids compare without trusting our clock against X's; without the earlier message's id, times compare.
 */
export function cameAfter(message: Pick<DirectMessage, 'id' | 'createdAt'>, earlier: { id: string | null; atMs: number }): boolean {
  if (earlier.id && NUMERIC.test(earlier.id) && NUMERIC.test(message.id)) return compareXIds(message.id, earlier.id) > 0;
  return message.createdAt > earlier.atMs;
}
