import type { ScrapeRequest, ScrapeRequestBody } from '@shared/leads/scrape-contract';
import { type CountFilterDraft, noCountFilter, parseCountFilter } from '../dataset/CountFilterField';

/** The scraper form as typed: the scrape request's fields, its followers filter as typed (the database form's field). */
export type ScraperDraft = Omit<ScrapeRequest, 'followersFilter'> & { followers: CountFilterDraft };

/** Followers on and Retweeters on; the others off; no followers filter. */
export const emptyScraperDraft = (): ScraperDraft => ({
  name: '',
  scrapeType: 'accounts',
  targetAccounts: [],
  postLinks: [],
  includeKeywords: [],
  excludeKeywords: [],
  excludeLocations: [],
  followers: noCountFilter,
  scrapeFollowers: true,
  scrapeFollowing: false,
  scrapeRetweeters: true,
  scrapeFavorites: false,
});

/**
 * The request to send, and the followers filter's message when it is wrong as typed (the form says it after the
 * contract's other rules, in the order the API checks them).
 */
export function scrapeBodyOf(draft: ScraperDraft): { body: ScrapeRequestBody; filterError: { message: string; field: 'min' | 'max' } | null } {
  const followers = parseCountFilter(draft.followers);
  const accounts = draft.scrapeType === 'accounts';
  return {
    filterError: followers.error === null ? null : { message: followers.error, field: followers.field },
    body: {
      name: draft.name,
      scrape_type: draft.scrapeType,
      targetAccounts: accounts ? draft.targetAccounts : [],
      postLinks: accounts ? [] : draft.postLinks,
      includeKeywords: draft.includeKeywords,
      excludeKeywords: draft.excludeKeywords,
      excludeLocations: draft.excludeLocations,
      followersFilter: followers.filter,
      scrapeFollowers: accounts && draft.scrapeFollowers,
      scrapeFollowing: accounts && draft.scrapeFollowing,
      scrapeRetweeters: !accounts && draft.scrapeRetweeters,
      scrapeFavorites: !accounts && draft.scrapeFavorites,
    },
  };
}
