import { afterAll, expect, it } from 'vitest';
import { callApi } from '../../../test/support/api-call';
import { becomePro } from '../../../test/support/become-pro';
import { readyCampaign } from '../../../test/support/campaign-setup';
import { COACHES, SENDER, session } from '../../../test/support/demo-sender';
import { freePort } from '../../../test/support/free-port';
import { startTestApp, type TestApp } from '../../../test/support/start-app';
import { stressSize } from '../../../test/support/stress-size';
import { newEmail, signUp } from '../../../test/support/users';
import { defaultXApiSettings } from '../x';
import { XHttpGateway } from '../x/http/x-http-gateway';

let app: TestApp;
let gateway: XHttpGateway;

afterAll(async () => {
  await gateway?.close();
  await app?.close();
});

// The promise is 150 leads within three minutes (`npm run test:stress`); by default 60 leads at the lowest daily
// limit, which still needs a second (compressed) day.
const LEADS = stressSize('DEMO_PACE_LEADS', 60, 150);
const DAILY_LIMIT = 50;
const THREE_MINUTES_MS = 3 * 60_000;

it(`demo mode, with nothing set: a ${LEADS}-lead campaign of uploaded leads at the lowest daily limit completes within three minutes`, async () => {
  // Demo mode as `npm start` runs it: no RUNNER_DELAY_SCALE, so demo mode's own pacing applies.
  app = await startTestApp({ X_SIMULATOR: '1', X_SIMULATOR_PORT: String(await freePort()), RUNNER_PROGRESS_FLUSH_MS: '500' });
  gateway = new XHttpGateway({ settings: defaultXApiSettings({ baseUrl: app.config.X_API_BASE as string }) });
  const user = await signUp(app, newEmail('demo-pace'));
  await becomePro(app, user);
  const usernames: string[] = [];
  let cursor: string | undefined;
  while (usernames.length < LEADS) {
    const page = await gateway.listFollowers(session, COACHES, cursor);
    usernames.push(...page.profiles.filter((p) => p.canDm && !p.protected).map((p) => p.username));
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
  }
  expect(usernames.length).toBeGreaterThanOrEqual(LEADS);
  const campaign = await readyCampaign(app, user, {
    name: 'Demo pace',
    usernames: usernames.slice(0, LEADS),
    sender: SENDER,
    messages: ['Hi [First Name], loved your profile!'],
    dailyLimit: DAILY_LIMIT,
  });
  // Nothing set means no warm-up either: demo mode's new accounts do not warm up by default.
  const limits = await callApi(app, user, `/api/accounts/${campaign.accountId}/sending-limits`);
  expect(limits.body).toMatchObject({ warm_up: false, warm_up_standing: { kind: 'off' } });
  const startedAt = Date.now();
  expect((await callApi(app, user, `/api/campaigns/${campaign.id}/start`, 'POST')).status).toBe(200);
  await expect
    .poll(async () => (await callApi(app, user, `/api/campaigns/${campaign.id}`)).body.status, { timeout: THREE_MINUTES_MS, interval: 500 })
    .toBe('completed');
  const elapsedMs = Date.now() - startedAt;
  const card = (await callApi(app, user, `/api/campaigns/${campaign.id}`)).body;
  const processed = card.messages_sent + card.messages_failed + card.skipped_already_dmd + card.skipped_do_not_contact + card.skipped_cannot_dm;
  expect(processed).toBe(LEADS);
  // More than one day's limit was sent: the compressed day ended and the next one's quota took the rest.
  expect(card.messages_sent).toBeGreaterThan(DAILY_LIMIT);
  expect(elapsedMs).toBeLessThan(THREE_MINUTES_MS);
  console.info(`demo pace: ${LEADS} leads completed in ${(elapsedMs / 1000).toFixed(1)} s`);
}, THREE_MINUTES_MS + 60_000);
