import Papa from 'papaparse';
import { EXPORT_COLUMNS, type LeadRow } from '../contract';

/** The UTF-8 byte-order mark the file starts with, so spreadsheet programs read it as UTF-8. */
export const BYTE_ORDER_MARK = '\uFEFF';

/**
 * Characters that make a spreadsheet read a cell as a formula. Papaparse's own pattern (`escapeFormulae: true`)
 * ends in `.*$`, which misses a cell holding a U+2028 or U+2029 line separator after its first character.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export type ExportValue = string | number | boolean | null | undefined | readonly string[];

/** A cell's text: arrays joined with spaces, newlines replaced by spaces. */
function cellText(value: ExportValue): string {
  const text = value === null || value === undefined ? '' : Array.isArray(value) ? value.join(' ') : String(value);
  return text.replace(/\r\n|\r|\n/g, ' ');
}

/**
 * Rows of cells, each row ending in CRLF: every cell quoted, quotes doubled, and a cell starting with =, +, -,
 * @ (or a tab) prefixed with an apostrophe so it is never run as a formula.
 */
export const csvLines = (rows: readonly (readonly ExportValue[])[]) =>
  rows.length === 0 ? '' : `${Papa.unparse(rows.map((row) => row.map(cellText)), { quotes: true, escapeFormulae: FORMULA_START, newline: '\r\n' })}\r\n`;

/** One cell, quoted and neutralised as in the file. */
export const csvCell = (value: ExportValue) => csvLines([[value]]).slice(0, -2);

export const csvLine = (values: readonly ExportValue[]) => csvLines([values]);

/** The header row: the column names, quoted like every cell. */
export const exportHeader = () => csvLine(EXPORT_COLUMNS);

/** What the export writes of a lead. */
export type ExportLead = Pick<LeadRow, 'username' | 'name' | 'bio' | 'bio_urls' | 'urls' | 'location' | 'followers_count' | 'following_count' | 'verified'>;

const exportRow = (lead: ExportLead): ExportValue[] => [
  lead.username,
  lead.name,
  lead.bio,
  lead.bio_urls,
  lead.urls,
  lead.location,
  lead.followers_count,
  lead.following_count,
  lead.verified,
];

/** A page of leads, one line each. */
export const exportLines = (leads: readonly ExportLead[]) => csvLines(leads.map(exportRow));

/** Content-Disposition for the file: an ASCII fallback name and the exact UTF-8 name. */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
