/** The lead scraper's limits (specification sections 5 and 9, and the marked few that are not in it) and its two modes. */

export const scrapeTypes = ['accounts', 'interactions'] as const;
export type ScrapeType = (typeof scrapeTypes)[number];

/** The scraper's limits (specification sections 5 and 9). */
export const SCRAPE_LIMITS = {
  maxTargets: 5,
  maxPostLinks: 20,
  /** Followers read per target account at most ('up to 250,000 followers per account'). */
  maxPerTarget: 250_000,
  /** The name's uniqueness check runs this long after the last keystroke. */
  nameCheckDebounceMs: 500,
  /** Keywords and locations per list (not in the specification). */
  maxKeywords: 100,
  maxKeywordLength: 100,
} as const;
