/**
 * The X gateway over X's web API, speaking as X's own web client does:
 * - GraphQL GET /i/api/graphql/{queryId}/{Operation}?variables=&features=(&fieldToggles=)
 *   for UserByScreenName, Followers, BlueVerifiedFollowers, Following, Retweeters, Favoriters;
 * - GET /i/api/1.1/account/verify_credentials.json for the signed-in account (a plain v1.1 user
 *   object, stable for years, rather than the Viewer GraphQL query whose id rotates);
 * - POST /i/api/1.1/dm/new2.json to send a DM;
 * - GET /i/api/1.1/dm/inbox_initial_state.json, then /i/api/1.1/dm/user_updates.json?cursor= to poll;
 * - GET /i/api/1.1/dm/conversation/{conversation_id}.json(?max_id=) for one conversation, newest first.
 * Session cookies go in the Cookie header with the CSRF header X requires; each account may
 * leave through its own HTTP or HTTPS proxy. Redirects are never followed.
 */
import { createHash, randomUUID } from 'node:crypto';
import { Agent, type Dispatcher, ProxyAgent, request } from 'undici';
import type { RateLimitPacer } from '../rate-limit-pacer';
import { isXGatewayError, RateLimited, UnexpectedResponse, type XGatewayError } from '../x-errors';
import type {
  DirectMessage,
  InboxPage,
  ProfileListKind,
  ProfilePage,
  RateLimitInfo,
  ReadConversationOptions,
  SendDirectMessageOptions,
  SentDirectMessage,
  XGateway,
  XProfile,
  XProxy,
  XSession,
  XViewer,
} from '../x-gateway.port';
import { defaultXApiSettings, type GraphqlOperation, type XApiSettings } from './x-api-settings';
import { type HeaderBag, mapHttpAnswer, mapNetworkFailure, readRateLimit } from './x-error-mapper';
import { parseConversation, parseDmSend, parseInbox, parseProfileTimeline, parseUserByScreenName, parseVerifyCredentials } from './x-response-parser';

export interface XHttpGatewayOptions {
  settings?: XApiSettings;
  /** When given, every call waits for its turn under the account's and endpoint's rate limit. */
  pacer?: RateLimitPacer;
  /** Clock for retry-after computations. */
  now?: () => number;
  /** TLS options towards an HTTPS proxy (a private CA, for instance). */
  proxyTls?: { ca?: string | Buffer; rejectUnauthorized?: boolean };
}

interface CallSpec {
  /** The name used for pacing and in errors: the GraphQL operation or the REST path's short name. */
  operation: string;
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  referer?: string;
}

interface CallResult {
  json: unknown;
  headers: HeaderBag;
  rateLimit?: RateLimitInfo;
}

const LIST_OPERATIONS: Record<ProfileListKind, GraphqlOperation> = {
  followers: 'Followers',
  verifiedFollowers: 'BlueVerifiedFollowers',
  following: 'Following',
  retweeters: 'Retweeters',
  likers: 'Favoriters',
};

const DM_QUERY: Record<string, string> = {
  ext: 'mediaColor,altText,mediaStats,highlightedLabel,voiceInfo,birdwatchPivot,superFollowMetadata,unmentionInfo,editControl,article',
  include_ext_alt_text: 'true',
  include_ext_limited_action_results: 'true',
  include_reply_count: '1',
  tweet_mode: 'extended',
  include_ext_views: 'true',
  include_groups: 'true',
  include_inbox_timelines: 'true',
  include_ext_media_color: 'true',
  supports_reactions: 'true',
  supports_edit: 'true',
};

/** Pages of a conversation read at most (X serves about 50 events a page): a send check needs only the latest. */
const CONVERSATION_MAX_PAGES = 5;

/** The flags X's web client sends alike when it opens a conversation and when it reads the inbox, in its order. */
const WEB_CLIENT_FLAGS: Record<string, string> = {
  include_profile_interstitial_type: '1',
  include_blocking: '1',
  include_blocked_by: '1',
  include_followed_by: '1',
  include_want_retweets: '1',
  include_mute_edge: '1',
  include_can_dm: '1',
  include_can_media_tag: '1',
  include_ext_is_blue_verified: '1',
  include_ext_verified_type: '1',
  skip_status: '1',
  dm_secret_conversations_enabled: 'false',
  krs_registration_enabled: 'true',
  cards_platform: 'Web-12',
  include_cards: '1',
  include_ext_alt_text: 'true',
  include_quote_count: 'true',
  include_reply_count: '1',
  tweet_mode: 'extended',
};

/** What X's web client asks when it opens a conversation. */
const CONVERSATION_QUERY: Record<string, string> = {
  context: 'FETCH_DM_CONVERSATION',
  ...WEB_CLIENT_FLAGS,
  include_ext_views: 'true',
  dm_users: 'false',
  include_groups: 'true',
  include_inbox_timelines: 'true',
  include_ext_media_color: 'true',
  supports_reactions: 'true',
  supports_edit: 'true',
  include_conversation_info: 'true',
};

const INBOX_QUERY: Record<string, string> = {
  nsfw_filtering_enabled: 'false',
  filter_low_quality: 'true',
  include_quality: 'all',
  ...WEB_CLIENT_FLAGS,
  include_ext_collab_control: 'true',
  dm_users: 'true',
  include_groups: 'true',
  include_inbox_timelines: 'true',
  include_ext_media_color: 'true',
  supports_reactions: 'true',
  supports_edit: 'true',
};

/** A short, irreversible key for an account: used for pacing and caching, never the token itself. */
export function sessionKey(session: Pick<XSession, 'authToken'>): string {
  return createHash('sha256').update(session.authToken).digest('hex').slice(0, 16);
}

function proxyKey(proxy: XProxy): string {
  const secret = proxy.password ? createHash('sha256').update(proxy.password).digest('hex').slice(0, 12) : '';
  return `${proxy.type}|${proxy.host}|${proxy.servername ?? ''}|${proxy.port}|${proxy.username ?? ''}|${secret}`;
}

/** The DM conversation id between two users: both ids, lower first, joined by a dash. */
export function oneToOneConversationId(a: string, b: string): string {
  const [low, high] = BigInt(a) <= BigInt(b) ? [a, b] : [b, a];
  return `${low}-${high}`;
}

export class XHttpGateway implements XGateway {
  readonly settings: XApiSettings;
  private readonly pacer?: RateLimitPacer;
  private readonly now: () => number;
  private readonly proxyTls?: XHttpGatewayOptions['proxyTls'];
  private readonly base: URL;
  private direct?: Agent;
  private readonly proxies = new Map<string, ProxyAgent>();
  private readonly viewerIds = new Map<string, string>();

  constructor(options: XHttpGatewayOptions = {}) {
    this.settings = options.settings ?? defaultXApiSettings();
    this.pacer = options.pacer;
    this.now = options.now ?? (() => Date.now());
    this.proxyTls = options.proxyTls;
    this.base = new URL(this.settings.baseUrl);
  }

  async close(): Promise<void> {
    const agents: Dispatcher[] = [...this.proxies.values()];
    if (this.direct) agents.push(this.direct);
    this.proxies.clear();
    this.direct = undefined;
    await Promise.all(agents.map((agent) => agent.close().catch(() => undefined)));
  }

  async verifyCredentials(session: XSession): Promise<XViewer> {
    const { json } = await this.call(session, {
      operation: 'verify_credentials',
      method: 'GET',
      path: '/i/api/1.1/account/verify_credentials.json',
      query: { include_entities: 'false', skip_status: 'true', include_email: 'false', include_ext_is_blue_verified: '1' },
    });
    const viewer = parseVerifyCredentials(json);
    this.viewerIds.set(sessionKey(session), viewer.userId);
    return viewer;
  }

  async lookupUser(session: XSession, screenName: string): Promise<XProfile> {
    const name = screenName.trim().replace(/^@/, '');
    const { json } = await this.graphql(session, 'UserByScreenName', { screen_name: name, withSafetyModeUserFields: true }, true);
    return parseUserByScreenName(json, name);
  }

  listFollowers(session: XSession, userId: string, cursor?: string | null): Promise<ProfilePage> {
    return this.listProfiles(session, 'followers', userId, cursor);
  }

  listVerifiedFollowers(session: XSession, userId: string, cursor?: string | null): Promise<ProfilePage> {
    return this.listProfiles(session, 'verifiedFollowers', userId, cursor);
  }

  listFollowing(session: XSession, userId: string, cursor?: string | null): Promise<ProfilePage> {
    return this.listProfiles(session, 'following', userId, cursor);
  }

  listRetweeters(session: XSession, tweetId: string, cursor?: string | null): Promise<ProfilePage> {
    return this.listProfiles(session, 'retweeters', tweetId, cursor);
  }

  listLikers(session: XSession, tweetId: string, cursor?: string | null): Promise<ProfilePage> {
    return this.listProfiles(session, 'likers', tweetId, cursor);
  }

  async listProfiles(session: XSession, kind: ProfileListKind, subjectId: string, cursor?: string | null): Promise<ProfilePage> {
    const operation = LIST_OPERATIONS[kind];
    const byTweet = kind === 'retweeters' || kind === 'likers';
    const variables: Record<string, unknown> = byTweet
      ? { tweetId: subjectId, count: this.settings.pageSize, includePromotedContent: true }
      : { userId: subjectId, count: this.settings.pageSize, includePromotedContent: false };
    if (cursor) variables.cursor = cursor;
    const { json, rateLimit } = await this.graphql(session, operation, variables, false);
    const page = parseProfileTimeline(json, operation, cursor);
    return { profiles: page.profiles, nextCursor: page.nextCursor, rateLimit };
  }

  async sendDirectMessage(session: XSession, recipientUserId: string, text: string, options: SendDirectMessageOptions = {}): Promise<SentDirectMessage> {
    if (!/^\d+$/.test(recipientUserId)) {
      throw new UnexpectedResponse('dm/new2: the recipient id must be a numeric X user id', { operation: 'dm/new2' });
    }
    const senderId = await this.viewerId(session);
    const conversationId = oneToOneConversationId(senderId, recipientUserId);
    const { json, rateLimit } = await this.call(session, {
      operation: 'dm/new2',
      method: 'POST',
      path: '/i/api/1.1/dm/new2.json',
      query: DM_QUERY,
      referer: `/messages/${conversationId}`,
      body: {
        cards_platform: 'Web-12',
        conversation_id: conversationId,
        dm_users: false,
        include_cards: 1,
        include_quote_count: true,
        recipient_ids: false,
        request_id: options.requestId ?? randomUUID(),
        text,
      },
    });
    const sent = parseDmSend(json, conversationId);
    return { ...sent, rateLimit };
  }

  async readInbox(session: XSession, cursor?: string | null): Promise<InboxPage> {
    const { json } = cursor
      ? await this.call(session, {
          operation: 'dm/user_updates',
          method: 'GET',
          path: '/i/api/1.1/dm/user_updates.json',
          query: { ...INBOX_QUERY, cursor },
          referer: '/messages',
        })
      : await this.call(session, {
          operation: 'dm/inbox_initial_state',
          method: 'GET',
          path: '/i/api/1.1/dm/inbox_initial_state.json',
          query: INBOX_QUERY,
          referer: '/messages',
        });
    return parseInbox(json);
  }

  async readConversation(session: XSession, recipientUserIdOrConversationId: string, options: ReadConversationOptions = {}): Promise<DirectMessage[]> {
    const conversationId = recipientUserIdOrConversationId.includes('-')
      ? recipientUserIdOrConversationId
      : oneToOneConversationId(await this.viewerId(session), recipientUserIdOrConversationId);
    if (!/^\d+-\d+$/.test(conversationId)) {
      throw new UnexpectedResponse('dm/conversation: a one-to-one conversation id is two numeric X user ids', { operation: 'dm/conversation' });
    }
    const since = options.sinceMs ?? Number.NEGATIVE_INFINITY;
    const out: DirectMessage[] = [];
    let maxId: string | null = null;
    // Pages go back in time; stop at the first message older than `since`, at X's end, or after a bounded number.
    for (let page = 0; page < CONVERSATION_MAX_PAGES; page++) {
      const { json } = await this.call(session, {
        operation: 'dm/conversation',
        method: 'GET',
        path: `/i/api/1.1/dm/conversation/${conversationId}.json`,
        query: { ...CONVERSATION_QUERY, ...(maxId ? { max_id: maxId } : {}) },
        referer: `/messages/${conversationId}`,
      });
      const { messages, hasMore, minEntryId } = parseConversation(json);
      for (const message of messages) if (message.createdAt >= since) out.push(message);
      const reachedSince = messages.some((m) => m.createdAt < since);
      if (!hasMore || reachedSince || messages.length === 0 || minEntryId === maxId) break;
      maxId = minEntryId;
    }
    return out;
  }

  private async viewerId(session: XSession): Promise<string> {
    if (session.userId) return session.userId;
    const known = this.viewerIds.get(sessionKey(session));
    if (known) return known;
    return (await this.verifyCredentials(session)).userId;
  }

  private graphql(
    session: XSession,
    operation: GraphqlOperation,
    variables: Record<string, unknown>,
    withFieldToggles: boolean,
  ): Promise<CallResult> {
    const queryId = this.settings.queryIds[operation];
    const features = { ...this.settings.features, ...(this.settings.operationFeatures[operation] ?? {}) };
    const query: Record<string, string> = { variables: JSON.stringify(variables), features: JSON.stringify(features) };
    if (withFieldToggles) query.fieldToggles = JSON.stringify(this.settings.userFieldToggles);
    return this.call(session, { operation, method: 'GET', path: `/i/api/graphql/${encodeURIComponent(queryId)}/${operation}`, query });
  }

  private headers(session: XSession, spec: CallSpec): Record<string, string> {
    const origin = this.base.origin;
    const headers: Record<string, string> = {
      accept: '*/*',
      'accept-language': 'en-US,en;q=0.9',
      authorization: `Bearer ${this.settings.bearerToken}`,
      cookie: `auth_token=${session.authToken}; ct0=${session.ct0}`,
      'x-csrf-token': session.ct0,
      'x-twitter-auth-type': 'OAuth2Session',
      'x-twitter-active-user': 'yes',
      'x-twitter-client-language': 'en',
      'user-agent': this.settings.userAgent,
      origin,
      referer: `${origin}${spec.referer ?? '/'}`,
    };
    if (spec.body !== undefined) headers['content-type'] = 'application/json';
    return headers;
  }

  private dispatcher(proxy: XProxy | undefined): Dispatcher {
    const timeouts = { headersTimeout: this.settings.totalTimeoutMs, bodyTimeout: this.settings.totalTimeoutMs };
    if (!proxy) {
      this.direct ??= new Agent({ connect: { timeout: this.settings.connectTimeoutMs }, ...timeouts });
      return this.direct;
    }
    const key = proxyKey(proxy);
    let agent = this.proxies.get(key);
    if (!agent) {
      const scheme = proxy.type === 'HTTPS' ? 'https' : 'http';
      const token =
        proxy.username !== undefined && proxy.username !== ''
          ? `Basic ${Buffer.from(`${proxy.username}:${proxy.password ?? ''}`).toString('base64')}`
          : undefined;
      agent = new ProxyAgent({
        uri: `${scheme}://${proxy.host.includes(':') ? `[${proxy.host}]` : proxy.host}:${proxy.port}`,
        token,
        proxyTls: {
          timeout: this.settings.connectTimeoutMs,
          ...(proxy.type === 'HTTPS' ? { ...this.proxyTls, ...(proxy.servername ? { servername: proxy.servername } : {}) } : {}),
        },
        requestTls: { timeout: this.settings.connectTimeoutMs },
        connect: { timeout: this.settings.connectTimeoutMs },
        ...timeouts,
      });
      this.proxies.set(key, agent);
    }
    return agent;
  }

  private redactor(session: XSession): (text: string) => string {
    const secrets = [session.authToken, session.ct0, session.proxy?.password]
      .filter((s): s is string => typeof s === 'string' && s.length >= 4)
      .flatMap((s) => [s, encodeURIComponent(s)]);
    if (session.proxy?.username) {
      secrets.push(Buffer.from(`${session.proxy.username}:${session.proxy.password ?? ''}`).toString('base64'));
    }
    return (text: string) => secrets.reduce((out, secret) => out.split(secret).join('[redacted]'), text);
  }

  private async call(session: XSession, spec: CallSpec): Promise<CallResult> {
    const paceKey = `${sessionKey(session)}:${spec.operation}`;
    if (this.pacer) await this.pacer.acquire(paceKey);
    const redact = this.redactor(session);
    try {
      const result = await this.exchange(session, spec, redact);
      this.pacer?.update(paceKey, result.rateLimit);
      return result;
    } catch (error) {
      const typed: XGatewayError = isXGatewayError(error)
        ? error
        : new UnexpectedResponse(`${spec.operation}: ${error instanceof Error ? error.message : 'failure'}`, {
            operation: spec.operation,
          });
      if (typed instanceof RateLimited && this.pacer) {
        this.pacer.blockUntil(paceKey, typed.resetAt ?? this.now() + (typed.retryAfterMs ?? 60_000));
      }
      typed.message = redact(typed.message);
      throw typed;
    }
  }

  private async exchange(session: XSession, spec: CallSpec, redact: (text: string) => string): Promise<CallResult> {
    const url = new URL(spec.path, this.base);
    for (const [name, value] of Object.entries(spec.query ?? {})) url.searchParams.set(name, value);
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, this.settings.totalTimeoutMs);
    timer.unref?.();
    let status: number;
    let headers: HeaderBag;
    let text: string;
    try {
      const response = await request(url, {
        method: spec.method,
        headers: this.headers(session, spec),
        body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
        dispatcher: this.dispatcher(session.proxy),
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
    let json: unknown;
    const trimmed = text.trimStart();
    if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
    }
    const failure = mapHttpAnswer({ operation: spec.operation, status, headers, text, json, now: this.now() });
    if (failure) throw failure;
    if (json === undefined) throw new UnexpectedResponse(`${spec.operation}: X answered no JSON`, { operation: spec.operation });
    return { json, headers, rateLimit: readRateLimit(headers) };
  }
}
