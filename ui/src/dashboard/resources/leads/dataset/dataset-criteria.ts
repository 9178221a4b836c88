import { addTerms, DATASET_LIMITS, type LeadLimit, type SearchCriteriaInput } from '@shared/dataset/contract';
import type { EntryCheck } from '../form/TagInput';
import { type CountFilterDraft, countFilterInput, noCountFilter } from './CountFilterField';

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

/**
 * What the form sends, read by both of the API's schemas: the search's (`criteria`, `limit`) and the new
 * source's (`name`, `criteria`, `lead_limit`); each ignores the other's keys. Numbers go as written (words
 * as NaN) for the schemas to say what is wrong; the free plan's number of leads is fixed, whatever was typed.
 */
export interface DatasetRequest {
  name: string;
  criteria: SearchCriteriaInput;
  limit: LeadLimit;
  lead_limit: LeadLimit;
}

/** The Database Lead Source form as typed: the source's name and the search criteria. */
export type DatasetDraft = Criteria & { name: string };

const numberOf = (text: string) => {
  const written = text.trim().replace(/,/g, '');
  return /^-?\d+(\.\d+)?$/.test(written) ? Number(written) : Number.NaN;
};

export function datasetRequestOf(draft: DatasetDraft, isFree: boolean): DatasetRequest {
  const limit: LeadLimit = isFree ? DATASET_LIMITS.freeLeadLimit : draft.leadLimit.trim() === '' ? 'all' : numberOf(draft.leadLimit);
  return {
    name: draft.name,
    criteria: {
      include_keywords: draft.includeKeywords,
      exclude_keywords: draft.excludeKeywords,
      exclude_locations: draft.excludeLocations,
      followers_filter: countFilterInput(draft.followers),
      following_filter: countFilterInput(draft.following),
      verified_only: draft.verifiedOnly,
    },
    limit,
    lead_limit: limit,
  };
}

const filterFields: Readonly<Record<string, 'followers' | 'following'>> = { followers_filter: 'followers', following_filter: 'following' };

/** The form's field an issue of the request is about ('followers.max', 'leadLimit', 'name'), else the form's root. */
export function datasetFieldOf(path: readonly PropertyKey[]): string {
  const [first, second, third] = path;
  if (first === 'name') return 'name';
  if (first === 'limit' || first === 'lead_limit') return 'leadLimit';
  const filter = first === 'criteria' && typeof second === 'string' ? filterFields[second] : undefined;
  if (filter) return `${filter}.${third === 'max' ? 'max' : 'min'}`;
  return 'root';
}
