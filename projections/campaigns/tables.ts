import type { ColumnType } from 'kysely';
import type { Nullable, Timestamp, ViewOf, WithDefault } from '../columns';

/** One row per campaign (projection campaigns); stream_version: the user's campaigns stream version applied. */
export interface CampaignsTable {
  id: string;
  user_id: string;
  name: string;
  status: string;
  lead_source_ids: WithDefault<string[]>;
  daily_dm_limit: number;
  profile_id: Nullable<string>;
  template_id: string;
  skip_already_dmd: WithDefault<boolean>;
  use_do_not_contact_list: WithDefault<boolean>;
  /** 'Optimise automatically': the runner picks variations by their replies (false in campaigns made before it). */
  optimise_automatically: WithDefault<boolean>;
  /** Follow-ups in order, as the API shows them (none in campaigns made before them). */
  follow_ups: ColumnType<CampaignFollowUpRow[], string | undefined, string>;
  messages_sent: WithDefault<number>;
  messages_failed: WithDefault<number>;
  next_contact_index: WithDefault<number>;
  requires_validation: WithDefault<boolean>;
  campaign_total_leads: WithDefault<number>;
  error_message: Nullable<string>;
  skipped_already_dmd: WithDefault<number>;
  skipped_do_not_contact: WithDefault<number>;
  /** Sending hours, minutes from midnight in time_zone (an end before the start crosses midnight); null: all day. */
  send_window_start: Nullable<number>;
  send_window_end: Nullable<number>;
  time_zone: WithDefault<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  stream_version: number;
}

/** One row per campaign event (projection campaigns), kept after the campaign is deleted. */
export interface CampaignHistoryTable {
  user_id: string;
  version: number;
  campaign_id: string;
  event_type: string;
  what: string;
  from_text: Nullable<string>;
  to_text: Nullable<string>;
  changes: ColumnType<{ field: string; from: string | null; to: string | null }[], string, string>;
  by: string;
  /** The person who made the change (the event's metadata); null on rows from before it was kept. */
  actor_id: Nullable<string>;
  at: Timestamp;
}

/** One row per message template (projection message-templates). */
export interface MessageTemplatesTable {
  id: string;
  user_id: string;
  name: string;
  messages: string[];
  created_at: Timestamp;
  updated_at: Timestamp;
  stream_version: number;
}

/** One row per saved keyword sample (projection keyword-samples). */
export interface KeywordSamplesTable {
  id: string;
  user_id: string;
  name: string;
  type: 'include' | 'exclude';
  keywords: string[];
  created_at: Timestamp;
  updated_at: Timestamp;
  stream_version: number;
}

/**
 * The campaigns context's public read model for the runner (a view over campaigns and message_templates): what a
 * run needs of its campaign, with the messages of its template (null when the template is not the owner's).
 */
export type CampaignRunSettingsView = ViewOf<
  CampaignsTable,
  | 'id'
  | 'user_id'
  | 'status'
  | 'profile_id'
  | 'lead_source_ids'
  | 'daily_dm_limit'
  | 'skip_already_dmd'
  | 'use_do_not_contact_list'
  | 'send_window_start'
  | 'send_window_end'
  | 'time_zone'
  | 'optimise_automatically'
> & {
  messages: ColumnType<string[] | null, never, never>;
  /** Each follow-up's wait and its template's messages (null when the template is gone), in order. */
  follow_ups: ColumnType<{ wait_days: number; messages: string[] | null }[], never, never>;
};

/** A follow-up as the campaigns table keeps it. */
export interface CampaignFollowUpRow {
  template_id: string;
  wait_days: number;
}

/** The campaigns context's read models (lead_source_usage, which it also fills, is typed with the leads tables; campaign_run_settings: its public view). */
export interface CampaignTables {
  campaigns: CampaignsTable;
  campaign_run_settings: CampaignRunSettingsView;
  campaign_history: CampaignHistoryTable;
  message_templates: MessageTemplatesTable;
  keyword_samples: KeywordSamplesTable;
}
