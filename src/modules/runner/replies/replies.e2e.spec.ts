import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, type Json } from '../../../../test/support/api-call';
import { becomePro } from '../../../../test/support/become-pro';
import { type ReadyCampaign, readyCampaign } from '../../../../test/support/campaign-setup';
import { openLiveStream } from '../../../../test/support/live-stream';
import { startTestApp, type TestApp } from '../../../../test/support/start-app';
import { newEmail, signUp, type TestUser } from '../../../../test/support/users';
import { startXSimulator, type XSimulator } from '../../../stand-ins/x';
import { campaignMessages } from '../../campaigns/contract';
import { upsertProfiles } from '../../dataset';
import { defaultXApiSettings, type XProfile } from '../../x';
import { XHttpGateway } from '../../x/http/x-http-gateway';
import type { ReplyRow } from './contract';
import { COACHES, SENDER, session } from '../../../../test/support/demo-sender';

let app: TestApp;
let simulator: XSimulator;
let gateway: XHttpGateway;
let alice: TestUser;
let bob: TestUser;
let campaign: ReadyCampaign;
let leads: { userId: string; username: string }[];
let profiles: XProfile[];

const call = (user: TestUser, path: string, method?: string, json?: unknown) => callApi(app, user, path, method, json);

/** A DM really sent to the lead through the simulated X, and the ledger row the runner writes for it. */
async function sentDm(lead: { userId: string; username: string }, index: number): Promise<void> {
  const sent = await gateway.sendDirectMessage(session, lead.userId, `Hi ${lead.username}, quick question`);
  await sql`
    insert into dm_deliveries (id, user_id, campaign_id, account_id, lead_source_id, username, recipient_x_id, contact_index, day, state, text,
                               x_message_id, conversation_id, reserved_at, finished_at)
    values (${randomUUID()}, ${campaign.userId}, ${campaign.id}, ${campaign.accountId}, 'source', ${lead.username}, ${lead.userId}, ${index},
            current_date, 'sent', 'Hi', ${sent.messageId}, ${sent.conversationId}, now(), now())`.execute(app.database.db);
}

beforeAll(async () => {
  simulator = await startXSimulator({ port: 0, host: '127.0.0.1', replies: false });
  app = await startTestApp({ TRUST_PROXY: '1', X_API_BASE: simulator.url, REPLY_POLL_INTERVAL_SECONDS: '1' });
  gateway = new XHttpGateway({ settings: defaultXApiSettings({ baseUrl: simulator.url }) });
  [alice, bob] = [await signUp(app, newEmail('replies')), await signUp(app, newEmail('replies'))];
  await becomePro(app, alice);
  profiles = (await gateway.listFollowers(session, COACHES)).profiles.filter((p) => p.canDm).slice(0, 3);
  leads = profiles.map((p) => ({ userId: p.userId, username: p.username.toLowerCase() }));
  campaign = await readyCampaign(app, alice, {
    name: 'Coaching outreach',
    usernames: leads.map((lead) => lead.username),
    sender: SENDER,
    messages: ['Hi [First Name]!'],
    dailyLimit: 50,
  });
}, 120_000);

afterAll(async () => {
  await gateway?.close();
  await app?.close();
  await simulator?.close();
});

describe('GET /api/campaigns/:id/replies', () => {
  it('lists the replies the inbox poll found, newest first, with links to the conversation and the profile; the card counts the lead', async () => {
    expect(await call(alice, `/api/campaigns/${campaign.id}/replies`)).toMatchObject({ status: 200, body: [], range: 'campaign-replies */0' });
    const [aliceLive, bobLive] = [await openLiveStream(app, alice), await openLiveStream(app, bob)];
    await sentDm(leads[0], 0);
    await sentDm(leads[1], 1);
    simulator.state.deliverMessage(leads[0].userId, SENDER.userId, 'Thanks! What does it cost?');
    simulator.state.deliverMessage('900000101', SENDER.userId, 'Someone never messaged writes');
    await expect.poll(async () => (await call(alice, `/api/campaigns/${campaign.id}/replies`)).body.length, { timeout: 15_000 }).toBe(1);
    // the card refreshes live: the owner's stream names the campaign, another user's stream does not
    await expect
      .poll(() => aliceLive.changes().some((change) => change.resource === 'campaigns' && change.ids?.includes(campaign.id)), { timeout: 10_000 })
      .toBe(true);
    expect(bobLive.changes().filter((change) => change.resource === 'campaigns')).toEqual([]);
    await Promise.all([aliceLive.close(), bobLive.close()]);
    // X's clock moves on: the second reply is the newer one.
    simulator.state.clock.advance(1_000);
    simulator.state.deliverMessage(leads[1].userId, SENDER.userId, 'Not interested, thanks');
    await expect.poll(async () => (await call(alice, `/api/campaigns/${campaign.id}/replies`)).body.length, { timeout: 15_000 }).toBe(2);
    // The name comes from the database of X profiles when it knows the replying lead (the other has none there).
    await upsertProfiles(app.database.db, [profiles[1]]);
    const list = await call(alice, `/api/campaigns/${campaign.id}/replies`);
    const rows = list.body as unknown as ReplyRow[];
    expect(list.range).toBe('campaign-replies 0-1/2');
    expect(rows.map((r) => r.text)).toEqual(['Not interested, thanks', 'Thanks! What does it cost?']);
    const [low, high] = [SENDER.userId, leads[1].userId].sort((x, y) => (BigInt(x) < BigInt(y) ? -1 : 1));
    expect(rows[0]).toMatchObject({
      campaign_id: campaign.id,
      username: leads[1].username,
      name: profiles[1].name,
      conversation_url: `https://x.com/messages/${low}-${high}`,
      profile_url: `https://x.com/${leads[1].username}`,
      received_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(rows[0].id).toMatch(/^\d+$/);
    expect(rows[1]).not.toHaveProperty('name');
    const page = await call(alice, `/api/campaigns/${campaign.id}/replies?range=${encodeURIComponent('[1,1]')}`);
    expect(page.range).toBe('campaign-replies 1-1/2');
    expect(page.body.map((r: ReplyRow) => r.text)).toEqual(['Thanks! What does it cost?']);
    const card = await call(alice, `/api/campaigns/${campaign.id}`);
    expect(card.body).toMatchObject({ replies_count: 2, reply_rate: null });
  });

  it('reads each account\'s inbox once per interval (REPLY_POLL_INTERVAL_SECONDS=1 here): the poll\'s cost in requests', async () => {
    const inboxReads = () => simulator.state.stats().byEndpoint['dm/inbox'] ?? 0;
    // Counted until three reads came: a poll reading more often than once per interval (several reads at once, as
    // a lost singleton would make) gets there in fewer seconds than it made reads.
    const before = inboxReads();
    const started = Date.now();
    await expect.poll(inboxReads, { timeout: 20_000 }).toBeGreaterThanOrEqual(before + 3);
    const reads = inboxReads() - before;
    const seconds = (Date.now() - started) / 1000;
    // One account: at most one read per interval (plus one at a slot boundary). The workers pick jobs up every
    // 2 s, so a 1 s interval gives a read every 2 s or so; it keeps going.
    expect(reads).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
    expect(reads).toBeGreaterThanOrEqual(2);
    console.info(`reply poll: ${reads} inbox reads in ${seconds.toFixed(1)} s for 1 account at REPLY_POLL_INTERVAL_SECONDS=1`);
  });

  it('another user\'s campaign and a missing one answer 404; a malformed range 400', async () => {
    expect(await call(bob, `/api/campaigns/${campaign.id}/replies`)).toMatchObject({ status: 404, body: { message: campaignMessages.notFound } });
    expect(await call(alice, `/api/campaigns/${randomUUID()}/replies`)).toMatchObject({ status: 404, body: { message: campaignMessages.notFound } });
    expect((await call(alice, `/api/campaigns/${campaign.id}/replies?range=oops`)).status).toBe(400);
    const signedOut = await fetch(`${app.url}/api/campaigns/${campaign.id}/replies`);
    expect(signedOut.status).toBe(401);
  });
});

describe('GET /api/campaigns/:id/replies under attack', () => {
  const expectRefusal = (answer: { status: number; body: Json }, status: number, message?: string) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(answer.body).toMatchObject({ message: message ?? expect.any(String), code: expect.any(String) });
  };

  it("ids that are not ids, missing campaigns and another user's campaign answer the same 404, whatever the paging asks", async () => {
    const missing = await call(alice, `/api/campaigns/${randomUUID()}/replies`);
    expect(missing.status).toBe(404);
    for (const path of [
      `/api/campaigns/${campaign.id}/replies`,
      `/api/campaigns/${campaign.id}/replies?range=${encodeURIComponent('[0,199]')}&sort=${encodeURIComponent('["received_at","ASC"]')}`,
      `/api/campaigns/${campaign.id}/replies?filter=${encodeURIComponent(JSON.stringify({ user_id: campaign.userId }))}`,
    ]) {
      expect(await call(bob, path)).toMatchObject({ status: 404, body: missing.body });
    }
    for (const id of ['not-an-id', "1' or '1'='1", 'x'.repeat(4000), `${campaign.id} `, campaign.id.toUpperCase()]) {
      expect(await call(alice, `/api/campaigns/${encodeURIComponent(id)}/replies`)).toMatchObject({ status: 404, body: missing.body });
    }
    expectRefusal(await call(alice, '/api/campaigns/%00/replies'), 400);
    expectRefusal(await call(alice, '/api/campaigns/%ED%A0%80/replies'), 400);
  });

  it('paging that is not ra-data-simple-rest answers 400 naming the parameter; the widest range still answers a page', async () => {
    const path = `/api/campaigns/${campaign.id}/replies`;
    for (const [query, message] of [
      ['range=[0]', 'Malformed range parameter'],
      ['range=[5,1]', 'Malformed range parameter'],
      ['range=[-1,4]', 'Malformed range parameter'],
      ['range=[0,2147483648]', 'Malformed range parameter'],
      ['range=[0.5,4]', 'Malformed range parameter'],
      ['range=["0","4"]', 'Malformed range parameter'],
      ['range=[0,4]&range=[0,9]', 'Malformed range parameter'],
      ['sort=["text","ASC"]', 'Malformed sort parameter'],
      ['sort=["received_at","asc"]', 'Malformed sort parameter'],
      ['sort={"received_at":"ASC"}', 'Malformed sort parameter'],
      ['filter=[1,2', 'Malformed filter parameter'],
    ] as const) {
      expectRefusal(await call(alice, `${path}?${query.replaceAll('[', '%5B').replaceAll(']', '%5D').replaceAll('"', '%22')}`), 400, message);
    }
    const all = await call(alice, `${path}?range=${encodeURIComponent('[0,2147483647]')}`);
    expect(all.status).toBe(200);
    const past = await call(alice, `${path}?range=${encodeURIComponent('[2147483000,2147483647]')}`);
    expect(past).toMatchObject({ status: 200, body: [] });
    expect(past.range).toMatch(/^campaign-replies \*\/\d+$/);
  });

  it('signed out or with a forged session: 401 { message, code }', async () => {
    for (const headers of [{}, { cookie: 'better-auth.session_token=forged.c2lnbmF0dXJl' }] as Record<string, string>[]) {
      const response = await fetch(`${app.url}/api/campaigns/${campaign.id}/replies`, { headers });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: expect.any(String), code: 'unauthorized' });
    }
  });
});
