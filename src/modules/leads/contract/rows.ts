/** The lead sources' answers: the shapes of a source, a lead, the upload, rename, delete and credits answers, and the list's sort fields. */

import type { SourceStatus, SourceType } from './statuses';

/** One row of GET /api/lead-sources and the answer of GET /api/lead-sources/:id (the specification's names). */
export interface LeadSourceRow {
  id: string;
  name: string;
  source_type: SourceType;
  status: SourceStatus;
  total_leads: number;
  created_at: string;
  updated_at: string;
  csv_filename: string | null;
  error_message: string | null;
  /** The uploaded file's columns other than the username (kept as text metadata per lead). */
  csv_columns: string[];
  /** Ids of the running, paused or completed campaigns using the source. */
  campaign_ids: string[];
  /** True when any running, paused or completed campaign uses it: it shows 'In Use' and cannot be deleted. */
  in_use: boolean;
  /** Scraped sources: what was asked for (cards show the first 3 of each list with '+N more'). */
  scrape_type: 'accounts' | 'interactions' | null;
  target_accounts: string[];
  post_links: string[];
  include_keywords: string[];
  exclude_keywords: string[];
  exclude_locations: string[];
  /** The system notes of a scrape: targets that could not be read, and the warning variant's text. */
  failed_targets: { username: string; error: string }[];
  warning: string | null;
  /** A scrape stopped at the lead credit limit (the credits banner applies). */
  credit_limit_reached: boolean;
  /** Database sources: the search they were made with (specification section 3's search-criteria record). */
  search_criteria: Record<string, unknown> | null;
}

/** Sort fields of the list; the default is newest first (created_at DESC). */
export const leadSourceSortFields = ['created_at', 'total_leads', 'name', 'id'] as const;

/** One lead of GET /api/lead-sources/:id/leads, ordered by username. */
export interface LeadRow {
  /** `${source id}:${username}` */
  id: string;
  lead_source_id: string;
  username: string;
  name: string | null;
  bio: string | null;
  bio_urls: string[];
  urls: string[];
  location: string | null;
  verified: boolean | null;
  followers_count: number | null;
  following_count: number | null;
  can_dm: boolean | null;
  /** The upload's other columns, as text. */
  metadata: Record<string, string>;
}

/** The answer to POST /api/lead-sources/upload. */
export interface UploadAnswer {
  id: string;
  name: string;
  total_leads: number;
  /** Rows whose username repeated an earlier row's (dropped). */
  duplicates_dropped: number;
  /** Rows without a valid X username (skipped). */
  invalid_skipped: number;
  /** 'File processed successfully with {n} leads' */
  message: string;
}

/** The answer to a rename. */
export interface RenameAnswer {
  id: string;
  name: string;
  message: string;
}

/** The answer to DELETE /api/lead-sources/:id. */
export interface DeleteAnswer {
  id: string;
  message: string;
}

/** The answer to POST /api/lead-sources/delete. */
export interface BulkDeleteAnswer {
  ids: string[];
  message: string;
}

/** GET /api/lead-credits: the credits panel and the New Lead Source button. */
export interface LeadCreditsAnswer {
  plan: 'free' | 'basic' | 'pro';
  /** Sum of total_leads over the user's sources. */
  used: number;
  limit: number;
  remaining: number;
  /** used / limit * 100, to one decimal. */
  percent: number;
  /** 'normal', or 'amber' above 75 %, 'red' above 90 %. */
  level: 'normal' | 'amber' | 'red';
  source_count: number;
  /** 3 on the free plan, null otherwise. */
  max_sources: number | null;
  /** False at the credit limit or the free plan's source limit: New Lead Source is hidden. */
  can_create: boolean;
  /** Each source's share of the limit, to one decimal; amber above 50 %. */
  sources: { id: string; name: string; total_leads: number; percent: number; amber: boolean }[];
}
