import { z } from 'zod';

/**
 * The database of X profiles: the contract of its search and of the lead sources made from it, imported by the
 * API and the UI ('@shared/dataset/contract'): the specification's messages (word for word), limits, the
 * requests' schemas and the answers' shapes.
 *
 * Routes (all under /api, signed in; the profiles are shared data, the lead sources made from them belong to
 * their user; errors answer `{ message, code }` with a 4xx):
 *
 * | method and path | body | answer |
 * | --- | --- | --- |
 * | POST /api/dataset/search | `{ criteria, limit? }` | `SearchAnswer`: the first 10 matches and how many match, up to the limit (free plan: 200) |
 * | POST /api/dataset/search | `{ criteria, after: null \| cursor }` (the key `after` present) | `SearchPage`: the next batch of up to 1,000 matches after the cursor (keyset, in X user id order) and the cursor of the next one (null at the end) |
 * | POST /api/dataset/lead-sources | `{ name, criteria, lead_limit? }` | `CreateDatasetSourceAnswer` (201): a 'dataset' lead source with its leads, cut to the limit (free plan: 200); 409 `datasetMessages.nameTaken`, 403 for the free plan's 3 sources or the credits, 400 `datasetMessages.noResults` when nothing matches |
 *
 * Criteria: include keywords (the bio contains any, case-insensitive), exclude keywords (the bio contains
 * none), exclude locations (the location contains none, case-insensitive), followers and following filters
 * (greater than: at least `min`; less than: at most `max`; between: both; whole numbers from 0 to
 * 999,999,999; an unset maximum is 999,999,999), verified only. The limit is the number of leads: 10,000 when
 * none is given ('all'); the free plan's is 200 and cannot be changed.
 */

/** Counts as people read them: 5,000 not 5000. */
const formatCount = (n: number) => n.toLocaleString('en-US');

/** Limits of the specification (sections 6, 7 and 9). */
export const DATASET_LIMITS = {
  /** Rows per fetch of the search (a keyset page). */
  batchSize: 1000,
  /** Rows of the results table's preview. */
  previewRows: 10,
  /** Leads fetched when no number is given. */
  defaultLeadLimit: 10_000,
  /** The free plan's leads per database source (and its fixed number of leads). */
  freeLeadLimit: 200,
  /** The default (and largest) followers / following maximum. */
  filterMaximum: 999_999_999,
  /** The largest number of leads one source takes from the database. */
  maxLeadLimit: 100_000,
  /** Keywords per list, include or exclude (not in the specification, whose help recommends 2-3). */
  maxKeywords: 20,
  /** Excluded locations: the 95 of 'Add 3rd World' and 25 more (not in the specification). */
  maxLocations: 120,
  /** How long one search statement may run before it is stopped (not in the specification). */
  searchTimeoutMs: 5000,
  /** Searches (each request: a preview or a page) per user per minute and per hour (not in the specification). */
  searchesPerMinute: 60,
  searchesPerHour: 600,
  /** The longest keyword or location (not in the specification). */
  maxTermLength: 100,
  /** The longest source name (as for every lead source). */
  maxNameLength: 100,
} as const;

export const datasetMessages = {
  // Form validation (specification section 5)
  nameRequired: 'Please enter a name for the lead source',
  noResults: 'No leads found to create a source',
  nameTakenInForm: (name: string) => `A lead source with the name "${name}" already exists. Please use a different name.`,
  duplicateKeyword: 'This keyword is already in your list',
  duplicateLocation: 'This location is already in your list',
  freeLimit: 'Free plan is limited to 200 leads maximum',
  // Creation (specification section 5)
  nameTaken: 'A lead source with this name already exists',
  // Search and creation (specification section 8)
  noLeads: 'No leads found. The database might be empty or you may need different access permissions.',
  searchFailed: (reason: string) => `Search failed: ${reason}. The database might be empty or access might be restricted.`,
  authFailed: 'User authentication failed',
  prepareFailed: 'Failed to prepare lead source',
  found: (n: number) => `Found ${formatCount(n)} leads matching your criteria`,
  created: 'Dataset lead source created successfully',
  // Plan (specification section 6): the free plan's database access.
  limitedAccess: 'Limited database access',
  // Not in the specification's catalogue: bad filter numbers, a bad cursor, too long a list or term.
  wholeNumber: 'Followers and following filters take whole numbers of 0 or more',
  filterTooLarge: `Followers and following filters go up to ${formatCount(999_999_999)}`,
  minAboveMax: 'The minimum must not be greater than the maximum',
  filterValueRequired: 'Please enter a number for the filter',
  badCursor: 'The search page cursor is not valid: please run the search again',
  tooManyKeywords: 'Please use at most 20 keywords per list',
  tooManyLocations: 'Please use at most 120 excluded locations',
  searchTimedOut: 'The search took too long. Please use fewer keywords or locations and try again.',
  tooManySearches: (wait: string) => `Too many searches. Please try again in ${wait}.`,
  termTooLong: 'Keywords and locations must be at most 100 characters',
  leadLimit: 'The number of leads must be a whole number from 1 to 100,000',
  nameTooLong: 'Lead source name must be at most 100 characters.',
} as const;

export const filterTypes = ['greater', 'less', 'between'] as const;
export type FilterType = (typeof filterTypes)[number];
export const filterTypeLabels: Readonly<Record<FilterType, string>> = {
  greater: 'Greater than',
  less: 'Less than',
  between: 'Between',
};

const filterNumber = z
  .number({ error: datasetMessages.wholeNumber })
  .int({ error: datasetMessages.wholeNumber })
  .min(0, { error: datasetMessages.wholeNumber })
  .max(DATASET_LIMITS.filterMaximum, { error: datasetMessages.filterTooLarge });

/**
 * A followers or following filter: greater than (`min`), less than (`max`) or between (`min` and `max`),
 * inclusive. The value a mode does not use is ignored.
 */
export const countFilterSchema = z
  .object({ type: z.enum(filterTypes), min: filterNumber.nullish(), max: filterNumber.nullish() })
  .superRefine((filter, context) => {
    if ((filter.type === 'greater' || filter.type === 'between') && (filter.min === undefined || filter.min === null)) {
      context.addIssue({ code: 'custom', message: datasetMessages.filterValueRequired, path: ['min'] });
    }
    if ((filter.type === 'less' || filter.type === 'between') && (filter.max === undefined || filter.max === null)) {
      context.addIssue({ code: 'custom', message: datasetMessages.filterValueRequired, path: ['max'] });
    }
    if (filter.type === 'between' && filter.min != null && filter.max != null && filter.min > filter.max) {
      context.addIssue({ code: 'custom', message: datasetMessages.minAboveMax, path: ['max'] });
    }
  });
export type CountFilter = z.output<typeof countFilterSchema>;

const term = z
  .string()
  .transform((value) => value.trim())
  .pipe(z.string().max(DATASET_LIMITS.maxTermLength, { error: datasetMessages.termTooLong }));

/** A list of keywords or locations: trimmed, blanks dropped, case-insensitive duplicates dropped, at most `max`. */
const termList = (max: number, tooMany: string) =>
  z
    .array(term)
    .max(max * 3, { error: tooMany })
    .default([])
    .transform((items) => uniqueTerms(items))
    .pipe(z.array(z.string()).max(max, { error: tooMany }));
const keywordList = termList(DATASET_LIMITS.maxKeywords, datasetMessages.tooManyKeywords);
const locationList = termList(DATASET_LIMITS.maxLocations, datasetMessages.tooManyLocations);

/** Trimmed, non-blank, first of each case-insensitive duplicate kept. */
export function uniqueTerms(items: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of items) {
    const item = raw.trim();
    const key = item.toLowerCase();
    if (item === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(item);
  }
  return out;
}

/** What to search for (the specification's search-criteria names). */
export const searchCriteriaSchema = z.object({
  include_keywords: keywordList,
  exclude_keywords: keywordList,
  exclude_locations: locationList,
  followers_filter: countFilterSchema.nullish().transform((filter) => filter ?? null),
  following_filter: countFilterSchema.nullish().transform((filter) => filter ?? null),
  verified_only: z.boolean().default(false),
});
export type SearchCriteriaInput = z.input<typeof searchCriteriaSchema>;
export type SearchCriteria = z.output<typeof searchCriteriaSchema>;

/** The number of leads: a whole number from 1 to 100,000, or 'all' (10,000); absent is 'all'. */
export const leadLimitSchema = z
  .union([
    z.literal('all'),
    z
      .number({ error: datasetMessages.leadLimit })
      .int({ error: datasetMessages.leadLimit })
      .min(1, { error: datasetMessages.leadLimit })
      .max(DATASET_LIMITS.maxLeadLimit, { error: datasetMessages.leadLimit }),
  ])
  .default('all');
export type LeadLimit = z.output<typeof leadLimitSchema>;

/** POST /api/dataset/search, first form: the preview and the count. */
export const searchBodySchema = z.object({
  criteria: searchCriteriaSchema.default(searchCriteriaSchema.parse({})),
  limit: leadLimitSchema,
});
/** POST /api/dataset/search, second form (the key `after` present): one keyset page. */
export const searchPageBodySchema = z.object({
  criteria: searchCriteriaSchema.default(searchCriteriaSchema.parse({})),
  after: z.string().max(128, { error: datasetMessages.badCursor }).nullable(),
});
export type SearchBody = z.input<typeof searchBodySchema>;
export type SearchPageBody = z.input<typeof searchPageBodySchema>;

const sourceName = z
  .string({ error: datasetMessages.nameRequired })
  .transform((name) => name.trim())
  .pipe(z.string().min(1, { error: datasetMessages.nameRequired }).max(DATASET_LIMITS.maxNameLength, { error: datasetMessages.nameTooLong }));

/** POST /api/dataset/lead-sources. */
export const createDatasetSourceSchema = z.object(
  {
    name: sourceName,
    criteria: searchCriteriaSchema.default(searchCriteriaSchema.parse({})),
    lead_limit: leadLimitSchema,
  },
  { error: datasetMessages.nameRequired },
);
export type CreateDatasetSourceBody = z.input<typeof createDatasetSourceSchema>;

/** One profile of the database, as the results table shows it (and as a lead row is written). */
export interface ProfileRow {
  /** The X user id. */
  id: string;
  username: string;
  name: string | null;
  bio: string | null;
  bio_urls: string[];
  urls: string[];
  location: string | null;
  verified: boolean;
  followers_count: number;
  following_count: number;
  profile_image_url: string | null;
}

export type PlanType = 'free' | 'paid';

/** The answer to POST /api/dataset/search (first form). */
export interface SearchAnswer {
  /** The first 10 matches. */
  preview: ProfileRow[];
  /** How many profiles match, counted up to `lead_limit`. */
  total: number;
  /** The number of leads applied: 200 on the free plan, else the one asked for (10,000 for 'all'). */
  lead_limit: number;
  plan_type: PlanType;
  /** True on the free plan: the number of leads cannot be changed. */
  lead_limit_disabled: boolean;
  /** 'Found {n} leads matching your criteria', or `datasetMessages.noLeads` when nothing matches. */
  message: string;
}

/** The answer to POST /api/dataset/search (second form). */
export interface SearchPage {
  rows: ProfileRow[];
  /** Pass as `after` for the next batch; null when there is none. */
  next: string | null;
}

/** The search-criteria record a dataset lead source keeps (specification section 3). */
export interface DatasetSearchCriteria {
  include_keywords: string[];
  exclude_keywords: string[];
  exclude_locations: string[];
  followers_filter: { type: FilterType; min: number | null; max: number | null } | null;
  following_filter: { type: FilterType; min: number | null; max: number | null } | null;
  verified_only: boolean;
  lead_limit: number | 'all';
  plan_type: PlanType;
}

/** The answer to POST /api/dataset/lead-sources. */
export interface CreateDatasetSourceAnswer {
  id: string;
  name: string;
  total_leads: number;
  /** True when the free plan cut the leads to 200. */
  truncated: boolean;
  /** 'Dataset lead source created successfully' */
  message: string;
}

/**
 * Adds a keyword or location typed in the form (comma-separated values are split and trimmed): the new list,
 * or the specification's message when one is already there (case-insensitive), or the limit's when the list is full.
 */
export function addTerms(
  list: readonly string[],
  input: string,
  kind: 'keyword' | 'location',
): { list: string[]; error: null } | { list: readonly string[]; error: string } {
  const values = input
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
  const taken = new Set(list.map((item) => item.toLowerCase()));
  const next = [...list];
  const max = kind === 'keyword' ? DATASET_LIMITS.maxKeywords : DATASET_LIMITS.maxLocations;
  for (const value of values) {
    if (next.length >= max) return { list, error: kind === 'keyword' ? datasetMessages.tooManyKeywords : datasetMessages.tooManyLocations };
    if (taken.has(value.toLowerCase())) {
      return { list, error: kind === 'keyword' ? datasetMessages.duplicateKeyword : datasetMessages.duplicateLocation };
    }
    taken.add(value.toLowerCase());
    next.push(value);
  }
  return { list: next, error: null };
}

/** The number of leads a search or a source takes: the free plan's 200, else the one asked for. */
export function effectiveLeadLimit(limit: LeadLimit | undefined, plan: PlanType): number {
  if (plan === 'free') return DATASET_LIMITS.freeLeadLimit;
  if (limit === undefined || limit === 'all') return DATASET_LIMITS.defaultLeadLimit;
  return limit;
}
