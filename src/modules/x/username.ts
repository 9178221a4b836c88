import { z } from 'zod';

/**
 * X's username rule: 1 to 15 letters, digits or underscores. Everything that takes a username from a user
 * (Do Not Contact, lead sources, the scraper, campaigns) checks it against this rule. Pure: the UI imports it too.
 */
export const X_USERNAME_MAX_LENGTH = 15;
export const X_USERNAME_PATTERN = /^[A-Za-z0-9_]{1,15}$/;

export function isXUsername(value: string): boolean {
  return X_USERNAME_PATTERN.test(value);
}

export const xUsernameSchema = z
  .string()
  .regex(X_USERNAME_PATTERN, { error: `An X username is 1 to ${X_USERNAME_MAX_LENGTH} letters, digits or underscores` });

/** First path parts of x.com that are X's own pages, never a profile (x.com/home is not @home). */
export const X_RESERVED_PATHS: ReadonlySet<string> = new Set([
  'about',
  'account',
  'bookmarks',
  'communities',
  'compose',
  'connect_people',
  'download',
  'explore',
  'follower_requests',
  'hashtag',
  'help',
  'home',
  'i',
  'intent',
  'jobs',
  'lists',
  'login',
  'logout',
  'messages',
  'notifications',
  'oauth',
  'privacy',
  'search',
  'settings',
  'share',
  'signup',
  'topics',
  'tos',
  'who_to_follow',
]);

/**
 * What an entry that looks like a link says: a profile (its raw username part, uncleaned), a page of X that
 * is not a profile (its path, '' for the bare domain), another site, or not a link at all. Post and tab links
 * (x.com/user/status/123, /photo/1, /followers) name their user.
 */
export type XLink =
  | { kind: 'profile'; username: string }
  | { kind: 'not-a-profile'; path: string }
  | { kind: 'other-site' }
  | { kind: 'not-a-link' };

const X_HOST = /^(?:https?:\/\/)?(?:(?:www|mobile)\.)?(?:x|twitter)\.com(?=[/?#]|$)/i;
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
const DOMAIN_THEN_PATH = /^[^/\s]+\.[a-z]{2,}(?:\/|$)/i;

export function readXLink(entry: string): XLink {
  const host = X_HOST.exec(entry);
  if (!host) {
    return ANY_SCHEME.test(entry) || (entry.includes('/') && DOMAIN_THEN_PATH.test(entry))
      ? { kind: 'other-site' }
      : { kind: 'not-a-link' };
  }
  const path = entry.slice(host[0].length).split(/[?#]/, 1)[0];
  const parts = path.split('/').filter((part) => part.length > 0);
  if (parts.length === 0) return { kind: 'not-a-profile', path: '' };
  if (X_RESERVED_PATHS.has(parts[0].toLowerCase())) return { kind: 'not-a-profile', path: parts.join('/') };
  return { kind: 'profile', username: parts[0] };
}
