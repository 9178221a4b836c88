import { isXUsername, readXLink, X_USERNAME_MAX_LENGTH } from '../../x/username';

/** Why an entry gives no username, as a category (for counting) and in words a user understands (`reason`). */
export type DropKind = 'not-a-username' | 'too-long' | 'not-a-profile' | 'other-site';

/** An entry of the input that gives no username, with the reason. */
export interface DroppedEntry {
  entry: string;
  reason: string;
  kind: DropKind;
}

/** What an input cleans to; the API saves `usernames`, the UI previews all of it. */
export interface CleanedUsernames {
  /** Valid usernames, distinct, in the order they first appear. */
  usernames: string[];
  /** Entries that gave no username, in input order. */
  dropped: DroppedEntry[];
  /** Entries that repeat a username given earlier in the same input. */
  repeated: number;
}

export const dropReasons = {
  notAUsername: 'not a username',
  tooLong: `longer than ${X_USERNAME_MAX_LENGTH} characters`,
  notAProfile: (path: string) => `a link to x.com${path ? `/${path}` : ''}, not a profile`,
  otherSite: 'a link to another site, not an X profile',
} as const;

/** Entries are separated by whitespace, commas or semicolons: none of them can be part of a username. */
const SEPARATORS = /[\s,;]+/;
/** Long entries are shown shortened; a dropped entry of thousands of characters helps no one. */
const SHOWN_ENTRY_LENGTH = 40;

/**
 * The specification's cleaning of one entry: a leading @ removed, a profile link gives its username (query
 * and hash dropped), characters other than letters, digits and underscore removed, lowercased. Does not apply
 * the length rule (see cleanEntry), so an over-long name stored before the rule can still be named to remove it.
 * Returns '' when the entry names no one.
 */
export function cleanUsername(entry: string): string {
  const cleaned = cleanEntry(entry);
  return 'username' in cleaned ? cleaned.username : (cleaned.overLong ?? '');
}

type CleanedEntry = { username: string } | { reason: string; kind: DropKind; overLong?: string };

/** Cleans one entry and applies X's rule: a username, or the reason there is none. */
export function cleanEntry(entry: string): CleanedEntry {
  const value = entry.trim().replace(/^@+/, '');
  const link = readXLink(value);
  if (link.kind === 'other-site') return { reason: dropReasons.otherSite, kind: 'other-site' };
  if (link.kind === 'not-a-profile') {
    return { reason: dropReasons.notAProfile(shorten(link.path.toLowerCase())), kind: 'not-a-profile' };
  }
  const username = (link.kind === 'profile' ? link.username : value).replace(/[^A-Za-z0-9_]/g, '').toLowerCase();
  if (username.length === 0) return { reason: dropReasons.notAUsername, kind: 'not-a-username' };
  if (!isXUsername(username)) return { reason: dropReasons.tooLong, kind: 'too-long', overLong: username };
  return { username };
}

/** Splits the input into entries, cleans each, keeps the first of each username and says why others were dropped. */
export function cleanUsernames(input: string): CleanedUsernames {
  const seen = new Set<string>();
  const dropped: DroppedEntry[] = [];
  let repeated = 0;
  for (const entry of input.split(SEPARATORS)) {
    if (entry.length === 0) continue;
    const cleaned = cleanEntry(entry);
    if (!('username' in cleaned)) dropped.push({ entry: shorten(entry), reason: cleaned.reason, kind: cleaned.kind });
    else if (seen.has(cleaned.username)) repeated++;
    else seen.add(cleaned.username);
  }
  return { usernames: [...seen], dropped, repeated };
}

function shorten(text: string): string {
  return text.length > SHOWN_ENTRY_LENGTH ? `${text.slice(0, SHOWN_ENTRY_LENGTH - 1)}…` : text;
}
