import { isXUsername, readXLink } from '../../x/username';
import { LEAD_FIELD_COLUMNS, type LeadRow } from '../contract';

/** One lead as the upload writes it: a lead row without its ids and can_dm, which an upload does not know. */
export type LeadRecord = Omit<LeadRow, 'id' | 'lead_source_id' | 'can_dm'>;

export type LeadField = (typeof LEAD_FIELD_COLUMNS)[number];

/**
 * A username as written in a file, cleaned: trimmed, a leading @ (or several) removed, a profile link on x.com
 * or twitter.com read as its user; lower case. Anything that is not then an X username (1 to 15 letters,
 * digits, underscores) answers null.
 */
const PLAIN_USERNAME = /^@?([A-Za-z0-9_]{1,15})$/;

export function cleanLeadUsername(raw: string): string | null {
  // The common case first: a bare username or @handle.
  const plain = PLAIN_USERNAME.exec(raw);
  if (plain) return (plain[1] as string).toLowerCase();
  let value = raw.trim();
  const link = readXLink(value);
  if (link.kind === 'profile') value = link.username;
  else if (link.kind !== 'not-a-link') return null;
  value = value.replace(/^@+/, '');
  return isXUsername(value) ? value.toLowerCase() : null;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what it finds (with lone surrogates).
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const UNSTORABLE_ALL = new RegExp(UNSTORABLE.source, 'g');

/** Text PostgreSQL can store: NUL characters dropped, lone surrogates replaced by U+FFFD. */
export const storable = (text: string) =>
  UNSTORABLE.test(text) ? text.replace(UNSTORABLE_ALL, (c) => (c === '\u0000' ? '' : '\ufffd')) : text;

const MAX_INT = 2_147_483_647;

function count(value: string): number | null {
  if (/^\d{1,9}$/.test(value)) return Number(value);
  const digits = value.trim().replace(/[,_\s]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  const n = Number(digits);
  return n <= MAX_INT ? n : null;
}

function flag(value: string): boolean | null {
  const text = value.trim().toLowerCase();
  if (['true', 'yes', 'y', '1', 'verified'].includes(text)) return true;
  if (['false', 'no', 'n', '0'].includes(text)) return false;
  return null;
}

const list = (value: string) => value.split(/[\s,]+/).filter((item) => item.length > 0);

/** The lead field a column header names ('Followers_Count' is followers_count), or null for a metadata column. */
export function leadFieldOf(header: string): LeadField | null {
  const key = header.trim().toLowerCase();
  return (LEAD_FIELD_COLUMNS as readonly string[]).includes(key) ? (key as LeadField) : null;
}

/** One empty list shared by every lead without URLs (lists are replaced, never changed in place). */
const NO_URLS: string[] = [];

export const emptyLead = (username: string): LeadRecord => ({
  username,
  name: null,
  bio: null,
  bio_urls: NO_URLS,
  urls: NO_URLS,
  location: null,
  verified: null,
  followers_count: null,
  following_count: null,
  metadata: {},
});

/**
 * Puts one value into the lead: a known field by its type, any other column as text metadata. `clean`: the
 * text may hold what PostgreSQL cannot store (JSON's escapes can write lone surrogates and NUL; decoded CSV
 * text has none left).
 */
export function setLeadValue(lead: LeadRecord, field: LeadField | null, header: string, raw: string, clean = true): void {
  const value = clean ? storable(raw) : raw;
  if (value.length === 0 || value.trim() === '') return;
  switch (field) {
    case 'name':
    case 'bio':
    case 'location':
      lead[field] = value.trim();
      return;
    case 'followers_count':
    case 'following_count':
      lead[field] = count(value);
      return;
    case 'verified':
      lead.verified = flag(value);
      return;
    case 'bio_urls':
    case 'urls':
      lead[field] = list(value);
      return;
    default:
      // Defined, not assigned: a column named __proto__ is kept as a value like any other.
      Object.defineProperty(lead.metadata, clean ? storable(header.trim()) : header, { value, enumerable: true, writable: true, configurable: true });
  }
}
