import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../../test/support/api-call';
import { type ReadyCampaign, readyCampaign } from '../../../../test/support/campaign-setup';
import { becomePro } from '../../../../test/support/become-pro';
import { openCoachFollowers, SENDER, session } from '../../../../test/support/demo-sender';
import { freePort } from '../../../../test/support/free-port';
import { startTestApp, type TestApp } from '../../../../test/support/start-app';
import { newEmail, signUp, type TestUser } from '../../../../test/support/users';
import { campaignMessages, templateMessages } from '../../campaigns/contract';
import { defaultXApiSettings } from '../../x';
import { XHttpGateway } from '../../x/http/x-http-gateway';

let app: TestApp;
let gateway: XHttpGateway;
let alice: TestUser;
let bob: TestUser;
let campaign: ReadyCampaign;
let followUpTemplate: string;

const LEADS = 16;
const FIRST = 'Hi [First Name], quick question about your coaching practice';
const FOLLOW_UP = 'Following up, [First Name]: worth a chat this week?';
/** The runner's waits shrunk: a day of its pace lasts 1.7 s. */
const DELAY_SCALE = 0.00002;
const call = (user: TestUser, path: string, method?: string, json?: unknown) => callApi(app, user, path, method, json);

beforeAll(async () => {
  // The reply poller reads no inbox during the run (an hour between polls): only the conversation read before each
  // follow-up can see that a lead wrote back.
  app = await startTestApp({ X_SIMULATOR: '1', X_SIMULATOR_PORT: String(await freePort()), RUNNER_DELAY_SCALE: String(DELAY_SCALE), REPLY_POLL_INTERVAL_SECONDS: '3600' });
  gateway = new XHttpGateway({ settings: defaultXApiSettings({ baseUrl: app.config.X_API_BASE as string }) });
  [alice, bob] = [await signUp(app, newEmail('follow-ups')), await signUp(app, newEmail('follow-ups'))];
  await becomePro(app, alice);
  const usernames = await openCoachFollowers(gateway, LEADS);
  campaign = await readyCampaign(app, alice, { name: 'Sequence', usernames, sender: SENDER, messages: [FIRST], dailyLimit: 450 });
  // An established account (no warm-up): its first day would allow 20 DMs, and the follow-ups count against it.
  const limits = await call(alice, `/api/accounts/${campaign.accountId}/sending-limits`, 'PUT', { daily_cap: 450, time_zone: 'UTC', warm_up: false });
  expect(limits.status, JSON.stringify(limits.body)).toBe(200);
  const template = await call(alice, '/api/message-templates', 'POST', { name: 'Bump', messages: [FOLLOW_UP] });
  expect(template.status).toBe(201);
  followUpTemplate = template.body.id as string;
}, 120_000);

afterAll(async () => {
  await gateway?.close();
  await app?.close();
});

describe('follow-ups', () => {
  it('are validated with clear messages, saved and returned, in the History, and keep their template from being deleted', async () => {
    const path = `/api/campaigns/${campaign.id}`;
    expect((await call(alice, path)).body.follow_ups).toEqual([]);
    const tooMany = Array.from({ length: 4 }, () => ({ template_id: followUpTemplate, wait_days: 2 }));
    expect(await call(alice, path, 'PATCH', { follow_ups: tooMany })).toMatchObject({ status: 400, body: { message: campaignMessages.followUpsTooMany } });
    for (const wait_days of [0, 31, 1.5, 'soon']) {
      expect(await call(alice, path, 'PATCH', { follow_ups: [{ template_id: followUpTemplate, wait_days }] })).toMatchObject({
        status: 400,
        body: { message: campaignMessages.followUpWaitInvalid },
      });
    }
    expect(await call(alice, path, 'PATCH', { follow_ups: [{ template_id: '', wait_days: 2 }] })).toMatchObject({ status: 400, body: { message: campaignMessages.followUpTemplateRequired } });
    expect(await call(alice, path, 'PATCH', { follow_ups: 'later' })).toMatchObject({ status: 400, body: { message: campaignMessages.followUpsInvalid } });
    // Another user's template is not found, as one that does not exist.
    const bobs = await call(bob, '/api/message-templates', 'POST', { name: 'Mine', messages: ['Hello'] });
    expect(await call(alice, path, 'PATCH', { follow_ups: [{ template_id: bobs.body.id, wait_days: 2 }] })).toMatchObject({
      status: 404,
      body: { message: campaignMessages.templateNotFound },
    });
    expect((await call(alice, path)).body.follow_ups).toEqual([]);

    const saved = await call(alice, path, 'PATCH', { follow_ups: [{ template_id: followUpTemplate, wait_days: 4 }] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.follow_ups).toEqual([{ template_id: followUpTemplate, wait_days: 4 }]);
    const history = (await call(alice, `${path}/history`)).body as unknown as Array<{ what: string; to: string | null }>;
    expect(history.at(-1)).toMatchObject({ what: 'Edited: follow_ups', to: `follow_ups: 4 days: ${followUpTemplate}` });
    expect(await call(alice, `/api/message-templates/${followUpTemplate}`, 'DELETE')).toMatchObject({ status: 409, body: { message: templateMessages.inUse } });
    // Bob sees none of it.
    expect((await call(bob, path)).status).toBe(404);
  });

  it('go once to every lead who has not written back, never to one who has, and the campaign completes after them', async () => {
    expect((await call(alice, `/api/campaigns/${campaign.id}/start`, 'POST')).status).toBe(200);
    // The demo recipients answer some seconds of X's time after a DM: X's clock is moved on as the run goes, so the
    // leads who answer do so well before their follow-up is due (4 of the pace's days: about 7 s).
    const clock = setInterval(() => {
      void fetch(`${app.config.X_API_BASE}/__sim/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: 5_000 }) });
    }, 250);
    try {
      await expect.poll(async () => (await call(alice, `/api/campaigns/${campaign.id}`)).body.status, { timeout: 90_000, interval: 500 }).toBe('completed');
    } finally {
      clearInterval(clock);
    }
    const rows = (
      await sql<{ username: string; recipient_x_id: string; step: number; state: string; text: string | null }>`
        select username, recipient_x_id, step, state, text from dm_deliveries where campaign_id = ${campaign.id} order by username, step`.execute(app.database.db)
    ).rows;
    const first = rows.filter((row) => row.step === 0);
    expect(first).toHaveLength(LEADS);
    expect(first.every((row) => row.state === 'sent')).toBe(true);
    let followedUp = 0;
    let answered = 0;
    for (const lead of first) {
      // X's own record of the conversation (its clock): our DMs to the lead and the lead's messages.
      const conversation = await gateway.readConversation(session, lead.recipient_x_id);
      const ours = conversation.filter((message) => message.senderId === SENDER.userId);
      const theirs = conversation.filter((message) => message.senderId === lead.recipient_x_id);
      const step1 = rows.find((row) => row.username === lead.username && row.step === 1);
      const followUp = ours.find((message) => message.text.startsWith('Following up'));
      if (followUp) {
        // Followed up: the lead had not written before it.
        followedUp += 1;
        expect(ours, lead.username).toHaveLength(2);
        expect(theirs.filter((message) => message.createdAt <= followUp.createdAt), lead.username).toEqual([]);
        expect(step1?.state).toBe('sent');
      } else {
        // Not followed up: the lead wrote back after the first DM, seen by the conversation read before the step.
        answered += 1;
        expect(ours, lead.username).toHaveLength(1);
        expect(theirs.length, lead.username).toBeGreaterThan(0);
        expect(step1?.state, lead.username).toBe('skipped_replied');
      }
    }
    expect(answered + followedUp).toBe(LEADS);
    expect(answered).toBeGreaterThan(0);
    expect(followedUp).toBeGreaterThan(0);
    // Each step's counters: the first message to every lead, the follow-up to those who had not written back,
    // and a reply counted for the step it answered (one recorded here, the poller being slow on purpose).
    const followedUpRow = rows.find((row) => row.step === 1 && row.state === 'sent');
    const delivery = (await sql<{ id: string }>`select id from dm_deliveries where campaign_id = ${campaign.id} and username = ${followedUpRow?.username} and step = 1`.execute(app.database.db)).rows[0];
    await sql`
      insert into campaign_replies (id, user_id, campaign_id, account_id, delivery_id, username, recipient_x_id, conversation_id, text, received_at)
      values ('seed-reply', ${campaign.userId}, ${campaign.id}, ${campaign.accountId}, ${delivery?.id}, ${followedUpRow?.username}, ${followedUpRow?.recipient_x_id}, 'c', 'Yes', now())`.execute(app.database.db);
    const steps = await call(alice, `/api/campaigns/${campaign.id}/steps`);
    expect(steps.status).toBe(200);
    expect(steps.body.steps).toEqual([
      { step: 0, wait_days: null, sent: LEADS, replied: 0, failed: 0, skipped: { replied: 0, do_not_contact: 0, already_dmd: 0, cannot_dm: 0 }, pending: 0 },
      { step: 1, wait_days: 4, sent: followedUp, replied: 1, failed: 0, skipped: { replied: answered, do_not_contact: 0, already_dmd: 0, cannot_dm: 0 }, pending: 0 },
    ]);
    expect((await call(bob, `/api/campaigns/${campaign.id}/steps`)).status).toBe(404);
    // The delivery log has a row per step: the follow-ups sent, and those not sent because the lead wrote back.
    const log = (await call(alice, `/api/campaigns/${campaign.id}/deliveries?range=${encodeURIComponent('[0,99]')}`)).body as unknown as Array<{ step: number; status: string; reason: string | null }>;
    expect(log.filter((row) => row.step === 1 && row.status !== 'skipped')).toHaveLength(followedUp);
    expect(log.filter((row) => row.step === 1 && row.reason === 'replied')).toHaveLength(answered);
    // No lead got a step twice, and a lead who answered before the follow-up was due got none.
    const keys = rows.map((row) => `${row.username}/${row.step}`);
    expect(new Set(keys).size).toBe(keys.length);
  }, 150_000);
});
