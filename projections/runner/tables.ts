import type { ColumnType } from 'kysely';

/** Timestamps read back as Date, written as a Date or an ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;

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
  replied_leads: number;
  replies: number;
  last_reply_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  stream_version: number;
}

/** The DM runner's read models. */
export interface RunnerTables {
  campaign_replies: CampaignRepliesTable;
  campaign_reply_counts: CampaignReplyCountsTable;
}
