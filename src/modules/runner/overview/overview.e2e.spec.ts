import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { callApi } from '../../../../test/support/api-call';
import { becomePro } from '../../../../test/support/become-pro';
import { readyCampaign } from '../../../../test/support/campaign-setup';
import { COACHES, SENDER, session } from '../../../../test/support/demo-sender';
import { freePort } from '../../../../test/support/free-port';
import { userIdOf } from '../../../../test/support/given-paid-plan';
import { startTestApp, type TestApp } from '../../../../test/support/start-app';
import { newEmail, signUp, type TestUser } from '../../../../test/support/users';
import { DEMO_REPLY_PLAN } from '../../../stand-ins/x';
import { defaultXApiSettings } from '../../x';
import { XHttpGateway } from '../../x/http/x-http-gateway';
import { type CampaignOverview, campaignOverviewSchema, OVERVIEW_DAYS } from '../contract';
import { overviewMessages } from './contract';

let app: TestApp;
let gateway: XHttpGateway;
let alice: TestUser;
let bob: TestUser;

const call = (user: TestUser, path: string, method?: string, json?: unknown) => callApi(app, user, path, method, json);
const overviewOf = async (user: TestUser, timeZone?: string): Promise<CampaignOverview> => {
  const answer = await call(user, `/api/campaign-overview${timeZone ? `?time_zone=${encodeURIComponent(timeZone)}` : ''}`);
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

/** A DM the ledger settled as sent at `finishedAt`, and the lead's reply at `repliedAt` (the first of the lead's replies when given twice). */
async function seedSent(userId: string, finishedAt: string, replies: string[] = []): Promise<void> {
  const db = app.database.db;
  const id = randomUUID();
  const username = `seed_${id.slice(0, 8)}`;
  await sql`
    insert into dm_deliveries (id, user_id, campaign_id, account_id, lead_source_id, username, contact_index, day, state, text, reserved_at, finished_at)
    values (${id}, ${userId}, 'seeded-campaign', 'seeded-account', 'seed', ${username}, 0, ${finishedAt.slice(0, 10)}, 'sent', 'Hi', ${finishedAt}, ${finishedAt})`.execute(db);
  for (const receivedAt of replies) {
    await sql`
      insert into campaign_replies (id, user_id, campaign_id, account_id, delivery_id, username, recipient_x_id, conversation_id, text, received_at)
      values (${randomUUID()}, ${userId}, 'seeded-campaign', 'seeded-account', ${id}, ${username}, '1', 'c', 'Yes', ${receivedAt})`.execute(db);
  }
}

it("counts days in the zone the user asks for, says which, refuses an unknown one, and shows another user none of it", async () => {
  const [carol, dave] = [await signUp(app, newEmail('overview-zone')), await signUp(app, newEmail('overview-zone'))];
  const carolId = await userIdOf(app, carol.cookie);
  // Late on 1 March in UTC, already 2 March in Berlin (UTC+1); the second lead first replied on 20 February.
  await seedSent(carolId, '2026-03-01T23:30:00Z', ['2026-03-01T23:45:00Z', '2026-03-02T07:00:00Z']);
  await seedSent(carolId, '2026-03-01T12:00:00Z', ['2026-02-20T10:00:00Z', '2026-03-01T13:00:00Z']);
  await seedSent(carolId, '2026-02-14T12:00:00Z');

  // The app's clock at 08:00 UTC next morning (09:00 in Berlin), for the reads only.
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    vi.setSystemTime(new Date('2026-03-02T08:00:00Z'));
    const berlin = await overviewOf(carol, 'europe/berlin');
    expect(berlin).toMatchObject({ time_zone: 'Europe/Berlin', sent_today: 1, sent_7_days: 2, replies_7_days: 1 });
    expect(berlin.days.at(-1)).toEqual({ day: '2026-03-02', sent: 1, replies: 1 });
    expect(berlin.days.at(-2)).toEqual({ day: '2026-03-01', sent: 1, replies: 0 });
    // 14 February is 15 days back: outside the chart.
    expect(berlin.days[0]?.day).toBe('2026-02-17');
    expect(berlin.days.reduce((sum, day) => sum + day.sent, 0)).toBe(2);
    // The lead that first replied on 20 February counts that day, not again on 1 March.
    expect(berlin.days.find((day) => day.day === '2026-02-20')).toEqual({ day: '2026-02-20', sent: 0, replies: 1 });

    const utc = await overviewOf(carol);
    expect(utc).toMatchObject({ time_zone: 'UTC', sent_today: 0, sent_7_days: 2 });
    expect(utc.days.at(-1)).toEqual({ day: '2026-03-02', sent: 0, replies: 0 });
    expect(utc.days.at(-2)).toEqual({ day: '2026-03-01', sent: 2, replies: 1 });

    // At 02:00 UTC it is still 1 March in Los Angeles: both DMs are today's there.
    vi.setSystemTime(new Date('2026-03-02T02:00:00Z'));
    const losAngeles = await overviewOf(carol, 'America/Los_Angeles');
    expect(losAngeles).toMatchObject({ time_zone: 'America/Los_Angeles', sent_today: 2 });
    expect(losAngeles.days.at(-1)?.day).toBe('2026-03-01');

    vi.setSystemTime(new Date('2026-03-02T08:00:00Z'));
    const other = await overviewOf(dave, 'Europe/Berlin');
    expect(other).toMatchObject({ time_zone: 'Europe/Berlin', sent_today: 0, sent_7_days: 0, replies_7_days: 0 });
    expect(other.days.every((day) => day.sent === 0 && day.replies === 0)).toBe(true);
  } finally {
    vi.useRealTimers();
  }

  for (const zone of ['Mars/Olympus_Mons', 'x'.repeat(200)]) {
    const refused = await call(carol, `/api/campaign-overview?time_zone=${encodeURIComponent(zone)}`);
    expect(refused).toMatchObject({ status: 400, body: { message: overviewMessages.timeZoneInvalid } });
  }
}, 60_000);

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
