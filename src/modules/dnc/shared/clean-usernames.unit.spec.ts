import { describe, expect, it } from 'vitest';
import { cleanUsername, parseUsernames } from './clean-usernames';

describe('cleanUsername', () => {
  it.each([
    ['@Alice', 'alice'],
    ['alice_01', 'alice_01'],
    ['https://x.com/Bob_Smith', 'bob_smith'],
    ['https://twitter.com/carol/?ref=abc', 'carol'],
    ['x.com/dave#top', 'dave'],
    ['https://x.com/erin?lang=en#bio', 'erin'],
    ['fr@nk!', 'frnk'],
    ['@@@', ''],
    ['https://x.com/', 'xcom'],
    ['émile', 'mile'],
  ])('%s -> %s', (input, expected) => {
    expect(cleanUsername(input)).toBe(expected);
  });
});

describe('parseUsernames', () => {
  it('splits on spaces, tabs and newlines, keeping order and repeats', () => {
    expect(parseUsernames('  @a b\n\nc\t@A  ')).toEqual(['a', 'b', 'c', 'a']);
  });
  it('returns nothing for blank or symbol-only input', () => {
    expect(parseUsernames('   \n ')).toEqual([]);
    expect(parseUsernames('!!! @ ###')).toEqual([]);
  });
});
