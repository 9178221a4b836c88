/**
 * Secrets travel in URLs: password-reset and verification tokens as path segments, OAuth codes and states
 * as query parameters. Anything that records a URL (request logs, rate-limit keys) records it through here.
 */
export const REDACTED = '[redacted]';

/** Path segments whose next segment is a secret (e.g. /api/auth/reset-password/<token>). */
const SECRET_AFTER_SEGMENT = /^(reset-password|verify-email|verify|callback|magic-link|one-time-token|delete-user|invitation|accept-invitation)$/i;
/** Query parameters that carry secrets, compared case-insensitively. */
const SECRET_PARAMETERS = new Set([
  'token',
  'code',
  'state',
  'id_token',
  'access_token',
  'refresh_token',
  'code_verifier',
  'otp',
  'password',
  'secret',
  'session_token',
  'key',
  'signature',
]);

/**
 * The URL (absolute or a path with its query) with secrets replaced by [redacted]. Only the segment after a
 * marker is hidden (e.g. /callback/google stays readable, /reset-password/abc does not); a callback segment
 * naming a provider is kept because providers' names are not secret.
 */
export function redactUrl(url: string): string {
  const hashAt = url.indexOf('#');
  const withoutHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = withoutHash.indexOf('?');
  const path = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt);
  const query = queryAt === -1 ? undefined : withoutHash.slice(queryAt + 1);
  return redactPath(path) + (query === undefined ? '' : `?${redactQuery(query)}`);
}

function redactPath(path: string): string {
  const segments = path.split('/');
  for (let index = 1; index < segments.length; index++) {
    const previous = safeDecode(segments[index - 1]);
    if (!SECRET_AFTER_SEGMENT.test(previous) || segments[index] === '') continue;
    if (/^callback$/i.test(previous) && /^[a-z][\w-]{0,31}$/i.test(segments[index]) && index === segments.length - 1) continue;
    segments[index] = REDACTED;
  }
  return segments.join('/');
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = safeDecode(eq === -1 ? pair : pair.slice(0, eq)).toLowerCase();
      if (!SECRET_PARAMETERS.has(name) && !/token|secret|password/.test(name)) return redactNestedUrl(pair, eq);
      return `${eq === -1 ? pair : pair.slice(0, eq)}=${REDACTED}`;
    })
    .join('&');
}

/** A parameter whose value is itself a URL (callbackURL=/reset-password?token=...) is redacted inside. */
function redactNestedUrl(pair: string, eq: number): string {
  if (eq === -1) return pair;
  const value = safeDecode(pair.slice(eq + 1));
  if (!value.includes('?') && !value.includes('/')) return pair;
  const redacted = redactUrl(value);
  return redacted === value ? pair : `${pair.slice(0, eq)}=${encodeURIComponent(redacted)}`;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

const SECRET_SEGMENT_IN_TEXT = /\/(reset-password|verify-email|verify|magic-link|one-time-token|delete-user|invitation|accept-invitation)\/[^\s/?#"'<>]+/gi;
const URL_IN_TEXT = /(?:https?:\/\/[^\s"'<>]+|\/[^\s"'<>]*\?[^\s"'<>]+)/gi;

/** Free text (a log message, an error's message or stack) with the secrets of any URL in it redacted. */
export function redactText(text: string): string {
  return text.replace(URL_IN_TEXT, (url) => redactUrl(url)).replace(SECRET_SEGMENT_IN_TEXT, (_match, marker: string) => `/${marker}/${REDACTED}`);
}
