/** The profile lists' GraphQL timelines (Followers, BlueVerifiedFollowers, Following, Retweeters, Favoriters) as pages of profiles. */
import { UnexpectedResponse, UserNotFound } from '../x-errors';
import type { XProfile } from '../x-gateway.port';
import { at, isObject, type Json } from './x-json-fields';
import { parseUserResult } from './x-user-parser';

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
