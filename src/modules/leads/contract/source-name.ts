/**
 * When two lead source names are one: a user's sources have unique names as people read them, trimmed and
 * ignoring case ("Leads" and " leads" are one name). The lead library's decider and every early check (an
 * upload's, the scrape form's, a database search's) ask this, never SQL's own folding.
 */

export const sameSourceName = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether one of `names` (the user's other sources' names) is already `name`. */
export function sourceNameTaken(names: Iterable<string>, name: string): boolean {
  for (const other of names) if (sameSourceName(other, name)) return true;
  return false;
}
