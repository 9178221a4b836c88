import type { ColumnType } from 'kysely';
import type { FailedScrapeTarget, LeadSourceType, SearchCriteria } from '../../src/modules/leads/library/events';
import type { DefaultTimestamp, Nullable, NullableTimestamp, Timestamp, ViewOf, WithDefault } from '../columns';

/** One row per lead source (projection lead-sources); stream_version: the user's stream version applied to it. */
export interface LeadSourcesTable {
  id: string;
  user_id: string;
  name: string;
  source_type: LeadSourceType;
  status: string;
  total_leads: WithDefault<number>;
  csv_filename: Nullable<string>;
  error_message: Nullable<string>;
  csv_columns: WithDefault<string[]>;
  created_at: Timestamp;
  updated_at: Timestamp;
  stream_version: number;
  /** Scraped sources: accounts or interactions, the task id, what was asked for and how the scrape ended. */
  scrape_type: Nullable<'accounts' | 'interactions'>;
  task_id: Nullable<string>;
  target_accounts: WithDefault<string[]>;
  post_links: WithDefault<string[]>;
  include_keywords: WithDefault<string[]>;
  exclude_keywords: WithDefault<string[]>;
  exclude_locations: WithDefault<string[]>;
  failed_targets: ColumnType<FailedScrapeTarget[], string | undefined, string>;
  warning: Nullable<string>;
  credit_limit_reached: WithDefault<boolean>;
  /** Database sources: the search they were made with. */
  search_criteria: ColumnType<SearchCriteria | null, string | null | undefined, string | null>;
}

/** The lead sources context's public read model (a view over lead_sources): what other contexts read of a source. */
export type LeadSourceSummariesView = ViewOf<LeadSourcesTable, 'id' | 'user_id' | 'name' | 'status' | 'total_leads' | 'csv_columns'>;

/** One row per scrape (written by the scrape job, not a projection): its live progress. */
export interface ScrapeRunsTable {
  source_id: string;
  user_id: string;
  task_id: string;
  leads_found: WithDefault<number>;
  pages_fetched: WithDefault<number>;
  current_target: Nullable<string>;
  targets_total: WithDefault<number>;
  targets_done: WithDefault<number>;
  failed_targets: ColumnType<FailedScrapeTarget[], string | undefined, string>;
  estimated_seconds_left: Nullable<number>;
  credit_limit_reached: WithDefault<boolean>;
  started_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  finished_at: NullableTimestamp;
  canceled_at: NullableTimestamp;
  /** The advisory lock key of the worker process running the scrape's slice; null between slices. */
  leased_by: Nullable<number>;
  /** The newest slice that took the lease. */
  slice: WithDefault<number>;
  /** That slice's job data (no secrets): the next slice is queued from it when its worker died. */
  job: Nullable<unknown>;
}

/** Where each list of each target of a scrape stands (written with each page's leads). */
export interface ScrapeCheckpointsTable {
  source_id: string;
  target_index: number;
  kind: string;
  subject_id: Nullable<string>;
  cursor: Nullable<string>;
  pages: WithDefault<number>;
  leads_found: WithDefault<number>;
  read_count: WithDefault<number>;
  expected_count: Nullable<number>;
  done: WithDefault<boolean>;
  error: Nullable<string>;
  updated_at: DefaultTimestamp;
}

/** Per user (projection lead-sources): lead credits used, the number of sources, the stream version applied. */
export interface LeadCreditsTable {
  /** bigint: read back as a string. */
  used: ColumnType<string, number | string | bigint, number | string | bigint>;
  user_id: string;
  source_count: number;
  stream_version: number;
  updated_at: Timestamp;
}

/** The leads of each source: bulk rows written by imports (not by a projection), keyed by source and username. */
export interface LeadsTable {
  source_id: string;
  username: string;
  name: Nullable<string>;
  bio: Nullable<string>;
  bio_urls: WithDefault<string[]>;
  urls: WithDefault<string[]>;
  location: Nullable<string>;
  verified: Nullable<boolean>;
  followers_count: Nullable<number>;
  following_count: Nullable<number>;
  can_dm: Nullable<boolean>;
  metadata: ColumnType<Record<string, string>, string | undefined, string>;
}

/** Which campaigns (running, paused or completed) use which sources: kept by the campaigns context. */
export interface LeadSourceUsageTable {
  campaign_id: string;
  lead_source_id: string;
  user_id: string;
  campaign_status: string;
}

/** The lead sources read models (lead_source_summaries: its public view) and the tables of the leads context. */
/** The lead sources context's public read model (a view over leads): what the runner reads of each lead. */
export type SourceLeadsView = ViewOf<LeadsTable, 'source_id' | 'username' | 'name' | 'followers_count' | 'can_dm' | 'metadata'>;

export interface LeadTables {
  lead_sources: LeadSourcesTable;
  source_leads: SourceLeadsView;
  lead_source_summaries: LeadSourceSummariesView;
  lead_credits: LeadCreditsTable;
  leads: LeadsTable;
  lead_source_usage: LeadSourceUsageTable;
  scrape_runs: ScrapeRunsTable;
  scrape_checkpoints: ScrapeCheckpointsTable;
}
