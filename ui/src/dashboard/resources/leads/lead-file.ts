import { detectSeparator, findUsernameColumn, LEAD_LIMITS, leadMessages } from '@shared/leads/contract';
import Papa from 'papaparse';

/** The separators a lead file may use, told apart by its header line. */
export type Separator = ',' | '\t' | ';';

export const separatorNames: Record<Separator, string> = { ',': 'comma', '\t': 'tab', ';': 'semicolon' };

/** How many rows of a file the upload form shows before sending it. */
export const PREVIEW_ROWS = LEAD_LIMITS.previewRows;

/** The start of a CSV file read for its preview: enough for a header and 5 rows of any sensible width. */
const PREVIEW_BYTES = 256 * 1024;

export interface FilePreview {
  kind: 'csv' | 'json';
  /** The CSV's separator (JSON files have none). */
  separator?: Separator;
  headers: string[];
  /** Up to 5 rows, one cell per header. */
  rows: string[][];
  /** The index of the username column among the headers, or -1 when there is none. */
  usernameColumn: number;
  /** For JSON, the number of usernames the whole file holds (a CSV is counted by the server). */
  usernameCount?: number;
}

export type PreviewResult = { ok: true; preview: FilePreview } | { ok: false; message: string };

/** A file is read as JSON when its name ends in .json or its type says so; everything else is CSV. */
export function isJsonFile(file: File): boolean {
  return /\.json$/i.test(file.name) || file.type === 'application/json';
}

/** The preview of a lead file: its separator, headers, first 5 rows and username column, or the message to show. */
export async function previewFile(file: File): Promise<PreviewResult> {
  try {
    return isJsonFile(file) ? previewJson(await file.text()) : previewCsv(await file.slice(0, PREVIEW_BYTES).text());
  } catch {
    return { ok: false, message: isJsonFile(file) ? leadMessages.invalidJson : leadMessages.parseError };
  }
}

export function previewCsv(text: string): PreviewResult {
  const start = text.replace(/^\uFEFF/, '');
  const headerLine = start.split(/\r?\n/, 1)[0] ?? '';
  if (headerLine.trim() === '') return { ok: false, message: leadMessages.parseError };
  const separator = detectSeparator(headerLine);
  const parsed = Papa.parse<string[]>(start, {
    delimiter: separator,
    preview: PREVIEW_ROWS + 1,
    skipEmptyLines: 'greedy',
  });
  // A row cut short by the end of the slice is not an error; a broken quote in the rows read is.
  const fatal = parsed.errors.find((error) => error.type === 'Quotes' && (error.row ?? 0) < PREVIEW_ROWS);
  if (fatal || parsed.data.length === 0) return { ok: false, message: leadMessages.parseError };
  const [headerRow, ...rows] = parsed.data;
  const headers = (headerRow ?? []).map((header) => header.trim());
  const usernameColumn = findUsernameColumn(headers);
  if (usernameColumn === -1) return { ok: false, message: leadMessages.usernameColumnRequired };
  return {
    ok: true,
    preview: {
      kind: 'csv',
      separator,
      headers,
      rows: rows.slice(0, PREVIEW_ROWS).map((row) => headers.map((_header, index) => row[index] ?? '')),
      usernameColumn,
    },
  };
}

type Metadata = Record<string, Record<string, unknown>>;

/** A JSON lead file: an array of usernames, or { usernames: [...], metadata: { username: { field: value } } }. */
export function previewJson(text: string): PreviewResult {
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return { ok: false, message: leadMessages.invalidJson };
  }
  let usernames: unknown[];
  let metadata: Metadata = {};
  if (Array.isArray(value)) usernames = value;
  else if (value && typeof value === 'object' && Array.isArray((value as { usernames?: unknown }).usernames)) {
    usernames = (value as { usernames: unknown[] }).usernames;
    const given = (value as { metadata?: unknown }).metadata;
    if (given && typeof given === 'object' && !Array.isArray(given)) metadata = given as Metadata;
  } else return { ok: false, message: leadMessages.invalidJson };

  const cleaned = usernames
    .filter((entry): entry is string | number => typeof entry === 'string' || typeof entry === 'number')
    .map((entry) => String(entry).trim().replace(/^@+/, ''))
    .filter((entry) => entry !== '');
  if (cleaned.length === 0) return { ok: false, message: leadMessages.noValidUsernames };

  const shown = cleaned.slice(0, PREVIEW_ROWS);
  const fields = [...new Set(shown.flatMap((username) => Object.keys(metadataOf(metadata, username))))];
  return {
    ok: true,
    preview: {
      kind: 'json',
      headers: ['username', ...fields],
      rows: shown.map((username) => [username, ...fields.map((field) => cellText(metadataOf(metadata, username)[field]))]),
      usernameColumn: 0,
      usernameCount: new Set(cleaned.map((username) => username.toLowerCase())).size,
    },
  };
}

function metadataOf(metadata: Metadata, username: string): Record<string, unknown> {
  const entry = metadata[username] ?? metadata[`@${username}`];
  return entry && typeof entry === 'object' ? entry : {};
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(String).join(' ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
