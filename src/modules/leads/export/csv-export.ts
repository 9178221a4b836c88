import { EXPORT_COLUMNS } from '../contract';

/** The UTF-8 byte-order mark the file starts with, so spreadsheet programs read it as UTF-8. */
export const BYTE_ORDER_MARK = '\uFEFF';

/** Characters that make a spreadsheet read a cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

export type ExportValue = string | number | boolean | null | undefined | readonly string[];

/**
 * One cell: arrays joined with spaces, newlines replaced by spaces, a cell starting with =, +, -, @ (or a tab)
 * prefixed with an apostrophe so it is never run as a formula, quotes doubled, the whole cell quoted.
 */
export function csvCell(value: ExportValue): string {
  let text = value === null || value === undefined ? '' : Array.isArray(value) ? value.join(' ') : String(value);
  text = text.replace(/\r\n|\r|\n/g, ' ');
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export const csvLine = (values: readonly ExportValue[]) => `${values.map(csvCell).join(',')}\r\n`;

/** The header row: the column names, quoted like every cell. */
export const exportHeader = () => csvLine(EXPORT_COLUMNS);

export interface ExportLead {
  username: string;
  name: string | null;
  bio: string | null;
  bio_urls: string[];
  urls: string[];
  location: string | null;
  followers_count: number | null;
  following_count: number | null;
  verified: boolean | null;
}

export const exportLine = (lead: ExportLead) =>
  csvLine([
    lead.username,
    lead.name,
    lead.bio,
    lead.bio_urls,
    lead.urls,
    lead.location,
    lead.followers_count,
    lead.following_count,
    lead.verified,
  ]);

/** Content-Disposition for the file: an ASCII fallback name and the exact UTF-8 name. */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
