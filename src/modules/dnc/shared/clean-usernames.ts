/**
 * Cleans one entry the way the specification says: drop a leading @, take the last path part of a profile
 * URL (without query or hash), remove every character that is not a letter, digit or underscore, lowercase.
 * Returns '' when nothing valid is left.
 */
export function cleanUsername(entry: string): string {
  let value = entry.trim().replace(/^@+/, '');
  if (value.includes('/')) {
    const withoutQuery = value.split(/[?#]/)[0];
    const parts = withoutQuery.split('/').filter((part) => part.length > 0);
    value = parts[parts.length - 1] ?? '';
  }
  return value.replace(/[^A-Za-z0-9_]/g, '').toLowerCase();
}

/** Splits raw input on whitespace and newlines, cleans each entry and drops empty results (keeps order and repeats). */
export function parseUsernames(input: string): string[] {
  return input
    .split(/\s+/)
    .filter((entry) => entry.length > 0)
    .map(cleanUsername)
    .filter((username) => username.length > 0);
}
