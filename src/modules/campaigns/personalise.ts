import { LEAD_FIELD_COLUMNS } from '../leads/contract';
import { TEMPLATE_LIMITS } from './contract';

/**
 * Personalisation of a message for one lead: one pure function used by the template modal's live preview and
 * by the campaign runner, so what the user previews is what is sent.
 *
 * Replaced (variables are matched case-insensitively, spaces inside the braces allowed: `{ First_Name }`):
 * - '[First Name]' and {first_name}: the lead's first name (see `firstName`), or FIRST_NAME_FALLBACK ('there',
 *   so 'Hi [First Name],' reads 'Hi there,') when the lead has no usable first name;
 * - {name}: the lead's display name as X shows it, or its username when it has none;
 * - {username}: the username without '@';
 * - {followers_count}: the follower count with thousands separators (12,345), or '' when unknown;
 * - {custom1}, {custom2}: the lead's values of the source's first and second extra CSV columns (the upload's
 *   columns other than the username and the lead's own fields, in file order: `LeadSourceRow.csv_columns`),
 *   or '' when the source has no such column or the lead no value.
 * Any other text in braces is left as it is.
 */

export const FIRST_NAME_FALLBACK = 'there';

/** What personalisation reads of a lead (`LeadRow` of the leads contract fits). */
export interface PersonaliseLead {
  username: string;
  name?: string | null;
  followers_count?: number | null;
  /** The upload's extra columns, by column name. */
  metadata?: Readonly<Record<string, string | null | undefined>> | null;
}

const HONORIFICS = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'prof', 'sir', 'madam', 'the', 'mister']);

/**
 * The lead's usable first name, or null: the first word of its display name made only of letters (apostrophes
 * and hyphens inside allowed: O'Neil, Jean-Luc) with at least 2 letters and at most 20 characters, skipping
 * honorifics (Mr, Dr, …), emoji, symbols and words with digits or '@'. A name written all in capitals or all in
 * lower case is capitalised (JOHN, john: John); mixed case is kept (McKenzie).
 */
export function firstName(name: string | null | undefined): string | null {
  if (!name) return null;
  const words = name
    .normalize('NFC')
    .split(/[\s|•·,/\\()[\]{}<>"“”:;!?_~*#+=&^%$]+/u)
    .map((w) => w.replace(/^['’.-]+|['’.-]+$/gu, ''))
    .filter((w) => w.length > 0);
  for (const word of words) {
    if (HONORIFICS.has(word.toLowerCase().replace(/\.$/, ''))) continue;
    if (!/^\p{L}[\p{L}\p{M}'’-]*$/u.test(word)) {
      // A word with emoji, digits or symbols attached: take its leading letters if they stand alone ("Anna🌸").
      const letters = /^(\p{L}[\p{L}\p{M}]*)(?:\p{Extended_Pictographic}|\p{S})/u.exec(word)?.[1];
      if (!letters || [...letters].length < 2) continue;
      return normaliseCase(letters);
    }
    const length = [...word].length;
    if (length < 2 || length > 20) continue;
    return normaliseCase(word);
  }
  return null;
}

function normaliseCase(word: string): string {
  const upper = word.toUpperCase();
  const lower = word.toLowerCase();
  if (word !== upper && word !== lower) return word;
  // One case throughout (or a script without case): capitalise each part of a hyphenated name.
  return lower.replace(/(^|[-'’])(\p{L})/gu, (_, sep: string, letter: string) => sep + letter.toUpperCase());
}

const VARIABLE = /\[\s*first\s+name\s*\]|\{\s*(username|name|first_name|followers_count|custom1|custom2)\s*\}/giu;

/**
 * The source's columns that {custom1} and {custom2} read, in file order: its CSV columns less those the upload
 * took into the lead's own fields (name, bio, location...), which `csv_columns` lists too.
 */
export function customColumnsOf(columns: readonly string[]): string[] {
  return columns.filter((column) => !(LEAD_FIELD_COLUMNS as readonly string[]).includes(column.trim().toLowerCase()));
}

/**
 * The message for this lead. `columns` are the source's CSV columns in file order (`csv_columns`; custom1 is
 * the first that is not one of the lead's own fields); without them the lead's metadata keys are used in
 * their order.
 */
export function personalise(message: string, lead: PersonaliseLead, columns?: readonly string[]): string {
  const metadata = lead.metadata ?? {};
  const customColumns = customColumnsOf(columns ?? Object.keys(metadata));
  const username = lead.username.replace(/^@+/, '');
  const first = firstName(lead.name) ?? FIRST_NAME_FALLBACK;
  return message.replace(VARIABLE, (match, variable: string | undefined) => {
    if (variable === undefined) return first; // [First Name]
    switch (variable.toLowerCase()) {
      case 'first_name':
        return first;
      case 'name':
        return lead.name?.trim() || username;
      case 'username':
        return username;
      case 'followers_count':
        return typeof lead.followers_count === 'number' && Number.isFinite(lead.followers_count)
          ? lead.followers_count.toLocaleString('en-US')
          : '';
      case 'custom1':
        return customValue(metadata, customColumns[0]);
      case 'custom2':
        return customValue(metadata, customColumns[1]);
      default:
        return match;
    }
  });
}

/** The lead's own text value of the column: a column named like an object's built-ins (constructor, __proto__) is read as any other. */
function customValue(metadata: Readonly<Record<string, string | null | undefined>>, column: string | undefined): string {
  if (column === undefined || !Object.hasOwn(metadata, column)) return '';
  const value: unknown = metadata[column];
  return typeof value === 'string' ? value.trim() : '';
}

/** Whether a message uses '[First Name]' or any of the variables. */
export function usesVariables(message: string): boolean {
  VARIABLE.lastIndex = 0;
  const found = VARIABLE.test(message);
  VARIABLE.lastIndex = 0;
  return found;
}

// ---------------------------------------------------------------------------------------------------------
// Length checks
// ---------------------------------------------------------------------------------------------------------

/**
 * The longest each variable can become: an X username is at most 15 characters, a display name 50, a first
 * name 20 (see `firstName`), a follower count '999,999,999,999' 15; custom columns are the upload's free text,
 * counted as 500.
 */
export const VARIABLE_MAX_LENGTHS = {
  first_name: 20,
  name: 50,
  username: 15,
  followers_count: 15,
  custom1: 500,
  custom2: 500,
} as const;

export interface MessageLengthCheck {
  /** Characters as written (variables as written). */
  length: number;
  /** Characters with every variable at its longest. */
  longest: number;
  /** Over X's 10,000-character limit as written: the server refuses it. */
  tooLong: boolean;
  /** Within the limit as written but may exceed it once variables are filled in: a warning. */
  mayExceed: boolean;
}

/** The length checks the template modal shows under each message. */
export function checkMessageLength(message: string): MessageLengthCheck {
  const length = message.length;
  const longest = message.replace(VARIABLE, (_, variable: string | undefined) => {
    const key = (variable?.toLowerCase() ?? 'first_name') as keyof typeof VARIABLE_MAX_LENGTHS;
    return 'x'.repeat(VARIABLE_MAX_LENGTHS[key]);
  }).length;
  const tooLong = length > TEMPLATE_LIMITS.maxMessageLength;
  return { length, longest, tooLong, mayExceed: !tooLong && longest > TEMPLATE_LIMITS.maxMessageLength };
}

// ---------------------------------------------------------------------------------------------------------
// Near-duplicate variations
// ---------------------------------------------------------------------------------------------------------

/**
 * Two variations at or above this similarity are flagged: X's spam checks look for the same text sent to many
 * people, and variations that differ by a word or two do not help. The similarity is the Jaccard index of the
 * two messages' word sets after normalising (lower case, variables and '[First Name]' removed, punctuation and
 * emoji dropped, words split on anything but letters and digits): |A ∩ B| / |A ∪ B|. At 0.8 a 10-word message
 * must change at least 2 of its words (or add 3 new ones) to pass. Messages of fewer than 3 words are compared
 * only when identical after normalising.
 */
export const SIMILARITY_THRESHOLD = 0.8;

export interface SimilarPair {
  /** 0-based indexes into the messages given, a < b. */
  a: number;
  b: number;
  /** 0..1, rounded to two decimals. */
  similarity: number;
}

/** A message's words for comparison. */
export function messageTokens(message: string): Set<string> {
  const text = message.replace(VARIABLE, ' ').toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');
  return new Set(text.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0));
}

/** Jaccard similarity of two word sets (1 when both are empty). */
export function tokenSimilarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const token of a) if (b.has(token)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/** The pairs of variations that will look alike to X (blank messages ignored). */
export function similarVariations(messages: readonly string[]): SimilarPair[] {
  const tokens = messages.map((m) => (m.trim() ? messageTokens(m) : null));
  const pairs: SimilarPair[] = [];
  for (let a = 0; a < tokens.length; a += 1) {
    const ta = tokens[a];
    if (!ta) continue;
    for (let b = a + 1; b < tokens.length; b += 1) {
      const tb = tokens[b];
      if (!tb) continue;
      const similarity = tokenSimilarity(ta, tb);
      const short = ta.size < 3 || tb.size < 3;
      if (short ? similarity === 1 : similarity >= SIMILARITY_THRESHOLD) {
        pairs.push({ a, b, similarity: Math.round(similarity * 100) / 100 });
      }
    }
  }
  return pairs;
}
