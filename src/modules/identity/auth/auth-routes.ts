import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ownOriginOf } from '../http/cross-origin';
import { ACCOUNT_LIMITED_PATHS, type AccountAction, type AccountRateLimits } from './account-rate-limits';
import { profileProblem, readAuthBody } from './auth-body';
import { rateLimited, sendAuthResponse } from './auth-response';
import { AUTH_BASE_PATH } from './create-auth';
import type { DeviceCookies } from './device-cookie';
import { concealedSignUpResponse, isAlreadyRegistered } from './existing-account-sign-up';

export { rateLimited } from './auth-response';

const AUTH_BODY_LIMIT = 64 * 1024;

/** Paths (below /api/auth) whose bodies the app reads itself, and hands to better-auth as it read them. */
const READ_BODY_PATHS = new Set(['/sign-in/email', '/sign-up/email', '/request-password-reset', '/reset-password', '/update-user']);
/** Paths that set a name or an image. */
const PROFILE_PATHS = new Set(['/sign-up/email', '/update-user']);

export interface AuthHandler {
  handler(request: Request): Promise<Response>;
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

/**
 * The path below /api/auth as a router would match it, whatever the spelling (`/Sign-In//email/`,
 * percent-escapes), so a limit cannot be skipped by writing the path differently.
 */
export function authPathOf(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Left as sent: better-auth will not route it either.
  }
  const path = decoded.toLowerCase().replace(/\/{2,}/g, '/').replace(/\/+$/, '');
  return path.startsWith(AUTH_BASE_PATH) ? path.slice(AUTH_BASE_PATH.length) : path;
}

export interface AuthRouteOptions {
  publicUrl: string;
  devices: DeviceCookies;
  /** A sign-up named an address that already has an account (its answer hides that). */
  onExistingAccountSignUp(email: string): void;
  /** The server's password hash, spent on a sign-up with a registered address so its answer takes as long. */
  hashPassword(password: string): Promise<string>;
}

/** Which counter an attempt spends: a known device's own, or the account's (unknown devices share it). */
function counterOf(action: AccountAction, email: string, device: string | undefined): [AccountAction, string] {
  return device ? ['sign-in-device', device] : [action, email];
}

/**
 * Mounts better-auth at /api/auth/*: the Fastify request becomes a Fetch Request for auth.handler, and its
 * Response (status, headers including every Set-Cookie, body) goes back through Fastify. Sign-in, sign-up
 * and reset requests are read here first (see auth-body.ts) and count against the email's limit.
 */
export function registerAuthRoutes(fastify: FastifyInstance, auth: AuthHandler, limits: AccountRateLimits, options: AuthRouteOptions) {
  const publicOrigin = new URL(options.publicUrl).origin;
  void fastify.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: AUTH_BODY_LIMIT }, (_request, body, done) => done(null, body));
    scope.route({
      method: ['GET', 'POST'],
      url: `${AUTH_BASE_PATH}/*`,
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const url = new URL(request.url, publicOrigin);
        const path = authPathOf(url.pathname);
        const headers = toFetchHeaders(request);
        let body = Buffer.isBuffer(request.body) && request.body.length > 0 ? request.body : undefined;
        let fields: Record<string, unknown> | undefined;
        if (request.method === 'POST' && READ_BODY_PATHS.has(path)) {
          const read = readAuthBody(body, request.headers['content-type']);
          if (!read.ok) return reply.status(400).send({ message: read.message, code: read.code });
          const problem = PROFILE_PATHS.has(path) ? profileProblem(read.fields) : undefined;
          if (problem) return reply.status(400).send(problem);
          fields = read.fields;
          body = Buffer.from(JSON.stringify(fields));
          headers.set('content-type', 'application/json');
          headers.delete('content-length');
        }
        // The cross-origin guard let this request through; one from the very origin it was sent to is
        // presented to better-auth as coming from PUBLIC_URL's, the one origin of its own it knows.
        if (request.headers.origin !== undefined && request.headers.origin === ownOriginOf(request)) headers.set('origin', publicOrigin);

        const action = request.method === 'POST' ? ACCOUNT_LIMITED_PATHS[path] : undefined;
        const email = typeof fields?.email === 'string' && fields.email !== '' ? fields.email : undefined;
        const device = action === 'sign-in' && email ? options.devices.knownDevice(request.headers.cookie, email) : undefined;
        const counter = action && email ? counterOf(action, email, device) : undefined;
        if (counter) {
          const consumed = await limits.consume(...counter);
          if (!consumed.allowed) {
            return reply.status(429).header('retry-after', String(consumed.retryAfterSeconds)).send(rateLimited(consumed.retryAfterSeconds));
          }
        }

        const response = await auth.handler(new Request(url, { method: request.method, headers, body: body ? new Uint8Array(body) : undefined }));
        const signedIn = response.ok && response.headers.getSetCookie().some((cookie) => /session_token=[^;]/.test(cookie));
        if (action === 'sign-in' && counter && response.ok) await limits.reset(...counter);
        if (action === 'sign-up' && email && (await isAlreadyRegistered(response))) {
          options.onExistingAccountSignUp(email);
          return sendAuthResponse(reply, await concealedSignUpResponse(email, typeof fields?.password === 'string' ? fields.password : undefined, options.hashPassword));
        }
        // A browser that signs in to an account becomes a known device of it (a fresh id each time).
        const deviceCookie = (action === 'sign-in' || action === 'sign-up') && email && signedIn ? [options.devices.issue(email)] : [];
        return sendAuthResponse(reply, response, deviceCookie);
      },
    });
  });
}
