import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_REPLY_PLAN, DEMO_SESSIONS, SimClock, startXSimulator, type XSimulator, type XSimulatorOptions } from '../../../stand-ins/x';
import { RateLimitPacer } from '../rate-limit-pacer';
import {
  AccountLocked,
  AccountSuspended,
  BlockedByHtmlPage,
  CannotMessageUser,
  EndpointChanged,
  LooksAutomated,
  PostNotFound,
  RateLimited,
  SessionExpired,
  TransientNetworkFailure,
  UserNotFound,
  VerifiedSendersOnly,
  type XGatewayError,
} from '../x-errors';
import type { XSession } from '../x-gateway.port';
import { defaultXApiSettings, type XApiSettings } from './x-api-settings';
import { XHttpGateway } from './x-http-gateway';

const [VERIFIED, UNVERIFIED, AGENCY] = DEMO_SESSIONS;
const verified: XSession = { authToken: VERIFIED.authToken, ct0: VERIFIED.ct0 };
const unverified: XSession = { authToken: UNVERIFIED.authToken, ct0: UNVERIFIED.ct0 };
const GROWTH_HQ = '900000101';
const SAAS_FOUNDERS = '900000102'; // accepts DMs from verified senders only
const CRYPTO_DESK = '900000103'; // DMs closed
const COACHES = '900000104';
const TWEET = '1800000000000000002'; // 86 retweets, 410 likes

let sim: XSimulator;
let clock: SimClock;
const gateways: XHttpGateway[] = [];

function gatewayFor(overrides: Partial<XApiSettings> = {}, pacer?: RateLimitPacer): XHttpGateway {
  const gateway = new XHttpGateway({ settings: defaultXApiSettings({ baseUrl: sim.url, ...overrides }), pacer, now: () => clock.now() });
  gateways.push(gateway);
  return gateway;
}

async function failure(promise: Promise<unknown>): Promise<XGatewayError> {
  try {
    await promise;
  } catch (error) {
    const e = error as XGatewayError;
    // Secrets never leak into what the product logs or stores.
    for (const session of DEMO_SESSIONS) {
      expect(e.message).not.toContain(session.authToken);
      expect(e.message).not.toContain(session.ct0);
      expect(JSON.stringify(e)).not.toContain(session.ct0);
    }
    return e;
  }
  throw new Error('expected a failure');
}

beforeAll(async () => {
  clock = new SimClock({ startAt: Date.UTC(2025, 5, 1, 12), frozen: true });
  // Nobody replies on their own here; the tests that need replies turn them on.
  sim = await startXSimulator({ clock, replies: false });
});

afterEach(() => {
  sim.state.clearFaults();
  sim.state.resetRateLimits();
  for (const id of [VERIFIED.userId, UNVERIFIED.userId, AGENCY.userId]) sim.state.restoreAccount(id);
  sim.state.setReplies(false);
  sim.state.setRequestIdDedupe(true);
});

afterAll(async () => {
  await Promise.all(gateways.map((g) => g.close()));
  await sim.close();
});

describe('reading X through the gateway', () => {
  it('verifyCredentials returns the signed-in account', async () => {
    const gateway = gatewayFor();
    expect(await gateway.verifyCredentials(verified)).toMatchObject({ userId: VERIFIED.userId, screenName: 'outtwit_demo', verified: true });
    expect(await gateway.verifyCredentials(unverified)).toMatchObject({ userId: UNVERIFIED.userId, verified: false });
  });

  it('lookupUser parses the profile; the simulated population is stable', async () => {
    const gateway = gatewayFor();
    const hq = await gateway.lookupUser(verified, '@GrowthHQ');
    expect(hq).toMatchObject({
      userId: GROWTH_HQ,
      username: 'growthhq',
      name: 'Growth HQ',
      followersCount: 250_000,
      verified: true,
      canDm: true,
      location: 'San Francisco, CA',
      profileUrls: ['https://growthhq.example'],
    });
    const closed = await gateway.lookupUser(verified, 'cryptodesk');
    expect(closed.canDm).toBe(false);
    // verified-only: open to a verified viewer, closed to an unverified one
    expect((await gateway.lookupUser(verified, 'saasfounders')).canDm).toBe(true);
    expect((await gateway.lookupUser(unverified, 'saasfounders')).canDm).toBe(false);
  });

  it('lookupUser of a synthetic user by the name a list gave', async () => {
    const gateway = gatewayFor();
    const page = await gateway.listFollowers(verified, COACHES);
    const someone = page.profiles[3];
    // The lookup adds the account's creation date, which the lists leave out.
    expect(await gateway.lookupUser(verified, someone.username)).toEqual({ ...someone, createdAt: expect.any(Number) });
  });

  it('lookupUser of an unknown name is UserNotFound (skip_lead)', async () => {
    sim.state.population.deleteHandle('nobody_here_zz');
    const error = await failure(gatewayFor().lookupUser(verified, 'nobody_here_zz'));
    expect(error).toBeInstanceOf(UserNotFound);
    expect(error.action).toBe('skip_lead');
  });

  it('pages followers with cursors; pages are distinct and carry the rate-limit budget', async () => {
    const gateway = gatewayFor();
    const first = await gateway.listFollowers(verified, GROWTH_HQ);
    expect(first.profiles).toHaveLength(20);
    expect(first.nextCursor).toMatch(/^20\|/);
    expect(first.rateLimit).toMatchObject({ limit: 50, remaining: 49 });
    const second = await gateway.listFollowers(verified, GROWTH_HQ, first.nextCursor);
    expect(second.profiles).toHaveLength(20);
    expect(second.rateLimit?.remaining).toBe(48);
    const ids = new Set([...first.profiles, ...second.profiles].map((p) => p.userId));
    expect(ids.size).toBe(40);
    // deterministic: the same page again gives the same people
    const again = await gateway.listFollowers(verified, GROWTH_HQ);
    expect(again.profiles.map((p) => p.userId)).toEqual(first.profiles.map((p) => p.userId));
    for (const profile of first.profiles) {
      expect(profile.username).toMatch(/^[a-z]+_[0-9a-z]+$/);
      expect(profile.name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
      expect(profile.bio.length).toBeGreaterThan(10);
    }
  });

  it('verified followers are all verified; following pages too', async () => {
    const gateway = gatewayFor();
    const page = await gateway.listVerifiedFollowers(verified, GROWTH_HQ);
    expect(page.profiles).toHaveLength(20);
    expect(page.profiles.every((p) => p.verified)).toBe(true);
    const following = await gateway.listFollowing(verified, GROWTH_HQ);
    expect(following.profiles).toHaveLength(20);
    expect(following.rateLimit?.limit).toBe(500);
  });

  it('retweeters and likers of a tweet page to the end', async () => {
    const gateway = gatewayFor();
    const collect = async (kind: 'retweeters' | 'likers') => {
      const ids: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page = await gateway.listProfiles(verified, kind, TWEET, cursor);
        ids.push(...page.profiles.map((p) => p.userId));
        cursor = page.nextCursor;
        pages++;
      } while (cursor && pages < 100);
      return { ids, pages };
    };
    const retweeters = await collect('retweeters');
    expect(retweeters.ids).toHaveLength(86);
    expect(retweeters.pages).toBe(5);
    const likers = await gateway.listLikers(verified, TWEET);
    expect(likers.profiles).toHaveLength(20);
    expect(likers.rateLimit?.limit).toBe(500);
    const rt = await gateway.listRetweeters(verified, TWEET);
    expect(rt.profiles.map((p) => p.userId)).toEqual(retweeters.ids.slice(0, 20));
  });

  it('followers of an unknown user is UserNotFound', async () => {
    expect(await failure(gatewayFor().listFollowers(verified, '12345'))).toBeInstanceOf(UserNotFound);
  });
});

describe('speaking as the web client', () => {
  it('sends the web client headers, cookies and GraphQL parameters', async () => {
    const gateway = gatewayFor();
    await gateway.lookupUser(verified, 'growthhq');
    const request = sim.state.requests().at(-1)!;
    expect(request.method).toBe('GET');
    expect(request.path).toBe(`/i/api/graphql/${gateway.settings.queryIds.UserByScreenName}/UserByScreenName`);
    expect(JSON.parse(request.query.variables)).toEqual({ screen_name: 'growthhq', withSafetyModeUserFields: true });
    expect(JSON.parse(request.query.features)).toMatchObject({ responsive_web_graphql_timeline_navigation_enabled: true, hidden_profile_likes_enabled: true });
    expect(JSON.parse(request.query.fieldToggles)).toEqual({ withAuxiliaryUserLabels: false });
    expect(request.headers).toMatchObject({
      authorization: `Bearer ${gateway.settings.bearerToken}`,
      cookie: `auth_token=${VERIFIED.authToken}; ct0=${VERIFIED.ct0}`,
      'x-csrf-token': VERIFIED.ct0,
      'x-twitter-auth-type': 'OAuth2Session',
      'x-twitter-active-user': 'yes',
      'x-twitter-client-language': 'en',
      origin: sim.url,
      referer: `${sim.url}/`,
    });
    expect(request.headers['user-agent']).toMatch(/^Mozilla\/5\.0 .*Chrome\//);

    await gateway.listFollowers(verified, GROWTH_HQ, '20|123');
    const list = sim.state.requests().at(-1)!;
    expect(JSON.parse(list.query.variables)).toEqual({ userId: GROWTH_HQ, count: 20, includePromotedContent: false, cursor: '20|123' });
    expect(list.query.fieldToggles).toBeUndefined();
  });

  it('posts a DM to dm/new2.json with the web client body', async () => {
    const gateway = gatewayFor();
    await gateway.sendDirectMessage({ ...verified, userId: VERIFIED.userId }, COACHES, 'Hello coaches');
    const request = sim.state.requests().at(-1)!;
    expect(request).toMatchObject({ method: 'POST', path: '/i/api/1.1/dm/new2.json' });
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers.referer).toBe(`${sim.url}/messages/${VERIFIED.userId}-${COACHES}`);
    expect(request.body).toMatchObject({
      conversation_id: `${VERIFIED.userId}-${COACHES}`,
      recipient_ids: false,
      text: 'Hello coaches',
      request_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });
});

describe('the legacy response shape', () => {
  it('parses to the same profiles', async () => {
    const legacySim = await startXSimulator({ clock, shape: 'legacy' });
    const mixedSim = await startXSimulator({ clock, shape: 'mixed' });
    try {
      const current = await gatewayFor().listFollowers(verified, COACHES);
      const legacy = new XHttpGateway({ settings: defaultXApiSettings({ baseUrl: legacySim.url }) });
      const mixed = new XHttpGateway({ settings: defaultXApiSettings({ baseUrl: mixedSim.url }) });
      gateways.push(legacy, mixed);
      expect((await legacy.listFollowers(verified, COACHES)).profiles).toEqual(current.profiles);
      expect((await mixed.listFollowers(verified, COACHES)).profiles).toEqual(current.profiles);
      expect(await legacy.lookupUser(verified, 'growthhq')).toEqual(await gatewayFor().lookupUser(verified, 'growthhq'));
    } finally {
      await legacySim.close();
      await mixedSim.close();
    }
  });
});

describe('sending DMs', () => {
  it('sends through dm/new2 with the sorted conversation id; the simulator records it', async () => {
    const gateway = gatewayFor();
    const page = await gateway.listFollowers(verified, COACHES);
    const lead = page.profiles.find((p) => p.canDm)!;
    const before = sim.state.dmCount(VERIFIED.userId, lead.userId);
    const sent = await gateway.sendDirectMessage(verified, lead.userId, `Hi ${lead.name}, loved your bio!`);
    const [low, high] = [VERIFIED.userId, lead.userId].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
    expect(sent.conversationId).toBe(`${low}-${high}`);
    expect(sent.rateLimit).toMatchObject({ limit: 187 });
    expect(sim.state.dmCount(VERIFIED.userId, lead.userId)).toBe(before + 1);
    const recorded = sim.state.dms({ senderId: VERIFIED.userId, recipientId: lead.userId }).at(-1)!;
    expect(recorded).toMatchObject({ id: sent.messageId, text: `Hi ${lead.name}, loved your bio!`, conversationId: sent.conversationId });
    expect(recorded.requestId).toMatch(/^[0-9a-f-]{36}$/);
    const viaAdmin = (await (await fetch(`${sim.url}/__sim/dms?sender=${VERIFIED.userId}&recipient=${lead.userId}`)).json()) as unknown[];
    expect(viaAdmin).toHaveLength(before + 1);
  });

  it('uses the known user id of the session without asking X who it is', async () => {
    const gateway = gatewayFor();
    const statsBefore = sim.state.stats().byEndpoint.verify_credentials ?? 0;
    await gateway.sendDirectMessage({ ...verified, userId: VERIFIED.userId }, GROWTH_HQ, 'Hello Growth HQ');
    expect(sim.state.stats().byEndpoint.verify_credentials ?? 0).toBe(statsBefore);
    expect(sim.state.dmCount(VERIFIED.userId, GROWTH_HQ)).toBe(1);
  });

  it('349: DMs closed -> CannotMessageUser (skip_lead)', async () => {
    const error = await failure(gatewayFor().sendDirectMessage(verified, CRYPTO_DESK, 'hello'));
    expect(error).toBeInstanceOf(CannotMessageUser);
    expect(error).toMatchObject({ action: 'skip_lead', xCode: 349, httpStatus: 403 });
    sim.state.setFaults({ cannotMessage: new Set([COACHES]) });
    expect(await failure(gatewayFor().sendDirectMessage(verified, COACHES, 'hello'))).toBeInstanceOf(CannotMessageUser);
    expect(sim.state.dmCount(VERIFIED.userId, CRYPTO_DESK)).toBe(0);
  });

  it('476: verified senders only -> VerifiedSendersOnly for an unverified sender; a verified one gets through', async () => {
    const error = await failure(gatewayFor().sendDirectMessage(unverified, SAAS_FOUNDERS, 'hello'));
    expect(error).toBeInstanceOf(VerifiedSendersOnly);
    expect(error).toMatchObject({ action: 'skip_lead', xCode: 476 });
    await gatewayFor().sendDirectMessage(verified, SAAS_FOUNDERS, 'hello');
    expect(sim.state.dmCount(VERIFIED.userId, SAAS_FOUNDERS)).toBe(1);
    expect(sim.state.dmCount(UNVERIFIED.userId, SAAS_FOUNDERS)).toBe(0);
  });

  it('226: after N similar messages in a row -> LooksAutomated (stop_account)', async () => {
    sim.state.setFaults({ automatedAfterSimilar: 3 });
    const agency: XSession = { authToken: AGENCY.authToken, ct0: AGENCY.ct0, userId: AGENCY.userId };
    const gateway = gatewayFor();
    const leads = (await gateway.listFollowers(agency, GROWTH_HQ)).profiles.filter((p) => p.canDm);
    for (const lead of leads.slice(0, 3)) await gateway.sendDirectMessage(agency, lead.userId, `Hey ${lead.name}, want more leads?`);
    const error = await failure(gateway.sendDirectMessage(agency, leads[3].userId, `Hey ${leads[3].name}, want more leads?`));
    expect(error).toBeInstanceOf(LooksAutomated);
    expect(error).toMatchObject({ action: 'stop_account', xCode: 226 });
    expect(sim.state.dmCount(AGENCY.userId, leads[3].userId)).toBe(0);
    // a different message goes through
    await gateway.sendDirectMessage(agency, leads[3].userId, 'Completely different topic: your podcast episode on pricing was great');
    expect(sim.state.dmCount(AGENCY.userId, leads[3].userId)).toBe(1);
  });

  it('50: an unknown recipient -> UserNotFound (skip_lead)', async () => {
    const error = await failure(gatewayFor().sendDirectMessage(verified, '123', 'hello'));
    expect(error).toBeInstanceOf(UserNotFound);
    expect(error).toMatchObject({ action: 'skip_lead', xCode: 50 });
  });
});

describe('reading the inbox', () => {
  it('reads the inbox, then polls with the cursor and sees only the reply', async () => {
    const gateway = gatewayFor();
    const session: XSession = { ...unverified, userId: UNVERIFIED.userId };
    const lead = (await gateway.listFollowers(session, COACHES)).profiles.find((p) => p.canDm && !p.verified)!;
    await gateway.sendDirectMessage(session, lead.userId, 'Hi! Quick question about coaching');
    const initial = await gateway.readInbox(session);
    expect(initial.messages.some((m) => m.senderId === UNVERIFIED.userId && m.recipientId === lead.userId)).toBe(true);
    expect(initial.cursor).toBeTruthy();
    clock.advance(60_000);
    sim.state.deliverMessage(lead.userId, UNVERIFIED.userId, 'Sure, what is it?');
    const updates = await gateway.readInbox(session, initial.cursor);
    expect(updates.messages).toHaveLength(1);
    expect(updates.messages[0]).toMatchObject({ senderId: lead.userId, recipientId: UNVERIFIED.userId, text: 'Sure, what is it?' });
    expect(updates.conversations[0].participantIds.sort()).toEqual([UNVERIFIED.userId, lead.userId].sort());
    const nothing = await gateway.readInbox(session, updates.cursor);
    expect(nothing.messages).toHaveLength(0);
  });
});

describe('reading a conversation', () => {
  const session: XSession = { ...verified, userId: VERIFIED.userId };

  async function freshLead(gateway: XHttpGateway, offset: number) {
    const profiles = (await gateway.listFollowers(session, GROWTH_HQ, `${100 + offset * 20}|1`)).profiles;
    return profiles.find((p) => p.canDm && sim.state.dmCount(VERIFIED.userId, p.userId) === 0)!;
  }

  it('lists both directions newest first, by recipient id or conversation id; an empty conversation is empty', async () => {
    const gateway = gatewayFor();
    const lead = await freshLead(gateway, 1);
    expect(await gateway.readConversation(session, lead.userId)).toEqual([]);
    const sent = await gateway.sendDirectMessage(session, lead.userId, 'Hi there, quick question');
    clock.advance(10_000);
    sim.state.deliverMessage(lead.userId, VERIFIED.userId, 'Sure, ask away');
    const messages = await gateway.readConversation(session, lead.userId);
    expect(messages.map((m) => [m.senderId, m.text])).toEqual([
      [lead.userId, 'Sure, ask away'],
      [VERIFIED.userId, 'Hi there, quick question'],
    ]);
    expect(messages[1]).toMatchObject({ id: sent.messageId, conversationId: sent.conversationId, recipientId: lead.userId });
    expect(await gateway.readConversation(session, sent.conversationId)).toEqual(messages);
    expect((sim.state.stats().byEndpoint as Record<string, number>)['dm/conversation']).toBeGreaterThanOrEqual(3);
  });

  it('sinceMs keeps only what came at or after it, and pages back through long conversations only as far as needed', async () => {
    const gateway = gatewayFor();
    const lead = await freshLead(gateway, 2);
    const start = clock.now();
    for (let i = 0; i < 120; i++) {
      sim.state.deliverMessage(lead.userId, VERIFIED.userId, `message ${i}`);
      clock.advance(1_000);
    }
    const all = await gateway.readConversation(session, lead.userId);
    expect(all).toHaveLength(120);
    expect(all[0].text).toBe('message 119');
    expect(all.at(-1)!.text).toBe('message 0');
    const before = sim.state.stats().byEndpoint['dm/conversation'] ?? 0;
    const recent = await gateway.readConversation(session, lead.userId, { sinceMs: start + 100_000 });
    expect(recent.map((m) => m.text)).toEqual(Array.from({ length: 20 }, (_, i) => `message ${119 - i}`));
    // the newest page (50 messages) reaches back past sinceMs: one request
    expect((sim.state.stats().byEndpoint['dm/conversation'] ?? 0) - before).toBe(1);
  });

  it('the same request_id twice is one message; with X\'s de-duplication off it is two', async () => {
    const gateway = gatewayFor();
    const lead = await freshLead(gateway, 3);
    const requestId = '0b7f9a3e-2c1d-4e5f-8a6b-7c8d9e0f1a2b';
    const first = await gateway.sendDirectMessage(session, lead.userId, 'Hello once', { requestId });
    const again = await gateway.sendDirectMessage(session, lead.userId, 'Hello once', { requestId });
    expect(again.messageId).toBe(first.messageId);
    expect(sim.state.dmCount(VERIFIED.userId, lead.userId)).toBe(1);
    expect(sim.state.dms({ senderId: VERIFIED.userId, recipientId: lead.userId })[0].requestId).toBe(requestId);
    sim.state.setRequestIdDedupe(false);
    const third = await gateway.sendDirectMessage(session, lead.userId, 'Hello once', { requestId });
    expect(third.messageId).not.toBe(first.messageId);
    expect(sim.state.dmCount(VERIFIED.userId, lead.userId)).toBe(2);
  });

  it('demo replies: a new recipient answers a few simulated seconds after the DM, once', async () => {
    const agency: XSession = { authToken: AGENCY.authToken, ct0: AGENCY.ct0, userId: AGENCY.userId };
    const gateway = gatewayFor();
    const leads = (await gateway.listFollowers(agency, COACHES, '400|1')).profiles.filter((p) => p.canDm && !p.verified);
    const already = new Set(sim.state.dms({ senderId: AGENCY.userId }).map((d) => d.recipientId)).size;
    const fresh = leads.filter((p) => sim.state.dmCount(AGENCY.userId, p.userId) === 0).slice(0, 10);
    // No wording wins a reply here; the one a sender gets by its first few new recipients falls on the third.
    sim.state.setReplies({ ...DEMO_REPLY_PLAN, rates: [0, 0], firstReplyBy: already + 3 });
    for (const [i, lead] of fresh.entries()) await gateway.sendDirectMessage(agency, lead.userId, `Hi ${lead.name}, message ${i} about ${lead.userId}`);
    const repliers = [fresh[2]];
    expect((await gateway.readConversation(agency, repliers[0].userId)).filter((m) => m.senderId === repliers[0].userId)).toHaveLength(0);
    clock.advance(8_000);
    for (const lead of fresh) {
      const theirs = (await gateway.readConversation(agency, lead.userId)).filter((m) => m.senderId === lead.userId);
      expect(theirs).toHaveLength(repliers.includes(lead) ? 1 : 0);
    }
    const reply = (await gateway.readConversation(agency, repliers[0].userId))[0];
    const sentAt = sim.state.dms({ senderId: AGENCY.userId, recipientId: repliers[0].userId })[0].at;
    expect(reply.createdAt - sentAt).toBeGreaterThanOrEqual(3_000);
    expect(reply.createdAt - sentAt).toBeLessThan(7_000);
    expect(reply.text.length).toBeGreaterThan(10);
    // a second DM to a recipient is not a new recipient: no second reply
    await gateway.sendDirectMessage(agency, repliers[0].userId, 'Following up on my message');
    clock.advance(8_000);
    expect((await gateway.readConversation(agency, repliers[0].userId)).filter((m) => m.senderId === repliers[0].userId)).toHaveLength(1);
  });
});

describe('account and session failures', () => {
  it('326: a locked account -> AccountLocked (stop_account)', async () => {
    sim.state.lockAccount('outtwit_demo');
    const error = await failure(gatewayFor().listFollowers(verified, GROWTH_HQ));
    expect(error).toBeInstanceOf(AccountLocked);
    expect(error).toMatchObject({ action: 'stop_account', xCode: 326 });
  });

  it('64: a suspended account -> AccountSuspended (stop_account)', async () => {
    sim.state.suspendAccount(VERIFIED.userId);
    const error = await failure(gatewayFor().sendDirectMessage(verified, GROWTH_HQ, 'hi'));
    expect(error).toBeInstanceOf(AccountSuspended);
    expect(error).toMatchObject({ action: 'stop_account', xCode: 64 });
  });

  it('unknown cookies -> SessionExpired (401, code 32)', async () => {
    const error = await failure(gatewayFor().verifyCredentials({ authToken: 'f'.repeat(40), ct0: 'a'.repeat(160) }));
    expect(error).toBeInstanceOf(SessionExpired);
    expect(error).toMatchObject({ action: 'stop_account', xCode: 32, httpStatus: 401 });
    expect(error.message).toContain('Twitter connection');
    expect(error.message).not.toContain('f'.repeat(40));
  });

  it('an expired session answered 403 without a body -> SessionExpired', async () => {
    const sessionSim = await startXSimulator({
      clock,
      accounts: [{ userId: '900000201', screenName: 'soon_expired', authToken: 'b'.repeat(40), ct0: 'c'.repeat(160) }],
      faults: { expiredStyle: '403-empty' },
    });
    try {
      const gateway = new XHttpGateway({ settings: defaultXApiSettings({ baseUrl: sessionSim.url }) });
      gateways.push(gateway);
      const session = { authToken: 'b'.repeat(40), ct0: 'c'.repeat(160) };
      expect((await gateway.verifyCredentials(session)).screenName).toBe('soon_expired');
      sessionSim.state.expireSession(session.authToken);
      const error = await failure(gateway.verifyCredentials(session));
      expect(error).toBeInstanceOf(SessionExpired);
      expect(error).toMatchObject({ httpStatus: 403, xCode: undefined });
      expect(error.message).not.toContain('b'.repeat(40));
    } finally {
      await sessionSim.close();
    }
  });

  it('a ct0 that does not match -> SessionExpired (code 353)', async () => {
    const error = await failure(gatewayFor().verifyCredentials({ authToken: VERIFIED.authToken, ct0: UNVERIFIED.ct0 }));
    expect(error).toBeInstanceOf(SessionExpired);
    expect(error.xCode).toBe(353);
  });
});

describe('endpoint and transport failures', () => {
  it('a rotated query id -> EndpointChanged (404)', async () => {
    const settings = defaultXApiSettings({ baseUrl: sim.url });
    settings.queryIds.Followers = 'stale-query-id';
    const gateway = new XHttpGateway({ settings });
    gateways.push(gateway);
    const error = await failure(gateway.listFollowers(verified, GROWTH_HQ));
    expect(error).toBeInstanceOf(EndpointChanged);
    expect(error).toMatchObject({ httpStatus: 404, action: 'stop_account' });
  });

  it('a redirect is not followed -> EndpointChanged', async () => {
    sim.state.setFaults({ redirectNext: 1 });
    const error = await failure(gatewayFor().lookupUser(verified, 'growthhq'));
    expect(error).toBeInstanceOf(EndpointChanged);
    expect(error.message).toContain('login.elsewhere.example');
  });

  it('an HTML page -> BlockedByHtmlPage', async () => {
    sim.state.setFaults({ htmlNext: 1 });
    const error = await failure(gatewayFor().listFollowing(verified, GROWTH_HQ));
    expect(error).toBeInstanceOf(BlockedByHtmlPage);
    expect(error.action).toBe('stop_account');
  });

  it('88 / 429 -> RateLimited with the window reset', async () => {
    sim.state.setLimit('Followers', 2);
    try {
      const gateway = gatewayFor();
      await gateway.listFollowers(verified, GROWTH_HQ);
      const second = await gateway.listFollowers(verified, GROWTH_HQ);
      expect(second.rateLimit?.remaining).toBe(0);
      const error = (await failure(gateway.listFollowers(verified, GROWTH_HQ))) as RateLimited;
      expect(error).toBeInstanceOf(RateLimited);
      expect(error).toMatchObject({ action: 'retry', xCode: 88, httpStatus: 429 });
      expect(error.resetAt).toBe(second.rateLimit?.resetAt);
      expect(error.retryAfterMs).toBe(error.resetAt! - clock.now());
      expect(sim.state.stats().rateLimitedByEndpoint.Followers).toBeGreaterThanOrEqual(1);
    } finally {
      sim.state.setLimit('Followers', 50);
    }
  });

  it('5xx -> TransientNetworkFailure (retry)', async () => {
    sim.state.setFaults({ failNext: 1 });
    const error = await failure(gatewayFor().lookupUser(verified, 'growthhq'));
    expect(error).toBeInstanceOf(TransientNetworkFailure);
    expect(error).toMatchObject({ action: 'retry', httpStatus: 503 });
  });

  it('a dropped connection -> TransientNetworkFailure', async () => {
    sim.state.setFaults({ dropNext: 1 });
    const error = await failure(gatewayFor().lookupUser(verified, 'growthhq'));
    expect(error).toBeInstanceOf(TransientNetworkFailure);
    expect(error.action).toBe('retry');
  });

  it('a slow answer past the total timeout -> TransientNetworkFailure', async () => {
    sim.state.setFaults({ latencyMs: 1500 });
    const started = Date.now();
    const error = await failure(gatewayFor({ totalTimeoutMs: 300 }).lookupUser(verified, 'growthhq'));
    expect(error).toBeInstanceOf(TransientNetworkFailure);
    expect(error.message).toContain('timed out');
    expect(Date.now() - started).toBeLessThan(1400);
  });

  it('a share of failing requests (failRate) shows up as transient failures only', async () => {
    sim.state.setFaults({ failRate: 0.5 });
    const gateway = gatewayFor();
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, () => gateway.lookupUser(verified, 'coachcollective')));
    const failed = outcomes.filter((o) => o.status === 'rejected');
    expect(failed.length).toBeGreaterThan(2);
    expect(failed.length).toBeLessThan(18);
    for (const f of failed) expect((f as PromiseRejectedResult).reason).toBeInstanceOf(TransientNetworkFailure);
  });
});

describe('pacing from the rate-limit headers', () => {
  it('with a pacer on simulated time, the gateway never hits 429', async () => {
    sim.state.setLimit('Following', 3);
    sim.state.resetStats();
    try {
      const sleeps: number[] = [];
      const pacer = new RateLimitPacer({
        clock,
        sleep: async (ms) => {
          sleeps.push(ms);
          clock.advance(ms);
        },
      });
      const gateway = gatewayFor({}, pacer);
      let cursor: string | null = null;
      for (let i = 0; i < 7; i++) cursor = (await gateway.listFollowing(verified, GROWTH_HQ, cursor)).nextCursor;
      expect(sim.state.stats().rateLimited).toBe(0);
      expect(sim.state.stats().byEndpoint.Following).toBe(7);
      expect(sleeps).toHaveLength(2);
      for (const ms of sleeps) expect(ms).toBeGreaterThan(14 * 60 * 1000);
    } finally {
      sim.state.setLimit('Following', 500);
    }
  });
});

describe('cases seen in captures of X', () => {
  /** A simulator of its own, so what a test changes stays out of the others. */
  async function withSimulator(options: XSimulatorOptions, run: (gateway: XHttpGateway, simulator: XSimulator) => Promise<void>) {
    const own = await startXSimulator({ clock, ...options });
    const gateway = new XHttpGateway({ settings: defaultXApiSettings({ baseUrl: own.url }) });
    try {
      await run(gateway, own);
    } finally {
      await gateway.close();
      await own.close();
    }
  }

  it.each(['current', 'legacy'] as const)(
    'gold (Business) and grey (Government) checks without blue verification are verified, with their type (%s shape)',
    async (shape) => {
      await withSimulator({ shape }, async (gateway, own) => {
        own.state.setVerified(COACHES, false);
        own.state.setVerifiedType(COACHES, 'Government');
        own.state.setVerified(CRYPTO_DESK, false);
        own.state.setVerifiedType(CRYPTO_DESK, 'Business');
        expect(await gateway.lookupUser(verified, 'coachcollective')).toMatchObject({ userId: COACHES, verified: true, verifiedType: 'Government' });
        expect(await gateway.lookupUser(verified, 'cryptodesk')).toMatchObject({ userId: CRYPTO_DESK, verified: true, verifiedType: 'Business' });
        own.state.setVerifiedType(COACHES, undefined);
        const unchecked = await gateway.lookupUser(verified, 'coachcollective');
        expect(unchecked.verified).toBe(false);
        expect(unchecked).not.toHaveProperty('verifiedType');
      });
    },
  );

  it('retweeters and likers of a deleted post: PostNotFound (fail_target), with no retry', async () => {
    await withSimulator({}, async (gateway, own) => {
      expect((await gateway.listRetweeters(verified, TWEET)).profiles).toHaveLength(20);
      own.state.deleteTweet(TWEET);
      for (const list of [gateway.listRetweeters(verified, TWEET), gateway.listLikers(verified, TWEET)]) {
        const error = await failure(list);
        expect(error).toBeInstanceOf(PostNotFound);
        expect(error.action).toBe('fail_target');
        expect(error.xCode).toBe(144);
        expect(error.retryAfterMs).toBeUndefined();
      }
    });
  });

  it.each(['current', 'legacy'] as const)('users inside a TimelineTimelineModule are read like plain entries (%s shape)', async (shape) => {
    const plain = await gatewayFor().listFollowers(verified, COACHES);
    await withSimulator({ shape, timelineLayout: 'module' }, async (gateway) => {
      const page = await gateway.listFollowers(verified, COACHES);
      expect(page.profiles).toEqual(plain.profiles);
      expect(page.nextCursor).toBe(plain.nextCursor);
      expect((await gateway.listRetweeters(verified, TWEET)).profiles).toHaveLength(20);
    });
  });
});
