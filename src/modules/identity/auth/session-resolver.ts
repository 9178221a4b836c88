import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../../platform/database/database';
import type { SessionResolver, SignedInPerson } from '../../../platform/http/current-user';

/** What this resolver needs of better-auth: its settings, and its own session lookup for the rare cases. */
export interface SessionAuth {
  $context: Promise<{
    secret: string;
    authCookies: { sessionToken: { name: string } };
    sessionConfig: { expiresIn: number; updateAge: number };
  }>;
  api: {
    getSession(input: { headers: Headers }): Promise<{ user: { id: string; email: string } } | null>;
  };
}

/** better-call's signature of a signed cookie: base64 of an HMAC-SHA256, always 44 characters. */
const SIGNATURE_LENGTH = 44;

/**
 * The signed-in user of a request, from better-auth's session cookie, in one query: the cookie's signature is
 * checked as better-auth checks it (HMAC-SHA256 with the auth secret), then the session row is read with its
 * user. Nothing is cached, so a session that is signed out, revoked or deleted is refused on the next request.
 *
 * The two cases where better-auth's own lookup writes are handed to it: a session past its expiry (better-auth
 * deletes it and answers none) and one old enough to be extended (better-auth moves its expiry forward).
 */
export class BetterAuthSessionResolver implements SessionResolver {
  private settings?: Promise<{ cookieName: string; secret: string; expiresInMs: number; updateAgeMs: number }>;

  constructor(
    private readonly auth: SessionAuth,
    private readonly db: Database,
  ) {}

  async resolve(request: FastifyRequest): Promise<SignedInPerson | null> {
    const cookie = request.headers.cookie;
    if (!cookie) return null;
    const { cookieName, secret, expiresInMs, updateAgeMs } = await this.loadSettings();
    const token = verifiedToken(cookieValue(cookie, cookieName), secret);
    if (!token) return null;
    const found = await this.db
      .selectFrom('session as s')
      .innerJoin('user as u', 'u.id', 's.userId')
      .select(['u.id', 'u.email', 's.expiresAt'])
      .where('s.token', '=', token)
      .executeTakeFirst();
    if (!found) return null;
    const expiresAt = found.expiresAt.getTime();
    const now = Date.now();
    if (expiresAt < now || expiresAt - expiresInMs + updateAgeMs <= now) return this.throughBetterAuth(cookie);
    return { id: found.id, email: found.email };
  }

  private async throughBetterAuth(cookie: string): Promise<SignedInPerson | null> {
    const result = await this.auth.api.getSession({ headers: new Headers({ cookie }) });
    return result ? { id: result.user.id, email: result.user.email } : null;
  }

  private loadSettings() {
    this.settings ??= this.auth.$context.then((context) => ({
      cookieName: context.authCookies.sessionToken.name,
      secret: context.secret,
      expiresInMs: context.sessionConfig.expiresIn * 1000,
      updateAgeMs: context.sessionConfig.updateAge * 1000,
    }));
    return this.settings;
  }
}

/** The value of the first cookie named `name`, decoded, as better-call reads it. */
export function cookieValue(header: string, name: string): string | undefined {
  let index = 0;
  while (index < header.length) {
    const eq = header.indexOf('=', index);
    if (eq === -1) return undefined;
    let end = header.indexOf(';', index);
    if (end === -1) end = header.length;
    else if (end < eq) {
      index = header.lastIndexOf(';', eq - 1) + 1;
      continue;
    }
    if (header.slice(index, eq).trim() === name) {
      let value = header.slice(eq + 1, end).trim();
      if (value.charCodeAt(0) === 34) value = value.slice(1, -1);
      try {
        return value.includes('%') ? decodeURIComponent(value) : value;
      } catch {
        return value;
      }
    }
    index = end + 1;
  }
  return undefined;
}

/** The token of a signed cookie value (`token.signature`) when its signature is right, else null. */
export function verifiedToken(value: string | undefined, secret: string): string | null {
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== SIGNATURE_LENGTH || !signature.endsWith('=')) return null;
  const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}
