import { describe, expect, it } from 'vitest';
import { parseSeedArgs } from './cli';
import { profileFromDump } from './import-profiles';

describe('a profile from a line of a dump', () => {
  it('reads snake_case and camelCase fields, counts with separators, flags and lists', () => {
    expect(
      profileFromDump({
        id: 123,
        username: '@Growth_Guru',
        name: ' Ann ',
        description: 'Marketer',
        bio_urls: 'https://a.io https://b.io',
        url: 'https://ann.dev',
        location: 'Berlin',
        verified: 'yes',
        followers_count: '12,500',
        friends_count: 30,
        profileImageUrl: 'https://img/a.jpg',
      }),
    ).toEqual({
      id: '123',
      username: 'Growth_Guru',
      name: 'Ann',
      bio: 'Marketer',
      bio_urls: ['https://a.io', 'https://b.io'],
      urls: ['https://ann.dev'],
      location: 'Berlin',
      verified: true,
      followers_count: 12500,
      following_count: 30,
      profile_image_url: 'https://img/a.jpg',
    });
    expect(profileFromDump({ userId: '9', username: 'bob', followersCount: 5, followingCount: 1, bioUrls: ['https://c.io'] })).toMatchObject({
      id: '9',
      bio: null,
      bio_urls: ['https://c.io'],
      verified: false,
      followers_count: 5,
      following_count: 1,
    });
  });

  it('rejects lines without a numeric id, a valid username or whole counts', () => {
    expect(profileFromDump({ username: 'bob' })).toBe('no numeric X user id');
    expect(profileFromDump({ id: 'abc', username: 'bob' })).toBe('no numeric X user id');
    expect(profileFromDump({ id: JSON.parse('1234567890123456789'), username: 'bob' })).toBe('an X user id too large for a JSON number (give id_str)');
    expect(profileFromDump({ id: JSON.parse('1234567890123456789'), id_str: '1234567890123456789', username: 'bob' })).toMatchObject({ id: '1234567890123456789' });
    expect(profileFromDump({ id: '1', username: 'bad name' })).toBe('no valid username');
    expect(profileFromDump({ id: '1', username: 'waytoolongusername123' })).toBe('no valid username');
    expect(profileFromDump({ id: '1', username: 'bob', followers_count: -3 })).toBe('a count that is not a whole number');
    expect(profileFromDump({ id: '1', username: 'bob', following_count: 'many' })).toBe('a count that is not a whole number');
  });

  it('drops NUL characters from text', () => {
    expect(profileFromDump({ id: '1', username: 'bob', bio: 'a\u0000b' })).toMatchObject({ bio: 'ab' });
  });
});

describe('the seed command line', () => {
  it('takes --synthetic N and an optional --seed S', () => {
    expect(parseSeedArgs(['--synthetic', '2000000'])).toEqual({ count: 2_000_000, seed: 42 });
    expect(parseSeedArgs(['--synthetic', '10', '--seed', '7'])).toEqual({ count: 10, seed: 7 });
    expect(parseSeedArgs(['--seed', '7'])).toBeNull();
    expect(parseSeedArgs(['--synthetic', 'x'])).toBeNull();
    expect(parseSeedArgs(['--synthetic', '5', '--other'])).toBeNull();
  });
});
