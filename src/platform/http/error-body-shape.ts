import { STATUS_CODES } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from './canonical-path';

interface ErrorBody {
  message: string;
  code: string;
}

/**
 * Every 4xx under /api (however its path is spelled) leaves with a `{ message, code }` JSON body, as the UI reads it. Our own errors already
 * do; this shapes the ones we do not write: better-auth's empty 404s and bodies without a code.
 */
export function registerErrorBodyShape(fastify: FastifyInstance) {
  // A callback hook, not an async one: no promise per response.
  fastify.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) => {
    const status = reply.statusCode;
    if (status < 400 || status >= 500 || !isApiPath(request.url)) return done(null, payload);
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload) && payload !== null && payload !== undefined) return done(null, payload);
    const shaped = shapedBody(payload, status);
    if (shaped === undefined) return done(null, payload);
    void reply.header('content-type', 'application/json; charset=utf-8');
    done(null, JSON.stringify(shaped));
  });
}

/** The body to send instead, or undefined when it already has the shape. */
export function shapedBody(payload: string | Buffer | null | undefined, status: number): ErrorBody | undefined {
  const fallback = { message: STATUS_CODES[status] ?? 'Request refused', code: `http_${status}` };
  const text = payload === null || payload === undefined ? '' : payload.toString();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return fallback;
  }
  if (parsed === null || typeof parsed !== 'object') return fallback;
  const { message, code } = parsed as Partial<Record<keyof ErrorBody, unknown>>;
  if (typeof message !== 'string' || message === '') return fallback;
  if (typeof code === 'string') return undefined;
  return { message, code: fallback.code };
}
