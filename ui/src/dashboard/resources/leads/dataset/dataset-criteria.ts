import { addTerms, DATASET_LIMITS, datasetMessages, type LeadLimit, leadLimitSchema, type SearchCriteriaInput } from '@shared/dataset/contract';
import type { EntryCheck } from '../form/TagInput';
import { type CountFilterDraft, noCountFilter, parseCountFilter } from './CountFilterField';

/** The Database Lead Source form's search criteria, as typed. */
export interface Criteria {
  includeKeywords: string[];
  excludeKeywords: string[];
  excludeLocations: string[];
  followers: CountFilterDraft;
  following: CountFilterDraft;
  verifiedOnly: boolean;
  /** The number of leads as typed; blank means all (up to 10,000). */
  leadLimit: string;
}

export const emptyCriteria: Criteria = {
  includeKeywords: [],
  excludeKeywords: [],
  excludeLocations: [],
  followers: noCountFilter,
  following: noCountFilter,
  verifiedOnly: false,
  leadLimit: '',
};

/** A keyword or location added through the contract's rule ('This keyword is already in your list'). */
export const termCheck =
  (kind: 'keyword' | 'location'): EntryCheck =>
  (list, entry) => {
    const result = addTerms(list, entry, kind);
    return result.error === null ? { ok: true, value: result.list[result.list.length - 1] ?? entry } : { ok: false, error: result.error };
  };

type FilterError = { message: string; field: 'min' | 'max' } | null;
export type FilterErrors = { followers: FilterError; following: FilterError };

export interface SearchRequest {
  criteria: SearchCriteriaInput;
  limit: LeadLimit;
}

/**
 * The criteria as a search request, or what is wrong with them: the filters' messages (said first), else the
 * number of leads'. The free plan's number of leads is fixed, whatever was typed.
 */
export function criteriaRequest(
  criteria: Criteria,
  isFree: boolean,
): { filterErrors: FilterErrors; limitError: string | null; request: SearchRequest | null } {
  const followers = parseCountFilter(criteria.followers);
  const following = parseCountFilter(criteria.following);
  const filterErrors: FilterErrors = {
    followers: followers.error === null ? null : { message: followers.error, field: 'field' in followers ? followers.field : 'min' },
    following: following.error === null ? null : { message: following.error, field: 'field' in following ? following.field : 'min' },
  };
  if (filterErrors.followers || filterErrors.following) return { filterErrors, limitError: null, request: null };
  let limit: LeadLimit = 'all';
  if (!isFree && criteria.leadLimit.trim() !== '') {
    const text = criteria.leadLimit.trim().replace(/,/g, '');
    const parsed = leadLimitSchema.safeParse(/^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN);
    // Words or a fraction fail both sides of the schema's union, whose own message is zod's 'Invalid input'.
    if (!parsed.success) return { filterErrors, limitError: datasetMessages.leadLimit, request: null };
    limit = parsed.data;
  }
  return {
    filterErrors,
    limitError: null,
    request: {
      criteria: {
        include_keywords: criteria.includeKeywords,
        exclude_keywords: criteria.excludeKeywords,
        exclude_locations: criteria.excludeLocations,
        followers_filter: followers.filter,
        following_filter: following.filter,
        verified_only: criteria.verifiedOnly,
      },
      limit: isFree ? DATASET_LIMITS.freeLeadLimit : limit,
    },
  };
}
