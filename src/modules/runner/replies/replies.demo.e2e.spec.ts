import { freePort } from '../../../../test/support/free-port';
import { afterAll, expect, it } from 'vitest';
import { callApi } from '../../../../test/support/api-call';
import { becomePro } from '../../../../test/support/become-pro';
import { readyCampaign } from '../../../../test/support/campaign-setup';
import { startTestApp, type TestApp } from '../../../../test/support/start-app';
import { newEmail, signUp, type TestUser } from '../../../../test/support/users';
import { DEMO_REPLY_PLAN } from '../../../stand-ins/x';
import { defaultXApiSettings } from '../../x';
import { XHttpGateway } from '../../x/http/x-http-gateway';
import { REPLY_CSV_COLUMNS, type ReplyRow } from './contract';
import { COACHES, SENDER, session } from '../../../../test/support/demo-sender';

let app: TestApp;
let gateway: XHttpGateway;
let alice: TestUser;

const call = (user: TestUser, path: string, method?: string, json?: unknown) => callApi(app, user, path, method, json);

afterAll(async () => {
  await gateway?.close();
  await app?.close();
});

it('demo mode: a started campaign sends through the simulated X, recipients reply (at the latest the fifth) and the card and the Replies list show it', async () => {
  // The inbox read every second rather than demo mode's five: the poll's pace is not what this test watches.
  app = await startTestApp({ X_SIMULATOR: '1', X_SIMULATOR_PORT: String(await freePort()), RUNNER_DELAY_SCALE: '0', TRUST_PROXY: '1', REPLY_POLL_INTERVAL_SECONDS: '1' });
  gateway = new XHttpGateway({ settings: defaultXApiSettings({ baseUrl: app.config.X_API_BASE as string }) });
  alice = await signUp(app, newEmail('demo-replies'));
  await becomePro(app, alice);
  const usernames = (await gateway.listFollowers(session, COACHES)).profiles
    .filter((p) => p.canDm && !p.protected)
    .slice(0, 10)
    .map((p) => p.username);
  const created = await readyCampaign(app, alice, {
    name: 'Demo outreach',
    usernames,
    sender: SENDER,
    messages: ['Hi [First Name], loved your profile!'],
    dailyLimit: 100,
  });
  const started = await call(alice, `/api/campaigns/${created.id}/start`, 'POST');
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  // Five recipients have their DMs (an account's first reply comes by its fifth new recipient); the demo world's replies come seconds later in X's time, which moves on at once.
  await expect.poll(async () => (await call(alice, `/api/campaigns/${created.id}`)).body.messages_sent, { timeout: 30_000, interval: 100 }).toBeGreaterThanOrEqual(5);
  const advanced = await fetch(`${app.config.X_API_BASE}/__sim/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs: DEMO_REPLY_PLAN.afterMs + DEMO_REPLY_PLAN.spreadMs }),
  });
  expect(advanced.status).toBe(200);
  await expect.poll(async () => (await call(alice, `/api/campaigns/${created.id}`)).body.replies_count, { timeout: 60_000, interval: 100 }).toBeGreaterThanOrEqual(1);
  const card = (await call(alice, `/api/campaigns/${created.id}`)).body;
  expect(card.messages_sent).toBeGreaterThanOrEqual(5);
  expect(card.reply_rate).toBeCloseTo(card.replies_count / card.messages_sent, 5);
  const replies = (await call(alice, `/api/campaigns/${created.id}/replies`)).body as unknown as ReplyRow[];
  expect(replies.length).toBeGreaterThanOrEqual(1);
  expect(DEMO_REPLY_PLAN.texts).toContain(replies[0].text);
  expect(usernames.map((u) => u.toLowerCase())).toContain(replies[0].username);

  // The replies as a file: named after the campaign, a byte-order mark, the header, one row per reply, newest first.
  const file = await fetch(`${app.url}/api/campaigns/${created.id}/replies.csv`, { headers: { cookie: alice.cookie } });
  expect(file.status).toBe(200);
  expect(file.headers.get('content-disposition')).toContain('Demo_outreach_replies.csv');
  const lines = (await file.text()).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
  expect(lines[0]).toBe(REPLY_CSV_COLUMNS.map((column) => `"${column}"`).join(','));
  const all = (await call(alice, `/api/campaigns/${created.id}/replies`)).body as unknown as ReplyRow[];
  expect(lines.slice(1)).toHaveLength(all.length);
  expect(lines[1]).toContain(`"${all[0]?.username}"`);
  expect(lines[1]).toContain(`"${all[0]?.conversation_url}"`);
  // Another user's campaign answers as a missing one.
  const stranger = await signUp(app, newEmail('demo-replies-stranger'));
  expect((await fetch(`${app.url}/api/campaigns/${created.id}/replies.csv`, { headers: { cookie: stranger.cookie } })).status).toBe(404);
}, 120_000);
