import type { LeadRecord } from './lead-record';

/** PostgreSQL COPY text format: backslash, tab, newline and carriage return escaped; null as \N. */
export function copyField(value: string): string {
  return /[\\\t\n\r]/.test(value) ? value.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r')) : value;
}

const nullable = (value: string | number | boolean | null) => (value === null ? '\\N' : copyField(String(value)));

/** A text[] literal: every element quoted, quotes and backslashes escaped. */
function arrayLiteral(items: readonly string[]): string {
  if (items.length === 0) return '{}';
  return `{${items.map((item) => `"${item.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}

export const LEAD_COPY_COLUMNS =
  'source_id, username, name, bio, bio_urls, urls, location, verified, followers_count, following_count, metadata';

/**
 * One lead as a line of COPY leads (LEAD_COPY_COLUMNS) FROM STDIN. `sourceId` comes already escaped
 * (`copyField`, once per batch); the username is a cleaned X username, which never needs escaping.
 */
export function copyLine(sourceId: string, lead: LeadRecord): string {
  let metadata = '{}';
  for (const _ in lead.metadata) {
    metadata = JSON.stringify(lead.metadata);
    break;
  }
  return `${sourceId}\t${lead.username}\t${nullable(lead.name)}\t${nullable(lead.bio)}\t${copyField(arrayLiteral(lead.bio_urls))}\t${copyField(arrayLiteral(lead.urls))}\t${nullable(lead.location)}\t${nullable(lead.verified)}\t${nullable(lead.followers_count)}\t${nullable(lead.following_count)}\t${copyField(metadata)}\n`;
}
