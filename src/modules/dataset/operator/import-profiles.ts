import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import readline from 'node:readline';
import type { Readable } from 'node:stream';
import Papa from 'papaparse';
import { isXUsername } from '../../x';
import { type Executor, type ProfileRecord, storableText, upsertProfileRecords } from '../profiles/upsert-profiles';

/** Profiles per upsert statement. */
const BATCH = 5000;
/** Line numbers of rejected lines kept for the summary. */
const REJECTED_SHOWN = 10;

export interface ImportCounts {
  inserted: number;
  updated: number;
  rejected: number;
  /** Line numbers (1-based; a CSV file's header is line 1) of the first rejected lines, with why. */
  rejectedLines: { line: number; reason: string }[];
}

export interface ImportOptions {
  /** Called as the file is read: bytes read so far, of `total`. */
  onProgress?: (bytes: number, total: number) => void;
}

type Raw = Record<string, unknown>;

const isRaw = (row: unknown): row is Raw => typeof row === 'object' && row !== null && !Array.isArray(row);

const first = (raw: Raw, keys: readonly string[]): unknown => {
  for (const key of keys) if (raw[key] !== undefined && raw[key] !== null && raw[key] !== '') return raw[key];
  return undefined;
};

const text = (value: unknown): string | null => {
  if (value === undefined || value === null) return null;
  const clean = storableText(String(value)).trim();
  return clean === '' ? null : clean;
};

function count(value: unknown): number | null {
  if (value === undefined) return 0;
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 && value <= 2_147_483_647 ? value : null;
  const digits = String(value).trim().replace(/[,_\s]/g, '');
  if (digits === '') return 0;
  if (!/^\d{1,10}$/.test(digits)) return null;
  const n = Number(digits);
  return n <= 2_147_483_647 ? n : null;
}

function flag(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  return ['true', 'yes', 'y', '1', 't', 'verified'].includes(String(value ?? '').trim().toLowerCase());
}

function list(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  const items = Array.isArray(value) ? value.map(String) : String(value).split(/[\s,]+/);
  return items.map((item) => storableText(item).trim()).filter((item) => item !== '');
}

/**
 * A profile from one line of a dump: snake_case (id or user_id, username or screen_name, bio or description,
 * followers_count, ...) or the gateway's camelCase (userId, bioUrls, followersCount, ...). Answers the reason
 * when the line cannot be a profile: no numeric X user id, no valid username, or a count that is not a
 * whole number.
 */
export function profileFromDump(raw: Raw): ProfileRecord | string {
  // X's dumps give ids above 2^53 as id_str too: a JSON number that large has lost its last digits.
  const rawId = first(raw, ['id_str', 'rest_id', 'user_id', 'userId', 'id']);
  if (typeof rawId === 'number' && !Number.isSafeInteger(rawId)) return 'an X user id too large for a JSON number (give id_str)';
  const id = text(rawId);
  if (!id || !/^\d{1,20}$/.test(id)) return 'no numeric X user id';
  const username = text(first(raw, ['username', 'screen_name', 'screenName', 'handle']))?.replace(/^@+/, '');
  if (!username || !isXUsername(username)) return 'no valid username';
  const followers = count(first(raw, ['followers_count', 'followersCount', 'followers']));
  const following = count(first(raw, ['following_count', 'followingCount', 'friends_count', 'following']));
  if (followers === null || following === null) return 'a count that is not a whole number';
  return {
    id,
    username,
    name: text(first(raw, ['name'])),
    bio: text(first(raw, ['bio', 'description'])),
    bio_urls: list(first(raw, ['bio_urls', 'bioUrls'])),
    urls: list(first(raw, ['urls', 'profileUrls', 'url'])),
    location: text(first(raw, ['location'])),
    verified: flag(first(raw, ['verified', 'is_blue_verified'])),
    followers_count: followers,
    following_count: following,
    profile_image_url: text(first(raw, ['profile_image_url', 'profileImageUrl'])),
  };
}

/** The rows of a file, one at a time with their line numbers: JSON lines, or CSV with a header row. */
async function* rowsOf(path: string, input: Readable): AsyncGenerator<{ line: number; row: Raw | string }> {
  if (/\.csv$/i.test(path)) {
    const parser = Papa.parse(Papa.NODE_STREAM_INPUT, { header: true, skipEmptyLines: 'greedy' });
    input.pipe(parser);
    // With a header row, each row comes out as an object keyed by the header's names.
    const rows: AsyncIterable<unknown> = parser;
    let line = 1;
    for await (const row of rows) yield { line: ++line, row: isRaw(row) ? row : 'not a CSV row' };
    return;
  }
  const lines = readline.createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  let line = 0;
  for await (const content of lines) {
    line++;
    if (content.trim() === '') continue;
    let row: unknown;
    try {
      row = JSON.parse(content);
    } catch {
      yield { line, row: 'not valid JSON' };
      continue;
    }
    yield { line, row: isRaw(row) ? row : 'not a JSON object' };
  }
}

/**
 * `npm run dataset -- import <file.jsonl|csv>`: reads the file as a stream and upserts its profiles 5,000 at
 * a time (newest data wins: an import replaces what earlier imports and scrapes wrote for the same ids).
 */
export async function importProfiles(db: Executor, path: string, options: ImportOptions = {}): Promise<ImportCounts> {
  const total = (await stat(path)).size;
  const input = createReadStream(path);
  let bytes = 0;
  input.on('data', (chunk) => {
    bytes += chunk.length;
    options.onProgress?.(bytes, total);
  });
  const counts: ImportCounts = { inserted: 0, updated: 0, rejected: 0, rejectedLines: [] };
  let batch: ProfileRecord[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const written = await upsertProfileRecords(db, batch);
    counts.inserted += written.inserted;
    counts.updated += written.updated;
    batch = [];
  };
  try {
    for await (const { line, row } of rowsOf(path, input)) {
      const profile = typeof row === 'string' ? row : profileFromDump(row);
      if (typeof profile === 'string') {
        counts.rejected++;
        if (counts.rejectedLines.length < REJECTED_SHOWN) counts.rejectedLines.push({ line, reason: profile });
        continue;
      }
      batch.push(profile);
      if (batch.length >= BATCH) await flush();
    }
    await flush();
  } finally {
    input.destroy();
  }
  return counts;
}
