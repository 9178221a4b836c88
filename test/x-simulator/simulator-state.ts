/** The simulated X's state: accounts, population, clock, rate limits, faults, DMs and traffic, with the controls tests use. */
import type { IncomingMessage } from 'node:http';
import { DEFAULT_GRAPHQL_QUERY_IDS, type GraphqlOperation, X_WEB_BEARER_TOKEN } from '../../src/modules/x';
import { DEMO_ACCOUNTS, DEMO_NOTABLE_USERS, DEMO_TWEETS } from './demo-world';
import { DmLedger, type SentDm } from './dm-ledger';
import { FaultInjector, noFaults, type SimFaults } from './faults';
import { errorAnswer, HttpAnswer, readBody } from './http-io';
import { type DmPolicy, hash32, type NotableUser, Population, seededRandom, type SimUser } from './population';
import { DEFAULT_SIM_LIMITS, RateLimitWindows, type SimEndpoint } from './rate-limits';
import { messageEntry, type ResponseShape, type SimMessage, snowflake, timelineInstructions, userResult, v11User } from './responses';
import { type SimAccount, type SimAccountInit, SimAccounts } from './sim-accounts';
import { SimClock } from './sim-clock';
import { type SimRequest, type SimStats, TrafficLog } from './traffic-log';

export interface XSimulatorStateOptions {
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
  readonly accounts = new SimAccounts();
  readonly rateLimitWindows: RateLimitWindows;
  readonly faultInjector: FaultInjector;
  readonly dmLedger: DmLedger;
  readonly traffic = new TrafficLog();

  constructor(options: XSimulatorStateOptions) {
    this.clock = options.clock ?? new SimClock();
    this.population = new Population({ seed: options.seed, notable: options.notable ?? DEMO_NOTABLE_USERS });
    for (const [tweetId, counts] of Object.entries(options.tweets ?? DEMO_TWEETS)) this.population.setTweet(tweetId, counts);
    this.limits = { ...DEFAULT_SIM_LIMITS, ...(options.limits ?? {}) };
    this.rateLimitWindows = new RateLimitWindows(this.clock, this.limits);
    this.faults = { ...noFaults(), ...(options.faults ?? {}) };
    this.faultInjector = new FaultInjector(this.faults, seededRandom(hash32(options.seed ?? 42, 'faults')));
    this.dmLedger = new DmLedger(this.clock);
    this.shape = options.shape ?? 'current';
    this.queryIds = { ...DEFAULT_GRAPHQL_QUERY_IDS, ...(options.queryIds ?? {}) };
    this.maxPageSize = options.maxPageSize ?? 100;
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
    return this.accounts.add(init);
  }

  account(userIdOrScreenName: string): SimAccount | undefined {
    return this.accounts.find(userIdOrScreenName);
  }

  /** Makes an auth_token stop working (X answers 401 code 32, or 403 with no body). */
  expireSession(authToken: string): void {
    this.accounts.expire(authToken);
  }

  lockAccount(userIdOrScreenName: string): void {
    this.accounts.mustFind(userIdOrScreenName).status = 'locked';
  }

  suspendAccount(userIdOrScreenName: string): void {
    this.accounts.mustFind(userIdOrScreenName).status = 'suspended';
  }

  restoreAccount(userIdOrScreenName: string): void {
    this.accounts.mustFind(userIdOrScreenName).status = 'active';
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
    this.rateLimitWindows.reset();
  }

  setFaults(faults: Partial<SimFaults>): void {
    Object.assign(this.faults, faults);
  }

  clearFaults(): void {
    Object.assign(this.faults, noFaults());
  }

  /** Budget left on an endpoint for an account in the current window. */
  rateLimit(userId: string, endpoint: SimEndpoint): { limit: number; remaining: number; resetAt: number } {
    return this.rateLimitWindows.budget(userId, endpoint);
  }

  // ----- DMs

  /** Every DM accepted, in order. */
  dms(filter: { senderId?: string; recipientId?: string } = {}): SentDm[] {
    return this.dmLedger.dms(filter);
  }

  /** How many DMs a sender got through to a recipient. */
  dmCount(senderId: string, recipientId: string): number {
    return this.dms({ senderId, recipientId }).length;
  }

  /** A user writes to one of the simulated accounts (a reply the product should detect). */
  deliverMessage(fromUserId: string, toUserId: string, text: string): SimMessage {
    return this.dmLedger.record(fromUserId, toUserId, text);
  }

  // ----- traffic

  /** Requests seen, per endpoint, and how many were answered 429. */
  stats(): SimStats {
    return this.traffic.stats();
  }

  /** The last requests received (up to 100), as X would see them. */
  requests(): SimRequest[] {
    return this.traffic.requests();
  }

  resetStats(): void {
    this.traffic.resetStats();
  }

  // ----- request handling

  /** Decides how to answer; 'drop' closes the connection without an answer. */
  async answer(req: IncomingMessage): Promise<HttpAnswer | 'drop' | 'html' | 'redirect'> {
    const url = new URL(req.url ?? '/', 'http://simulator.local');
    const logged: SimRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: { ...req.headers },
    };
    this.traffic.keep(logged);
    const route = this.route(req.method ?? 'GET', url.pathname);
    const interruption = this.faultInjector.interruption();
    if (interruption) {
      this.traffic.count(route?.endpoint);
      return interruption;
    }
    if (!route) {
      this.traffic.count(undefined);
      return new HttpAnswer(404, undefined);
    }
    const { endpoint } = route;
    if (route.kind === 'graphql' && route.queryId !== this.queryIds[endpoint as GraphqlOperation]) {
      this.traffic.count(endpoint);
      return new HttpAnswer(404, undefined);
    }
    if (req.headers.authorization !== `Bearer ${X_WEB_BEARER_TOKEN}`) {
      this.traffic.count(endpoint);
      return errorAnswer(401, 215, 'Bad Authentication data.');
    }
    const cookies = parseCookies(req.headers.cookie);
    const session = cookies.auth_token ? this.accounts.session(cookies.auth_token) : undefined;
    if (!session || session.expired) {
      this.traffic.count(endpoint);
      return this.faults.expiredStyle === '403-empty' ? new HttpAnswer(403, undefined) : errorAnswer(401, 32, 'Could not authenticate you.');
    }
    if (!cookies.ct0 || cookies.ct0 !== session.ct0 || req.headers['x-csrf-token'] !== cookies.ct0) {
      this.traffic.count(endpoint);
      return errorAnswer(403, 353, 'This request requires a matching csrf cookie and header.');
    }
    const account = this.accounts.byId(session.userId)!;
    if (account.status === 'suspended') {
      this.traffic.count(endpoint);
      return errorAnswer(403, 64, 'Your account is suspended and is not permitted to access this feature.');
    }
    if (account.status === 'locked') {
      this.traffic.count(endpoint);
      return errorAnswer(
        403,
        326,
        'To protect our users from spam and other malicious activity, this account is temporarily locked. Please log in to https://x.com to unlock your account.',
      );
    }
    const budget = this.rateLimitWindows.spend(account.userId, endpoint);
    if (!budget.allowed) {
      this.traffic.count(endpoint, true);
      return new HttpAnswer(429, { errors: [{ code: 88, message: 'Rate limit exceeded' }] }, budget.headers);
    }
    this.traffic.count(endpoint);
    if (this.faultInjector.overCapacity()) {
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
      const account = this.accounts.byId(user.userId);
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
    const previous = this.dmLedger.sentWithRequestId(sender.userId, requestId);
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
      if (this.dmLedger.repeatsSimilar(sender.userId, text, n)) {
        return errorAnswer(
          403,
          226,
          'This request looks like it might be automated. To protect our users from spam and other malicious activity, we can’t complete this action right now.',
        );
      }
    }
    const message = this.dmLedger.send(sender.userId, recipientId, text, requestId);
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
    const mine = this.dmLedger.involving(viewer.userId, after);
    const shown = cursor === null ? mine.slice(-50) : mine;
    const latest = Math.max(after, this.dmLedger.latestSeq());
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
