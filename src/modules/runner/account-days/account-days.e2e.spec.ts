import { afterAll, beforeAll, expect, it } from 'vitest';
import { callApi } from '../../../../test/support/api-call';
import { becomePro } from '../../../../test/support/become-pro';
import { readyCampaign } from '../../../../test/support/campaign-setup';
import { COACHES, SENDER, session } from '../../../../test/support/demo-sender';
import { freePort } from '../../../../test/support/free-port';
import { startTestApp, type TestApp } from '../../../../test/support/start-app';
import { newEmail, signUp, type TestUser } from '../../../../test/support/users';
import { defaultXApiSettings } from '../../x';
import { XHttpGateway } from '../../x/http/x-http-gateway';
import { type AccountDailySends, accountDailySendsSchema, ACCOUNT_CHART_DAYS, sendingLimitsMessages } from '../contract';

let app: TestApp;
let gateway: XHttpGateway;
let alice: TestUser;
let bob: TestUser;

const call = (user: TestUser, path: string, method?: string, json?: unknown) => callApi(app, user, path, method, json);
const dailySends = async (user: TestUser, accountId: string): Promise<AccountDailySends> => {
  const answer = await call(user, `/api/accounts/${accountId}/daily-sends`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return accountDailySendsSchema.parse(answer.body);
};
/** Today in a time zone, as YYYY-MM-DD. */
const todayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

beforeAll(async () => {
  app = await startTestApp({ X_SIMULATOR: '1', X_SIMULATOR_PORT: String(await freePort()), RUNNER_DELAY_SCALE: '0', RUNNER_PROGRESS_FLUSH_MS: '300' });
  gateway = new XHttpGateway({ settings: defaultXApiSettings({ baseUrl: app.config.X_API_BASE as string }) });
  [alice, bob] = [await signUp(app, newEmail('account-days')), await signUp(app, newEmail('account-days'))];
  await becomePro(app, alice);
}, 60_000);

afterAll(async () => {
  await gateway?.close();
  await app?.close();
});

it("answers an account's DMs per day in its own time zone with the cap the runner applied; another user gets 404, no one signed in 401", async () => {
  const usernames = (await gateway.listFollowers(session, COACHES)).profiles
    .filter((p) => p.canDm && !p.protected)
    .slice(0, 9)
    .map((p) => p.username);
  const campaign = await readyCampaign(app, alice, { name: 'Account days', usernames, sender: SENDER, messages: ['Hi [First Name], loved your profile!'], dailyLimit: 100 });
  // A zone 14 hours ahead of UTC: for most of the day its date is not UTC's, so the days are seen to be the account's.
  const timeZone = 'Pacific/Kiritimati';
  const limits = await call(alice, `/api/accounts/${campaign.accountId}/sending-limits`, 'PUT', { daily_cap: 100, time_zone: timeZone, warm_up: true });
  expect(limits.status, JSON.stringify(limits.body)).toBe(200);
  const allowance: number = limits.body.warm_up_standing.allowance;

  const before = await dailySends(alice, campaign.accountId);
  expect(before).toMatchObject({ account_id: campaign.accountId, time_zone: timeZone });
  expect(before.days).toHaveLength(ACCOUNT_CHART_DAYS);
  expect(before.days.at(-1)).toEqual({ day: todayIn(timeZone), sent: 0, cap: allowance });
  expect(before.days.every((day) => day.sent === 0)).toBe(true);

  expect((await call(alice, `/api/campaigns/${campaign.id}/start`, 'POST')).status).toBe(200);
  await expect.poll(async () => (await call(alice, `/api/campaigns/${campaign.id}`)).body.status, { timeout: 60_000, interval: 100 }).toBe('completed');
  const card = (await call(alice, `/api/campaigns/${campaign.id}`)).body;
  expect(card.messages_sent).toBeGreaterThan(0);

  const after = await dailySends(alice, campaign.accountId);
  // Today's cap is the one the card shows (the warm-up's first day allowance).
  expect(after.days.at(-1)).toEqual({ day: todayIn(timeZone), sent: card.messages_sent, cap: allowance });
  expect(after.days.reduce((sum, day) => sum + day.sent, 0)).toBe(card.messages_sent);

  const refused = await call(bob, `/api/accounts/${campaign.accountId}/daily-sends`);
  expect(refused.status).toBe(404);
  expect(refused.body.message).toBe(sendingLimitsMessages.accountNotFound);
  expect((await call(bob, '/api/accounts/no-such-account/daily-sends')).status).toBe(404);
  expect((await fetch(`${app.url}/api/accounts/${campaign.accountId}/daily-sends`)).status).toBe(401);
}, 120_000);
