/**
 * One call to X's web API as X's own web client makes it: session cookies in the Cookie header with the CSRF
 * header X requires, paced per account and endpoint, bounded in time, its answer mapped to the port's errors
 * and every secret of the session redacted from what it throws.
 */
import { request } from 'undici';
import type { RateLimitPacer } from '../rate-limit-pacer';
import { isXGatewayError, RateLimited, UnexpectedResponse, type XGatewayError } from '../x-errors';
import type { RateLimitInfo, XSession } from '../x-gateway.port';
import type { XApiSettings } from './x-api-settings';
import type { XConnections } from './x-connections';
import { type HeaderBag, mapHttpAnswer, mapNetworkFailure, readRateLimit } from './x-error-mapper';
import { sessionKey } from './x-session-key';

export interface CallSpec {
  /** The name used for pacing and in errors: the GraphQL operation or the REST path's short name. */
  operation: string;
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  referer?: string;
}

export interface CallResult {
  json: unknown;
  headers: HeaderBag;
  rateLimit?: RateLimitInfo;
}

export interface XHttpCallsOptions {
  settings: XApiSettings;
  connections: XConnections;
  /** When given, every call waits for its turn under the account's and endpoint's rate limit. */
  pacer?: RateLimitPacer;
  /** Clock for retry-after computations. */
  now: () => number;
}

/** Replaces the session's secrets (raw, URL-encoded, and the proxy's Basic credentials) with '[redacted]'. */
function redactorFor(session: XSession): (text: string) => string {
  const secrets = [session.authToken, session.ct0, session.proxy?.password]
    .filter((s): s is string => typeof s === 'string' && s.length >= 4)
    .flatMap((s) => [s, encodeURIComponent(s)]);
  if (session.proxy?.username) {
    secrets.push(Buffer.from(`${session.proxy.username}:${session.proxy.password ?? ''}`).toString('base64'));
  }
  return (text: string) => secrets.reduce((out, secret) => out.split(secret).join('[redacted]'), text);
}

function parseJsonAnswer(text: string): unknown {
  const trimmed = text.trimStart();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export class XHttpCalls {
  private readonly base: URL;

  constructor(private readonly options: XHttpCallsOptions) {
    this.base = new URL(options.settings.baseUrl);
  }

  async call(session: XSession, spec: CallSpec): Promise<CallResult> {
    const { pacer } = this.options;
    const paceKey = `${sessionKey(session)}:${spec.operation}`;
    if (pacer) await pacer.acquire(paceKey);
    const redact = redactorFor(session);
    try {
      const result = await this.exchange(session, spec, redact);
      pacer?.update(paceKey, result.rateLimit);
      return result;
    } catch (error) {
      const typed: XGatewayError = isXGatewayError(error)
        ? error
        : new UnexpectedResponse(`${spec.operation}: ${error instanceof Error ? error.message : 'failure'}`, {
            operation: spec.operation,
          });
      if (typed instanceof RateLimited && pacer) {
        pacer.blockUntil(paceKey, typed.resetAt ?? this.options.now() + (typed.retryAfterMs ?? 60_000));
      }
      typed.message = redact(typed.message);
      throw typed;
    }
  }

  private headers(session: XSession, spec: CallSpec): Record<string, string> {
    const { settings } = this.options;
    const origin = this.base.origin;
    const headers: Record<string, string> = {
      accept: '*/*',
      'accept-language': 'en-US,en;q=0.9',
      authorization: `Bearer ${settings.bearerToken}`,
      cookie: `auth_token=${session.authToken}; ct0=${session.ct0}`,
      'x-csrf-token': session.ct0,
      'x-twitter-auth-type': 'OAuth2Session',
      'x-twitter-active-user': 'yes',
      'x-twitter-client-language': 'en',
      'user-agent': settings.userAgent,
      origin,
      referer: `${origin}${spec.referer ?? '/'}`,
    };
    if (spec.body !== undefined) headers['content-type'] = 'application/json';
    return headers;
  }

  private async exchange(session: XSession, spec: CallSpec, redact: (text: string) => string): Promise<CallResult> {
    const url = new URL(spec.path, this.base);
    for (const [name, value] of Object.entries(spec.query ?? {})) url.searchParams.set(name, value);
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, this.options.settings.totalTimeoutMs);
    timer.unref?.();
    let status: number;
    let headers: HeaderBag;
    let text: string;
    try {
      const response = await request(url, {
        method: spec.method,
        headers: this.headers(session, spec),
        body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
        dispatcher: this.options.connections.for(session.proxy),
        signal: controller.signal,
      });
      status = response.statusCode;
      headers = response.headers as HeaderBag;
      text = await response.body.text();
    } catch (error) {
      throw mapNetworkFailure(error, { operation: spec.operation, viaProxy: session.proxy !== undefined, timedOut, redact });
    } finally {
      clearTimeout(timer);
    }
    const json = parseJsonAnswer(text);
    const failure = mapHttpAnswer({ operation: spec.operation, status, headers, text, json, now: this.options.now() });
    if (failure) throw failure;
    if (json === undefined) throw new UnexpectedResponse(`${spec.operation}: X answered no JSON`, { operation: spec.operation });
    return { json, headers, rateLimit: readRateLimit(headers) };
  }
}
