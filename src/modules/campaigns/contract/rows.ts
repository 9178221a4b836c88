/**
 * The answers' shapes: the rows GET /api/campaigns, /api/message-templates and /api/keyword-samples return (and
 * the history of a campaign), the answers of the commands, the statuses and types the rows carry, and the sort fields.
 */

export const campaignStatuses = ['ready', 'running', 'paused', 'completed', 'failed', 'stopped'] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];

export const sampleTypes = ['include', 'exclude'] as const;
export type SampleType = (typeof sampleTypes)[number];

/** One row of GET /api/campaigns and GET /api/campaigns/:id: the specification's entity, plus its sources' names. */
export interface CampaignRow {
  id: string;
  user_id: string;
  name: string;
  status: CampaignStatus;
  lead_source_ids: string[];
  /** The sources' names for the card's popup, in lead_source_ids order (a deleted source is left out). */
  lead_sources: { id: string; name: string }[];
  daily_dm_limit: number;
  profile_id: string | null;
  template_id: string;
  skip_already_dmd: boolean;
  use_do_not_contact_list: boolean;
  /** 'Optimise automatically': sends shift toward the variation that gets replies (off unless set). */
  optimise_automatically: boolean;
  /** Follow-ups after the first message, in order: each its template and its wait in days after the message before. */
  follow_ups: { template_id: string; wait_days: number }[];
  /** DMs sent and failed, follow-ups included. */
  messages_sent: number;
  messages_failed: number;
  /** Of messages_sent and messages_failed, the follow-ups. */
  follow_ups_sent: number;
  follow_ups_failed: number;
  next_contact_index: number;
  requires_validation: boolean;
  /** Sum of the sources' total_leads when the campaign was created or last edited (the runner may refine it). */
  campaign_total_leads: number;
  /** Its sources' leads now: more than campaign_total_leads on a completed campaign means leads it has not contacted. */
  leads_in_sources: number;
  error_message: string | null;
  skipped_already_dmd: number;
  skipped_do_not_contact: number;
  /** Leads skipped because their profile says they cannot be messaged (closed DMs, verified senders only). */
  skipped_cannot_dm: number;
  /** Sending hours (minutes from midnight in time_zone); both null: the whole day. Not in the specification. */
  send_window_start: number | null;
  send_window_end: number | null;
  /** The IANA time zone the sending hours and the day's limit are counted in ('UTC' unless set). */
  time_zone: string;
  /** Leads that replied to the campaign's DM (each lead once, however many messages). */
  replies_count: number;
  /** replies_count / messages_sent, 0..1; null while nothing was sent. */
  reply_rate: number | null;
  created_at: string;
  updated_at: string;
}

/** Create, update, rename, start, pause and validate answer the campaign and the toast's message. */
export type CampaignAnswer = CampaignRow & { message: string };

/** POST /api/campaigns/:id/check-start. */
export interface CheckStartAnswer {
  can_start: boolean;
  /** Why not, or `campaignMessages.canStart`. */
  message: string;
}

export const historyActors = ['user', 'runner', 'system'] as const;
export type HistoryActor = (typeof historyActors)[number];

/** One change of one field, as text. */
export interface HistoryChange {
  field: string;
  from: string | null;
  to: string | null;
}

/** One row of GET /api/campaigns/:id/history and of `npm run audit -- campaign <id>`: one event. */
export interface CampaignHistoryRow {
  /** The event's position in its stream. */
  version: number;
  event_type: string;
  /** What changed, in words: 'Created', 'Renamed', 'Started', 'Paused', 'Edited: daily_dm_limit', … */
  what: string;
  /** The fields' values before and after, as 'field: value' joined by '; ' (null when nothing was there). */
  from: string | null;
  to: string | null;
  changes: HistoryChange[];
  at: string;
  by: HistoryActor;
  /** The person who made a change (`by` user): their email. */
  by_email: string | null;
}

/** One row of GET /api/message-templates. */
export interface TemplateRow {
  id: string;
  user_id: string;
  name: string;
  messages: string[];
  created_at: string;
  updated_at: string;
}
export type TemplateAnswer = TemplateRow & { message: string };

/** One row of GET /api/keyword-samples. */
export interface KeywordSampleRow {
  id: string;
  user_id: string;
  name: string;
  type: SampleType;
  keywords: string[];
  created_at: string;
  updated_at: string;
}
export type KeywordSampleAnswer = KeywordSampleRow & { message: string };

/** DELETE answers. */
export interface DeleteAnswer {
  id: string;
  message: string;
}

/** The campaign list's sort fields; the default is newest first (created_at DESC). */
export const campaignSortFields = ['created_at', 'updated_at', 'name', 'status', 'id'] as const;
export const templateSortFields = ['created_at', 'updated_at', 'name', 'id'] as const;
export const sampleSortFields = ['created_at', 'updated_at', 'name', 'id'] as const;
