import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/support/start-app';
import { as, newEmail, signUp, type TestUser } from '../../../../test/support/users';
import { DEMO_SESSIONS, startXSimulator, type XSimulator } from '../../../stand-ins/x';
import { campaignMessages } from '../../campaigns/contract';
import { defaultXApiSettings, type XSession } from '../../x';
import { XHttpGateway } from '../../x/http/x-http-gateway';
import type { ReplyRow } from './contract';

type Json = Record<string, any>;

const SENDER = DEMO_SESSIONS[0];
const session: XSession = { authToken: SENDER.authToken, ct0: SENDER.ct0, userId: SENDER.userId };
const COACHES = '900000104';

let app: TestApp;
let simulator: XSimulator;
let gateway: XHttpGateway;
let alice: TestUser;
let bob: TestUser;
let campaign: { id: string; userId: string; accountId: string };
let leads: { userId: string; username: string }[];

async function call(user: TestUser, path: string, method = 'GET', json?: unknown): Promise<{ status: number; body: Json; range: string | null }> {
  const response = await as(app, user)(path, { method, ...(json === undefined ? {} : { json }) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {}, range: response.headers.get('content-range') };
}

/** Polls until `check` gives `want` (usable in beforeAll, unlike expect.poll). */
async function until<T>(check: () => Promise<T>, want: T, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (let got = await check(); got !== want; got = await check()) {
    if (Date.now() > end) throw new Error(`still ${String(got)}, not ${String(want)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function becomePro(user: TestUser): Promise<void> {
  await until(async () => (await call(user, '/api/plan')).status, 200);
  const checkout = await call(user, '/api/billing/checkout', 'POST', { plan_type: 'pro', allowed_accounts: 2 });
  expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
  const paid = await fetch(checkout.body.url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: user.email, card_number: '4242 4242 4242 4242', card_expiry: '12 / 34', card_cvc: '123', name: 'Pro' }),
  });
  const sessionId = new URL(paid.headers.get('location') as string).searchParams.get('session_id') as string;
  expect((await call(user, `/api/billing/verify-session?session_id=${sessionId}`)).status).toBe(200);
  await until(async () => (await call(user, '/api/plan')).body.plan, 'pro');
}

/** The signed-in user's live stream (GET /api/live): the changes it named so far. */
async function liveOf(user: TestUser) {
  const controller = new AbortController();
  const response = await fetch(`${app.url}/api/live`, { headers: { accept: 'text/event-stream', cookie: user.cookie }, signal: controller.signal });
  let text = '';
  const reading = (async () => {
    const decoder = new TextDecoder();
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) text += decoder.decode(chunk, { stream: true });
  })().catch(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, 300));
  return {
    changes: () => [...text.matchAll(/event: change\ndata: (.*)\n/g)].map((match) => JSON.parse(match[1] as string) as { resource: string; ids?: string[] }),
    close: async () => {
      controller.abort();
      await reading;
    },
  };
}

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
  await becomePro(alice);
  leads = (await gateway.listFollowers(session, COACHES)).profiles
    .filter((p) => p.canDm)
    .slice(0, 3)
    .map((p) => ({ userId: p.userId, username: p.username.toLowerCase() }));
  const form = new FormData();
  form.set('name', 'Coaches');
  form.set('file', new Blob([`username\n${leads.map((l) => l.username).join('\n')}\n`], { type: 'text/csv' }), 'coaches.csv');
  const source = (await (await as(app, alice)('/api/lead-sources/upload', { method: 'POST', body: form })).json()) as Json;
  const account = await call(alice, '/api/accounts', 'POST', { auth_token: SENDER.authToken, ct0_token: SENDER.ct0 });
  expect(account.status, JSON.stringify(account.body)).toBe(201);
  const template = await call(alice, '/api/message-templates', 'POST', { name: 'Intro', messages: ['Hi [First Name]!'] });
  const created = await call(alice, '/api/campaigns', 'POST', {
    name: 'Coaching outreach',
    lead_source_ids: [source.id],
    template_id: template.body.id,
    profile_id: account.body.account.id,
    daily_dm_limit: 50,
    skip_already_dmd: true,
    use_do_not_contact_list: true,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  campaign = { id: created.body.id, userId: created.body.user_id, accountId: account.body.account.id };
}, 120_000);

afterAll(async () => {
  await gateway?.close();
  await app?.close();
  await simulator?.close();
});

describe('GET /api/campaigns/:id/replies', () => {
  it('lists the replies the inbox poll found, newest first, with links to the conversation and the profile; the card counts the lead', async () => {
    expect(await call(alice, `/api/campaigns/${campaign.id}/replies`)).toMatchObject({ status: 200, body: [], range: 'campaign-replies */0' });
    const [aliceLive, bobLive] = [await liveOf(alice), await liveOf(bob)];
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
    await new Promise((resolve) => setTimeout(resolve, 5));
    simulator.state.deliverMessage(leads[1].userId, SENDER.userId, 'Not interested, thanks');
    await expect.poll(async () => (await call(alice, `/api/campaigns/${campaign.id}/replies`)).body.length, { timeout: 15_000 }).toBe(2);
    const list = await call(alice, `/api/campaigns/${campaign.id}/replies`);
    const rows = list.body as unknown as ReplyRow[];
    expect(list.range).toBe('campaign-replies 0-1/2');
    expect(rows.map((r) => r.text)).toEqual(['Not interested, thanks', 'Thanks! What does it cost?']);
    const [low, high] = [SENDER.userId, leads[1].userId].sort((x, y) => (BigInt(x) < BigInt(y) ? -1 : 1));
    expect(rows[0]).toMatchObject({
      campaign_id: campaign.id,
      username: leads[1].username,
      conversation_url: `https://x.com/messages/${low}-${high}`,
      profile_url: `https://x.com/${leads[1].username}`,
      received_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(rows[0].id).toMatch(/^\d+$/);
    const page = await call(alice, `/api/campaigns/${campaign.id}/replies?range=${encodeURIComponent('[1,1]')}`);
    expect(page.range).toBe('campaign-replies 1-1/2');
    expect(page.body.map((r: ReplyRow) => r.text)).toEqual(['Thanks! What does it cost?']);
    const card = await call(alice, `/api/campaigns/${campaign.id}`);
    expect(card.body).toMatchObject({ replies_count: 2, reply_rate: null });
  });

  it('reads each account\'s inbox once per interval (REPLY_POLL_INTERVAL_SECONDS=1 here): the poll\'s cost in requests', async () => {
    const inboxReads = () => simulator.state.stats().byEndpoint['dm/inbox'] ?? 0;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const before = inboxReads();
    const started = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 8_000));
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
