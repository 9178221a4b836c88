import { describe, expect, it } from 'vitest';
import { warmUpLine } from './warm-up-line';

describe("the card's warm-up line", () => {
  it('given an account warming up, then its day and allowance; given it off or done, then none', () => {
    expect(warmUpLine({ kind: 'warming', day: 3, of: 14, allowance: 35 })).toBe('Warm-up: day 3 of 14, 35 today');
    expect(warmUpLine({ kind: 'off' })).toBeNull();
    expect(warmUpLine({ kind: 'done' })).toBeNull();
  });
});
