/** X's direct message answers (a send, the inbox and its updates, one conversation) as the port's messages. */
import { compareXIds } from '../message-order';
import { UnexpectedResponse } from '../x-errors';
import type { DirectMessage, InboxConversation, InboxPage } from '../x-gateway.port';
import { firstNonEmptyString, firstNumber, firstString, isObject, type Json } from './x-json-fields';

function parseMessageEntry(entry: unknown): DirectMessage | null {
  if (!isObject(entry) || !isObject(entry.message)) return null;
  const message = entry.message;
  const data: Json = isObject(message.message_data) ? message.message_data : {};
  const id = firstNonEmptyString(message.id, data.id);
  const conversationId = firstNonEmptyString(message.conversation_id);
  const senderId = firstNonEmptyString(data.sender_id);
  if (!id || !conversationId || !senderId) return null;
  return {
    id,
    conversationId,
    senderId,
    recipientId: firstNonEmptyString(data.recipient_id) ?? null,
    text: firstString(data.text) ?? '',
    createdAt: firstNumber(message.time, data.time) ?? 0,
  };
}

/** dm/new2.json: `entries[].message` (older answers: `event`). */
export function parseDmSend(body: unknown, expectedConversationId: string): { messageId: string; conversationId: string } {
  if (isObject(body)) {
    if (Array.isArray(body.entries)) {
      for (const entry of body.entries) {
        const message = parseMessageEntry(entry);
        if (message) return { messageId: message.id, conversationId: message.conversationId };
      }
    }
    if (isObject(body.event) && typeof body.event.id === 'string') {
      return { messageId: body.event.id, conversationId: expectedConversationId };
    }
  }
  throw new UnexpectedResponse('dm/new2: the answer has no message id', { operation: 'dm/new2' });
}

/** inbox_initial_state.json (`inbox_initial_state`) or user_updates.json (`user_events`). */
export function parseInbox(body: unknown): InboxPage {
  const root = isObject(body) ? (body.inbox_initial_state ?? body.user_events) : undefined;
  if (!isObject(root)) throw new UnexpectedResponse('DM inbox: unexpected answer', { operation: 'dm/inbox' });
  const messages: DirectMessage[] = [];
  for (const entry of Array.isArray(root.entries) ? root.entries : []) {
    const message = parseMessageEntry(entry);
    if (message) messages.push(message);
  }
  messages.sort((a, b) => a.createdAt - b.createdAt);
  const conversations: InboxConversation[] = [];
  if (isObject(root.conversations)) {
    for (const [key, conversation] of Object.entries(root.conversations)) {
      if (!isObject(conversation)) continue;
      const participants = Array.isArray(conversation.participants) ? conversation.participants : [];
      conversations.push({
        conversationId: firstNonEmptyString(conversation.conversation_id) ?? key,
        participantIds: participants
          .map((p: unknown) => (isObject(p) ? firstNonEmptyString(p.user_id) : undefined))
          .filter((id: string | undefined): id is string => id !== undefined),
        lastActivityAt: firstNumber(conversation.sort_timestamp) ?? null,
      });
    }
  }
  return { messages, conversations, cursor: firstNonEmptyString(root.cursor) ?? null };
}

export interface ConversationPage {
  /** Newest first, as X lists them. */
  messages: DirectMessage[];
  /** Whether older messages remain (X's status HAS_MORE); page on with max_id = minEntryId. */
  hasMore: boolean;
  minEntryId: string | null;
}

/**
 * dm/conversation/{id}.json: `conversation_timeline` with `entries[]` newest first (messages and other events,
 * such as conversation_create or join_conversation, which are skipped), `status` 'HAS_MORE' or 'AT_END' and
 * `min_entry_id` to page to older entries.
 */
export function parseConversation(body: unknown): ConversationPage {
  const root = isObject(body) ? body.conversation_timeline : undefined;
  if (!isObject(root)) throw new UnexpectedResponse('DM conversation: unexpected answer', { operation: 'dm/conversation' });
  const messages: DirectMessage[] = [];
  for (const entry of Array.isArray(root.entries) ? root.entries : []) {
    const message = parseMessageEntry(entry);
    if (message) messages.push(message);
  }
  // Ids are snowflakes (time-ordered); sort by them so the order holds whatever order X listed them in.
  messages.sort((a, b) => b.createdAt - a.createdAt || compareXIds(b.id, a.id));
  const minEntryId = firstNonEmptyString(root.min_entry_id) ?? null;
  return { messages, hasMore: root.status === 'HAS_MORE' && minEntryId !== null, minEntryId };
}
