import type { ColumnType, Generated } from 'kysely';
import type { Day, DefaultTimestamp, Json, Nullable, NullableDay, NullableTimestamp, Timestamp, WithDefault } from '../columns';

/** One row per reply message a campaign's recipient sent (projection campaign-replies); id: X's message id. */
export interface CampaignRepliesTable {
  id: string;
  user_id: string;
  campaign_id: string;
  account_id: string;
  delivery_id: string;
  username: string;
  recipient_x_id: string;
  conversation_id: string;
  text: string;
  received_at: Timestamp;
}

/** Per campaign: leads that replied, reply messages, the latest reply; stream_version: the replies stream applied. */
export interface CampaignReplyCountsTable {
  campaign_id: string;
  user_id: string;
  replied_leads: Generated<number>;
  replies: Generated<number>;
  last_reply_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  stream_version: number;
}

/** DMs sent per campaign and UTC day, kept by statement triggers on the ledger (dm_deliveries) as rows become 'sent'. */
export interface CampaignDailySendsTable {
  campaign_id: string;
  day: Day;
  user_id: string;
  sent: Generated<number>;
}

/** Per campaign and UTC day (projection campaign-replies): leads whose first reply came that day, and reply messages. */
export interface CampaignDailyRepliesTable {
  campaign_id: string;
  day: Day;
  user_id: string;
  replied_leads: Generated<number>;
  replies: Generated<number>;
}

/** What became of one lead of a campaign in the delivery ledger. */
export type DeliveryState = 'reserved' | 'sent' | 'failed' | 'skipped_do_not_contact' | 'skipped_already_dmd' | 'skipped_cannot_dm' | 'skipped_replied';

/** The delivery ledger: one row per (campaign, recipient, step), reserved before X is called (not a read model). */
export interface DmDeliveriesTable {
  id: string;
  user_id: string;
  campaign_id: string;
  account_id: string;
  /** The sending account's X id: the per-profile cap counts across reconnects. */
  sender_profile_id: Nullable<string>;
  lead_source_id: string;
  username: string;
  recipient_x_id: Nullable<string>;
  contact_index: number;
  day: Day;
  state: DeliveryState;
  text: Nullable<string>;
  /** Which of the template's variations the DM used (0-based, as they were when sent); null on skips and older rows. */
  variation: Nullable<number>;
  /** 0: the first message; 1 to 3: the follow-ups. */
  step: WithDefault<number>;
  x_message_id: Nullable<string>;
  conversation_id: Nullable<string>;
  error_kind: Nullable<string>;
  error_message: Nullable<string>;
  reserved_at: DefaultTimestamp;
  finished_at: NullableTimestamp;
}

/** A lifecycle change the runner decided and still has to record on the campaign. */
export type PendingLifecycle = 'complete' | 'pause' | 'pause_account' | 'fail_account' | 'reconnect';

/** The runner's own state per campaign (not a read model): 'running' from the start until it stops. */
export interface CampaignRunsTable {
  campaign_id: string;
  user_id: string;
  account_id: string;
  status: 'running' | 'stopped';
  next_send_at: DefaultTimestamp;
  /** The delivery reserved and not yet settled. */
  in_flight: Nullable<string>;
  messages_sent: Generated<number>;
  messages_failed: Generated<number>;
  /** Of messages_sent and messages_failed, the follow-ups. */
  follow_ups_sent: Generated<number>;
  follow_ups_failed: Generated<number>;
  skipped_already_dmd: Generated<number>;
  skipped_do_not_contact: Generated<number>;
  skipped_cannot_dm: Generated<number>;
  next_contact_index: Generated<number>;
  consecutive_failures: Generated<number>;
  retries: Generated<number>;
  source_index: Generated<number>;
  last_username: Nullable<string>;
  /** The account's local day the day's target counts (read it with to_char: a Date would be UTC midnight). */
  day: NullableDay;
  day_target: Generated<number>;
  day_sent: Generated<number>;
  progress_version: Generated<number>;
  flushed_version: Generated<number>;
  flushed_at: NullableTimestamp;
  stop_reason: Nullable<string>;
  started_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  /** The advisory lock key of the worker process holding the run; null between sends. */
  leased_by: Nullable<number>;
  lifecycle_version: Generated<number>;
  pending: Nullable<PendingLifecycle>;
  error_message: Nullable<string>;
  /** The progress last appended as a CampaignProgressRecorded roll-up, and when. */
  recorded_version: Generated<number>;
  recorded_at: NullableTimestamp;
}

/** Each campaign's counters as the runner's progress flush last wrote them (public read model); never lowered. */
export interface CampaignProgressTable {
  campaign_id: string;
  user_id: string;
  messages_sent: Generated<number>;
  messages_failed: Generated<number>;
  /** Of messages_sent and messages_failed, the follow-ups. */
  follow_ups_sent: Generated<number>;
  follow_ups_failed: Generated<number>;
  skipped_already_dmd: Generated<number>;
  skipped_do_not_contact: Generated<number>;
  skipped_cannot_dm: Generated<number>;
  next_contact_index: Generated<number>;
  /** The run's progress the row reflects. */
  progress_version: Generated<number>;
  updated_at: DefaultTimestamp;
}

/** Each account's daily cap and time zone. */
export interface RunnerAccountSettingsTable {
  account_id: string;
  user_id: string;
  daily_cap: Generated<number>;
  time_zone: Generated<string>;
  /** Warm-up on (the default for an account connected since warm-up exists). */
  warm_up: Generated<boolean>;
  updated_at: DefaultTimestamp;
}

/** Where each account's reply polling stands, and why it stopped. */
export interface ReplyPollCursorsTable {
  account_id: string;
  user_id: string;
  cursor: Nullable<string>;
  polled_at: NullableTimestamp;
  stopped_at: NullableTimestamp;
  stop_reason: Nullable<string>;
}

/** Inbox messages whose sender has a DM of the account still in flight: matched again until that delivery settles. */
export interface ReplyHeldMessagesTable {
  account_id: string;
  message_id: string;
  sender_x_id: string;
  message: Json<unknown>;
  held_at: DefaultTimestamp;
}

/** The DM runner's tables: its ledger, runs, settings, replies and their polling. */
export interface RunnerTables {
  campaign_replies: CampaignRepliesTable;
  campaign_reply_counts: CampaignReplyCountsTable;
  campaign_daily_sends: CampaignDailySendsTable;
  campaign_daily_replies: CampaignDailyRepliesTable;
  dm_deliveries: DmDeliveriesTable;
  campaign_runs: CampaignRunsTable;
  campaign_progress: CampaignProgressTable;
  runner_account_settings: RunnerAccountSettingsTable;
  reply_poll_cursors: ReplyPollCursorsTable;
  reply_held_messages: ReplyHeldMessagesTable;
}
