import { afterAll, beforeAll, expect, it } from 'vitest';
import { callApi } from '../../../../test/support/api-call';
import { becomePro } from '../../../../test/support/become-pro';
import { readyCampaign } from '../../../../test/support/campaign-setup';
import { COACHES, SENDER, session } from '../../../../test/support/demo-sender';
import { freePort } from '../../../../test/support/free-port';
import { startTestApp, type TestApp } from '../../../../test/support/start-app';
import { newEmail, signUp, type TestUser } from '../../../../test/support/users';
import { DEMO_REPLY_PLAN } from '../../../stand-ins/x';
import { defaultXApiSettings } from '../../x';
import { XHttpGateway } from '../../x/http/x-http-gateway';
import { type CampaignOverview, campaignOverviewSchema, OVERVIEW_DAYS } from '../contract';

let app: TestApp;
let gateway: XHttpGateway;
let alice: TestUser;
let bob: TestUser;

const call = (user: TestUser, path: string, method?: string, json?: unknown) => callApi(app, user, path, method, json);
const overviewOf = async (user: TestUser): Promise<CampaignOverview> => {
  const answer = await call(user, '/api/campaign-overview');
  expect(answer.status).toBe(200);
  return campaignOverviewSchema.parse(answer.body);
};

beforeAll(async () => {
  // Its own app: demo mode's simulated X, and the inbox read every second so replies arrive within the test.
  app = await startTestApp({ X_SIMULATOR: '1', X_SIMULATOR_PORT: String(await freePort()), RUNNER_DELAY_SCALE: '0', REPLY_POLL_INTERVAL_SECONDS: '1', RUNNER_PROGRESS_FLUSH_MS: '300' });
  gateway = new XHttpGateway({ settings: defaultXApiSettings({ baseUrl: app.config.X_API_BASE as string }) });
  [alice, bob] = [await signUp(app, newEmail('overview')), await signUp(app, newEmail('overview'))];
  await becomePro(app, alice);
}, 60_000);

afterAll(async () => {
  await gateway?.close();
  await app?.close();
});

it("answers the user's DMs sent today and this week, replies, reply rate, running campaigns and 14 days; another user sees none of it", async () => {
  const empty = await overviewOf(alice);
  expect(empty).toMatchObject({ sent_today: 0, sent_7_days: 0, replies_7_days: 0, reply_rate_7_days: null, active_campaigns: 0, time_zone: 'UTC' });
  expect(empty.days).toHaveLength(OVERVIEW_DAYS);
  expect(empty.days.at(-1)?.day).toBe(new Date().toISOString().slice(0, 10));

  const usernames = (await gateway.listFollowers(session, COACHES)).profiles
    .filter((p) => p.canDm && !p.protected)
    .slice(0, 10)
    .map((p) => p.username);
  const campaign = await readyCampaign(app, alice, { name: 'Overview', usernames, sender: SENDER, messages: ['Hi [First Name], loved your profile!'], dailyLimit: 100 });
  // The account's cap stops the run after 6 DMs today, so it is still running (waiting for tomorrow) when read.
  const capped = await call(alice, `/api/accounts/${campaign.accountId}/sending-limits`, 'PUT', { daily_cap: 6, time_zone: 'UTC' });
  expect(capped.status, JSON.stringify(capped.body)).toBe(200);
  expect((await call(alice, `/api/campaigns/${campaign.id}/start`, 'POST')).status).toBe(200);
  await expect.poll(async () => (await call(alice, `/api/campaigns/${campaign.id}`)).body.messages_sent, { timeout: 30_000, interval: 100 }).toBe(6);

  await expect.poll(async () => (await overviewOf(alice)).sent_today, { timeout: 10_000, interval: 100 }).toBe(6);
  const sending = await overviewOf(alice);
  expect(sending).toMatchObject({ sent_7_days: 6, active_campaigns: 1 });
  expect(sending.days.at(-1)).toMatchObject({ sent: 6 });
  expect(sending.days.slice(0, -1).every((day) => day.sent === 0)).toBe(true);

  // The demo recipients answer minutes later in X's time, which moves on at once.
  await fetch(`${app.config.X_API_BASE}/__sim/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs: DEMO_REPLY_PLAN.afterMs + DEMO_REPLY_PLAN.spreadMs }),
  });
  await expect.poll(async () => (await call(alice, `/api/campaigns/${campaign.id}`)).body.replies_count, { timeout: 60_000, interval: 100 }).toBeGreaterThanOrEqual(1);
  const card = (await call(alice, `/api/campaigns/${campaign.id}`)).body;
  // The overview counts a lead once, on the day of its first reply, as the card does.
  await expect
    .poll(async () => {
      const overview = await overviewOf(alice);
      return overview.days.reduce((sum, day) => sum + day.replies, 0);
    })
    .toBe(card.replies_count);

  expect(await overviewOf(bob)).toMatchObject({ sent_today: 0, sent_7_days: 0, replies_7_days: 0, reply_rate_7_days: null, active_campaigns: 0 });
  expect((await overviewOf(bob)).days.every((day) => day.sent === 0 && day.replies === 0)).toBe(true);

  const anonymous = await fetch(`${app.url}/api/campaign-overview`);
  expect(anonymous.status).toBe(401);
}, 120_000);
