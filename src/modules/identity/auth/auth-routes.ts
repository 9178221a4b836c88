import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_LIMITED_PATHS, type AccountRateLimits } from './account-rate-limits';
import { AUTH_BASE_PATH } from './create-auth';
import { concealedSignUpResponse, isAlreadyRegistered } from './existing-account-sign-up';

const AUTH_BODY_LIMIT = 64 * 1024;
/** Hop-by-hop and length headers Fastify sets itself. */
const SKIPPED_RESPONSE_HEADERS = new Set(['set-cookie', 'content-length', 'transfer-encoding', 'connection', 'keep-alive']);

export interface AuthHandler {
  handler(request: Request): Promise<Response>;
}

export function rateLimited(retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = retryAfterSeconds < 60 ? `${retryAfterSeconds} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return { message: `Too many attempts. Please try again in ${wait}.`, code: 'rate_limited' };
}

/** Headers as a Fetch Headers, with the client address Fastify resolved as the only X-Forwarded-For. */
export function toFetchHeaders(request: Pick<FastifyRequest, 'headers' | 'ip'>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, String(value));
  }
  headers.set('x-forwarded-for', request.ip);
  return headers;
}

/** A text field of a sign-in, sign-up or reset request body (JSON or form-encoded), if any. */
function fieldOf(body: Buffer | undefined, contentType: string | undefined, field: 'email' | 'password'): string | undefined {
  if (!body || body.length === 0) return undefined;
  try {
    if (contentType?.includes('application/x-www-form-urlencoded')) {
      return new URLSearchParams(body.toString('utf8')).get(field) ?? undefined;
    }
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    const value = (parsed as Record<string, unknown> | null)?.[field];
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The email of a sign-in, sign-up or reset request body (JSON or form-encoded), if any. */
export function emailOf(body: Buffer | undefined, contentType: string | undefined): string | undefined {
  return fieldOf(body, contentType, 'email');
}

export interface AuthRouteHooks {
  /** A sign-up named an address that already has an account (its answer hides that). */
  onExistingAccountSignUp(email: string): void;
}

/**
 * Mounts better-auth at /api/auth/*: the Fastify request becomes a Fetch Request for auth.handler, and its
 * Response (status, headers including every Set-Cookie, body) goes back through Fastify. Bodies reach
 * better-auth unparsed. Sign-in, sign-up and reset requests first count against the email's limit.
 */
export function registerAuthRoutes(
  fastify: FastifyInstance,
  auth: AuthHandler,
  limits: AccountRateLimits,
  publicUrl: string,
  hooks: AuthRouteHooks,
) {
  const origin = new URL(publicUrl).origin;
  void fastify.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: AUTH_BODY_LIMIT }, (_request, body, done) => done(null, body));
    scope.route({
      method: ['GET', 'POST'],
      url: `${AUTH_BASE_PATH}/*`,
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const url = new URL(request.url, origin);
        const body = Buffer.isBuffer(request.body) && request.body.length > 0 ? request.body : undefined;
        const action = request.method === 'POST' ? ACCOUNT_LIMITED_PATHS[url.pathname.slice(AUTH_BASE_PATH.length)] : undefined;
        const email = action ? emailOf(body, request.headers['content-type'])?.trim() : undefined;
        if (action && email) {
          const consumed = await limits.consume(action, email);
          if (!consumed.allowed) {
            return reply.status(429).header('retry-after', String(consumed.retryAfterSeconds)).send(rateLimited(consumed.retryAfterSeconds));
          }
        }
        const response = await auth.handler(
          new Request(url, { method: request.method, headers: toFetchHeaders(request), body: body ? new Uint8Array(body) : undefined }),
        );
        if (action === 'sign-in' && email && response.ok) await limits.reset('sign-in', email);
        if (action === 'sign-up' && email && (await isAlreadyRegistered(response))) {
          hooks.onExistingAccountSignUp(email);
          return sendFetchResponse(reply, await concealedSignUpResponse(email, fieldOf(body, request.headers['content-type'], 'password')));
        }
        return sendFetchResponse(reply, response);
      },
    });
  });
}

async function sendFetchResponse(reply: FastifyReply, response: Response) {
  if (response.status === 429) {
    const retryAfter = Number(response.headers.get('x-retry-after')) || 60;
    return reply.status(429).header('retry-after', String(retryAfter)).send(rateLimited(retryAfter));
  }
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (!SKIPPED_RESPONSE_HEADERS.has(name)) reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const payload = Buffer.from(await response.arrayBuffer());
  return reply.send(payload.length > 0 ? payload : undefined);
}
