/** The followers and following filters' meaning: the inclusive range of counts a filter keeps. */

import { DATASET_LIMITS } from './limits';
import type { CountFilter } from './schemas';

/**
 * The range a filter keeps, ends included: greater than keeps from `min`, less than up to `max`, between both;
 * an unset end is 0 or 999,999,999. No filter: null.
 */
export function countRange(filter: CountFilter | null | undefined): [number, number] | null {
  if (!filter) return null;
  const min = filter.type === 'less' ? 0 : (filter.min ?? 0);
  const max = filter.type === 'greater' ? DATASET_LIMITS.filterMaximum : (filter.max ?? DATASET_LIMITS.filterMaximum);
  return [min, max];
}

/** Whether a count passes a filter (always, without one). */
export function withinCountFilter(filter: CountFilter | null | undefined, count: number): boolean {
  const range = countRange(filter);
  return range === null || (count >= range[0] && count <= range[1]);
}
