import { createHmac, timingSafeEqual } from 'node:crypto';
import { DomainError } from '../../../platform/http/domain-error';
import { datasetMessages } from '../contract';

/** The key that signs search page cursors, derived from the app's server secret (never the secret itself). */
export const CURSOR_KEY = Symbol('DatasetCursorKey');

export function cursorKeyFrom(serverSecret: string): Buffer {
  return createHmac('sha256', serverSecret).update('dataset-search-cursor').digest();
}

/** Where a search page ends: how many matches the user has been given so far, and the last X user id read. */
export interface CursorPosition {
  seen: number;
  id: string;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what a cursor may not hold.
const CURSOR = /^(\d{1,9})\.([^\u0000-\u001f.]{1,40})\.([\w-]{22})$/;

const signatureOf = (key: Buffer, userId: string, seen: number, id: string) =>
  createHmac('sha256', key).update(`${userId}\n${seen}\n${id}`).digest().subarray(0, 16).toString('base64url');

/**
 * A page cursor the server signed for this user: `seen.id.signature`. The count of matches seen is what the
 * free plan's 200 is held against, so a client may not write its own (an HMAC over the user, the count and
 * the id; 128 bits).
 */
export function signCursor(key: Buffer, userId: string, position: CursorPosition): string {
  return `${position.seen}.${position.id}.${signatureOf(key, userId, position.seen, position.id)}`;
}

/** The position of a cursor this server signed for this user; anything else is refused as not valid. */
export function readCursor(key: Buffer, userId: string, cursor: string): CursorPosition {
  const match = CURSOR.exec(cursor);
  if (!match) throw new DomainError(datasetMessages.badCursor, 'bad_cursor');
  const seen = Number(match[1]);
  const id = match[2] as string;
  const given = Buffer.from(match[3] as string);
  const expected = Buffer.from(signatureOf(key, userId, seen, id));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new DomainError(datasetMessages.badCursor, 'bad_cursor');
  return { seen, id };
}
