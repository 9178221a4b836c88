/**
 * Turns X's answers and network failures into the gateway's typed errors. Pure.
 */
import {
  AccountLocked,
  AccountSuspended,
  BlockedByHtmlPage,
  CannotMessageUser,
  EndpointChanged,
  LooksAutomated,
  PostNotFound,
  ProxyFailure,
  RateLimited,
  SessionExpired,
  TransientNetworkFailure,
  UnexpectedResponse,
  UserNotFound,
  VerifiedSendersOnly,
  type XGatewayError,
} from '../x-errors';
import type { RateLimitInfo } from '../x-gateway.port';

export type HeaderBag = Record<string, string | string[] | undefined>;

function header(headers: HeaderBag, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** x-rate-limit-limit / -remaining / -reset (epoch seconds) as RateLimitInfo. */
export function readRateLimit(headers: HeaderBag): RateLimitInfo | undefined {
  const limit = Number(header(headers, 'x-rate-limit-limit'));
  const remaining = Number(header(headers, 'x-rate-limit-remaining'));
  const reset = Number(header(headers, 'x-rate-limit-reset'));
  if (![limit, remaining, reset].every((n) => Number.isFinite(n)) || header(headers, 'x-rate-limit-reset') === undefined) {
    return undefined;
  }
  return { limit, remaining, resetAt: reset * 1000 };
}

export interface XErrorBodyItem {
  code?: number;
  message?: string;
}

/** `errors[]` of a JSON body, if any. */
export function readErrorItems(body: unknown): XErrorBodyItem[] {
  if (typeof body !== 'object' || body === null) return [];
  const errors = (body as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return [];
  return errors
    .filter((e): e is Record<string, unknown> => typeof e === 'object' && e !== null)
    .map((e) => ({
      code: typeof e.code === 'number' ? e.code : typeof e.code === 'string' && /^\d+$/.test(e.code) ? Number(e.code) : undefined,
      message: typeof e.message === 'string' ? e.message : undefined,
    }));
}

export function looksLikeHtml(contentType: string | undefined, text: string): boolean {
  if (contentType?.toLowerCase().includes('text/html')) return true;
  const start = text.trimStart().slice(0, 15).toLowerCase();
  return start.startsWith('<!doctype') || start.startsWith('<html') || start.startsWith('<');
}

interface MapContext {
  operation: string;
  status: number;
  headers: HeaderBag;
  now: number;
}

/** The typed error for one of X's error codes, or undefined when the code means nothing to us. */
export function errorForCode(code: number, message: string, ctx: MapContext): XGatewayError | undefined {
  const details = { xCode: code, httpStatus: ctx.status, operation: ctx.operation };
  const text = `${ctx.operation}: ${message} (X code ${code})`;
  switch (code) {
    case 88: {
      const rateLimit = readRateLimit(ctx.headers);
      const resetAt = rateLimit?.resetAt;
      return new RateLimited(text, {
        ...details,
        resetAt,
        retryAfterMs: resetAt !== undefined ? Math.max(0, resetAt - ctx.now) : 60_000,
      });
    }
    case 349:
    case 150:
      return new CannotMessageUser(text, details);
    case 476:
      return new VerifiedSendersOnly(text, details);
    case 226:
      return new LooksAutomated(text, details);
    case 326:
      return new AccountLocked(text, details);
    case 37:
    case 64:
      return new AccountSuspended(text, details);
    case 32:
    case 89:
    case 215:
    case 353:
      return new SessionExpired(`Twitter connection expired: ${text}`, details);
    case 50:
    case 63:
      return new UserNotFound(text, details);
    case 144:
      return new PostNotFound(text, details);
    case 34:
      return new EndpointChanged(text, details);
    case 130:
    case 131:
      return new TransientNetworkFailure(text, { ...details, retryAfterMs: 30_000 });
    default:
      return undefined;
  }
}

/** Whether a JSON value holds anything but empty objects and arrays (`{ retweeters_timeline: {} }` does not). */
function holdsAnyValue(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (Array.isArray(value)) return value.some(holdsAnyValue);
  if (typeof value === 'object') return Object.values(value).some(holdsAnyValue);
  return true;
}

export interface HttpAnswer {
  operation: string;
  status: number;
  headers: HeaderBag;
  /** The raw body text. */
  text: string;
  /** The parsed JSON body, when the text was JSON. */
  json?: unknown;
  now: number;
}

/**
 * The error an answer stands for, or undefined when it is a success to be parsed.
 * GraphQL answers HTTP 200 with `errors` beside `data`: errors only count when data is missing or empty.
 */
export function mapHttpAnswer(answer: HttpAnswer): XGatewayError | undefined {
  const { status, headers, text, operation } = answer;
  const ctx: MapContext = { operation, status, headers, now: answer.now };
  const details = { httpStatus: status, operation };

  if (status >= 300 && status < 400) {
    const location = header(headers, 'location');
    let where = 'elsewhere';
    if (location) {
      try {
        const url = new URL(location, 'https://x.com');
        where = `${url.host}${url.pathname}`;
      } catch {
        where = 'an unreadable location';
      }
    }
    return new EndpointChanged(`${operation}: X redirected to ${where} (HTTP ${status})`, details);
  }

  const items = readErrorItems(answer.json);
  const hasData = (() => {
    if (typeof answer.json !== 'object' || answer.json === null) return false;
    const data = (answer.json as { data?: unknown }).data;
    return typeof data === 'object' && data !== null && Object.keys(data).length > 0;
  })();

  if (status >= 200 && status < 300) {
    // A deleted post's Retweeters or Favoriters: code 144 beside a data object with nothing in it.
    const postMissing = items.find((item) => item.code === 144);
    if (postMissing && !holdsAnyValue((answer.json as { data?: unknown } | undefined)?.data)) {
      return errorForCode(144, postMissing.message ?? 'No status found with that ID.', ctx);
    }
    if (answer.json === undefined) {
      if (looksLikeHtml(header(headers, 'content-type'), text)) {
        return new BlockedByHtmlPage(`${operation}: X answered an HTML page instead of JSON`, details);
      }
      return new UnexpectedResponse(`${operation}: X answered something that is not JSON`, details);
    }
    if (!hasData && items.length > 0) {
      for (const item of items) {
        if (item.code !== undefined) {
          const error = errorForCode(item.code, item.message ?? 'error', ctx);
          if (error) return error;
        }
      }
      // A GraphQL error without a known code and without data: nothing usable came back.
      const first = items[0];
      return new UnexpectedResponse(`${operation}: ${first.message ?? 'error'}${first.code ? ` (X code ${first.code})` : ''}`, {
        ...details,
        xCode: first.code,
        retryAfterMs: 60_000,
      });
    }
    return undefined;
  }

  for (const item of items) {
    if (item.code !== undefined) {
      const error = errorForCode(item.code, item.message ?? 'error', ctx);
      if (error) return error;
    }
  }

  if (status === 429) return errorForCode(88, items[0]?.message ?? 'Rate limit exceeded', ctx);
  if (status >= 500) {
    return new TransientNetworkFailure(`${operation}: X answered HTTP ${status}`, { ...details, retryAfterMs: 30_000 });
  }
  if (answer.json === undefined && text.trim() !== '' && looksLikeHtml(header(headers, 'content-type'), text)) {
    return new BlockedByHtmlPage(`${operation}: X answered an HTML page (HTTP ${status})`, details);
  }
  if (status === 401) return new SessionExpired(`Twitter connection expired: ${operation} was refused (HTTP 401)`, details);
  if (status === 403 && text.trim() === '') {
    return new SessionExpired(`Twitter connection expired: ${operation} was refused (HTTP 403 without a body)`, details);
  }
  if (status === 404) return new EndpointChanged(`${operation}: X answered HTTP 404; the endpoint or its query id changed`, details);
  const first = items[0];
  return new UnexpectedResponse(
    `${operation}: X answered HTTP ${status}${first?.message ? `: ${first.message}` : ''}${first?.code ? ` (X code ${first.code})` : ''}`,
    { ...details, xCode: first?.code, retryAfterMs: 60_000 },
  );
}

const PROXY_MESSAGE = /proxy|tunnel/i;
const TIMEOUT_CODES = new Set([
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'ETIMEDOUT',
  'ABORT_ERR',
]);

function errorChain(error: unknown): Array<{ code?: string; name?: string; message?: string }> {
  const chain: Array<{ code?: string; name?: string; message?: string }> = [];
  let current: unknown = error;
  for (let depth = 0; depth < 6 && typeof current === 'object' && current !== null; depth++) {
    const e = current as { code?: unknown; name?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    chain.push({
      code: typeof e.code === 'string' ? e.code : undefined,
      name: typeof e.name === 'string' ? e.name : undefined,
      message: typeof e.message === 'string' ? e.message : undefined,
    });
    if (Array.isArray(e.errors) && e.errors.length > 0 && e.cause === undefined) current = e.errors[0];
    else current = e.cause;
  }
  return chain;
}

export interface NetworkFailureContext {
  operation: string;
  /** Whether the request went through the account's proxy. */
  viaProxy: boolean;
  /** Whether the total-time budget ran out (our own abort). */
  timedOut: boolean;
  /** Text to strip from any message (cookies, proxy password). */
  redact: (text: string) => string;
}

/** A thrown network error (undici, node:net) as a typed error. */
export function mapNetworkFailure(error: unknown, ctx: NetworkFailureContext): XGatewayError {
  const chain = errorChain(error);
  const codes = chain.map((c) => c.code).filter((c): c is string => c !== undefined);
  const messages = chain.map((c) => c.message ?? '').join(' | ');
  const summary = ctx.redact([...new Set(codes)].join(', ') || chain[0]?.name || 'network error');
  const details = { operation: ctx.operation, cause: undefined };

  if (ctx.timedOut || codes.some((c) => TIMEOUT_CODES.has(c)) || chain.some((c) => c.name === 'TimeoutError')) {
    const which = codes.includes('UND_ERR_CONNECT_TIMEOUT') ? 'connecting' : 'waiting for X';
    if (ctx.viaProxy && codes.includes('UND_ERR_CONNECT_TIMEOUT')) {
      return new ProxyFailure(`Proxy failed: timed out connecting to the proxy (${ctx.operation})`, details);
    }
    return new TransientNetworkFailure(`${ctx.operation}: timed out ${which}`, { ...details, retryAfterMs: 30_000 });
  }
  if (ctx.viaProxy) {
    const proxyAnswer = /Proxy response \((\d+)\)/i.exec(messages);
    if (proxyAnswer) {
      const status = Number(proxyAnswer[1]);
      const why = status === 407 ? 'the proxy rejected its credentials' : `the proxy answered HTTP ${status} to CONNECT`;
      return new ProxyFailure(`Proxy failed: ${why} (${ctx.operation})`, { ...details, httpStatus: status });
    }
    if (codes.some((c) => ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH'].includes(c))) {
      return new ProxyFailure(`Proxy failed: could not reach the proxy (${summary}, ${ctx.operation})`, details);
    }
    if (PROXY_MESSAGE.test(messages) || codes.some((c) => c.startsWith('ERR_TLS') || c.includes('CERT'))) {
      return new ProxyFailure(`Proxy failed: ${summary} (${ctx.operation})`, details);
    }
  }
  return new TransientNetworkFailure(`${ctx.operation}: network failure (${summary})`, { ...details, retryAfterMs: 30_000 });
}
