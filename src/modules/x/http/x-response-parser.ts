/**
 * Pure parsing of X web API responses into the port's types. Fields moved between X releases
 * (`core.screen_name` beside `legacy.screen_name`, `avatar` beside `legacy.profile_image_url_https`,
 * `dm_permissions.can_dm` beside `legacy.can_dm`, ...): both places are read.
 */
import { UnexpectedResponse, UserNotFound } from '../x-errors';
import type { DirectMessage, InboxConversation, InboxPage, XProfile, XViewer } from '../x-gateway.port';

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value at `keys` under `value` (X nests what it returns several objects deep), or undefined. */
function at(value: unknown, ...keys: string[]): unknown {
  let current = value;
  for (const key of keys) {
    if (!isObject(current) || !Object.hasOwn(current, key)) return undefined;
    current = current[key];
  }
  return current;
}

function firstString(...values: unknown[]): string | undefined {
  for (const value of values) if (typeof value === 'string') return value;
  return undefined;
}

function firstNonEmptyString(...values: unknown[]): string | undefined {
  for (const value of values) if (typeof value === 'string' && value !== '') return value;
  return firstString(...values);
}

function firstNumber(...values: unknown[]): number | undefined {
  for (const value of values) {
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    if (typeof value === 'string' && value !== '' && Number.isFinite(Number(value))) return Number(value);
  }
  return undefined;
}

function firstBoolean(...values: unknown[]): boolean | undefined {
  for (const value of values) if (typeof value === 'boolean') return value;
  return undefined;
}

function expandedUrls(urls: unknown): string[] {
  if (!Array.isArray(urls)) return [];
  const out: string[] = [];
  for (const url of urls) {
    if (!isObject(url)) continue;
    const expanded = firstNonEmptyString(url.expanded_url, url.url);
    if (expanded && !out.includes(expanded)) out.push(expanded);
  }
  return out;
}

/** Unwraps `UserWithVisibilityResults`; null for `UserUnavailable` and other non-users. */
function unwrapUser(result: unknown): Json | null {
  if (!isObject(result)) return null;
  if (result.__typename === 'UserWithVisibilityResults' && isObject(result.user)) return result.user;
  if (result.__typename !== undefined && result.__typename !== 'User') return null;
  return result;
}

/** A GraphQL user result (`user_results.result` or `data.user.result`) as a profile; null when it is not a usable user. */
export function parseUserResult(result: unknown): XProfile | null {
  const user = unwrapUser(result);
  if (!user) return null;
  const legacy: Json = isObject(user.legacy) ? user.legacy : {};
  const core: Json = isObject(user.core) ? user.core : {};
  const bioBlock: Json = isObject(user.profile_bio) ? user.profile_bio : {};
  const bioEntities: Json = isObject(bioBlock.entities) ? bioBlock.entities : {};
  const legacyEntities: Json = isObject(legacy.entities) ? legacy.entities : {};
  const userId = firstNonEmptyString(user.rest_id, legacy.id_str);
  const username = firstNonEmptyString(core.screen_name, legacy.screen_name);
  if (!userId || !username) return null;

  const bioUrls = [
    ...expandedUrls(at(bioEntities, 'description', 'urls')),
    ...expandedUrls(at(legacyEntities, 'description', 'urls')),
  ].filter((url, index, all) => all.indexOf(url) === index);
  let profileUrls = [...expandedUrls(at(bioEntities, 'url', 'urls')), ...expandedUrls(at(legacyEntities, 'url', 'urls'))].filter(
    (url, index, all) => all.indexOf(url) === index,
  );
  if (profileUrls.length === 0) {
    const website = firstNonEmptyString(isObject(user.website) ? user.website.url : undefined, legacy.url);
    if (website) profileUrls = [website];
  }
  const location = isObject(user.location) ? user.location.location : user.location;
  const verification: Json = isObject(user.verification) ? user.verification : {};
  // Gold (Business) and grey (Government) checks come as verified_type alone: is_blue_verified and verified stay false.
  const verifiedType = firstNonEmptyString(verification.verified_type, legacy.verified_type, user.verified_type);

  return {
    userId,
    username,
    name: firstNonEmptyString(core.name, legacy.name) ?? username,
    bio: firstNonEmptyString(bioBlock.description, legacy.description) ?? '',
    bioUrls,
    profileUrls,
    location: firstNonEmptyString(location, legacy.location) ?? '',
    verified: user.is_blue_verified === true || legacy.verified === true || verification.verified === true || verifiedType !== undefined,
    ...(verifiedType !== undefined ? { verifiedType } : {}),
    followersCount: firstNumber(at(user, 'relationship_counts', 'followers'), legacy.followers_count) ?? 0,
    followingCount: firstNumber(at(user, 'relationship_counts', 'following'), legacy.friends_count) ?? 0,
    canDm: firstBoolean(at(user, 'dm_permissions', 'can_dm'), legacy.can_dm) ?? false,
    profileImageUrl: firstNonEmptyString(at(user, 'avatar', 'image_url'), legacy.profile_image_url_https) ?? null,
    protected: firstBoolean(at(user, 'privacy', 'protected'), legacy.protected) ?? false,
  };
}

/** UserByScreenName: `data.user.result`. An empty `data`, or an unavailable user, is UserNotFound. */
export function parseUserByScreenName(body: unknown, screenName: string): XProfile {
  const result = isObject(body) && isObject(body.data) && isObject(body.data.user) ? body.data.user.result : undefined;
  if (result === undefined) {
    throw new UserNotFound(`No X user @${screenName}`, { operation: 'UserByScreenName' });
  }
  const profile = parseUserResult(result);
  if (!profile) {
    const reason = isObject(result) && typeof result.reason === 'string' ? ` (${result.reason})` : '';
    throw new UserNotFound(`X user @${screenName} is unavailable${reason}`, { operation: 'UserByScreenName' });
  }
  return profile;
}

/** The timeline `instructions` array wherever the operation puts it. */
function findInstructions(data: Json): unknown[] | undefined {
  const candidates = [
    at(data, 'user', 'result', 'timeline', 'timeline', 'instructions'),
    at(data, 'user', 'result', 'timeline_v2', 'timeline', 'instructions'),
    at(data, 'retweeters_timeline', 'timeline', 'instructions'),
    at(data, 'favoriters_timeline', 'timeline', 'instructions'),
  ];
  for (const candidate of candidates) if (Array.isArray(candidate)) return candidate;
  // Fall back to the first `instructions` array under data, a few levels deep.
  const queue: Array<[unknown, number]> = [[data, 0]];
  while (queue.length > 0) {
    const [node, depth] = queue.shift()!;
    if (!isObject(node) || depth > 5) continue;
    if (Array.isArray(node.instructions)) return node.instructions;
    for (const child of Object.values(node)) queue.push([child, depth + 1]);
  }
  return undefined;
}

export interface ParsedProfileTimeline {
  profiles: XProfile[];
  nextCursor: string | null;
  topCursor: string | null;
}

/**
 * A user timeline (Followers, BlueVerifiedFollowers, Following, Retweeters, Favoriters).
 * The list is over when a page has no users, no Bottom cursor, or a Bottom cursor starting with "0|".
 */
export function parseProfileTimeline(body: unknown, operation: string, requestedCursor?: string | null): ParsedProfileTimeline {
  if (!isObject(body) || !isObject(body.data)) {
    throw new UnexpectedResponse(`${operation}: the response has no data`, { operation });
  }
  const data = body.data;
  if ((operation === 'Followers' || operation === 'Following' || operation === 'BlueVerifiedFollowers') && !isObject(data.user)) {
    throw new UserNotFound(`${operation}: no such X user`, { operation });
  }
  if (isObject(data.user) && at(data, 'user', 'result', '__typename') === 'UserUnavailable') {
    throw new UserNotFound(`${operation}: the X user is unavailable`, { operation });
  }
  const instructions = findInstructions(data);
  if (!instructions) {
    if (isObject(data.user) && !isObject(data.user.result)) throw new UserNotFound(`${operation}: no such X user`, { operation });
    throw new UnexpectedResponse(`${operation}: the response has no timeline instructions`, { operation });
  }
  const entries: Json[] = [];
  // Users of a TimelineTimelineModule sit in its items[].item; TimelineAddToModule adds more as moduleItems[].item.
  const moduleItems: Json[] = [];
  for (const instruction of instructions) {
    if (!isObject(instruction)) continue;
    if (Array.isArray(instruction.entries)) entries.push(...instruction.entries.filter(isObject));
    if (instruction.type === 'TimelineReplaceEntry' && isObject(instruction.entry)) entries.push(instruction.entry);
    if (instruction.type === 'TimelineAddToModule' && Array.isArray(instruction.moduleItems)) moduleItems.push(...instruction.moduleItems.filter(isObject));
  }
  const profiles: XProfile[] = [];
  const addUser = (itemContent: unknown) => {
    const profile = isObject(itemContent) ? parseUserResult(at(itemContent, 'user_results', 'result')) : null;
    if (profile && !profiles.some((p) => p.userId === profile.userId)) profiles.push(profile);
  };
  let bottom: string | null = null;
  let top: string | null = null;
  for (const entry of entries) {
    const content: Json = isObject(entry.content) ? entry.content : {};
    const cursorType = content.cursorType ?? at(content, 'itemContent', 'cursorType');
    const cursorValue = content.value ?? at(content, 'itemContent', 'value');
    if (typeof cursorType === 'string' && typeof cursorValue === 'string') {
      if (cursorType === 'Bottom') bottom = cursorValue;
      else if (cursorType === 'Top') top = cursorValue;
      continue;
    }
    if (Array.isArray(content.items)) {
      for (const item of content.items.filter(isObject)) addUser(at(item, 'item', 'itemContent'));
      continue;
    }
    addUser(content.itemContent);
  }
  for (const item of moduleItems) addUser(at(item, 'item', 'itemContent'));
  const ended = profiles.length === 0 || bottom === null || bottom.startsWith('0|') || bottom === requestedCursor;
  return { profiles, nextCursor: ended ? null : bottom, topCursor: top };
}

/** /1.1/account/verify_credentials.json: a v1.1 user object. */
export function parseVerifyCredentials(body: unknown): XViewer {
  if (!isObject(body)) throw new UnexpectedResponse('verify_credentials: not a JSON object', { operation: 'verify_credentials' });
  const userId = firstNonEmptyString(body.id_str, typeof body.id === 'number' ? String(body.id) : undefined);
  const screenName = firstNonEmptyString(body.screen_name);
  if (!userId || !screenName) {
    throw new UnexpectedResponse('verify_credentials: no user id or screen name', { operation: 'verify_credentials' });
  }
  return {
    userId,
    screenName,
    name: firstNonEmptyString(body.name) ?? screenName,
    profileImageUrl: firstNonEmptyString(body.profile_image_url_https, body.profile_image_url) ?? null,
    verified: body.is_blue_verified === true || body.ext_is_blue_verified === true || body.verified === true,
  };
}

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

/** Orders decimal id strings numerically without converting them (snowflakes exceed 2^53). */
function compareNumericIds(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
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
  messages.sort((a, b) => b.createdAt - a.createdAt || compareNumericIds(b.id, a.id));
  const minEntryId = firstNonEmptyString(root.min_entry_id) ?? null;
  return { messages, hasMore: root.status === 'HAS_MORE' && minEntryId !== null, minEntryId };
}
