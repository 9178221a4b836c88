import type { Event } from '../../../platform/event-store/event-store.port';

export type LeadSourceType = 'csv' | 'followers' | 'following' | 'retweeters' | 'favorites' | 'dataset';

/**
 * A lead source made: its name, type and, for an uploaded file, the file's name and its columns other than the
 * username. Its leads are bulk rows (table leads, keyed by source and username) written before this event and
 * counted by the LeadsImported that follows it: rows of a source without this event are never read.
 */
export type LeadSourceCreated = Event<
  'LeadSourceCreated',
  {
    userId: string;
    sourceId: string;
    name: string;
    sourceType: LeadSourceType;
    csvFilename: string | null;
    csvColumns: string[];
    /** A database source's search (specification section 3); absent for other sources. */
    searchCriteria?: SearchCriteria;
  }
>;
/** Leads written to a source (their count). */
export type LeadsImported = Event<'LeadsImported', { userId: string; sourceId: string; count: number }>;
export type LeadSourceRenamed = Event<'LeadSourceRenamed', { userId: string; sourceId: string; name: string }>;
/** A source and its leads gone (leadCount: the leads it had, given back as credits). */
export type LeadSourceDeleted = Event<'LeadSourceDeleted', { userId: string; sourceId: string; leadCount: number }>;

/** A follower or following count filter of a database search. */
export interface CountFilter {
  type: 'greater' | 'less' | 'between';
  min: number | null;
  max: number | null;
}

/** What a database source was searched with (specification section 3's search-criteria record). */
export interface SearchCriteria {
  include_keywords: string[];
  exclude_keywords: string[];
  exclude_locations: string[];
  followers_filter: CountFilter | null;
  following_filter: CountFilter | null;
  verified_only: boolean;
  lead_limit: number | 'all';
  plan_type: 'free' | 'paid';
}

/** The lists of X a scrape reads: verified followers or following of accounts, retweeters or likers of posts. */
export type ScrapeListKind = 'verifiedFollowers' | 'following' | 'retweeters' | 'likers';

/** The stages a running scrape reaches after pending (specification section 4). */
export type ScrapeProgressStage = 'preparing' | 'connecting' | 'scraping';

export interface FailedScrapeTarget {
  /** The account's username or the post link. */
  username: string;
  error: string;
}

/**
 * A scrape asked for, right after the LeadSourceCreated of its source (status pending, Queued): what to read
 * and the filters leads pass. A request with both Verified Followers and Following makes one source of type
 * followers reading both lists of each target (kinds); Retweeters and Favorites likewise make one retweeters
 * source. No secrets: the accounts that read X are picked when the scrape runs.
 */
export type ScrapeRequested = Event<
  'ScrapeRequested',
  {
    userId: string;
    sourceId: string;
    taskId: string;
    scrapeType: 'accounts' | 'interactions';
    kinds: ScrapeListKind[];
    targetAccounts: string[];
    postLinks: string[];
    includeKeywords: string[];
    excludeKeywords: string[];
    excludeLocations: string[];
    /** Keep only profiles with this many followers (the database search's filter); absent in older events: none. */
    followersFilter?: ScrapeCountFilter;
  }
>;
/** A followers filter: greater than `min`, less than `max` or between, ends included. */
export interface ScrapeCountFilter {
  type: 'greater' | 'less' | 'between';
  min?: number | null;
  max?: number | null;
}
export type ScrapeStageReached = Event<'ScrapeStageReached', { userId: string; sourceId: string; stage: ScrapeProgressStage }>;
/** A scrape done: its leads (counted again by the LeadsImported that follows), targets that failed and the warning. */
export type ScrapeCompleted = Event<
  'ScrapeCompleted',
  {
    userId: string;
    sourceId: string;
    count: number;
    failedTargets: FailedScrapeTarget[];
    warning: string | null;
    creditLimitReached: boolean;
  }
>;
/** A scrape that found nothing it could keep: every target failed, or no account could read X. */
export type ScrapeFailed = Event<'ScrapeFailed', { userId: string; sourceId: string; error: string; failedTargets: FailedScrapeTarget[] }>;
/** A running scrape stopped because its source is being deleted (the LeadSourceDeleted follows). */
export type ScrapeCanceled = Event<'ScrapeCanceled', { userId: string; sourceId: string }>;

export type ScrapeEvent = ScrapeRequested | ScrapeStageReached | ScrapeCompleted | ScrapeFailed | ScrapeCanceled;

export type LeadSourceEvent = LeadSourceCreated | LeadsImported | LeadSourceRenamed | LeadSourceDeleted | ScrapeEvent;

export const scrapeEventTypes = ['ScrapeRequested', 'ScrapeStageReached', 'ScrapeCompleted', 'ScrapeFailed', 'ScrapeCanceled'] as const;

export const leadSourceEventTypes = ['LeadSourceCreated', 'LeadsImported', 'LeadSourceRenamed', 'LeadSourceDeleted', ...scrapeEventTypes] as const;

/**
 * One stream per user holds all of the user's lead sources: names are unique among them, the free plan has at
 * most 3 and the credits count the leads of all of them, so the decisions need them together.
 */
export const leadLibraryStreamId = (userId: string) => `lead-sources-${userId}`;
