import { z } from 'zod';
import { formatCount, LEAD_LIMITS, leadMessages } from './contract';

/**
 * The lead scraper's contract, imported by the API and the UI ('@shared/leads/scrape-contract'): the
 * specification's scraper messages (word for word), limits, the 3rd World country list, the validation helpers
 * both sides run, the scrape request's schema and the answers' shapes.
 *
 * Routes (all under /api, signed in, every query scoped to the signed-in user; errors answer `{ message, code }`):
 *
 * | method and path | body / parameters | answer |
 * | --- | --- | --- |
 * | POST /api/scrapes | `ScrapeRequestBody` | `ScrapeStartAnswer` (201); 403 `scrapeMessages.freePlanBlocked` on the free plan, 400 with the first validation message, 409 `leadMessages.duplicateSourceName` for a taken name, 403 a credits banner when no credit is left |
 * | GET /api/scrapes/:sourceId | | `ScrapeProgress` (404 `leadMessages.notFound` for another user's or a missing source) |
 * | GET /api/lead-source-names/available?name=... | | `NameAvailabilityAnswer` (the form asks 500 ms after the last keystroke) |
 * | DELETE /api/lead-sources/:id (and POST /api/lead-sources/delete) | | deleting a scraped source cancels its scrape: no lead is written after |
 *
 * The list (GET /api/lead-sources) shows each scraped source's status as the scrape moves: pending (Queued),
 * preparing, connecting, scraping, then completed or failed. Live updates: the 'lead-sources' resource changes
 * with every stage and the 'scrapes' resource (ids: the source id) with every page of progress.
 *
 * Demo world (X_SIMULATOR=1): @growthhq (250,000 followers, 30,000 verified: a long scrape), @saasfounders,
 * @demo_founders (300 verified followers: quick) and @private_circle (protected: its scrape fails with
 * `scrapeMessages.targetErrors.protected`). Scraping the verified followers of demo_founders and private_circle
 * completes in seconds with a warning and one failed target.
 */

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

/** The scraping stages in order; completed and failed end a scrape. */
export const scrapeStages = ['pending', 'preparing', 'connecting', 'scraping', 'completed', 'failed'] as const;
export type ScrapeStage = (typeof scrapeStages)[number];
export const activeScrapeStages: readonly ScrapeStage[] = ['pending', 'preparing', 'connecting', 'scraping'];

/** Stage hints of the progress panel (specification sections 4 and 9). */
export const scrapeStageHints: Readonly<Record<ScrapeStage, string>> = {
  pending: 'Queued',
  preparing: 'preparing 10-30 seconds',
  connecting: 'connecting 1-3 minutes',
  scraping: 'depends on target size',
  completed: 'Completed',
  failed: 'Failed',
};

/** Why a target could not be scraped (the failed-target panels list each with its error). */
export const failedTargetReasons = ['not_found', 'protected', 'suspended', 'post_deleted', 'unavailable'] as const;
export type FailedTargetReason = (typeof failedTargetReasons)[number];

export const scrapeMessages = {
  // Screens
  title: 'Find Twitter Leads',
  startScraping: 'Start Scraping',
  upgradeYourPlan: 'Upgrade Your Plan',
  upgradeLink: '/dashboard/account',
  verifiedFollowers: 'Verified Followers',
  followingAccounts: 'Following Accounts',
  retweeters: 'Retweeters',
  favorites: 'Favorites',
  perTargetNote: `Up to ${formatCount(SCRAPE_LIMITS.maxPerTarget)} followers per account`,
  addThirdWorld: 'Add 3rd World',
  removeThirdWorld: 'Remove 3rd World',
  thirdWorldAdded: 'All third world countries added to exclude list',
  thirdWorldRemoved: 'All third world countries removed',
  // Form validation (specification section 5)
  nameRequired: 'Please enter a source name',
  nameTaken: 'This source name already exists',
  targetRequired: 'Please enter at least one target account',
  accountsOptionRequired: 'Please select at least one option: Verified Followers or Following Accounts',
  postLinkRequired: 'Please enter at least one post link',
  interactionsOptionRequired: 'Please select at least one option: Retweeters or Favorites',
  maxTargets: 'Maximum limit of 5 accounts reached',
  usernameOnly: 'Please enter only the username without URL or @ prefix',
  duplicateTarget: (username: string) => `Account "${username}" has already been added`,
  maxPostLinks: 'Maximum limit of 20 post links reached',
  invalidPostLink: 'Please enter a valid X/Twitter link starting with https://x.com/ or https://twitter.com/',
  duplicatePostLink: 'This post link has already been added',
  duplicateKeyword: 'This keyword is already in your list',
  keywordInExclude: (keyword: string) => `Cannot add "${keyword}" as it's already in the exclude list`,
  keywordInInclude: (keyword: string) => `Cannot add "${keyword}" as it's already in the include list`,
  duplicateLocation: (location: string) => `Location "${location}" has already been added to exclude list`,
  freePlanBlocked: "Free plan doesn't allow using OutTwit scraper. Please upgrade your plan to use this feature.",
  // Start (specification section 8)
  started: 'Scraping task started successfully!',
  startFailed: 'Failed to start scraping',
  // Credits banners
  creditsExhaustedFree: leadMessages.creditsExhaustedFree,
  creditsExhaustedPaid: leadMessages.creditsExhaustedPaid,
  // Results
  scrapingFailed: leadMessages.scrapingFailed,
  scrapingFailedFallback: leadMessages.scrapingFailedFallback,
  createWithValidTargets: leadMessages.createWithValidTargets,
  failedTargetsTitle: 'Failed Target Accounts',
  /** The warning variant of the failed-target panel: the other targets worked. */
  failedTargetsWarning: 'Some targets could not be scraped. Leads from the other valid targets were found.',
  /** A scrape's error when every target failed. */
  allTargetsFailed: 'None of the targets could be scraped. Please create a new lead source with valid targets.',
  /** A scrape's error when no connected account can read X. */
  noAccounts: 'No connected X account can scrape right now. Connect an account or check your accounts on the Connect Account page.',
  /** A scrape stopped because the plan no longer includes the scraper (its leads found so far are kept). */
  planEnded: 'Scraping stopped: your plan no longer includes the lead scraper. The lead scraper needs a Basic or Pro plan.',
  /** The warning of a scrape stopped by the credit limit (the UI shows the credits banner beside it). */
  creditStop: (found: number) => `Scraping stopped at your lead credit limit with ${formatCount(found)} leads.`,
  targetErrors: {
    not_found: 'Account not found',
    protected: 'Account is protected',
    suspended: 'Account is suspended',
    post_deleted: 'Post not found or deleted',
    unavailable: 'Could not be read from X',
  } satisfies Record<FailedTargetReason, string>,
} as const;

/**
 * Countries the 'Add 3rd World' button puts into the excluded locations (and 'Remove 3rd World' takes out).
 * Locations match bios' location field as case-insensitive substrings.
 */
export const THIRD_WORLD_COUNTRIES: readonly string[] = [
  'Afghanistan', 'Algeria', 'Angola', 'Bangladesh', 'Benin', 'Bhutan', 'Bolivia', 'Botswana', 'Burkina Faso',
  'Burundi', 'Cambodia', 'Cameroon', 'Cape Verde', 'Central African Republic', 'Chad', 'Comoros', 'Congo',
  'Cuba', 'Djibouti', 'Dominican Republic', 'Ecuador', 'Egypt', 'El Salvador', 'Equatorial Guinea', 'Eritrea',
  'Eswatini', 'Ethiopia', 'Gabon', 'Gambia', 'Ghana', 'Guatemala', 'Guinea', 'Guinea-Bissau', 'Guyana', 'Haiti',
  'Honduras', 'India', 'Indonesia', 'Iran', 'Iraq', 'Ivory Coast', 'Jamaica', 'Jordan', 'Kenya', 'Kiribati',
  'Kyrgyzstan', 'Laos', 'Lebanon', 'Lesotho', 'Liberia', 'Libya', 'Madagascar', 'Malawi', 'Mali', 'Mauritania',
  'Micronesia', 'Mongolia', 'Morocco', 'Mozambique', 'Myanmar', 'Namibia', 'Nepal', 'Nicaragua', 'Niger',
  'Nigeria', 'North Korea', 'Pakistan', 'Palestine', 'Papua New Guinea', 'Paraguay', 'Philippines', 'Rwanda',
  'Sao Tome and Principe', 'Senegal', 'Sierra Leone', 'Solomon Islands', 'Somalia', 'South Sudan', 'Sri Lanka',
  'Sudan', 'Syria', 'Tajikistan', 'Tanzania', 'Timor-Leste', 'Togo', 'Tunisia', 'Turkmenistan', 'Uganda',
  'Uzbekistan', 'Vanuatu', 'Venezuela', 'Vietnam', 'Yemen', 'Zambia', 'Zimbabwe',
];

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const includesText = (list: readonly string[], value: string) => list.some((item) => sameText(item, value));

/** True when any of the 3rd World countries is among the locations: the button then reads 'Remove 3rd World'. */
export const hasThirdWorld = (locations: readonly string[]) => locations.some((location) => includesText(THIRD_WORLD_COUNTRIES, location));

/** The 'Add 3rd World' / 'Remove 3rd World' toggle: the new list and the toast to show. */
export function toggleThirdWorld(locations: readonly string[]): { locations: string[]; message: string } {
  if (hasThirdWorld(locations)) {
    return { locations: locations.filter((location) => !includesText(THIRD_WORLD_COUNTRIES, location)), message: scrapeMessages.thirdWorldRemoved };
  }
  return { locations: [...locations, ...THIRD_WORLD_COUNTRIES], message: scrapeMessages.thirdWorldAdded };
}

/** Lists are typed comma-separated: each part trimmed, empty parts dropped. */
export const splitList = (input: string) =>
  input
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);

/** The outcome of adding one entry to a list: the cleaned value, or the message to show. */
export type AddResult = { ok: true; value: string } | { ok: false; error: string };

const X_USERNAME = /^[A-Za-z0-9_]{1,15}$/;
const LOOKS_LIKE_URL = /https?:|(?:^|[./])(?:x|twitter)\.com\//i;

/**
 * A target account: a leading @ stripped; a URL (http, https, x.com/ or twitter.com/) refused; the same account
 * in any case refused; at most 5. Anything else that is not an X username is refused with the URL message too.
 */
export function addTarget(targets: readonly string[], input: string): AddResult {
  const value = input.trim().replace(/^@/, '');
  if (targets.length >= SCRAPE_LIMITS.maxTargets) return { ok: false, error: scrapeMessages.maxTargets };
  if (LOOKS_LIKE_URL.test(value) || !X_USERNAME.test(value)) return { ok: false, error: scrapeMessages.usernameOnly };
  if (includesText(targets, value)) return { ok: false, error: scrapeMessages.duplicateTarget(value) };
  return { ok: true, value };
}

const POST_LINK = /^https:\/\/(?:www\.|mobile\.)?(?:x|twitter)\.com\/([A-Za-z0-9_]{1,15}|i\/web)\/status\/(\d{1,25})(?:[/?#].*)?$/i;

/** The post id of a link like https://x.com/user/status/123 (twitter.com too), or null. */
export function postIdOf(link: string): string | null {
  const match = POST_LINK.exec(link.trim());
  return match ? match[2] : null;
}

/** A post link: starts with https://x.com/ or https://twitter.com/ and names a post; no duplicate; at most 20. */
export function addPostLink(links: readonly string[], input: string): AddResult {
  const value = input.trim();
  if (links.length >= SCRAPE_LIMITS.maxPostLinks) return { ok: false, error: scrapeMessages.maxPostLinks };
  if (!/^https:\/\/(?:www\.|mobile\.)?(?:x|twitter)\.com\//i.test(value) || postIdOf(value) === null) {
    return { ok: false, error: scrapeMessages.invalidPostLink };
  }
  const id = postIdOf(value);
  if (links.some((link) => link.trim() === value || postIdOf(link) === id)) return { ok: false, error: scrapeMessages.duplicatePostLink };
  return { ok: true, value };
}

/** An include (or exclude) keyword: no case-insensitive duplicate in its own list, and not in the other list. */
export function addKeyword(list: readonly string[], other: readonly string[], input: string, kind: 'include' | 'exclude'): AddResult {
  const value = input.trim();
  if (value.length === 0) return { ok: false, error: scrapeMessages.duplicateKeyword };
  if (includesText(list, value)) return { ok: false, error: scrapeMessages.duplicateKeyword };
  if (includesText(other, value)) {
    return { ok: false, error: kind === 'include' ? scrapeMessages.keywordInExclude(value) : scrapeMessages.keywordInInclude(value) };
  }
  return { ok: true, value };
}

/** An excluded location: no case-insensitive duplicate. */
export function addLocation(list: readonly string[], input: string): AddResult {
  const value = input.trim();
  if (value.length === 0 || includesText(list, value)) return { ok: false, error: scrapeMessages.duplicateLocation(value) };
  return { ok: true, value };
}

/** POST /api/scrapes: the specification's scrape request (the source is created by the call). */
export interface ScrapeRequestBody {
  name: string;
  scrape_type: ScrapeType;
  targetAccounts?: string[];
  postLinks?: string[];
  includeKeywords?: string[];
  excludeKeywords?: string[];
  excludeLocations?: string[];
  scrapeFollowers?: boolean;
  scrapeFollowing?: boolean;
  scrapeRetweeters?: boolean;
  scrapeFavorites?: boolean;
}

/** A request checked and cleaned: the lists as the form would have built them entry by entry. */
export interface ScrapeRequest {
  name: string;
  scrapeType: ScrapeType;
  targetAccounts: string[];
  postLinks: string[];
  includeKeywords: string[];
  excludeKeywords: string[];
  excludeLocations: string[];
  scrapeFollowers: boolean;
  scrapeFollowing: boolean;
  scrapeRetweeters: boolean;
  scrapeFavorites: boolean;
}

/** Builds a list entry by entry with an add rule; the first refusal is the answer. */
function buildList(entries: readonly string[], add: (list: readonly string[], entry: string) => AddResult): string[] | string {
  const list: string[] = [];
  for (const entry of entries) {
    const result = add(list, entry);
    if (!result.ok) return result.error;
    list.push(result.value);
  }
  return list;
}

/**
 * Checks a whole request the way the form does (the same rules and messages, in the form's order): the first
 * message, or the cleaned request. Accounts mode keeps no post links and interactions mode no targets.
 */
export function checkScrapeRequest(body: ScrapeRequestBody): { ok: true; request: ScrapeRequest } | { ok: false; error: string } {
  const name = (body.name ?? '').trim();
  if (name.length === 0) return { ok: false, error: scrapeMessages.nameRequired };
  if (name.length > LEAD_LIMITS.maxNameLength) return { ok: false, error: leadMessages.nameTooLong };
  const accounts = body.scrape_type === 'accounts';
  let targetAccounts: string[] = [];
  let postLinks: string[] = [];
  const scrapeFollowers = accounts && (body.scrapeFollowers ?? true);
  const scrapeFollowing = accounts && (body.scrapeFollowing ?? false);
  const scrapeRetweeters = !accounts && (body.scrapeRetweeters ?? true);
  const scrapeFavorites = !accounts && (body.scrapeFavorites ?? false);
  if (accounts) {
    const entries = body.targetAccounts ?? [];
    if (entries.length === 0) return { ok: false, error: scrapeMessages.targetRequired };
    if (entries.length > SCRAPE_LIMITS.maxTargets) return { ok: false, error: scrapeMessages.maxTargets };
    const built = buildList(entries, addTarget);
    if (typeof built === 'string') return { ok: false, error: built };
    targetAccounts = built;
    if (!scrapeFollowers && !scrapeFollowing) return { ok: false, error: scrapeMessages.accountsOptionRequired };
  } else {
    const entries = body.postLinks ?? [];
    if (entries.length === 0) return { ok: false, error: scrapeMessages.postLinkRequired };
    if (entries.length > SCRAPE_LIMITS.maxPostLinks) return { ok: false, error: scrapeMessages.maxPostLinks };
    const built = buildList(entries, addPostLink);
    if (typeof built === 'string') return { ok: false, error: built };
    postLinks = built;
    if (!scrapeRetweeters && !scrapeFavorites) return { ok: false, error: scrapeMessages.interactionsOptionRequired };
  }
  const includeKeywords: string[] = [];
  const excludeKeywords: string[] = [];
  for (const entry of body.includeKeywords ?? []) {
    const result = addKeyword(includeKeywords, excludeKeywords, entry, 'include');
    if (!result.ok) return { ok: false, error: result.error };
    includeKeywords.push(result.value);
  }
  for (const entry of body.excludeKeywords ?? []) {
    const result = addKeyword(excludeKeywords, includeKeywords, entry, 'exclude');
    if (!result.ok) return { ok: false, error: result.error };
    excludeKeywords.push(result.value);
  }
  const excludeLocations = buildList(body.excludeLocations ?? [], addLocation);
  if (typeof excludeLocations === 'string') return { ok: false, error: excludeLocations };
  return {
    ok: true,
    request: {
      name,
      scrapeType: accounts ? 'accounts' : 'interactions',
      targetAccounts,
      postLinks,
      includeKeywords,
      excludeKeywords,
      excludeLocations,
      scrapeFollowers,
      scrapeFollowing,
      scrapeRetweeters,
      scrapeFavorites,
    },
  };
}

const textList = (max: number) => z.array(z.string().max(SCRAPE_LIMITS.maxKeywordLength * 3)).max(max).optional();

/**
 * POST /api/scrapes's body: the shapes checked here, the rules by `checkScrapeRequest` (the answer is its
 * first message). Lists longer than the limits answer the limits' messages.
 */
export const scrapeRequestSchema = z
  .object({
    name: z.string({ error: scrapeMessages.nameRequired }),
    scrape_type: z.enum(scrapeTypes, { error: scrapeMessages.targetRequired }),
    targetAccounts: textList(50),
    postLinks: textList(100),
    includeKeywords: textList(SCRAPE_LIMITS.maxKeywords),
    excludeKeywords: textList(SCRAPE_LIMITS.maxKeywords),
    excludeLocations: textList(SCRAPE_LIMITS.maxKeywords + THIRD_WORLD_COUNTRIES.length),
    scrapeFollowers: z.boolean().optional(),
    scrapeFollowing: z.boolean().optional(),
    scrapeRetweeters: z.boolean().optional(),
    scrapeFavorites: z.boolean().optional(),
  })
  .transform((body, ctx) => {
    const checked = checkScrapeRequest(body);
    if (!checked.ok) {
      ctx.addIssue({ code: 'custom', message: checked.error });
      return z.NEVER;
    }
    return checked.request;
  });

/** The answer to POST /api/scrapes. */
export interface ScrapeStartAnswer {
  lead_source_id: string;
  task_id: string;
  /** 'Scraping task started successfully!' */
  message: string;
}

export interface FailedTarget {
  username: string;
  error: string;
}

/** GET /api/scrapes/:sourceId: where a scrape is. */
export interface ScrapeProgress {
  lead_source_id: string;
  task_id: string;
  name: string;
  stage: ScrapeStage;
  /** Unique leads written so far (after the filters). */
  leads_found: number;
  /** Pages read from X so far. */
  pages_fetched: number;
  /** The target (username or post link) being read, null before and after. */
  current_target: string | null;
  /** Targets done (read to the end, failed or cut) of all the targets. */
  targets_done: number;
  targets_total: number;
  /** From the accounts' rate limits and what is left; null when unknown or done. */
  estimated_seconds_left: number | null;
  failed_targets: FailedTarget[];
  /** The warning variant: some targets failed but others worked, or the credit limit stopped the scrape. */
  warning: string | null;
  /** True when the scrape stopped at the user's lead credit limit (the UI shows the credits banner). */
  credit_limit_reached: boolean;
  error_message: string | null;
  scrape_type: ScrapeType;
  target_accounts: string[];
  post_links: string[];
  include_keywords: string[];
  exclude_keywords: string[];
  exclude_locations: string[];
  started_at: string;
  finished_at: string | null;
}

/** GET /api/lead-source-names/available?name=...: whether the user has no source by that name (any case). */
export interface NameAvailabilityAnswer {
  name: string;
  available: boolean;
  /** 'This source name already exists' when taken, else null. */
  message: string | null;
}
