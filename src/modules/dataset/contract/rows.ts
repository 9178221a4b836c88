/** The database search's answers: a profile row, the search's preview and pages, a dataset source's criteria record and its creation answer. */

import type { FilterType } from './filter-types';

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
