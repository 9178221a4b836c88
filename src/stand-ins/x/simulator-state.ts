/** The simulated X's state: accounts, population, clock, rate limits, faults, DMs and traffic, with the controls tests use. */
import { DEFAULT_GRAPHQL_QUERY_IDS, type GraphqlOperation } from '../../modules/x';
import { DEMO_REPLY_PLAN, type DemoReplyPlan } from './demo-replies';
import { DEMO_ACCOUNTS, DEMO_NOTABLE_USERS, DEMO_TWEETS } from './demo-world';
import { DmLedger, type SentDm } from './dm-ledger';
import { FaultInjector, noFaults, type SimFaults } from './faults';
import { type DmPolicy, hash32, type NotableUser, Population, seededRandom } from './population';
import { DEFAULT_SIM_LIMITS, RateLimitWindows, type SimEndpoint } from './rate-limits';
import type { ResponseShape, SimMessage, TimelineLayout } from './responses';
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
  /** Users of a list page as one entry each (default) or inside a TimelineTimelineModule. */
  timelineLayout?: TimelineLayout;
  /**
   * X answers a send that repeats a request_id with the message already created (default true). Off, every send
   * creates a message: what a product's own "was it sent?" check must then prevent.
   */
  requestIdDedupe?: boolean;
  /** Who replies to accounts' DMs on their own: the demo world's plan (default) or nobody (false). */
  replies?: DemoReplyPlan | false;
}

const DAY_MS = 86_400_000;

/** The simulated X: state and the controls tests use. */
export class XSimulatorState {
  readonly clock: SimClock;
  readonly population: Population;
  readonly limits: Record<SimEndpoint, number>;
  private readonly initialLimits: Record<SimEndpoint, number>;
  readonly faults: SimFaults;
  readonly shape: ResponseShape;
  readonly queryIds: Record<GraphqlOperation, string>;
  readonly maxPageSize: number;
  timelineLayout: TimelineLayout;
  requestIdDedupe: boolean;
  // The parts that x-api-routes answers requests from.
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
    this.initialLimits = { ...this.limits };
    this.rateLimitWindows = new RateLimitWindows(this.clock, this.limits);
    this.faults = { ...noFaults(), ...(options.faults ?? {}) };
    this.faultInjector = new FaultInjector(this.faults, seededRandom(hash32(options.seed ?? 42, 'faults')));
    this.dmLedger = new DmLedger(this.clock, options.replies === false ? null : (options.replies ?? DEMO_REPLY_PLAN), (userId) => this.population.userById(userId));
    this.requestIdDedupe = options.requestIdDedupe ?? true;
    this.shape = options.shape ?? 'current';
    this.queryIds = { ...DEFAULT_GRAPHQL_QUERY_IDS, ...(options.queryIds ?? {}) };
    this.maxPageSize = options.maxPageSize ?? 100;
    this.timelineLayout = options.timelineLayout ?? 'items';
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
      ...(init.ageDays !== undefined ? { createdAt: this.clock.now() - init.ageDays * DAY_MS } : {}),
    });
    this.addPastConversations(init.userId, init.conversations ?? 0);
    return this.accounts.add(init);
  }

  /**
   * Conversations the account had before: each with a made-up person (demo_pal_1, ...: never in a lead list) who
   * wrote first and got an answer, half a day apart going back from now.
   */
  private addPastConversations(userId: string, count: number): void {
    for (let i = count; i >= 1; i--) {
      const pal = this.population.userByScreenName(`demo_pal_${i}`);
      if (!pal) continue;
      const at = this.clock.now() - i * (DAY_MS / 2);
      this.dmLedger.record(pal.userId, userId, `Hey, loved your thread. Mind if I ask you something? (${i})`, undefined, at);
      this.dmLedger.record(userId, pal.userId, 'Sure, ask away!', undefined, at + 3_600_000);
    }
  }

  account(userIdOrScreenName: string): SimAccount | undefined {
    return this.accounts.find(userIdOrScreenName);
  }

  /** Makes an auth_token stop working (X answers 401 code 32, or 403 with no body). */
  expireSession(authToken: string): void {
    this.accounts.expire(authToken);
  }

  /** Makes every session of an account stop working. */
  expireSessionsOf(userIdOrScreenName: string): void {
    this.accounts.expireAll(this.accounts.mustFind(userIdOrScreenName).userId);
  }

  lockAccount(userIdOrScreenName: string): void {
    this.accounts.mustFind(userIdOrScreenName).status = 'locked';
  }

  suspendAccount(userIdOrScreenName: string): void {
    this.accounts.mustFind(userIdOrScreenName).status = 'suspended';
  }

  /** The account is active again and its sessions work again (as after its owner signed in anew with the same cookies). */
  restoreAccount(userIdOrScreenName: string): void {
    const account = this.accounts.mustFind(userIdOrScreenName);
    account.status = 'active';
    this.accounts.renewAll(account.userId);
  }

  setVerified(userId: string, verified: boolean): void {
    this.population.patch(userId, { verified });
  }

  setDmPolicy(userId: string, dmPolicy: DmPolicy): void {
    this.population.patch(userId, { dmPolicy });
  }

  /** Gives a user a gold (Business) or grey (Government) check, or takes it away (undefined). */
  setVerifiedType(userId: string, verifiedType: 'Business' | 'Government' | undefined): void {
    this.population.patch(userId, { verifiedType });
  }

  /** Deletes a tweet: its Retweeters and Favoriters answer error 144 from then on. */
  deleteTweet(tweetId: string): void {
    this.population.deleteTweet(tweetId);
  }

  /** Serves list pages with their users as one entry each, or inside a TimelineTimelineModule. */
  setTimelineLayout(layout: TimelineLayout): void {
    this.timelineLayout = layout;
  }

  // ----- limits and faults

  /** Sets an endpoint's limit per window; windows already open keep at most that many calls left. */
  setLimit(endpoint: SimEndpoint, limit: number): void {
    this.limits[endpoint] = limit;
    this.rateLimitWindows.clamp(endpoint);
  }

  setRequestIdDedupe(enabled: boolean): void {
    this.requestIdDedupe = enabled;
  }

  /** Turns the demo world's replies on (its plan, or the one given) or off. */
  setReplies(plan: DemoReplyPlan | boolean): void {
    this.dmLedger.replyPlan = plan === true ? DEMO_REPLY_PLAN : plan === false ? null : plan;
  }

  resetRateLimits(): void {
    this.rateLimitWindows.reset();
  }

  /** The limits the simulator started with, and fresh windows. */
  resetLimits(): void {
    Object.assign(this.limits, this.initialLimits);
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
    this.dmLedger.deliverDue();
    return this.dmLedger.record(fromUserId, toUserId, text);
  }

  /** A user writes to an account `afterMs` from now on the simulated clock; returns when. */
  scheduleMessage(fromUserId: string, toUserId: string, text: string, afterMs: number): number {
    const at = this.clock.now() + afterMs;
    this.dmLedger.schedule(fromUserId, toUserId, text, at);
    return at;
  }

  /** Every message in the simulated X to or from a user (after an optional sequence number), in order. */
  messagesOf(userId: string, afterSeq = 0): SimMessage[] {
    return this.dmLedger.involving(userId, afterSeq);
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
}
