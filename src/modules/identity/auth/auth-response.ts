import type { FastifyReply } from 'fastify';
import { authMessages } from '../contract';

/** Hop-by-hop and length headers Fastify sets itself. */
const SKIPPED_RESPONSE_HEADERS = new Set(['set-cookie', 'content-length', 'transfer-encoding', 'connection', 'keep-alive']);

/** What users read instead of better-auth's terse messages, by its error code. */
export const AUTH_ERROR_MESSAGES: Record<string, string> = {
  PASSWORD_TOO_SHORT: authMessages.passwordTooShort,
  PASSWORD_TOO_LONG: authMessages.passwordTooLong,
  INVALID_TOKEN: authMessages.expiredLink,
  PROVIDER_NOT_FOUND: authMessages.googleUnavailable,
};

export function rateLimited(retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = retryAfterSeconds < 60 ? `${retryAfterSeconds} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return { message: `Too many attempts. Please try again in ${wait}.`, code: 'rate_limited' };
}

/**
 * A JSON answer as the browser may see it: the session token lives in the HttpOnly cookie only, so script on
 * the page (or an injected one) cannot read it from a sign-in, sign-up or session answer; error messages
 * are the ones users are shown.
 */
export function forBrowser(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(forBrowser);
  if (body === null || typeof body !== 'object') return body;
  const { token: _token, ...rest } = body as Record<string, unknown>;
  if (rest.session && typeof rest.session === 'object') rest.session = forBrowser(rest.session);
  if (typeof rest.code === 'string' && AUTH_ERROR_MESSAGES[rest.code]) rest.message = AUTH_ERROR_MESSAGES[rest.code];
  return rest;
}

/** Sends better-auth's Response through Fastify, with `extraCookies` added to its own. */
export async function sendAuthResponse(reply: FastifyReply, response: Response, extraCookies: string[] = []) {
  if (response.status === 429) {
    const retryAfter = Number(response.headers.get('x-retry-after')) || 60;
    return reply.status(429).header('retry-after', String(retryAfter)).send(rateLimited(retryAfter));
  }
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (!SKIPPED_RESPONSE_HEADERS.has(name)) reply.header(name, value);
  });
  const cookies = [...response.headers.getSetCookie(), ...extraCookies];
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const payload = Buffer.from(await response.arrayBuffer());
  if (payload.length > 0 && /^application\/json/i.test(response.headers.get('content-type') ?? '')) {
    const json = parseJson(payload);
    if (json !== undefined) return reply.send(JSON.stringify(forBrowser(json)));
  }
  return reply.send(payload.length > 0 ? payload : undefined);
}

function parseJson(payload: Buffer): unknown {
  try {
    return JSON.parse(payload.toString('utf8'));
  } catch {
    return undefined;
  }
}
