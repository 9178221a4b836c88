/**
 * The X simulator: a real HTTP server answering X's web API the way X does, for tests, benchmarks
 * and demo mode. Only the base URL differs from X for the gateway talking to it.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { DEFAULT_GRAPHQL_QUERY_IDS, type GraphqlOperation, X_WEB_BEARER_TOKEN } from '../../src/modules/x';
import { answerAdminRequest } from './admin-routes';
import { DEMO_ACCOUNTS, DEMO_NOTABLE_USERS, DEMO_TWEETS } from './demo-world';
import { errorAnswer, HttpAnswer, readBody, sendJson } from './http-io';
import { type DmPolicy, hash32, type NotableUser, Population, seededRandom, type SimUser } from './population';
import { messageEntry, type ResponseShape, type SimMessage, snowflake, timelineInstructions, userResult, v11User } from './responses';
import { SimClock } from './sim-clock';

export type SimEndpoint = GraphqlOperation | 'verify_credentials' | 'dm/new2' | 'dm/inbox';

export const DEFAULT_SIM_LIMITS: Readonly<Record<SimEndpoint, number>> = {
  UserByScreenName: 95,
  Followers: 50,
  BlueVerifiedFollowers: 50,
  Following: 500,
  Retweeters: 500,
  Favoriters: 500,
  verify_credentials: 75,
  'dm/new2': 187,
  'dm/inbox': 450,
};

export const RATE_LIMIT_WINDOW_MS = 15 * 60 * 1000;

export interface SimAccountInit {
  userId: string;
  screenName: string;
  name?: string;
  verified?: boolean;
  followersCount?: number;
  authToken: string;
  ct0: string;
  bio?: string;
  location?: string;
}

export interface SimAccount {
  userId: string;
  screenName: string;
  status: 'active' | 'locked' | 'suspended';
}

export interface SimFaults {
  /** Recipients that answer 349 whatever their DM settings. */
  cannotMessage: Set<string>;
  /** After this many similar messages in a row from a sender, the next similar one gets 226. */
  automatedAfterSimilar: number | null;
  /** Share of requests (0..1) answered 503 over capacity. */
  failRate: number;
  /** The next N requests answered 503. */
  failNext: number;
  /** Added delay before answering, in real milliseconds. */
  latencyMs: number;
  /** Share of requests (0..1) whose connection is dropped without an answer. */
  dropRate: number;
  /** The next N connections dropped without an answer. */
  dropNext: number;
  /** The next N requests answered with an HTML page. */
  htmlNext: number;
  /** The next N requests redirected to another host. */
  redirectNext: number;
  /** How an expired session is answered: 401 with code 32, or 403 with no body. */
  expiredStyle: '401' | '403-empty';
}

/** Faults all off: every request answered normally. */
function noFaults(): SimFaults {
  return {
    cannotMessage: new Set(),
    automatedAfterSimilar: null,
    failRate: 0,
    failNext: 0,
    latencyMs: 0,
    dropRate: 0,
    dropNext: 0,
    htmlNext: 0,
    redirectNext: 0,
    expiredStyle: '401',
  };
}

export interface SentDm {
  id: string;
  senderId: string;
  recipientId: string;
  text: string;
  at: number;
  conversationId: string;
  requestId?: string;
}

export interface XSimulatorOptions {
  port?: number;
  host?: string;
  seed?: number;
  clock?: SimClock;
  limits?: Partial<Record<SimEndpoint, number>>;
  accounts?: readonly SimAccountInit[];
  notable?: readonly NotableUser[];
  tweets?: Record<string, { retweets: number; likes: number }>;
  shape?: ResponseShape;
  queryIds?: Partial<Record<GraphqlOperation, string>>;
  faults?: Partial<SimFaults>;
  /** Largest page served, whatever count is asked. Default 100. */
  maxPageSize?: number;
}

export interface SimRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
  /** The JSON body of a POST, when there was one. */
  body?: unknown;
}

export interface SimStats {
  requests: number;
  byEndpoint: Partial<Record<SimEndpoint, number>>;
  rateLimited: number;
  rateLimitedByEndpoint: Partial<Record<SimEndpoint, number>>;
}

interface Window {
  resetAt: number;
  remaining: number;
}


function similar(a: string, b: string): boolean {
  const words = (text: string) =>
    new Set(
      text
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s]/gu, ' ')
        .split(/\s+/)
        .filter((w) => w.length > 1),
    );
  const x = words(a);
  const y = words(b);
  if (x.size === 0 && y.size === 0) return true;
  let common = 0;
  for (const w of x) if (y.has(w)) common++;
  // Overlap of the shorter message's words: a template with names filled in stays similar.
  return common / Math.max(1, Math.min(x.size, y.size)) >= 0.6;
}

function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) out[part.slice(0, eq).trim()] = part.slice(eq + 1).trim();
  }
  return out;
}


/** The simulated X: state and the controls tests use. */
export class XSimulatorState {
  readonly clock: SimClock;
  readonly population: Population;
  readonly limits: Record<SimEndpoint, number>;
  readonly faults: SimFaults;
  readonly shape: ResponseShape;
  readonly queryIds: Record<GraphqlOperation, string>;
  readonly maxPageSize: number;
  private readonly sessions = new Map<string, { ct0: string; userId: string; expired: boolean }>();
  private readonly accounts = new Map<string, SimAccount>();
  private readonly windows = new Map<string, Window>();
  private readonly sent: SentDm[] = [];
  private readonly messages: SimMessage[] = [];
  private seq = 0;
  private readonly random: () => number;
  private readonly log: SimRequest[] = [];
  private counters: SimStats = { requests: 0, byEndpoint: {}, rateLimited: 0, rateLimitedByEndpoint: {} };

  constructor(options: XSimulatorOptions) {
    this.clock = options.clock ?? new SimClock();
    this.population = new Population({ seed: options.seed, notable: options.notable ?? DEMO_NOTABLE_USERS });
    for (const [tweetId, counts] of Object.entries(options.tweets ?? DEMO_TWEETS)) this.population.setTweet(tweetId, counts);
    this.limits = { ...DEFAULT_SIM_LIMITS, ...(options.limits ?? {}) };
    this.faults = { ...noFaults(), ...(options.faults ?? {}) };
    this.shape = options.shape ?? 'current';
    this.queryIds = { ...DEFAULT_GRAPHQL_QUERY_IDS, ...(options.queryIds ?? {}) };
    this.maxPageSize = options.maxPageSize ?? 100;
    this.random = seededRandom(hash32(options.seed ?? 42, 'faults'));
    for (const account of options.accounts ?? DEMO_ACCOUNTS) this.addAccount(account);
  }

  // ----- accounts and sessions

  /** Adds a simulated X account reachable with the given cookies. */
  addAccount(init: SimAccountInit): SimAccount {
    this.population.addNotable({
      userId: init.userId,
      screenName: init.screenName,
      ...(init.name ? { name: init.name } : {}),
      verified: init.verified ?? false,
      ...(init.followersCount !== undefined ? { followersCount: init.followersCount } : {}),
      ...(init.bio !== undefined ? { bio: init.bio, bioLinks: [] } : {}),
      ...(init.location !== undefined ? { location: init.location } : {}),
      dmPolicy: 'open',
    });
    const account: SimAccount = { userId: init.userId, screenName: init.screenName, status: 'active' };
    this.accounts.set(init.userId, account);
    this.sessions.set(init.authToken, { ct0: init.ct0, userId: init.userId, expired: false });
    return account;
  }

  account(userIdOrScreenName: string): SimAccount | undefined {
    const direct = this.accounts.get(userIdOrScreenName);
    if (direct) return direct;
    const key = userIdOrScreenName.replace(/^@/, '').toLowerCase();
    return [...this.accounts.values()].find((a) => a.screenName.toLowerCase() === key);
  }

  private mustAccount(userIdOrScreenName: string): SimAccount {
    const account = this.account(userIdOrScreenName);
    if (!account) throw new Error(`No simulated account ${userIdOrScreenName}`);
    return account;
  }

  /** Makes an auth_token stop working (X answers 401 code 32, or 403 with no body). */
  expireSession(authToken: string): void {
    const session = this.sessions.get(authToken);
    if (session) session.expired = true;
  }

  lockAccount(userIdOrScreenName: string): void {
    this.mustAccount(userIdOrScreenName).status = 'locked';
  }

  suspendAccount(userIdOrScreenName: string): void {
    this.mustAccount(userIdOrScreenName).status = 'suspended';
  }

  restoreAccount(userIdOrScreenName: string): void {
    this.mustAccount(userIdOrScreenName).status = 'active';
  }

  setVerified(userId: string, verified: boolean): void {
    this.population.patch(userId, { verified });
  }

  setDmPolicy(userId: string, dmPolicy: DmPolicy): void {
    this.population.patch(userId, { dmPolicy });
  }

  // ----- limits and faults

  setLimit(endpoint: SimEndpoint, limit: number): void {
    this.limits[endpoint] = limit;
  }

  resetRateLimits(): void {
    this.windows.clear();
  }

  setFaults(faults: Partial<SimFaults>): void {
    Object.assign(this.faults, faults);
  }

  clearFaults(): void {
    Object.assign(this.faults, noFaults());
  }

  /** Budget left on an endpoint for an account in the current window. */
  rateLimit(userId: string, endpoint: SimEndpoint): { limit: number; remaining: number; resetAt: number } {
    const window = this.windows.get(`${userId}:${endpoint}`);
    const limit = this.limits[endpoint];
    if (!window || this.clock.now() >= window.resetAt) return { limit, remaining: limit, resetAt: this.clock.now() + RATE_LIMIT_WINDOW_MS };
    return { limit, remaining: window.remaining, resetAt: window.resetAt };
  }

  // ----- DMs

  /** Every DM accepted, in order. */
  dms(filter: { senderId?: string; recipientId?: string } = {}): SentDm[] {
    return this.sent.filter(
      (dm) => (filter.senderId === undefined || dm.senderId === filter.senderId) && (filter.recipientId === undefined || dm.recipientId === filter.recipientId),
    );
  }

  /** How many DMs a sender got through to a recipient. */
  dmCount(senderId: string, recipientId: string): number {
    return this.dms({ senderId, recipientId }).length;
  }

  /** A user writes to one of the simulated accounts (a reply the product should detect). */
  deliverMessage(fromUserId: string, toUserId: string, text: string): SimMessage {
    return this.record(fromUserId, toUserId, text);
  }

  /** Requests seen, per endpoint, and how many were answered 429. */
  stats(): SimStats {
    return structuredClone(this.counters);
  }

  /** The last requests received (up to 100), as X would see them. */
  requests(): SimRequest[] {
    return structuredClone(this.log);
  }

  resetStats(): void {
    this.counters = { requests: 0, byEndpoint: {}, rateLimited: 0, rateLimitedByEndpoint: {} };
  }

  private record(senderId: string, recipientId: string, text: string, requestId?: string): SimMessage {
    const time = this.clock.now();
    this.seq += 1;
    const [low, high] = BigInt(senderId) <= BigInt(recipientId) ? [senderId, recipientId] : [recipientId, senderId];
    const message: SimMessage = {
      seq: this.seq,
      id: snowflake(time, this.seq),
      time,
      conversationId: `${low}-${high}`,
      senderId,
      recipientId,
      text,
      requestId,
    };
    this.messages.push(message);
    return message;
  }

  // ----- request handling

  private count(endpoint: SimEndpoint | undefined, rateLimited = false): void {
    this.counters.requests += 1;
    if (!endpoint) return;
    this.counters.byEndpoint[endpoint] = (this.counters.byEndpoint[endpoint] ?? 0) + 1;
    if (rateLimited) {
      this.counters.rateLimited += 1;
      this.counters.rateLimitedByEndpoint[endpoint] = (this.counters.rateLimitedByEndpoint[endpoint] ?? 0) + 1;
    }
  }

  /** Consumes one call of the window; undefined when the limit is reached. */
  private spend(userId: string, endpoint: SimEndpoint): { headers: Record<string, string>; allowed: boolean } {
    const key = `${userId}:${endpoint}`;
    const now = this.clock.now();
    let window = this.windows.get(key);
    if (!window || now >= window.resetAt) {
      window = { resetAt: now + RATE_LIMIT_WINDOW_MS, remaining: this.limits[endpoint] };
      this.windows.set(key, window);
    }
    const allowed = window.remaining > 0;
    if (allowed) window.remaining -= 1;
    return {
      allowed,
      headers: {
        'x-rate-limit-limit': String(this.limits[endpoint]),
        'x-rate-limit-remaining': String(window.remaining),
        'x-rate-limit-reset': String(Math.ceil(window.resetAt / 1000)),
      },
    };
  }

  private roll(rate: number): boolean {
    return rate > 0 && this.random() < rate;
  }

  /** Decides how to answer; 'drop' closes the connection without an answer. */
  async answer(req: IncomingMessage): Promise<HttpAnswer | 'drop' | 'html' | 'redirect'> {
    const url = new URL(req.url ?? '/', 'http://simulator.local');
    const logged: SimRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: { ...req.headers },
    };
    this.log.push(logged);
    if (this.log.length > 100) this.log.shift();
    const route = this.route(req.method ?? 'GET', url.pathname);
    if (this.faults.dropNext > 0) {
      this.faults.dropNext -= 1;
      this.count(route?.endpoint);
      return 'drop';
    }
    if (this.roll(this.faults.dropRate)) {
      this.count(route?.endpoint);
      return 'drop';
    }
    if (this.faults.redirectNext > 0) {
      this.faults.redirectNext -= 1;
      this.count(route?.endpoint);
      return 'redirect';
    }
    if (this.faults.htmlNext > 0) {
      this.faults.htmlNext -= 1;
      this.count(route?.endpoint);
      return 'html';
    }
    if (!route) {
      this.count(undefined);
      return new HttpAnswer(404, undefined);
    }
    const { endpoint } = route;
    if (route.kind === 'graphql' && route.queryId !== this.queryIds[endpoint as GraphqlOperation]) {
      this.count(endpoint);
      return new HttpAnswer(404, undefined);
    }
    if (req.headers.authorization !== `Bearer ${X_WEB_BEARER_TOKEN}`) {
      this.count(endpoint);
      return errorAnswer(401, 215, 'Bad Authentication data.');
    }
    const cookies = parseCookies(req.headers.cookie);
    const session = cookies.auth_token ? this.sessions.get(cookies.auth_token) : undefined;
    if (!session || session.expired) {
      this.count(endpoint);
      return this.faults.expiredStyle === '403-empty' ? new HttpAnswer(403, undefined) : errorAnswer(401, 32, 'Could not authenticate you.');
    }
    if (!cookies.ct0 || cookies.ct0 !== session.ct0 || req.headers['x-csrf-token'] !== cookies.ct0) {
      this.count(endpoint);
      return errorAnswer(403, 353, 'This request requires a matching csrf cookie and header.');
    }
    const account = this.accounts.get(session.userId)!;
    if (account.status === 'suspended') {
      this.count(endpoint);
      return errorAnswer(403, 64, 'Your account is suspended and is not permitted to access this feature.');
    }
    if (account.status === 'locked') {
      this.count(endpoint);
      return errorAnswer(
        403,
        326,
        'To protect our users from spam and other malicious activity, this account is temporarily locked. Please log in to https://x.com to unlock your account.',
      );
    }
    const budget = this.spend(account.userId, endpoint);
    if (!budget.allowed) {
      this.count(endpoint, true);
      return new HttpAnswer(429, { errors: [{ code: 88, message: 'Rate limit exceeded' }] }, budget.headers);
    }
    this.count(endpoint);
    if (this.faults.failNext > 0 || this.roll(this.faults.failRate)) {
      if (this.faults.failNext > 0) this.faults.failNext -= 1;
      return new HttpAnswer(503, { errors: [{ code: 130, message: 'Over capacity' }] }, budget.headers);
    }
    const viewer = this.population.userById(account.userId)!;
    const result = await this.handle(route, url, req, viewer, logged);
    return new HttpAnswer(result.status, result.body, { ...budget.headers, ...result.headers });
  }

  private route(
    method: string,
    pathname: string,
  ): { kind: 'graphql' | 'rest'; endpoint: SimEndpoint; queryId?: string; path: string } | undefined {
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
    return undefined;
  }

  private async handle(
    route: { endpoint: SimEndpoint; path: string },
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
        return this.sendDm(viewer, raw);
      }
      case 'dm/inbox':
        return this.inbox(viewer, route.path.endsWith('user_updates.json') ? url.searchParams.get('cursor') : null);
      default:
        return this.graphql(route.endpoint as GraphqlOperation, url, viewer);
    }
  }

  private graphql(operation: GraphqlOperation, url: URL, viewer: SimUser): HttpAnswer {
    let variables: Record<string, unknown>;
    try {
      variables = JSON.parse(url.searchParams.get('variables') ?? '');
      const features = JSON.parse(url.searchParams.get('features') ?? '');
      if (typeof features !== 'object' || features === null) throw new Error('features');
    } catch {
      return new HttpAnswer(400, { errors: [{ message: 'The following features cannot be null: variables or features missing' }] });
    }
    const legacy = this.shape === 'legacy';
    const mixedBit = (id: string) => hash32(this.population.seed, 'shape', id) % 4 === 0;
    if (operation === 'UserByScreenName') {
      const user = typeof variables.screen_name === 'string' ? this.population.userByScreenName(variables.screen_name) : undefined;
      if (!user) return new HttpAnswer(200, { data: {} });
      const account = this.accounts.get(user.userId);
      if (account && account.status === 'suspended') {
        return new HttpAnswer(200, { data: { user: { result: { __typename: 'UserUnavailable', reason: 'Suspended' } } } });
      }
      const useLegacy = legacy || (this.shape === 'mixed' && mixedBit(user.userId));
      return new HttpAnswer(200, { data: { user: { result: userResult(user, viewer.verified, useLegacy) } } });
    }
    const count = Math.min(this.maxPageSize, Math.max(1, Number(variables.count) || 20));
    const cursor = typeof variables.cursor === 'string' ? variables.cursor : undefined;
    const offset = cursor ? Number.parseInt(cursor.split('|')[0], 10) : 0;
    if (!Number.isFinite(offset) || offset < 0) {
      return new HttpAnswer(400, { errors: [{ code: 214, message: 'Bad cursor' }] });
    }
    const byTweet = operation === 'Retweeters' || operation === 'Favoriters';
    const subjectId = String(byTweet ? variables.tweetId : variables.userId);
    const list =
      operation === 'Followers'
        ? 'followers'
        : operation === 'BlueVerifiedFollowers'
          ? 'verified-followers'
          : operation === 'Following'
            ? 'following'
            : operation === 'Retweeters'
              ? 'retweeters'
              : 'likers';
    if (!byTweet && !this.population.userById(subjectId)) return new HttpAnswer(200, { data: {} });
    const total = this.population.listSize(list, subjectId);
    const users: SimUser[] = [];
    for (let i = offset; i < Math.min(total, offset + count); i++) {
      const id = list === 'verified-followers' ? this.population.verifiedMemberAt(subjectId, i) : this.population.memberAt(list, subjectId, i);
      users.push(this.population.userById(id)!);
    }
    const sortBase = BigInt(snowflake(Date.UTC(2025, 0, 1), hash32(subjectId, list)));
    const component =
      operation === 'Followers' ? 'FollowersSgs' : operation === 'BlueVerifiedFollowers' ? 'BlueVerifiedFollowersSgs' : `${operation}Sgs`;
    const instructions = timelineInstructions({ users, offset, total, sortBase, component }, viewer.verified, this.shape, mixedBit);
    const timeline = { timeline: { instructions } };
    if (operation === 'Retweeters') return new HttpAnswer(200, { data: { retweeters_timeline: timeline } });
    if (operation === 'Favoriters') return new HttpAnswer(200, { data: { favoriters_timeline: timeline } });
    return new HttpAnswer(200, { data: { user: { result: { __typename: 'User', timeline } } } });
  }

  private sendDm(sender: SimUser, raw: string): HttpAnswer {
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw);
    } catch {
      return errorAnswer(400, 214, 'Invalid JSON body.');
    }
    const text = typeof body.text === 'string' ? body.text : '';
    const conversationId = typeof body.conversation_id === 'string' ? body.conversation_id : '';
    const requestId = typeof body.request_id === 'string' ? body.request_id : undefined;
    const ids = conversationId.split('-');
    if (ids.length !== 2 || !ids.includes(sender.userId) || body.recipient_ids !== false || !requestId) {
      return errorAnswer(400, 214, 'conversation_id, recipient_ids=false and request_id are required.');
    }
    if (BigInt(ids[0]) > BigInt(ids[1])) return errorAnswer(400, 214, 'Invalid conversation_id.');
    if (text.trim() === '' || text.length > 10_000) return errorAnswer(400, 354, 'The text of your direct message is over the max character limit.');
    const recipientId = ids[0] === sender.userId ? ids[1] : ids[0];
    const previous = this.messages.find((m) => m.senderId === sender.userId && m.requestId === requestId);
    if (previous) return new HttpAnswer(200, { entries: [messageEntry(previous)], users: {} });
    const recipient = this.population.userById(recipientId);
    if (!recipient) return errorAnswer(404, 50, 'User not found.');
    if (this.faults.cannotMessage.has(recipientId) || recipient.dmPolicy === 'closed') {
      return errorAnswer(403, 349, 'You cannot send messages to this user.');
    }
    if (recipient.dmPolicy === 'verified_only' && !sender.verified) {
      return errorAnswer(403, 476, 'This user only accepts messages from verified users.');
    }
    const n = this.faults.automatedAfterSimilar;
    if (n !== null && n >= 0) {
      const recent = this.sent.filter((dm) => dm.senderId === sender.userId).slice(-n);
      if (recent.length >= n && recent.every((dm) => similar(dm.text, text))) {
        return errorAnswer(
          403,
          226,
          'This request looks like it might be automated. To protect our users from spam and other malicious activity, we can’t complete this action right now.',
        );
      }
    }
    const message = this.record(sender.userId, recipientId, text, requestId);
    this.sent.push({ id: message.id, senderId: sender.userId, recipientId, text, at: message.time, conversationId: message.conversationId, requestId });
    return new HttpAnswer(200, {
      entries: [messageEntry(message)],
      users: { [sender.userId]: v11User(sender), [recipientId]: v11User(recipient) },
    });
  }

  private inbox(viewer: SimUser, cursor: string | null): HttpAnswer {
    let after = 0;
    if (cursor !== null) {
      const decoded = /^sim:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
      if (!decoded) return errorAnswer(400, 214, 'Bad cursor');
      after = Number(decoded[1]);
    }
    const mine = this.messages.filter((m) => m.seq > after && (m.senderId === viewer.userId || m.recipientId === viewer.userId));
    const shown = cursor === null ? mine.slice(-50) : mine;
    const latest = Math.max(after, this.seq);
    const conversations: Record<string, unknown> = {};
    const users: Record<string, unknown> = {};
    for (const m of shown) {
      const other = m.senderId === viewer.userId ? m.recipientId : m.senderId;
      const otherUser = this.population.userById(other);
      if (otherUser) users[other] = v11User(otherUser);
      const previous = conversations[m.conversationId] as { sort_timestamp: string } | undefined;
      if (!previous || Number(previous.sort_timestamp) <= m.time) {
        conversations[m.conversationId] = {
          conversation_id: m.conversationId,
          type: 'ONE_TO_ONE',
          sort_event_id: m.id,
          sort_timestamp: String(m.time),
          participants: m.conversationId.split('-').map((id) => ({ user_id: id })),
          trusted: true,
          muted: false,
          status: 'AT_END',
        };
      }
    }
    users[viewer.userId] = v11User(viewer);
    const payload = {
      cursor: Buffer.from(`sim:${latest}`).toString('base64url'),
      last_seen_event_id: shown.at(-1)?.id ?? '0',
      entries: [...shown].reverse().map(messageEntry),
      users,
      conversations,
    };
    if (cursor === null) {
      return new HttpAnswer(200, {
        inbox_initial_state: { ...payload, inbox_timelines: { trusted: { status: 'AT_END' }, untrusted: { status: 'AT_END' } } },
      });
    }
    return new HttpAnswer(200, { user_events: payload });
  }
}

// ----- the server

export interface XSimulator {
  url: string;
  port: number;
  /** State and controls: clock, limits, faults, recorded DMs, accounts. */
  state: XSimulatorState;
  close(): Promise<void>;
}

const HTML_PAGE =
  '<!DOCTYPE html><html lang="en"><head><title>X</title></head><body><h1>Something went wrong, but don’t fret — let’s give it another shot.</h1></body></html>';


/** Starts the simulator on a local port (0: any free port). */
export async function startXSimulator(options: XSimulatorOptions = {}): Promise<XSimulator> {
  const state = new XSimulatorState(options);
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://simulator.local');
    const work = async () => {
      if (url.pathname.startsWith('/__sim/')) return answerAdminRequest(state, req, res, url);
      if (state.faults.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, state.faults.latencyMs));
      const answer = await state.answer(req);
      if (answer === 'drop') {
        req.socket.destroy();
        return;
      }
      if (answer === 'html') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(HTML_PAGE);
        return;
      }
      if (answer === 'redirect') {
        res.writeHead(302, { location: 'https://login.elsewhere.example/account/access' });
        res.end();
        return;
      }
      sendJson(res, answer.status, answer.body, answer.headers);
    };
    work().catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { errors: [{ code: 131, message: `Internal error: ${(error as Error).message}` }] });
      else res.destroy();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host && options.host !== '0.0.0.0' && options.host !== '::' ? options.host : '127.0.0.1';
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
