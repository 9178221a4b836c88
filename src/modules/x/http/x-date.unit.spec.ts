import { describe, expect, it } from 'vitest';
import { parseXDate } from './x-date';

describe('parseXDate', () => {
  it('given X created_at in UTC, when parsed, then it is that instant', () => {
    expect(parseXDate('Sat Dec 14 04:35:55 +0000 2013')).toBe(Date.UTC(2013, 11, 14, 4, 35, 55));
  });

  it('given an offset, when parsed, then the instant is shifted back to UTC', () => {
    expect(parseXDate('Mon Mar 02 10:00:00 +0130 2020')).toBe(Date.UTC(2020, 2, 2, 8, 30, 0));
    expect(parseXDate('Mon Mar 02 10:00:00 -0500 2020')).toBe(Date.UTC(2020, 2, 2, 15, 0, 0));
  });

  it('given anything else, when parsed, then it is unknown', () => {
    for (const value of [undefined, null, 1386995755000, '', '2013-12-14T04:35:55Z', 'Sat Foo 14 04:35:55 +0000 2013', 'Sat Feb 31 04:35:55 +0000 2013']) {
      expect(parseXDate(value)).toBeUndefined();
    }
  });
});
