import type { ColumnType } from 'kysely';
import type { LeadSourceType } from '../../src/modules/leads/library/events';

/** Timestamps read back as Date, written as a Date or an ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
type WithDefault<T> = ColumnType<T, T | undefined, T>;

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

/** The lead sources read models and the tables of the leads context. */
export interface LeadTables {
  lead_sources: LeadSourcesTable;
  lead_credits: LeadCreditsTable;
  leads: LeadsTable;
  lead_source_usage: LeadSourceUsageTable;
}
