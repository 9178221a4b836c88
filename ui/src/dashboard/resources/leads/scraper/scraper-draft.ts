import type { ScrapeRequest, ScrapeRequestBody } from '@shared/leads/scrape-contract';
import { countFilterSchema } from '@shared/dataset/contract';
import { type CountFilterDraft, countFilterInput, noCountFilter } from '../dataset/CountFilterField';

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

/** The request the form sends: the fields of its mode, the followers filter's numbers as written. */
export function scrapeBodyOf(draft: ScraperDraft): ScrapeRequestBody {
  const accounts = draft.scrapeType === 'accounts';
  return {
    name: draft.name,
    scrape_type: draft.scrapeType,
    targetAccounts: accounts ? draft.targetAccounts : [],
    postLinks: accounts ? [] : draft.postLinks,
    includeKeywords: draft.includeKeywords,
    excludeKeywords: draft.excludeKeywords,
    excludeLocations: draft.excludeLocations,
    followersFilter: countFilterInput(draft.followers),
    scrapeFollowers: accounts && draft.scrapeFollowers,
    scrapeFollowing: accounts && draft.scrapeFollowing,
    scrapeRetweeters: !accounts && draft.scrapeRetweeters,
    scrapeFavorites: !accounts && draft.scrapeFavorites,
  };
}

/**
 * The number of the followers filter a refusal is about ('min' or 'max'), when the refusal is the filter's
 * own message: the contract answers the whole request's first message, without saying which field.
 */
export function followersFieldOf(draft: ScraperDraft, message: string | undefined): 'min' | 'max' | null {
  const filter = countFilterInput(draft.followers);
  if (message === undefined || filter === null) return null;
  const issue = countFilterSchema.safeParse(filter).error?.issues.find((found) => found.message === message);
  return issue ? (issue.path[0] === 'max' ? 'max' : 'min') : null;
}
