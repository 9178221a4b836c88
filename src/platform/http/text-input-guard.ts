import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import {
  containsUnstorableBody,
  containsUnstorableJsonEscape,
  containsUnstorablePercentEncoded,
  containsUnstorableText,
  isUnstorableString,
} from './unstorable-text';

export const UNSTORABLE_TEXT = {
  message: 'The request contains characters that are not allowed (NUL or invalid Unicode)',
  code: 'invalid_characters',
} as const;

/** Cookies we read (better-auth's session cookies); others are the browser's business. */
const OUR_COOKIE = /^(?:__Secure-|__Host-)?better-auth\./;

/**
 * Answers 400 `{ message, code }` to a request whose URL, headers or body carry text PostgreSQL cannot take.
 * Registered on the root instance before any route, so it also guards the better-auth routes, which read
 * raw bodies Nest's pipes never see.
 */
export function registerTextInputGuard(fastify: FastifyInstance) {
  // Callback hooks, not async ones: no promise per request on every request's path. A refused request is
  // answered here and goes no further (done is not called).
  const refuse = (reply: FastifyReply) => void reply.status(400).send(UNSTORABLE_TEXT);
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (containsUnstorablePercentEncoded(request.url) || headersAreUnstorable(request.headers)) return refuse(reply);
    done();
  });
  fastify.addHook('preValidation', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const body = request.body;
    const unstorable = Buffer.isBuffer(body)
      ? containsUnstorableBody(body, request.headers['content-type'])
      : containsUnstorableText(body);
    if (unstorable || queryIsUnstorable(request.query)) return refuse(reply);
    done();
  });
}

/** List parameters carry JSON, whose \u escapes the URL check cannot see. */
function queryIsUnstorable(query: unknown): boolean {
  if (query === null || typeof query !== 'object') return false;
  return Object.values(query).some((value) =>
    (Array.isArray(value) ? value : [value]).some((item) => typeof item === 'string' && containsUnstorableJsonEscape(item)),
  );
}

function headersAreUnstorable(headers: FastifyRequest['headers']): boolean {
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    if (values.some(isUnstorableString)) return true;
    if (name === 'cookie' && values.some(cookiesAreUnstorable)) return true;
  }
  return false;
}

function cookiesAreUnstorable(header: string): boolean {
  return header.split(';').some((pair) => {
    const [name = '', ...value] = pair.trim().split('=');
    return OUR_COOKIE.test(name) && containsUnstorablePercentEncoded(value.join('='));
  });
}
