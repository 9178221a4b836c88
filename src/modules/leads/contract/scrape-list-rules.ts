/** The rules for adding one entry to the scraper form's lists (targets, post links, keywords, locations), run by the form and the API alike. */

import { SCRAPE_LIMITS } from './scrape-limits';
import { scrapeMessages } from './scrape-messages';
import { includesText } from './scrape-same-text';

/** Lists are typed comma-separated: each part trimmed, empty parts dropped. */
export const splitList = (input: string) =>
  input
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);

/** The outcome of adding one entry to a list: the cleaned value, or the message to show. */
export type AddResult = { ok: true; value: string } | { ok: false; error: string };

const X_USERNAME = /^[A-Za-z0-9_]{1,15}$/;
const LOOKS_LIKE_URL = /https?:|(?:^|[./])(?:x|twitter)\.com\//i;

/**
 * A target account: a leading @ stripped; a URL (http, https, x.com/ or twitter.com/) refused; the same account
 * in any case refused; at most 5. Anything else that is not an X username is refused with the URL message too.
 */
export function addTarget(targets: readonly string[], input: string): AddResult {
  const value = input.trim().replace(/^@/, '');
  if (targets.length >= SCRAPE_LIMITS.maxTargets) return { ok: false, error: scrapeMessages.maxTargets };
  if (LOOKS_LIKE_URL.test(value) || !X_USERNAME.test(value)) return { ok: false, error: scrapeMessages.usernameOnly };
  if (includesText(targets, value)) return { ok: false, error: scrapeMessages.duplicateTarget(value) };
  return { ok: true, value };
}

const POST_LINK = /^https:\/\/(?:www\.|mobile\.)?(?:x|twitter)\.com\/([A-Za-z0-9_]{1,15}|i\/web)\/status\/(\d{1,25})(?:[/?#].*)?$/i;

/** The post id of a link like https://x.com/user/status/123 (twitter.com too), or null. */
export function postIdOf(link: string): string | null {
  const match = POST_LINK.exec(link.trim());
  return match ? match[2] : null;
}

/** A post link: starts with https://x.com/ or https://twitter.com/ and names a post; no duplicate; at most 20. */
export function addPostLink(links: readonly string[], input: string): AddResult {
  const value = input.trim();
  if (links.length >= SCRAPE_LIMITS.maxPostLinks) return { ok: false, error: scrapeMessages.maxPostLinks };
  if (!/^https:\/\/(?:www\.|mobile\.)?(?:x|twitter)\.com\//i.test(value) || postIdOf(value) === null) {
    return { ok: false, error: scrapeMessages.invalidPostLink };
  }
  const id = postIdOf(value);
  if (links.some((link) => link.trim() === value || postIdOf(link) === id)) return { ok: false, error: scrapeMessages.duplicatePostLink };
  return { ok: true, value };
}

/** An include (or exclude) keyword: no case-insensitive duplicate in its own list, and not in the other list. */
export function addKeyword(list: readonly string[], other: readonly string[], input: string, kind: 'include' | 'exclude'): AddResult {
  const value = input.trim();
  if (value.length === 0) return { ok: false, error: scrapeMessages.duplicateKeyword };
  if (includesText(list, value)) return { ok: false, error: scrapeMessages.duplicateKeyword };
  if (includesText(other, value)) {
    return { ok: false, error: kind === 'include' ? scrapeMessages.keywordInExclude(value) : scrapeMessages.keywordInInclude(value) };
  }
  return { ok: true, value };
}

/** An excluded location: no case-insensitive duplicate. */
export function addLocation(list: readonly string[], input: string): AddResult {
  const value = input.trim();
  if (value.length === 0 || includesText(list, value)) return { ok: false, error: scrapeMessages.duplicateLocation(value) };
  return { ok: true, value };
}
