import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Identity providers may post their answer back (response_mode=form_post) from their own origin; better-auth
 * checks the state of those callbacks itself. Only the plain spelling is exempt: no escapes, dot segments or
 * doubled slashes, so no other route can be reached through an exempt-looking path.
 */
const PROVIDER_CALLBACKS = [/^\/api\/auth\/callback\/[\w-]+\/?$/];

export interface OriginRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  /** The origin the request was sent to (see ownOriginOf); a page of that origin is same-origin. */
  ownOrigin?: string;
}

/**
 * The origin a request was sent to: the connection's protocol and the Host header (X-Forwarded-Proto and
 * X-Forwarded-Host only from trusted proxies, as Fastify resolves them under TRUST_PROXY). A browser sets
 * Host itself, so a page at http://127.0.0.1:3000 or a LAN address posting to the app it was served by is
 * same-origin, whatever PUBLIC_URL says.
 */
export function ownOriginOf(request: Pick<FastifyRequest, 'protocol' | 'host'>): string | undefined {
  if (!request.host || !/^[\w.\-[\]:]+$/.test(request.host)) return undefined;
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return undefined;
  }
}

const header = (request: OriginRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * Whether a request that changes state comes from a page of another origin, whatever its path (a router
 * reads '/%61pi/x', '//api/x' or '/x/../api/x' as '/api/x', so the path decides nothing): its Origin header names an
 * origin we do not trust and is not the one the request was sent to, or, without Origin, the browser's Sec-Fetch-Site says cross-site. Requests that
 * carry neither (curl, server-to-server webhooks) are not browser requests and pass, as do requests with an API key
 * and no cookie.
 */
export function isCrossOriginWrite(request: OriginRequest, trustedOrigins: ReadonlySet<string>): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  // An API key with no cookie carries no ambient authority: a page can only send it if it holds the key.
  if (bearerOnly(request)) return false;
  const path = request.url.split('?')[0] ?? '';
  if (PROVIDER_CALLBACKS.some((pattern) => pattern.test(path))) return false;
  const origin = header(request, 'origin');
  if (origin !== undefined) return !trustedOrigins.has(origin) && origin !== request.ownOrigin;
  const site = header(request, 'sec-fetch-site');
  return site === 'cross-site' || site === 'same-site';
}

/** A request authenticated by an Authorization header alone (an API key): no cookie a browser could add. */
function bearerOnly(request: OriginRequest): boolean {
  const authorization = header(request, 'authorization');
  return authorization !== undefined && /^Bearer\s+\S/i.test(authorization) && header(request, 'cookie') === undefined;
}

/** Origins of the given URLs (PUBLIC_URL and TRUSTED_ORIGINS). */
export function originsOf(urls: readonly string[]): Set<string> {
  return new Set(urls.map((url) => new URL(url).origin));
}

/** Refuses cross-origin state changes, on every path, with 403 { message, code: 'cross_origin' }. */
export function registerCrossOriginGuard(fastify: FastifyInstance, trustedOrigins: ReadonlySet<string>) {
  fastify.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const { method, url, headers } = request;
    if (!isCrossOriginWrite({ method, url, headers, ownOrigin: ownOriginOf(request) }, trustedOrigins)) return;
    return reply.status(403).send({ message: 'Requests from other sites are not allowed.', code: 'cross_origin' });
  });
}
