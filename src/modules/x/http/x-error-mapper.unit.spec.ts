import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
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
} from '../x-errors';
import { mapHttpAnswer, mapNetworkFailure, readRateLimit } from './x-error-mapper';

const capture = (name: string): unknown => JSON.parse(readFileSync(path.join(__dirname, 'fixtures', name), 'utf8'));

const NOW = 1_700_000_000_000;
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  mapHttpAnswer({ operation: 'op', status, headers: { 'content-type': 'application/json', ...headers }, text: JSON.stringify(body), json: body, now: NOW });
const errorBody = (code: number, message = 'm') => ({ errors: [{ code, message }] });

describe('mapHttpAnswer', () => {
  it.each([
    [403, 349, CannotMessageUser, 'skip_lead'],
    [403, 150, CannotMessageUser, 'skip_lead'],
    [403, 476, VerifiedSendersOnly, 'skip_lead'],
    [403, 226, LooksAutomated, 'stop_account'],
    [403, 326, AccountLocked, 'stop_account'],
    [403, 37, AccountSuspended, 'stop_account'],
    [403, 64, AccountSuspended, 'stop_account'],
    [401, 32, SessionExpired, 'stop_account'],
    [403, 353, SessionExpired, 'stop_account'],
    [404, 50, UserNotFound, 'skip_lead'],
    [404, 34, EndpointChanged, 'stop_account'],
  ])('HTTP %i code %i -> %o', (status, code, type, action) => {
    const error = json(status, errorBody(code));
    expect(error).toBeInstanceOf(type);
    expect(error?.action).toBe(action);
    expect(error?.xCode).toBe(code);
  });

  it('429 / 88 -> RateLimited with the reset from x-rate-limit-reset', () => {
    const reset = NOW / 1000 + 600;
    const error = json(429, errorBody(88, 'Rate limit exceeded'), {
      'x-rate-limit-limit': '50',
      'x-rate-limit-remaining': '0',
      'x-rate-limit-reset': String(reset),
    }) as RateLimited;
    expect(error).toBeInstanceOf(RateLimited);
    expect(error.action).toBe('retry');
    expect(error.resetAt).toBe(reset * 1000);
    expect(error.retryAfterMs).toBe(600_000);
  });

  it('429 without a body is still RateLimited', () => {
    const error = mapHttpAnswer({ operation: 'op', status: 429, headers: {}, text: '', now: NOW });
    expect(error).toBeInstanceOf(RateLimited);
  });

  it('HTTP 401 and HTTP 403 without a body -> SessionExpired mentioning the Twitter connection', () => {
    for (const status of [401, 403]) {
      const error = mapHttpAnswer({ operation: 'op', status, headers: {}, text: '', now: NOW });
      expect(error).toBeInstanceOf(SessionExpired);
      expect(error?.message).toContain('Twitter connection');
    }
  });

  it('HTTP 404 without a body -> EndpointChanged', () => {
    expect(mapHttpAnswer({ operation: 'op', status: 404, headers: {}, text: '', now: NOW })).toBeInstanceOf(EndpointChanged);
  });

  it('a redirect -> EndpointChanged naming where, without the query', () => {
    const error = mapHttpAnswer({
      operation: 'op',
      status: 302,
      headers: { location: 'https://elsewhere.example/login?token=abc' },
      text: '',
      now: NOW,
    });
    expect(error).toBeInstanceOf(EndpointChanged);
    expect(error?.message).toContain('elsewhere.example/login');
    expect(error?.message).not.toContain('token=abc');
  });

  it('HTML where JSON was expected -> BlockedByHtmlPage', () => {
    const html = '<!DOCTYPE html><html><body>Something went wrong</body></html>';
    expect(mapHttpAnswer({ operation: 'op', status: 200, headers: { 'content-type': 'text/html' }, text: html, now: NOW })).toBeInstanceOf(
      BlockedByHtmlPage,
    );
    expect(mapHttpAnswer({ operation: 'op', status: 403, headers: {}, text: html, now: NOW })).toBeInstanceOf(BlockedByHtmlPage);
  });

  it('5xx -> TransientNetworkFailure (retry)', () => {
    const error = mapHttpAnswer({ operation: 'op', status: 503, headers: {}, text: '<html>busy</html>', now: NOW });
    expect(error).toBeInstanceOf(TransientNetworkFailure);
    expect(error?.action).toBe('retry');
  });

  it('GraphQL 200 with data and errors is a success; without data it is an error', () => {
    expect(json(200, { data: { user: {} }, errors: [{ message: 'partial', code: 37 }] })).toBeUndefined();
    expect(json(200, { data: {}, errors: [{ message: 'suspended', code: 64 }] })).toBeInstanceOf(AccountSuspended);
    expect(json(200, { errors: [{ message: 'weird' }] })).toBeInstanceOf(UnexpectedResponse);
    expect(json(200, { data: { user: { result: {} } } })).toBeUndefined();
  });

  it('an unknown 4xx is UnexpectedResponse', () => {
    expect(json(400, errorBody(999, 'odd'))).toBeInstanceOf(UnexpectedResponse);
  });
});

describe('readRateLimit', () => {
  it('reads the three headers; missing ones give undefined', () => {
    expect(readRateLimit({ 'x-rate-limit-limit': '50', 'x-rate-limit-remaining': '49', 'x-rate-limit-reset': '1700000900' })).toEqual({
      limit: 50,
      remaining: 49,
      resetAt: 1_700_000_900_000,
    });
    expect(readRateLimit({})).toBeUndefined();
  });
});

describe('mapNetworkFailure', () => {
  const ctx = { operation: 'op', viaProxy: false, timedOut: false, redact: (s: string) => s };
  const err = (code: string, message = code) => Object.assign(new Error(message), { code });

  it('timeouts and resets are transient', () => {
    expect(mapNetworkFailure(err('UND_ERR_CONNECT_TIMEOUT'), ctx)).toBeInstanceOf(TransientNetworkFailure);
    expect(mapNetworkFailure(err('ECONNRESET'), ctx)).toBeInstanceOf(TransientNetworkFailure);
    expect(mapNetworkFailure(new Error('aborted'), { ...ctx, timedOut: true })).toBeInstanceOf(TransientNetworkFailure);
  });

  it('through a proxy: refused, 407 and CONNECT errors are ProxyFailure mentioning the Proxy', () => {
    const proxied = { ...ctx, viaProxy: true };
    const refused = mapNetworkFailure(Object.assign(new Error('connect'), { cause: err('ECONNREFUSED') }), proxied);
    expect(refused).toBeInstanceOf(ProxyFailure);
    expect(refused.message).toMatch(/^Proxy failed/);
    const auth = mapNetworkFailure(err('UND_ERR_ABORTED', 'Proxy response (407) !== 200 when HTTP Tunneling'), proxied);
    expect(auth).toBeInstanceOf(ProxyFailure);
    expect(auth.message).toContain('credentials');
    expect(mapNetworkFailure(err('UND_ERR_ABORTED', 'Proxy response (502) !== 200 when HTTP Tunneling'), proxied)).toBeInstanceOf(
      ProxyFailure,
    );
    expect(mapNetworkFailure(err('ECONNRESET'), proxied)).toBeInstanceOf(TransientNetworkFailure);
  });
});

describe('144: a deleted post', () => {
  it("X's answer to Retweeters of a deleted post fails the target, without a retry", () => {
    const error = json(200, capture('retweeters-deleted-post.json'));
    expect(error).toBeInstanceOf(PostNotFound);
    expect(error?.action).toBe('fail_target');
    expect(error?.xCode).toBe(144);
    expect(error?.retryAfterMs).toBeUndefined();
  });

  it.each([
    ['an empty timeline object', { retweeters_timeline: {} }],
    ['a null timeline', { favoriters_timeline: null }],
    ['a timeline without instructions', { favoriters_timeline: { timeline: { instructions: [] } } }],
  ])('beside %s', (_, data) => {
    expect(json(200, { data, errors: [{ code: 144, message: '_Missing: No status found with that ID.' }] })).toBeInstanceOf(PostNotFound);
  });

  it('HTTP 404 with code 144 too', () => {
    expect(json(404, errorBody(144, 'No status found with that ID.'))).toBeInstanceOf(PostNotFound);
  });

  it('a 144 about a part of an answer that carries data is not a missing post', () => {
    const data = { user: { result: { __typename: 'User', rest_id: '1' } } };
    expect(json(200, { data, errors: [{ code: 144, message: '_Missing: No status found with that ID.', path: ['user', 'result', 'pinned'] }] })).toBeUndefined();
  });
});
