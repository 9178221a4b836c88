/** How the scraper's lists compare entries: trimmed and case-insensitive (used by its rules, not exported by the contract). */

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
export const includesText = (list: readonly string[], value: string) => list.some((item) => sameText(item, value));
