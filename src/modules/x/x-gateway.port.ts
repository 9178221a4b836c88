/**
 * The X gateway port: everything the product asks of X, in the product's terms.
 * Adapters (the HTTP adapter speaking X's web API) implement it; other modules depend on this only.
 */

export type XProxyType = 'HTTP' | 'HTTPS';

export interface XProxy {
  type: XProxyType;
  host: string;
  /** For an HTTPS proxy whose `host` is the address its name resolved to: the name, sent as SNI and checked against its certificate. */
  servername?: string;
  port: number;
  username?: string;
  password?: string;
}

/** The cookies of a signed-in X web session, and the proxy its requests leave through. */
export interface XSession {
  authToken: string;
  ct0: string;
  proxy?: XProxy;
  /** The account's X user id when already known; saves a credentials lookup before sending a DM. */
  userId?: string;
}

export interface XViewer {
  userId: string;
  screenName: string;
  name: string;
  profileImageUrl: string | null;
  verified: boolean;
  /** Epoch milliseconds the X account was created, or null when X did not say. */
  createdAt: number | null;
}

/** A profile with the fields a lead row needs. */
export interface XProfile {
  userId: string;
  username: string;
  name: string;
  bio: string;
  /** Expanded links found in the bio. */
  bioUrls: string[];
  /** Expanded links of the profile's website field. */
  profileUrls: string[];
  location: string;
  /** Any check X shows: blue (paid), legacy, gold (Business) or grey (Government). */
  verified: boolean;
  /** X's verified_type for gold and grey checks: 'Business' or 'Government'; absent otherwise. */
  verifiedType?: string;
  followersCount: number;
  followingCount: number;
  /** Whether the signed-in account may open a DM with this profile. */
  canDm: boolean;
  profileImageUrl: string | null;
  /** Protected (private) account. */
  protected: boolean;
  /** Epoch milliseconds the X account was created; read from a profile lookup (UserByScreenName) only. */
  createdAt?: number;
}

/** What X said about the caller's remaining budget on an endpoint (x-rate-limit-* headers). */
export interface RateLimitInfo {
  limit: number;
  remaining: number;
  /** Epoch milliseconds when the window resets. */
  resetAt: number;
}

export interface ProfilePage {
  profiles: XProfile[];
  /** Pass back to get the next page; null when the list is exhausted. */
  nextCursor: string | null;
  rateLimit?: RateLimitInfo;
}

/** The lists a lead source can be scraped from. */
export type ProfileListKind = 'followers' | 'verifiedFollowers' | 'following' | 'retweeters' | 'likers';

export interface SentDirectMessage {
  messageId: string;
  conversationId: string;
  rateLimit?: RateLimitInfo;
}

export interface SendDirectMessageOptions {
  /** X's request_id for the send (a UUID); the same id twice yields one message. */
  requestId?: string;
}

export interface ReadConversationOptions {
  /** Epoch milliseconds: only messages created at or after it. */
  sinceMs?: number;
}

export interface DirectMessage {
  id: string;
  conversationId: string;
  senderId: string;
  recipientId: string | null;
  text: string;
  /** Epoch milliseconds. */
  createdAt: number;
}

export interface InboxConversation {
  conversationId: string;
  participantIds: string[];
  /** Epoch milliseconds of the latest event, when X gave it. */
  lastActivityAt: number | null;
}

export interface InboxPage {
  messages: DirectMessage[];
  conversations: InboxConversation[];
  /**
   * Poll cursor: pass it to the next readInbox call to receive only what arrived since.
   * Null when X gave none.
   */
  cursor: string | null;
}

export interface XGateway {
  verifyCredentials(session: XSession): Promise<XViewer>;
  lookupUser(session: XSession, screenName: string): Promise<XProfile>;
  listFollowers(session: XSession, userId: string, cursor?: string | null): Promise<ProfilePage>;
  /** 'Verified Followers': followers with blue verification. */
  listVerifiedFollowers(session: XSession, userId: string, cursor?: string | null): Promise<ProfilePage>;
  listFollowing(session: XSession, userId: string, cursor?: string | null): Promise<ProfilePage>;
  listRetweeters(session: XSession, tweetId: string, cursor?: string | null): Promise<ProfilePage>;
  /** Likers of a tweet. */
  listLikers(session: XSession, tweetId: string, cursor?: string | null): Promise<ProfilePage>;
  /** Dispatches to one of the list methods above. */
  listProfiles(session: XSession, kind: ProfileListKind, subjectId: string, cursor?: string | null): Promise<ProfilePage>;
  /**
   * Sends a DM. `requestId` is X's request_id (a UUID): X answers a repeated send with the same request_id with the
   * message it already created instead of a second one. Default: a fresh random one.
   */
  sendDirectMessage(session: XSession, recipientUserId: string, text: string, options?: SendDirectMessageOptions): Promise<SentDirectMessage>;
  /**
   * The one-to-one conversation between the session's account and another user (by user id, or by conversation
   * id "low-high"), newest message first, both directions (check `senderId`). With `sinceMs`: only messages
   * created at or after it (older pages are not fetched). A conversation that does not exist yet is empty.
   */
  readConversation(session: XSession, recipientUserIdOrConversationId: string, options?: ReadConversationOptions): Promise<DirectMessage[]>;
  /** Without a cursor: the inbox as it stands; with one: what happened since that cursor. */
  readInbox(session: XSession, cursor?: string | null): Promise<InboxPage>;
}
