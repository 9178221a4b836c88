import { describe, expect, it } from 'vitest';
import { datasetMessages } from '../dataset/contract';
import {
  addKeyword,
  addLocation,
  addPostLink,
  addTarget,
  checkScrapeRequest,
  hasThirdWorld,
  postIdOf,
  type ScrapeRequestBody,
  scrapeRequestSchema,
  splitList,
  THIRD_WORLD_COUNTRIES,
  toggleThirdWorld,
} from './scrape-contract';

describe('targets', () => {
  it('strips a leading @ and refuses URLs, duplicates in any case and a sixth account', () => {
    expect(addTarget([], '@GrowthHQ')).toEqual({ ok: true, value: 'GrowthHQ' });
    for (const url of ['https://x.com/growthhq', 'http://twitter.com/a', 'x.com/growthhq', 'twitter.com/growthhq']) {
      expect(addTarget([], url)).toEqual({ ok: false, error: 'Please enter only the username without URL or @ prefix' });
    }
    expect(addTarget(['growthhq'], 'GROWTHHQ')).toEqual({ ok: false, error: 'Account "GROWTHHQ" has already been added' });
    expect(addTarget(['a', 'b', 'c', 'd', 'e'], 'f')).toEqual({ ok: false, error: 'Maximum limit of 5 accounts reached' });
  });
});

describe('post links', () => {
  it('takes x.com and twitter.com post links, refuses others, duplicates and a 21st', () => {
    expect(addPostLink([], 'https://x.com/growthhq/status/1800000000000000001')).toEqual({ ok: true, value: 'https://x.com/growthhq/status/1800000000000000001' });
    expect(postIdOf('https://twitter.com/a/status/42?s=20')).toBe('42');
    const invalid = 'Please enter a valid X/Twitter link starting with https://x.com/ or https://twitter.com/';
    for (const link of ['http://x.com/a/status/1', 'x.com/a/status/1', 'https://example.com/a/status/1', 'https://x.com/growthhq']) {
      expect(addPostLink([], link)).toEqual({ ok: false, error: invalid });
    }
    expect(addPostLink(['https://x.com/a/status/1'], 'https://twitter.com/a/status/1')).toEqual({ ok: false, error: 'This post link has already been added' });
    const twenty = Array.from({ length: 20 }, (_, i) => `https://x.com/a/status/${i}`);
    expect(addPostLink(twenty, 'https://x.com/a/status/99')).toEqual({ ok: false, error: 'Maximum limit of 20 post links reached' });
  });
});

describe('keywords and locations', () => {
  it('refuses duplicates and a keyword of the other list', () => {
    expect(addKeyword(['SaaS'], [], 'saas', 'include')).toEqual({ ok: false, error: 'This keyword is already in your list' });
    expect(addKeyword([], ['crypto'], 'Crypto', 'include')).toEqual({ ok: false, error: 'Cannot add "Crypto" as it\'s already in the exclude list' });
    expect(addKeyword([], ['saas'], 'SAAS', 'exclude')).toEqual({ ok: false, error: 'Cannot add "SAAS" as it\'s already in the include list' });
    expect(addLocation(['India'], 'india')).toEqual({ ok: false, error: 'Location "india" has already been added to exclude list' });
    expect(splitList(' a, ,b ,c')).toEqual(['a', 'b', 'c']);
  });

  it('toggles about 90 3rd World countries', () => {
    expect(THIRD_WORLD_COUNTRIES.length).toBeGreaterThanOrEqual(85);
    expect(THIRD_WORLD_COUNTRIES.length).toBeLessThanOrEqual(95);
    expect(new Set(THIRD_WORLD_COUNTRIES.map((c) => c.toLowerCase())).size).toBe(THIRD_WORLD_COUNTRIES.length);
    const added = toggleThirdWorld(['Canada']);
    expect(added.message).toBe('All third world countries added to exclude list');
    expect(hasThirdWorld(added.locations)).toBe(true);
    const removed = toggleThirdWorld(added.locations);
    expect(removed).toEqual({ locations: ['Canada'], message: 'All third world countries removed' });
  });
});

describe('the scrape request', () => {
  const accounts: ScrapeRequestBody = { name: 'Founders', scrape_type: 'accounts', targetAccounts: ['@growthhq'], scrapeFollowers: true };

  it('is cleaned: @ stripped, defaults of the form (Followers on, Retweeters on)', () => {
    expect(checkScrapeRequest({ name: ' F ', scrape_type: 'accounts', targetAccounts: ['@a'] })).toMatchObject({
      ok: true,
      request: { name: 'F', targetAccounts: ['a'], scrapeFollowers: true, scrapeFollowing: false, scrapeRetweeters: false },
    });
    expect(checkScrapeRequest({ name: 'F', scrape_type: 'interactions', postLinks: ['https://x.com/a/status/1'], targetAccounts: ['ignored'] })).toMatchObject({
      ok: true,
      request: { targetAccounts: [], postLinks: ['https://x.com/a/status/1'], scrapeRetweeters: true, scrapeFavorites: false, scrapeFollowers: false },
    });
  });

  it('answers the first of the form messages', () => {
    const cases: [ScrapeRequestBody, string][] = [
      [{ ...accounts, name: '  ' }, 'Please enter a source name'],
      [{ ...accounts, targetAccounts: [] }, 'Please enter at least one target account'],
      [{ ...accounts, scrapeFollowers: false, scrapeFollowing: false }, 'Please select at least one option: Verified Followers or Following Accounts'],
      [{ name: 'F', scrape_type: 'interactions' }, 'Please enter at least one post link'],
      [
        { name: 'F', scrape_type: 'interactions', postLinks: ['https://x.com/a/status/1'], scrapeRetweeters: false, scrapeFavorites: false },
        'Please select at least one option: Retweeters or Favorites',
      ],
      [{ ...accounts, targetAccounts: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'Maximum limit of 5 accounts reached'],
      [{ ...accounts, targetAccounts: ['a', 'A'] }, 'Account "A" has already been added'],
      [{ ...accounts, targetAccounts: ['https://x.com/a'] }, 'Please enter only the username without URL or @ prefix'],
      [{ ...accounts, includeKeywords: ['a'], excludeKeywords: ['A'] }, 'Cannot add "A" as it\'s already in the include list'],
      [{ ...accounts, excludeLocations: ['Lagos', 'lagos'] }, 'Location "lagos" has already been added to exclude list'],
    ];
    for (const [body, message] of cases) expect(checkScrapeRequest(body)).toEqual({ ok: false, error: message });
    // The followers filter: the database search's rule and messages.
    const filters: [ScrapeRequestBody['followersFilter'], string][] = [
      [{ type: 'between', min: 500 }, datasetMessages.filterValueRequired],
      [{ type: 'between', min: 5000, max: 500 }, datasetMessages.minAboveMax],
      [{ type: 'greater', min: -1 }, datasetMessages.wholeNumber],
      [{ type: 'less', max: 2.5 }, datasetMessages.wholeNumber],
    ];
    for (const [followersFilter, message] of filters) expect(checkScrapeRequest({ ...accounts, followersFilter })).toEqual({ ok: false, error: message });
    expect(checkScrapeRequest({ ...accounts, followersFilter: { type: 'between', min: 500, max: 5000 } })).toMatchObject({
      ok: true,
      request: { followersFilter: { type: 'between', min: 500, max: 5000 } },
    });
    expect(checkScrapeRequest(accounts)).toMatchObject({ ok: true, request: { followersFilter: null } });
    const parsed = scrapeRequestSchema.safeParse({ ...accounts, targetAccounts: [] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Please enter at least one target account');
  });
});
