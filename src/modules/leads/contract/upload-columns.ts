/** How an uploaded file is read, the same in the API and the UI: its separator, its username column, and the columns taken into a lead's own fields. */

/** Upload columns taken into the lead's own fields (matched case-insensitively); others go to metadata. */
export const LEAD_FIELD_COLUMNS = [
  'name',
  'bio',
  'location',
  'followers_count',
  'following_count',
  'verified',
  'bio_urls',
  'urls',
] as const;

/** The username column: the first header containing 'username' or 'handle' (case-insensitive). */
export function findUsernameColumn(headers: readonly string[]): number {
  return headers.findIndex((header) => /username|handle/i.test(header));
}

/** The separator of a file, from its header line: tab, semicolon or comma (the most frequent; comma by default). */
export function detectSeparator(headerLine: string): ',' | '\t' | ';' {
  const counts = ([',', '\t', ';'] as const).map((separator) => [separator, headerLine.split(separator).length - 1] as const);
  const best = counts.reduce((a, b) => (b[1] > a[1] ? b : a));
  return best[1] > 0 ? best[0] : ',';
}
