/**
 * When two names are one in the campaigns context (a user's campaigns, message templates and keyword samples
 * each have unique names): as people read them, trimmed and ignoring case ("Launch" and " launch" are one name).
 * The deciders and the wizard ask this.
 */

export const sameName = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether one of `others` (the user's other names of the kind) is already `name`. */
export function nameTaken(others: Iterable<string>, name: string): boolean {
  for (const other of others) if (sameName(other, name)) return true;
  return false;
}
