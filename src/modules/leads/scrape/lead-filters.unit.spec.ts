import { expect, it } from 'vitest';
import { leadFilter } from './lead-filters';

it('keeps bios with any include keyword and none excluded, outside excluded locations, ignoring case', () => {
  const keep = leadFilter({ includeKeywords: ['Founder', 'saas'], excludeKeywords: ['crypto'], excludeLocations: ['india', 'Lagos'] });
  expect(keep({ bio: 'SaaS FOUNDER', location: 'Berlin' })).toBe(true);
  expect(keep({ bio: 'coach', location: 'Berlin' })).toBe(false);
  expect(keep({ bio: 'founder, crypto trader', location: 'Berlin' })).toBe(false);
  expect(keep({ bio: 'founder', location: 'Lagos, Nigeria' })).toBe(false);
  expect(keep({ bio: 'founder', location: 'Mumbai, INDIA' })).toBe(false);
  expect(keep({ bio: 'founder', location: '' })).toBe(true);
  expect(leadFilter({ includeKeywords: [], excludeKeywords: [], excludeLocations: [] })({ bio: '', location: '' })).toBe(true);
});
