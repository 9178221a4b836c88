/**
 * Replies to a campaign's DMs, as the API answers them.
 *
 * | Method and path | Query | Answer |
 * | GET /api/campaigns/:id/replies | ra-data-simple-rest range=[0,24] (newest first) | `ReplyRow[]` + Content-Range `campaign-replies 0-1/2` |
 * | GET /api/campaigns/:id/replies.csv | | text/csv attachment, `REPLY_CSV_COLUMNS` first, newest first |
 * Another user's campaign answers 404 like a missing one (campaigns' `campaignMessages.notFound`).
 */

/** One reply message from a recipient of the campaign. */
export interface ReplyRow {
  /** X's id of the reply message. */
  id: string;
  campaign_id: string;
  /** The recipient's X username (lower-case). */
  username: string;
  /** Their display name, when the product knows their profile. */
  name?: string;
  text: string;
  received_at: string;
  /** The conversation on X: https://x.com/messages/<conversation_id>. */
  conversation_url: string;
  profile_url: string;
}

/** The replies file's columns, in order. */
export const REPLY_CSV_COLUMNS = ['username', 'name', 'text', 'received_at', 'conversation_url', 'profile_url'] as const;
export const repliesFileName = (campaignName: string) => `${campaignName.replace(/ /g, '_')}_replies.csv`;

export const conversationUrl = (conversationId: string) => `https://x.com/messages/${conversationId}`;
export const profileUrl = (username: string) => `https://x.com/${username}`;

/** Reply rate of a card: leads that replied over DMs sent, 0..1; null while nothing was sent. */
export function replyRate(repliedLeads: number, messagesSent: number): number | null {
  return messagesSent > 0 ? Math.min(1, repliedLeads / messagesSent) : null;
}
