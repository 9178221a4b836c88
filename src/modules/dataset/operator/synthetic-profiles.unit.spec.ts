import { describe, expect, it } from 'vitest';
import { isXUsername } from '../../x';
import { DEMO_SEARCH_KEYWORDS } from '../contract';
import { profileCopyLine } from './profile-copy';
import { SYNTHETIC_ID_BASE, seededRandom, syntheticProfile } from './synthetic-profiles';

describe('synthetic profiles', () => {
  it('are the same for the same seed and index, and differ for another seed', () => {
    const a = Array.from({ length: 50 }, (_, i) => syntheticProfile(42, i));
    const b = Array.from({ length: 50 }, (_, i) => syntheticProfile(42, i));
    expect(b).toEqual(a);
    // Any slice can be made alone: profile 1,000,000 does not depend on the ones before it.
    expect(syntheticProfile(42, 1_000_000)).toEqual(syntheticProfile(42, 1_000_000));
    const other = Array.from({ length: 50 }, (_, i) => syntheticProfile(7, i));
    expect(other.filter((profile, i) => profile.bio === a[i]?.bio && profile.followers_count === a[i]?.followers_count).length).toBeLessThan(10);
    expect(seededRandom(1)()).toBe(seededRandom(1)());
  });

  it('have unique ids in text order and unique valid X usernames', () => {
    const profiles = Array.from({ length: 20_000 }, (_, i) => syntheticProfile(42, i));
    expect(profiles[0]?.id).toBe(String(SYNTHETIC_ID_BASE));
    const ids = profiles.map((profile) => profile.id);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(profiles.map((profile) => profile.username.toLowerCase())).size).toBe(profiles.length);
    expect(profiles.every((profile) => isXUsername(profile.username))).toBe(true);
  });

  it('have realistic distributions: bios, locations, heavy-tailed followers, about 10 % verified', () => {
    const n = 50_000;
    const profiles = Array.from({ length: n }, (_, i) => syntheticProfile(42, i));
    const share = (test: (p: (typeof profiles)[number]) => boolean) => profiles.filter(test).length / n;
    expect(share((p) => p.bio === null)).toBeGreaterThan(0.08);
    expect(share((p) => p.bio === null)).toBeLessThan(0.16);
    expect(share((p) => /https:\/\//.test(p.bio ?? ''))).toBeGreaterThan(0.15);
    expect(share((p) => /\p{Extended_Pictographic}/u.test(p.bio ?? ''))).toBeGreaterThan(0.3);
    expect(share((p) => p.location === null)).toBeGreaterThan(0.12);
    expect(share((p) => /nigeria|pakistan|india|bangladesh|kenya/i.test(p.location ?? ''))).toBeGreaterThan(0.1);
    expect(share((p) => p.verified)).toBeGreaterThan(0.06);
    expect(share((p) => p.verified)).toBeLessThan(0.14);
    const followers = profiles.map((p) => p.followers_count).sort((x, y) => x - y);
    const median = followers[n / 2] as number;
    expect(median).toBeGreaterThan(80);
    expect(median).toBeLessThan(400);
    // Heavy tail: some accounts have over 100,000 followers, a few over a million.
    expect(followers.filter((f) => f > 100_000).length).toBeGreaterThan(n * 0.0005);
    expect(followers.filter((f) => f > 1_000_000).length).toBeGreaterThan(0);
  });

  it('encode to COPY text lines with escapes', () => {
    const line = profileCopyLine({
      id: '1',
      username: 'a',
      name: 'Tab\there',
      bio: 'back\\slash\nnewline',
      bio_urls: ['https://x.io/"q"'],
      urls: [],
      location: null,
      verified: true,
      followers_count: 3,
      following_count: 4,
      profile_image_url: null,
    });
    expect(line).toBe('1\ta\tTab\\there\tback\\\\slash\\nnewline\t{"https://x.io/\\\\"q\\\\""}\t{}\t\\N\tt\t3\t4\t\\N\n');
  });

  it("answer every keyword demo mode's database form offers, each for a good share of profiles", () => {
    const bios = Array.from({ length: 5000 }, (_, i) => (syntheticProfile(42, i).bio ?? '').toLowerCase());
    for (const keyword of DEMO_SEARCH_KEYWORDS) {
      expect(bios.filter((bio) => bio.includes(keyword.toLowerCase())).length, keyword).toBeGreaterThan(50);
    }
  });
});
