import { derivedEventId } from '../../identity';
import type { Event } from '../../../platform/event-store/event-store.port';

/**
 * A recipient of a campaign's DM wrote back to the account it came from. Recorded on the campaign's replies
 * stream under an id derived from X's message id, so a message read by two polls is one event.
 */
export type ReplyReceived = Event<
  'ReplyReceived',
  {
    userId: string;
    campaignId: string;
    accountId: string;
    /** The dm_deliveries row of the DM answered. */
    deliveryId: string;
    /** The recipient's X username, lower-case. */
    username: string;
    recipientXId: string;
    /** X's id of the reply message. */
    messageId: string;
    conversationId: string;
    text: string;
    /** When X says the reply was written (ISO). */
    receivedAt: string;
  }
>;

export type ReplyEvent = ReplyReceived;

export const replyEventTypes = ['ReplyReceived'] as const;

export const campaignRepliesStreamId = (campaignId: string) => `campaign-replies-${campaignId}`;

export const replyReceivedEventId = (messageId: string) => derivedEventId(`ReplyReceived:${messageId}`);
