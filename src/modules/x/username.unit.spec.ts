import { describe, expect, it } from 'vitest';
import { isXUsername, readXLink, xUsernameSchema } from './username';

describe('X username rule', () => {
  it.each(['a', 'Alice_01', '_', 'a'.repeat(15)])('%s is a username', (value) => {
    expect(isXUsername(value)).toBe(true);
    expect(xUsernameSchema.safeParse(value).success).toBe(true);
  });

  it.each(['', 'a'.repeat(16), 'al ice', 'alice!', '@alice', 'émile', 'a,b'])('%s is not', (value) => {
    expect(isXUsername(value)).toBe(false);
    expect(xUsernameSchema.safeParse(value).success).toBe(false);
  });
});

describe('readXLink', () => {
  it.each([
    ['https://x.com/alice', { kind: 'profile', username: 'alice' }],
    ['twitter.com/Bob/status/1/photo/2', { kind: 'profile', username: 'Bob' }],
    ['x.com/home', { kind: 'not-a-profile', path: 'home' }],
    ['x.com/i/communities/123', { kind: 'not-a-profile', path: 'i/communities/123' }],
    ['https://x.com/?lang=en', { kind: 'not-a-profile', path: '' }],
    ['https://example.com/alice', { kind: 'other-site' }],
    ['alice', { kind: 'not-a-link' }],
    ['x.community', { kind: 'not-a-link' }],
  ])('%s', (entry, expected) => {
    expect(readXLink(entry)).toEqual(expected);
  });
});
