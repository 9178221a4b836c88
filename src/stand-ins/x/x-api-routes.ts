/**
 * Answering X's web API: each request is logged and counted, may meet a fault, is routed, authenticated
 * (bearer token, auth_token and ct0 cookies, csrf header), charged to its rate-limit window, then answered.
 */
import type { IncomingMessage } from 'node:http';
import { DEFAULT_GRAPHQL_QUERY_IDS, type GraphqlOperation, X_WEB_BEARER_TOKEN } from '../../modules/x';
import { answerConversation, answerInbox, answerSendDm } from './dm-endpoints';
import type { Interruption } from './faults';
import { answerGraphql } from './graphql-endpoints';
import { errorAnswer, HttpAnswer, readBody } from './http-io';
import type { SimUser } from './population';
import type { SimEndpoint } from './rate-limits';
import { v11User } from './responses';
import type { XSimulatorState } from './simulator-state';
import type { SimRequest } from './traffic-log';

interface XRoute {
  kind: 'graphql' | 'rest';
  endpoint: SimEndpoint;
  queryId?: string;
  path: string;
}

/** The cookies of a Cookie header, by name. */
function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) out[part.slice(0, eq).trim()] = part.slice(eq + 1).trim();
  }
  return out;
}

/** Which of X's endpoints a request is for; undefined for any other path. */
function routeOf(method: string, pathname: string): XRoute | undefined {
  const graphql = /^\/i\/api\/graphql\/([^/]+)\/([A-Za-z]+)$/.exec(pathname);
  if (graphql && method === 'GET') {
    const operation = graphql[2] as GraphqlOperation;
    if (!(operation in DEFAULT_GRAPHQL_QUERY_IDS)) return undefined;
    return { kind: 'graphql', endpoint: operation, queryId: decodeURIComponent(graphql[1]), path: pathname };
  }
  if (method === 'GET' && pathname === '/i/api/1.1/account/verify_credentials.json') {
    return { kind: 'rest', endpoint: 'verify_credentials', path: pathname };
  }
  if (method === 'POST' && pathname === '/i/api/1.1/dm/new2.json') return { kind: 'rest', endpoint: 'dm/new2', path: pathname };
  if (method === 'GET' && (pathname === '/i/api/1.1/dm/inbox_initial_state.json' || pathname === '/i/api/1.1/dm/user_updates.json')) {
    return { kind: 'rest', endpoint: 'dm/inbox', path: pathname };
  }
  if (method === 'GET' && /^\/i\/api\/1\.1\/dm\/conversation\/[^/]+\.json$/.test(pathname)) {
    return { kind: 'rest', endpoint: 'dm/conversation', path: pathname };
  }
  return undefined;
}

/** The answer of the endpoint routed to, for an authenticated viewer within the rate limit. */
async function answerEndpoint(
  state: XSimulatorState,
  route: XRoute,
  url: URL,
  req: IncomingMessage,
  viewer: SimUser,
  logged: SimRequest,
): Promise<HttpAnswer> {
  switch (route.endpoint) {
    case 'verify_credentials':
      return new HttpAnswer(200, v11User(viewer));
    case 'dm/new2': {
      const raw = await readBody(req);
      try {
        logged.body = JSON.parse(raw);
      } catch {
        logged.body = raw;
      }
      return answerSendDm(state, viewer, raw);
    }
    case 'dm/inbox':
      return answerInbox(state, viewer, route.path.endsWith('user_updates.json') ? url.searchParams.get('cursor') : null);
    case 'dm/conversation': {
      const conversationId = decodeURIComponent(route.path.slice('/i/api/1.1/dm/conversation/'.length, -'.json'.length));
      return answerConversation(state, viewer, conversationId, url.searchParams.get('max_id'));
    }
    default:
      return answerGraphql(state, route.endpoint as GraphqlOperation, url, viewer);
  }
}

/** Decides how to answer a request to X's web API; 'drop' closes the connection without an answer. */
export async function answerXRequest(state: XSimulatorState, req: IncomingMessage): Promise<HttpAnswer | Interruption> {
  const url = new URL(req.url ?? '/', 'http://simulator.local');
  const logged: SimRequest = {
    method: req.method ?? 'GET',
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    headers: { ...req.headers },
  };
  state.traffic.keep(logged);
  const route = routeOf(req.method ?? 'GET', url.pathname);
  const interruption = state.faultInjector.interruption();
  if (interruption) {
    state.traffic.count(route?.endpoint);
    return interruption;
  }
  if (!route) {
    state.traffic.count(undefined);
    return new HttpAnswer(404, undefined);
  }
  const { endpoint } = route;
  if (route.kind === 'graphql' && route.queryId !== state.queryIds[endpoint as GraphqlOperation]) {
    state.traffic.count(endpoint);
    return new HttpAnswer(404, undefined);
  }
  if (req.headers.authorization !== `Bearer ${X_WEB_BEARER_TOKEN}`) {
    state.traffic.count(endpoint);
    return errorAnswer(401, 215, 'Bad Authentication data.');
  }
  const cookies = parseCookies(req.headers.cookie);
  const session = cookies.auth_token ? state.accounts.session(cookies.auth_token) : undefined;
  if (!session || session.expired) {
    state.traffic.count(endpoint);
    return state.faults.expiredStyle === '403-empty' ? new HttpAnswer(403, undefined) : errorAnswer(401, 32, 'Could not authenticate you.');
  }
  if (!cookies.ct0 || cookies.ct0 !== session.ct0 || req.headers['x-csrf-token'] !== cookies.ct0) {
    state.traffic.count(endpoint);
    return errorAnswer(403, 353, 'This request requires a matching csrf cookie and header.');
  }
  const account = state.accounts.byId(session.userId)!;
  if (account.status === 'suspended') {
    state.traffic.count(endpoint);
    return errorAnswer(403, 64, 'Your account is suspended and is not permitted to access this feature.');
  }
  if (account.status === 'locked') {
    state.traffic.count(endpoint);
    return errorAnswer(
      403,
      326,
      'To protect our users from spam and other malicious activity, this account is temporarily locked. Please log in to https://x.com to unlock your account.',
    );
  }
  const budget = state.rateLimitWindows.spend(account.userId, endpoint);
  if (!budget.allowed) {
    state.traffic.count(endpoint, true);
    return new HttpAnswer(429, { errors: [{ code: 88, message: 'Rate limit exceeded' }] }, budget.headers);
  }
  state.traffic.count(endpoint);
  if (state.faultInjector.overCapacity()) {
    return new HttpAnswer(503, { errors: [{ code: 130, message: 'Over capacity' }] }, budget.headers);
  }
  const viewer = state.population.userById(account.userId)!;
  const result = await answerEndpoint(state, route, url, req, viewer, logged);
  return new HttpAnswer(result.status, result.body, { ...budget.headers, ...result.headers });
}
