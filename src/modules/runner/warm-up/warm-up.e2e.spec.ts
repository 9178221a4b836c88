import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, type Json } from '../../../../test/support/api-call';
import { becomePro } from '../../../../test/support/become-pro';
import { COACHES, SENDER, session } from '../../../../test/support/demo-sender';
import { freePort } from '../../../../test/support/free-port';
import { startTestApp, type TestApp } from '../../../../test/support/start-app';
import { as, newEmail, signUp, type TestUser } from '../../../../test/support/users';
import { staysTrue } from '../../../../test/support/waiting';
import { defaultXApiSettings } from '../../x';
import { XHttpGateway } from '../../x/http/x-http-gateway';
import { sendingLimitsMessages } from '../contract';
import { WARM_UP_DAYS, WARM_UP_FIRST_DAY_DMS } from './warm-up-schedule';

let app: TestApp;
let gateway: XHttpGateway;
let alice: TestUser;
let bob: TestUser;
let account: string;

const call = (user: TestUser, path: string, method = 'GET', json?: unknown) => callApi(app, user, path, method, json);
const limitsPath = () => `/api/accounts/${account}/sending-limits`;

beforeAll(async () => {
  app = await startTestApp({ X_SIMULATOR: '1', X_SIMULATOR_PORT: String(await freePort()), RUNNER_DELAY_SCALE: '0.00002', RUNNER_PROGRESS_FLUSH_MS: '300' });
  gateway = new XHttpGateway({ settings: defaultXApiSettings({ baseUrl: app.config.X_API_BASE as string }) });
  [alice, bob] = [await signUp(app, newEmail('warm-up')), await signUp(app, newEmail('warm-up'))];
  await becomePro(app, alice);
  const connected = await call(alice, '/api/accounts', 'POST', { auth_token: SENDER.authToken, ct0_token: SENDER.ct0 });
  expect(connected.status, JSON.stringify(connected.body)).toBe(201);
  account = connected.body.account.id;
}, 60_000);

afterAll(async () => {
  await gateway?.close();
  await app?.close();
});

/** A running campaign on the account, with its own leads. */
async function runningCampaign(name: string, usernames: string[]): Promise<string> {
  const form = new FormData();
  form.set('name', `${name} leads`);
  form.set('file', new Blob([`username\n${usernames.join('\n')}\n`], { type: 'text/csv' }), 'leads.csv');
  const source = (await (await as(app, alice)('/api/lead-sources/upload', { method: 'POST', body: form })).json()) as Json;
  const template = await call(alice, '/api/message-templates', 'POST', { name: `${name} template`, messages: ['Hi [First Name], loved your profile!'] });
  const created = await call(alice, '/api/campaigns', 'POST', {
    name,
    lead_source_ids: [source.id],
    template_id: template.body.id,
    profile_id: account,
    daily_dm_limit: 100,
    skip_already_dmd: true,
    use_do_not_contact_list: true,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  expect((await call(alice, `/api/campaigns/${created.body.id}/start`, 'POST')).status).toBe(200);
  return created.body.id as string;
}

describe('the warm-up of a newly connected account', () => {
  it("is on, day 1 of 14 with 20 DMs today; another user can neither read nor change it", async () => {
    expect((await call(alice, limitsPath())).body).toMatchObject({
      warm_up: true,
      warm_up_standing: { kind: 'warming', day: 1, of: WARM_UP_DAYS, allowance: WARM_UP_FIRST_DAY_DMS },
    });
    expect((await call(bob, limitsPath())).status).toBe(404);
    expect((await call(bob, limitsPath(), 'PUT', { daily_cap: 450, time_zone: 'UTC', warm_up: false })).status).toBe(404);
    expect((await call(alice, limitsPath(), 'PUT', { daily_cap: 450, time_zone: 'UTC', warm_up: 'no' })).body.message).toBe(sendingLimitsMessages.warmUpInvalid);
    // Saved without the switch: it stays as it was.
    expect((await call(alice, limitsPath(), 'PUT', { daily_cap: 450, time_zone: 'UTC' })).body).toMatchObject({ warm_up: true });
  });

  it('sends at most its first day allowance across all its campaigns; turned off, the cap applies', async () => {
    const pages = [await gateway.listFollowers(session, COACHES)];
    while (pages.length < 4 && pages.at(-1)?.nextCursor) pages.push(await gateway.listFollowers(session, COACHES, pages.at(-1)?.nextCursor));
    const usernames = pages.flatMap((page) => page.profiles).filter((p) => p.canDm && !p.protected).map((p) => p.username);
    expect(usernames.length).toBeGreaterThan(WARM_UP_FIRST_DAY_DMS + 4);
    const half = Math.ceil(usernames.length / 2);
    const ids = [await runningCampaign('Warm one', usernames.slice(0, half)), await runningCampaign('Warm two', usernames.slice(half))];
    const sent = async () => {
      const cards = await Promise.all(ids.map(async (id) => (await call(alice, `/api/campaigns/${id}`)).body));
      return cards.reduce((total, card) => total + card.messages_sent + card.messages_failed, 0);
    };
    await expect.poll(sent, { timeout: 60_000, interval: 200 }).toBe(WARM_UP_FIRST_DAY_DMS);
    await staysTrue(2_000, async () => expect(await sent()).toBe(WARM_UP_FIRST_DAY_DMS));
    expect((await call(alice, limitsPath())).body).toMatchObject({ sent_last_24h: WARM_UP_FIRST_DAY_DMS });

    const off = await call(alice, limitsPath(), 'PUT', { daily_cap: 450, time_zone: 'UTC', warm_up: false });
    expect(off.body).toMatchObject({ warm_up: false, warm_up_standing: { kind: 'off' }, message: sendingLimitsMessages.saved });
    // The runner reads the limits again at the account's next claim (saved since it read them), a second or two
    // later here: well inside the 30 s its cache would otherwise keep the warm-up's allowance.
    await expect.poll(sent, { timeout: 20_000, interval: 200 }).toBeGreaterThan(WARM_UP_FIRST_DAY_DMS);
  }, 150_000);
});
