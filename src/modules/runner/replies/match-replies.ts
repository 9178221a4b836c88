import { cameAfter, compareXIds, type DirectMessage } from '../../x';
import type { ReplyReceived } from './events';

/** A campaign DM the account sent (a 'sent' dm_deliveries row), as reply matching needs it. */
export interface SentDelivery {
  id: string;
  userId: string;
  campaignId: string;
  username: string;
  recipientXId: string;
  /** X's id of the DM; null when X's answer was never read (then sentAt decides). */
  xMessageId: string | null;
  /** Epoch milliseconds when the send was settled. */
  sentAt: number;
}

export interface PolledAccount {
  accountId: string;
  /** The account's own X user id: messages it sent are not replies. */
  xUserId: string;
}


/**
 * The replies among an account's incoming messages: a message written to the account by someone it sent a
 * campaign DM to, after that DM. Messages from anyone never DM'd, the account's own messages and messages older
 * than the DM are not replies. When several campaigns DM'd the sender, the reply belongs to the latest DM before
 * it. Each message once (X may list it in two polls; the event id derived from its id keeps it one event anyway).
 */
export function matchReplies(account: PolledAccount, messages: readonly DirectMessage[], deliveries: readonly SentDelivery[]): ReplyReceived['data'][] {
  const bySender = new Map<string, SentDelivery[]>();
  for (const delivery of deliveries) {
    const list = bySender.get(delivery.recipientXId) ?? [];
    list.push(delivery);
    bySender.set(delivery.recipientXId, list);
  }
  const seen = new Set<string>();
  const replies: ReplyReceived['data'][] = [];
  for (const message of [...messages].sort((a, b) => a.createdAt - b.createdAt || compareXIds(a.id, b.id))) {
    if (seen.has(message.id) || message.senderId === account.xUserId) continue;
    if (message.recipientId !== null && message.recipientId !== account.xUserId) continue;
    const answered = (bySender.get(message.senderId) ?? []).filter((delivery) => cameAfter(message, { id: delivery.xMessageId, atMs: delivery.sentAt }));
    if (answered.length === 0) continue;
    const delivery = answered.reduce((latest, d) => (d.sentAt > latest.sentAt ? d : latest));
    seen.add(message.id);
    replies.push({
      userId: delivery.userId,
      campaignId: delivery.campaignId,
      accountId: account.accountId,
      deliveryId: delivery.id,
      username: delivery.username,
      recipientXId: message.senderId,
      messageId: message.id,
      conversationId: message.conversationId,
      text: message.text,
      receivedAt: new Date(message.createdAt).toISOString(),
    });
  }
  return replies;
}

/**
 * The messages to read again at the next poll: those that are not replies yet but whose sender has a campaign DM
 * of the account still in flight (reserved, not settled: X may have taken it, and the recipient may have answered
 * before the runner recorded it as sent). Once that DM settles sent, the message matches it; settled failed (or
 * never sent), nothing holds it any more. Own messages and messages to another account are never held.
 */
export function messagesToHold(
  account: PolledAccount,
  messages: readonly DirectMessage[],
  replies: readonly ReplyReceived['data'][],
  inFlightRecipientIds: ReadonlySet<string>,
): DirectMessage[] {
  const matched = new Set(replies.map((reply) => reply.messageId));
  const held = new Map<string, DirectMessage>();
  for (const message of messages) {
    if (matched.has(message.id) || message.senderId === account.xUserId) continue;
    if (message.recipientId !== null && message.recipientId !== account.xUserId) continue;
    if (inFlightRecipientIds.has(message.senderId)) held.set(message.id, message);
  }
  return [...held.values()];
}
