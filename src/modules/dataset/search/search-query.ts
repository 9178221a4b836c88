import { countRange, DATASET_LIMITS, type SearchCriteria } from '../contract';

/** The search's filters in the terms of the specification's search function (search_dataset_optimized). */
export interface SearchFilters {
  includeBioTerms: string[];
  excludeBioTerms: string[];
  excludeLocations: string[];
  verifiedOnly: boolean;
  minFollowers: number | null;
  maxFollowers: number | null;
  minFollowing: number | null;
  maxFollowing: number | null;
}

/** A parameterised statement. */
export interface SqlQuery {
  text: string;
  values: unknown[];
}

function range(filter: SearchCriteria['followers_filter']): [number | null, number | null] {
  return countRange(filter) ?? [null, null];
}

/** The criteria of the form as the search's filters: terms lower-cased, unset maximums 999,999,999. */
export function searchFilters(criteria: SearchCriteria): SearchFilters {
  const lower = (items: readonly string[]) => [...new Set(items.map((item) => item.split('\u0000').join('').trim().toLowerCase()).filter((item) => item !== ''))];
  const [minFollowers, maxFollowers] = range(criteria.followers_filter);
  const [minFollowing, maxFollowing] = range(criteria.following_filter);
  return {
    includeBioTerms: lower(criteria.include_keywords),
    excludeBioTerms: lower(criteria.exclude_keywords),
    excludeLocations: lower(criteria.exclude_locations),
    verifiedOnly: criteria.verified_only,
    minFollowers,
    maxFollowers,
    minFollowing,
    maxFollowing,
  };
}

/** A LIKE pattern matching `term` anywhere: its %, _ and \ escaped. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The WHERE conditions of a search, with parameters numbered from `$1`: the bio (lower-cased, so the trigram
 * index on lower(bio) serves it) contains any include term and none of the exclude terms; the location
 * contains none of the excluded locations; the counts are within their ranges (inclusive); verified only.
 * A profile without a bio matches no include term and no exclude term; one without a location is never
 * excluded by location.
 */
export function searchConditions(filters: SearchFilters, values: unknown[] = []): { conditions: string[]; values: unknown[] } {
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const conditions: string[] = [];
  if (filters.includeBioTerms.length > 0) {
    conditions.push(`(${filters.includeBioTerms.map((term) => `lower(bio) like ${param(containsPattern(term))}`).join(' or ')})`);
  }
  for (const term of filters.excludeBioTerms) conditions.push(`(bio is null or lower(bio) not like ${param(containsPattern(term))})`);
  for (const location of filters.excludeLocations) {
    conditions.push(`(location is null or lower(location) not like ${param(containsPattern(location))})`);
  }
  if (filters.minFollowers !== null && filters.minFollowers > 0) conditions.push(`followers_count >= ${param(filters.minFollowers)}`);
  if (filters.maxFollowers !== null && filters.maxFollowers < DATASET_LIMITS.filterMaximum) {
    conditions.push(`followers_count <= ${param(filters.maxFollowers)}`);
  }
  if (filters.minFollowing !== null && filters.minFollowing > 0) conditions.push(`following_count >= ${param(filters.minFollowing)}`);
  if (filters.maxFollowing !== null && filters.maxFollowing < DATASET_LIMITS.filterMaximum) {
    conditions.push(`following_count <= ${param(filters.maxFollowing)}`);
  }
  if (filters.verifiedOnly) conditions.push('verified');
  return { conditions, values };
}

export const PROFILE_COLUMNS =
  'id, username, name, bio, bio_urls, urls, location, verified, followers_count, following_count, profile_image_url';

/**
 * One keyset page: the matches after the X user id `after` (null: from the start), in id order, at most
 * `size` of them. The primary key's order is the page order, so a page costs the same at any depth.
 */
export function searchPageQuery(filters: SearchFilters, after: string | null, size: number): SqlQuery {
  const { conditions, values } = searchConditions(filters);
  if (after !== null) {
    values.push(after);
    conditions.unshift(`id > $${values.length}`);
  }
  values.push(size);
  const where = conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
  return { text: `select ${PROFILE_COLUMNS} from x_profiles ${where} order by id limit $${values.length}`, values };
}

/** How many profiles match, counted up to `limit`. */
export function searchCountQuery(filters: SearchFilters, limit: number): SqlQuery {
  const { conditions, values } = searchConditions(filters);
  values.push(limit);
  const where = conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
  return { text: `select count(*)::int as total from (select 1 from x_profiles ${where} limit $${values.length}) matches`, values };
}
