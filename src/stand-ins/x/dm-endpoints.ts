/**
 * X's DM endpoints: sending a DM (dm/new2), reading the inbox (inbox_initial_state, then user_updates from a
 * cursor) and reading one conversation (dm/conversation/{id}.json, newest first, paged back with max_id).
 */
import { errorAnswer, HttpAnswer } from './http-io';
import type { SimUser } from './population';
import { messageEntry, v11User } from './responses';
import type { XSimulatorState } from './simulator-state';

/** Sends a DM from the JSON body, with X's refusals: closed DMs, verified-only, looking automated. */
export function answerSendDm(state: XSimulatorState, sender: SimUser, raw: string): HttpAnswer {
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(raw);
  } catch {
    return errorAnswer(400, 214, 'Invalid JSON body.');
  }
  const text = typeof body.text === 'string' ? body.text : '';
  const conversationId = typeof body.conversation_id === 'string' ? body.conversation_id : '';
  const requestId = typeof body.request_id === 'string' ? body.request_id : undefined;
  const ids = conversationId.split('-');
  if (ids.length !== 2 || !ids.includes(sender.userId) || body.recipient_ids !== false || !requestId) {
    return errorAnswer(400, 214, 'conversation_id, recipient_ids=false and request_id are required.');
  }
  if (BigInt(ids[0]) > BigInt(ids[1])) return errorAnswer(400, 214, 'Invalid conversation_id.');
  if (text.trim() === '' || text.length > 10_000) return errorAnswer(400, 354, 'The text of your direct message is over the max character limit.');
  const recipientId = ids[0] === sender.userId ? ids[1] : ids[0];
  const previous = state.requestIdDedupe ? state.dmLedger.sentWithRequestId(sender.userId, requestId) : undefined;
  if (previous) return new HttpAnswer(200, { entries: [messageEntry(previous)], users: {} });
  const recipient = state.population.userById(recipientId);
  if (!recipient) return errorAnswer(404, 50, 'User not found.');
  if (state.faults.cannotMessage.has(recipientId) || recipient.dmPolicy === 'closed') {
    return errorAnswer(403, 349, 'You cannot send messages to this user.');
  }
  if (recipient.dmPolicy === 'verified_only' && !sender.verified) {
    return errorAnswer(403, 476, 'This user only accepts messages from verified users.');
  }
  const n = state.faults.automatedAfterSimilar;
  if (n !== null && n >= 0 && state.dmLedger.repeatsSimilar(sender.userId, text, n)) {
    return errorAnswer(
      403,
      226,
      'This request looks like it might be automated. To protect our users from spam and other malicious activity, we can’t complete this action right now.',
    );
  }
  const message = state.dmLedger.send(sender.userId, recipientId, text, requestId);
  return new HttpAnswer(200, {
    entries: [messageEntry(message)],
    users: { [sender.userId]: v11User(sender), [recipientId]: v11User(recipient) },
  });
}

/** The viewer's DMs: the last 50 without a cursor, else every one since the cursor. */
export function answerInbox(state: XSimulatorState, viewer: SimUser, cursor: string | null): HttpAnswer {
  let after = 0;
  if (cursor !== null) {
    const decoded = /^sim:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!decoded) return errorAnswer(400, 214, 'Bad cursor');
    after = Number(decoded[1]);
  }
  const mine = state.dmLedger.involving(viewer.userId, after);
  const shown = cursor === null ? mine.slice(-50) : mine;
  const latest = Math.max(after, state.dmLedger.latestSeq());
  const conversations: Record<string, unknown> = {};
  const users: Record<string, unknown> = {};
  for (const m of shown) {
    const other = m.senderId === viewer.userId ? m.recipientId : m.senderId;
    const otherUser = state.population.userById(other);
    if (otherUser) users[other] = v11User(otherUser);
    const previous = conversations[m.conversationId] as { sort_timestamp: string } | undefined;
    if (!previous || Number(previous.sort_timestamp) <= m.time) {
      conversations[m.conversationId] = {
        conversation_id: m.conversationId,
        type: 'ONE_TO_ONE',
        sort_event_id: m.id,
        sort_timestamp: String(m.time),
        participants: m.conversationId.split('-').map((id) => ({ user_id: id })),
        trusted: true,
        muted: false,
        status: 'AT_END',
      };
    }
  }
  users[viewer.userId] = v11User(viewer);
  const payload = {
    cursor: Buffer.from(`sim:${latest}`).toString('base64url'),
    last_seen_event_id: shown.at(-1)?.id ?? '0',
    entries: [...shown].reverse().map(messageEntry),
    users,
    conversations,
  };
  if (cursor === null) {
    return new HttpAnswer(200, {
      inbox_initial_state: { ...payload, inbox_timelines: { trusted: { status: 'AT_END' }, untrusted: { status: 'AT_END' } } },
    });
  }
  return new HttpAnswer(200, { user_events: payload });
}

/** Messages of a conversation page. */
const CONVERSATION_PAGE_SIZE = 50;

/** One conversation of the viewer: up to 50 messages older than max_id (all when absent), newest first. */
export function answerConversation(state: XSimulatorState, viewer: SimUser, conversationId: string, maxId: string | null): HttpAnswer {
  const ids = conversationId.split('-');
  if (ids.length !== 2 || !ids.every((id) => /^\d+$/.test(id)) || !ids.includes(viewer.userId)) {
    return errorAnswer(403, 279, 'You do not have permission to access this conversation.');
  }
  if (maxId !== null && !/^\d+$/.test(maxId)) return errorAnswer(400, 214, 'Bad max_id');
  const all = state.dmLedger.conversation(conversationId);
  const older = maxId === null ? all : all.filter((m) => BigInt(m.id) < BigInt(maxId));
  const page = older.slice(-CONVERSATION_PAGE_SIZE).reverse();
  const users: Record<string, unknown> = {};
  for (const id of ids) {
    const user = state.population.userById(id);
    if (user) users[id] = v11User(user);
  }
  const newest = all.at(-1);
  return new HttpAnswer(200, {
    conversation_timeline: {
      status: older.length > page.length ? 'HAS_MORE' : 'AT_END',
      ...(page.length > 0 ? { min_entry_id: page.at(-1)!.id, max_entry_id: page[0].id } : {}),
      entries: page.map(messageEntry),
      users,
      conversations: newest
        ? {
            [conversationId]: {
              conversation_id: conversationId,
              type: 'ONE_TO_ONE',
              sort_event_id: newest.id,
              sort_timestamp: String(newest.time),
              participants: ids.map((id) => ({ user_id: id })),
              trusted: true,
              muted: false,
              status: older.length > page.length ? 'HAS_MORE' : 'AT_END',
            },
          }
        : {},
    },
  });
}
