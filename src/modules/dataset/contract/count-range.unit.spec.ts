import { describe, expect, it } from 'vitest';
import { countRange, withinCountFilter } from './count-range';

describe('the counts a followers or following filter keeps', () => {
  it('given greater than, less than or between, keeps the range with its ends; an unset end is 0 or 999,999,999', () => {
    expect(countRange({ type: 'greater', min: 500 })).toEqual([500, 999_999_999]);
    expect(countRange({ type: 'less', max: 5000, min: 9 })).toEqual([0, 5000]);
    expect(countRange({ type: 'between', min: 500, max: 5000 })).toEqual([500, 5000]);
    expect(countRange(null)).toBeNull();
  });

  it('when a count is checked, passes it inside the range and always without a filter', () => {
    const between = { type: 'between', min: 500, max: 5000 } as const;
    expect([499, 500, 5000, 5001].map((count) => withinCountFilter(between, count))).toEqual([false, true, true, false]);
    expect(withinCountFilter({ type: 'less', max: 10 }, 11)).toBe(false);
    expect(withinCountFilter(undefined, 0)).toBe(true);
  });
});
