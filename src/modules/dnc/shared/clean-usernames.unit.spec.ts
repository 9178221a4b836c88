import { describe, expect, it } from 'vitest';
import { cleanEntry, cleanUsername, cleanUsernames } from './clean-usernames';

describe('cleanEntry', () => {
  it.each([
    ['@Alice', 'alice'],
    ['alice_01', 'alice_01'],
    ['fr@nk!', 'frnk'],
    ['émile', 'mile'],
    ['https://x.com/Bob_Smith', 'bob_smith'],
    ['https://twitter.com/carol/?ref=abc', 'carol'],
    ['x.com/dave#top', 'dave'],
    ['https://x.com/erin?lang=en#bio', 'erin'],
    ['http://mobile.twitter.com/Gina', 'gina'],
    ['www.x.com/hank', 'hank'],
    ['https://www.twitter.com/ivy', 'ivy'],
    ['@https://x.com/jack', 'jack'],
    ['https://x.com/kate/status/1234567890', 'kate'],
    ['https://x.com/liam/status/1234567890/photo/1', 'liam'],
    ['x.com/mia/status/1/video/1', 'mia'],
    ['https://x.com/noah/status/99/analytics', 'noah'],
    ['a'.repeat(15), 'a'.repeat(15)],
  ])('%s is @%s', (entry, username) => {
    expect(cleanEntry(entry)).toEqual({ username });
  });

  it.each([
    ['@@@', 'not a username'],
    ['!!!', 'not a username'],
    ['a'.repeat(16), 'longer than 15 characters'],
    ['x'.repeat(5000), 'longer than 15 characters'],
    ['https://x.com/abcdefghijklmnopq', 'longer than 15 characters'],
    ['https://x.com/', 'a link to x.com, not a profile'],
    ['x.com', 'a link to x.com, not a profile'],
    ['https://twitter.com', 'a link to x.com, not a profile'],
    ['x.com/home', 'a link to x.com/home, not a profile'],
    ['https://x.com/Explore?src=x', 'a link to x.com/explore, not a profile'],
    ['https://x.com/i/communities/123', 'a link to x.com/i/communities/123, not a profile'],
    ['https://x.com/search?q=alice', 'a link to x.com/search, not a profile'],
    ['https://x.com/hashtag/growth', 'a link to x.com/hashtag/growth, not a profile'],
    ['x.com/settings', 'a link to x.com/settings, not a profile'],
    ['https://facebook.com/alice', 'a link to another site, not an X profile'],
    ['instagram.com/alice', 'a link to another site, not an X profile'],
  ])('%s is dropped: %s', (entry, reason) => {
    expect(cleanEntry(entry)).toEqual(expect.objectContaining({ reason }));
  });
});

describe('cleanUsernames', () => {
  it('splits on whitespace, newlines, commas and semicolons: a comma is never part of a name', () => {
    expect(cleanUsernames('alice,bob,carol').usernames).toEqual(['alice', 'bob', 'carol']);
    expect(cleanUsernames('  @a b\n\nc\t@A ; d,,e  ').usernames).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('keeps the first of each username in order and counts the repeats', () => {
    expect(cleanUsernames('bob @Alice BOB alice x.com/bob')).toEqual({ usernames: ['bob', 'alice'], dropped: [], repeated: 3 });
  });

  it('says which entries were dropped and why, shortening long ones', () => {
    const long = 'x'.repeat(5000);
    const { usernames, dropped } = cleanUsernames(`alice ${long} x.com/home !!!`);
    expect(usernames).toEqual(['alice']);
    expect(dropped).toEqual([
      { entry: `${'x'.repeat(39)}…`, reason: 'longer than 15 characters', kind: 'too-long' },
      { entry: 'x.com/home', reason: 'a link to x.com/home, not a profile', kind: 'not-a-profile' },
      { entry: '!!!', reason: 'not a username', kind: 'not-a-username' },
    ]);
  });

  it('returns nothing for blank input', () => {
    expect(cleanUsernames('   \n ')).toEqual({ usernames: [], dropped: [], repeated: 0 });
  });

  it('cleans 10,000 entries quickly', () => {
    const input = Array.from({ length: 10_000 }, (_, i) => (i % 3 === 0 ? `https://x.com/user_${i}` : `@user_${i}`)).join('\n');
    const started = performance.now();
    expect(cleanUsernames(input).usernames).toHaveLength(10_000);
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe('cleanUsername', () => {
  it('names a listed username the way the add stored it, even one longer than the rule allows', () => {
    expect(cleanUsername('@Alice')).toBe('alice');
    expect(cleanUsername('a'.repeat(20))).toBe('a'.repeat(20));
    expect(cleanUsername('x.com/home')).toBe('');
  });
});
