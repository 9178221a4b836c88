import { expect, it } from 'vitest';
import { leadFilter } from './lead-filters';

it('keeps bios with any include keyword and none excluded, outside excluded locations, ignoring case', () => {
  const keep = leadFilter({ includeKeywords: ['Founder', 'saas'], excludeKeywords: ['crypto'], excludeLocations: ['india', 'Lagos'] });
  expect(keep({ bio: 'SaaS FOUNDER', location: 'Berlin', followersCount: 0 })).toBe(true);
  expect(keep({ bio: 'coach', location: 'Berlin', followersCount: 0 })).toBe(false);
  expect(keep({ bio: 'founder, crypto trader', location: 'Berlin', followersCount: 0 })).toBe(false);
  expect(keep({ bio: 'founder', location: 'Lagos, Nigeria', followersCount: 0 })).toBe(false);
  expect(keep({ bio: 'founder', location: 'Mumbai, INDIA', followersCount: 0 })).toBe(false);
  expect(keep({ bio: 'founder', location: '', followersCount: 0 })).toBe(true);
  expect(leadFilter({ includeKeywords: [], excludeKeywords: [], excludeLocations: [] })({ bio: '', location: '', followersCount: 0 })).toBe(true);
});

it('keeps followers counts within the followers filter, ends included, as the database search does', () => {
  const keep = leadFilter({ includeKeywords: ['founder'], excludeKeywords: [], excludeLocations: [], followersFilter: { type: 'between', min: 500, max: 5000 } });
  expect([499, 500, 5000, 5001].map((followersCount) => keep({ bio: 'founder', location: '', followersCount }))).toEqual([false, true, true, false]);
  expect(keep({ bio: 'coach', location: '', followersCount: 1000 })).toBe(false);
  const atLeast = leadFilter({ includeKeywords: [], excludeKeywords: [], excludeLocations: [], followersFilter: { type: 'greater', min: 100 } });
  expect([99, 100, 1_000_000].map((followersCount) => atLeast({ bio: '', location: '', followersCount }))).toEqual([false, true, true]);
});
