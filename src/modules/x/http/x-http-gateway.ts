/**
 * The X gateway over X's web API, speaking as X's own web client does:
 * - GraphQL GET /i/api/graphql/{queryId}/{Operation}?variables=&features=(&fieldToggles=)
 *   for UserByScreenName, Followers, BlueVerifiedFollowers, Following, Retweeters, Favoriters;
 * - GET /i/api/1.1/account/verify_credentials.json for the signed-in account (a plain v1.1 user
 *   object, stable for years, rather than the Viewer GraphQL query whose id rotates);
 * - POST /i/api/1.1/dm/new2.json to send a DM;
 * - GET /i/api/1.1/dm/inbox_initial_state.json, then /i/api/1.1/dm/user_updates.json?cursor= to poll;
 * - GET /i/api/1.1/dm/conversation/{conversation_id}.json(?max_id=) for one conversation, newest first.
 * How a call is made (cookies, CSRF, proxies, pacing, redaction) is x-http-calls.ts's job.
 */
import { randomUUID } from 'node:crypto';
import type { RateLimitPacer } from '../rate-limit-pacer';
import { UnexpectedResponse } from '../x-errors';
import type {
  DirectMessage,
  InboxPage,
  ProfileListKind,
  ProfilePage,
  ReadConversationOptions,
  SendDirectMessageOptions,
  SentDirectMessage,
  XGateway,
  XProfile,
  XSession,
  XViewer,
} from '../x-gateway.port';
import { defaultXApiSettings, type GraphqlOperation, type XApiSettings } from './x-api-settings';
import { XConnections, type ProxyTlsOptions } from './x-connections';
import { parseConversation, parseDmSend, parseInbox } from './x-dm-parser';
import { type CallResult, XHttpCalls } from './x-http-calls';
import { sessionKey } from './x-session-key';
import { parseProfileTimeline } from './x-timeline-parser';
import { parseUserByScreenName, parseVerifyCredentials } from './x-user-parser';
import { CONVERSATION_QUERY, DM_SEND_QUERY, INBOX_QUERY } from './x-web-client-queries';

// The x context publishes the pacing key from here, beside the gateway that uses it.
export { sessionKey };

export interface XHttpGatewayOptions {
  settings?: XApiSettings;
  /** When given, every call waits for its turn under the account's and endpoint's rate limit. */
  pacer?: RateLimitPacer;
  /** Clock for retry-after computations. */
  now?: () => number;
  /** TLS options towards an HTTPS proxy (a private CA, for instance). */
  proxyTls?: ProxyTlsOptions;
}

const LIST_OPERATIONS: Record<ProfileListKind, GraphqlOperation> = {
  followers: 'Followers',
  verifiedFollowers: 'BlueVerifiedFollowers',
  following: 'Following',
  retweeters: 'Retweeters',
  likers: 'Favoriters',
};

/** Pages of a conversation read at most (X serves about 50 events a page): a send check needs only the latest. */
const CONVERSATION_MAX_PAGES = 5;

/** The DM conversation id between two users: both ids, lower first, joined by a dash. */
export function oneToOneConversationId(a: string, b: string): string {
  const [low, high] = BigInt(a) <= BigInt(b) ? [a, b] : [b, a];
  return `${low}-${high}`;
}

export class XHttpGateway implements XGateway {
  readonly settings: XApiSettings;
  private readonly connections: XConnections;
  private readonly calls: XHttpCalls;
  private readonly viewerIds = new Map<string, string>();

  constructor(options: XHttpGatewayOptions = {}) {
    this.settings = options.settings ?? defaultXApiSettings();
    this.connections = new XConnections(this.settings, options.proxyTls);
    this.calls = new XHttpCalls({
      settings: this.settings,
      connections: this.connections,
      pacer: options.pacer,
      now: options.now ?? (() => Date.now()),
    });
  }

  close(): Promise<void> {
    return this.connections.close();
  }

  async verifyCredentials(session: XSession): Promise<XViewer> {
    const { json } = await this.calls.call(session, {
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
    const { json, rateLimit } = await this.calls.call(session, {
      operation: 'dm/new2',
      method: 'POST',
      path: '/i/api/1.1/dm/new2.json',
      query: DM_SEND_QUERY,
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
      ? await this.calls.call(session, {
          operation: 'dm/user_updates',
          method: 'GET',
          path: '/i/api/1.1/dm/user_updates.json',
          query: { ...INBOX_QUERY, cursor },
          referer: '/messages',
        })
      : await this.calls.call(session, {
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
      const { json } = await this.calls.call(session, {
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
    return this.calls.call(session, { operation, method: 'GET', path: `/i/api/graphql/${encodeURIComponent(queryId)}/${operation}`, query });
  }
}
