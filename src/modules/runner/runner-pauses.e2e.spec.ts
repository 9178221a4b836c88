import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, type Json } from '../../../test/support/api-call';
import { buyPlan } from '../../../test/support/buy-plan';
import type { TestApp } from '../../../test/support/start-app';
import { proWithDemoSender, startFastRunnerApp } from '../../../test/support/fast-runner-app';
import { as, newEmail, signUp, type TestUser } from '../../../test/support/users';
import { XHttpGateway } from '../x/http/x-http-gateway';
import { runnerMessages } from './contract';
import { COACHES, SENDER, session } from '../../../test/support/demo-sender';
import { DEMO_SESSIONS } from '../../stand-ins/x';
import { createStripeClient } from '../billing/stripe/stripe-sdk.provider';
import { sql } from 'kysely';

let app: TestApp;
let gateway: XHttpGateway;
let alice: TestUser;
let aliceAccount: string;

const call = (user: TestUser, path: string, method = 'GET', json?: unknown) => callApi(app, user, path, method, json);

// Campaigns the runner pauses, or that are paused and started again, over HTTP: runner.e2e.spec.ts's set-up, in a
// file of its own (the two took more than a minute as one). Its own app: the tests set faults on its X simulator
// and cancel its user's subscription.
beforeAll(async () => {
  ({ app, gateway } = await startFastRunnerApp());
  alice = await signUp(app, newEmail('runner-pauses'));
  aliceAccount = await proWithDemoSender(app, alice);
}, 60_000);

afterAll(async () => {
  await gateway?.close();
  await app?.close();
});

describe('a paused campaign edited and started again', () => {
  it('sends with what was saved from its first DM after the start, though the runner had its settings at hand', async () => {
    // An established account (warm-up off), whatever ran before: its first day's 20 DMs would stop the campaign.
    const limits = (await call(alice, `/api/accounts/${aliceAccount}/sending-limits`)).body;
    await call(alice, `/api/accounts/${aliceAccount}/sending-limits`, 'PUT', { daily_cap: limits.daily_cap, time_zone: limits.time_zone, warm_up: false });
    const pages = [await gateway.listFollowers(session, COACHES)];
    while (pages.length < 3 && pages.at(-1)?.nextCursor) pages.push(await gateway.listFollowers(session, COACHES, pages.at(-1)?.nextCursor));
    const usernames = pages.flatMap((page) => page.profiles).filter((p) => p.canDm && !p.protected).map((p) => p.username).slice(0, 16);
    expect(usernames).toHaveLength(16);
    const form = new FormData();
    form.set('name', 'Edited while paused');
    form.set('file', new Blob([`username\n${usernames.join('\n')}\n`], { type: 'text/csv' }), 'edited.csv');
    const source = (await (await as(app, alice)('/api/lead-sources/upload', { method: 'POST', body: form })).json()) as Json;
    const before = await call(alice, '/api/message-templates', 'POST', { name: 'Before the edit', messages: ['First wording, a question?'] });
    const after = await call(alice, '/api/message-templates', 'POST', { name: 'After the edit', messages: ['Second wording, a question?'] });
    const created = await call(alice, '/api/campaigns', 'POST', {
      name: 'Edited while paused',
      lead_source_ids: [source.id],
      template_id: before.body.id,
      profile_id: aliceAccount,
      daily_dm_limit: 50,
      skip_already_dmd: false,
      use_do_not_contact_list: true,
    });
    const id = created.body.id as string;
    expect((await call(alice, `/api/campaigns/${id}/start`, 'POST')).status).toBe(200);
    await expect.poll(async () => (await call(alice, `/api/campaigns/${id}`)).body.messages_sent, { timeout: 30_000, interval: 20 }).toBeGreaterThan(0);
    expect((await call(alice, `/api/campaigns/${id}/pause`, 'POST')).status).toBe(200);
    // Stopped, with nothing on its way to X: every DM so far carries the first wording.
    const stopped = async () =>
      (await sql<{ settled: boolean }>`select status = 'stopped' and in_flight is null as settled from campaign_runs where campaign_id = ${id}`.execute(app.database.db)).rows[0]?.settled;
    await expect.poll(stopped, { timeout: 20_000 }).toBe(true);
    const texts = async () =>
      (await sql<{ text: string }>`select text from dm_deliveries where campaign_id = ${id} and state = 'sent' order by reserved_at`.execute(app.database.db)).rows.map((row) => row.text);
    const sentBefore = await texts();
    expect(sentBefore.length).toBeLessThan(usernames.length - 5);
    expect(new Set(sentBefore)).toEqual(new Set(['First wording, a question?']));

    expect((await call(alice, `/api/campaigns/${id}`, 'PUT', { template_id: after.body.id, daily_dm_limit: 450 })).status).toBe(200);
    expect((await call(alice, `/api/campaigns/${id}/start`, 'POST')).status).toBe(200);
    await expect.poll(async () => (await call(alice, `/api/campaigns/${id}`)).body.status, { timeout: 60_000, interval: 100 }).toBe('completed');
    const sent = await texts();
    expect(sent.slice(0, sentBefore.length)).toEqual(sentBefore);
    expect(new Set(sent.slice(sentBefore.length))).toEqual(new Set(['Second wording, a question?']));
    // The daily limit raised while paused is today's target too (450 ± 5%, not 50's).
    const run = (await sql<{ day_target: number }>`select day_target from campaign_runs where campaign_id = ${id}`.execute(app.database.db)).rows[0];
    expect(run?.day_target).toBeGreaterThanOrEqual(427);
  }, 120_000);
});

describe('a campaign the runner pauses', () => {
  const sim = (path: string, body: unknown) =>
    fetch(`${app.config.X_API_BASE}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  /** A campaign ready to start (its leads read from X before the fault is set). */
  async function readyCampaign(name: string): Promise<string> {
    const first = await gateway.listFollowers(session, COACHES);
    const usernames = first.profiles.filter((p) => p.canDm && !p.protected).map((p) => p.username);
    const form = new FormData();
    form.set('name', name);
    form.set('file', new Blob([`username\n${usernames.join('\n')}\n`], { type: 'text/csv' }), `${name}.csv`);
    const source = (await (await as(app, alice)('/api/lead-sources/upload', { method: 'POST', body: form })).json()) as Json;
    const template = await call(alice, '/api/message-templates', 'POST', { name: `T ${name}`, messages: ['Hi [First Name], a question?'] });
    const created = await call(alice, '/api/campaigns', 'POST', {
      name,
      lead_source_ids: [source.id],
      template_id: template.body.id,
      profile_id: aliceAccount,
      daily_dm_limit: 100,
      skip_already_dmd: false,
      use_do_not_contact_list: true,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.id as string;
  }

  const start = async (id: string) => expect((await call(alice, `/api/campaigns/${id}/start`, 'POST')).status).toBe(200);

  it('after 5 failed sends in a row it is paused with the message on its card, and resumes', async () => {
    const id = await readyCampaign('Failing');
    expect((await sim('/__sim/faults', { failRate: 1 })).status).toBe(200);
    try {
      await start(id);
      await expect.poll(async () => (await call(alice, `/api/campaigns/${id}`)).body.status, { timeout: 30_000, interval: 100 }).toBe('paused');
      const card = (await call(alice, `/api/campaigns/${id}`)).body;
      expect(card.error_message).toContain('Paused after 5 failed messages in a row');
      expect(card.messages_sent).toBe(0);
      await sim('/__sim/faults/clear', {});
      expect((await call(alice, `/api/campaigns/${id}/start`, 'POST')).status).toBe(200);
      await expect.poll(async () => (await call(alice, `/api/campaigns/${id}`)).body.status, { timeout: 60_000, interval: 100 }).toBe('completed');
      expect((await call(alice, `/api/campaigns/${id}`)).body.error_message).toBe(null);
    } finally {
      await sim('/__sim/faults/clear', {});
    }
  }, 120_000);

  it('an account X locked pauses its campaign with the message its card shows', async () => {
    const id = await readyCampaign('Locked');
    expect((await sim('/__sim/accounts/lock', { account: SENDER.userId })).status).toBe(200);
    try {
      await start(id);
      await expect.poll(async () => (await call(alice, `/api/campaigns/${id}`)).body.status, { timeout: 30_000, interval: 100 }).toBe('paused');
      expect((await call(alice, `/api/campaigns/${id}`)).body.error_message).toBe(runnerMessages.accountLocked);
      // The account itself is checked at once, not at the next hourly sweep.
      await expect.poll(async () => (await call(alice, `/api/accounts/${aliceAccount}`)).body.health, { timeout: 30_000, interval: 100 }).toBe('locked');
    } finally {
      await sim('/__sim/accounts/restore', { account: SENDER.userId });
      await call(alice, `/api/accounts/${aliceAccount}/check`, 'POST');
    }
  }, 60_000);
});

describe('a plan that changes while campaigns run', () => {
  it("a downgrade applied with more accounts than Basic allows suspends the newer account and pauses its campaign at once; a cancelled subscription pauses the rest", async () => {
    const dave = await signUp(app, newEmail('runner-plan'));
    // Paid through checkout: the downgrade and the cancellation go through Stripe.
    await buyPlan(app, dave, { plan_type: 'pro', allowed_accounts: 2 });
    const connect = async (sender: (typeof DEMO_SESSIONS)[number]) => {
      const connected = await call(dave, '/api/accounts', 'POST', { auth_token: sender.authToken, ct0_token: sender.ct0 });
      expect(connected.status, JSON.stringify(connected.body)).toBe(201);
      const id = connected.body.account.id as string;
      // One DM a day from the account: after it, its campaign waits for tomorrow.
      expect((await call(dave, `/api/accounts/${id}/sending-limits`, 'PUT', { daily_cap: 1, time_zone: 'UTC' })).status).toBe(200);
      return id;
    };
    const older = await connect(DEMO_SESSIONS[1]!);
    // Scheduled with one account connected (allowed), then a second connected before the period ends.
    expect((await call(dave, '/api/billing/schedule-downgrade', 'POST', { downgrade_to: 'basic' })).status).toBe(200);
    const newer = await connect(DEMO_SESSIONS[2]!);
    // Leads the unverified account can message too (X answers whether a lead takes DMs from the one asking).
    const starter = DEMO_SESSIONS[1]!;
    const asStarter = { authToken: starter.authToken, ct0: starter.ct0, userId: starter.userId };
    const usernames = (await gateway.listFollowers(asStarter, COACHES)).profiles.filter((p) => p.canDm && !p.protected).map((p) => p.username);
    const campaignOn = async (accountId: string, name: string, leads: string[]) => {
      const form = new FormData();
      form.set('name', name);
      form.set('file', new Blob([`username\n${leads.join('\n')}\n`], { type: 'text/csv' }), `${name}.csv`);
      const source = (await (await as(app, dave)('/api/lead-sources/upload', { method: 'POST', body: form })).json()) as Json;
      const template = await call(dave, '/api/message-templates', 'POST', { name: `T ${name}`, messages: ['Hi [First Name], a question?'] });
      const created = await call(dave, '/api/campaigns', 'POST', {
        name,
        lead_source_ids: [source.id],
        template_id: template.body.id,
        profile_id: accountId,
        daily_dm_limit: 50,
        skip_already_dmd: false,
        use_do_not_contact_list: true,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const id = created.body.id as string;
      expect((await call(dave, `/api/campaigns/${id}/start`, 'POST')).status).toBe(200);
      await expect.poll(async () => (await call(dave, `/api/campaigns/${id}`)).body.messages_sent, { timeout: 30_000, interval: 100 }).toBe(1);
      // Capped for the day: its next look is tomorrow (as at the production pace), so no claim can pause it today;
      // only the check that follows a plan change can.
      await expect
        .poll(async () => (await sql`update campaign_runs set next_send_at = now() + interval '1 day' where campaign_id = ${id} and leased_by is null returning 1`.execute(app.database.db)).rows.length, {
          timeout: 30_000,
          interval: 100,
        })
        .toBe(1);
      return id;
    };
    const onOlder = await campaignOn(older, 'Plan older', usernames.slice(0, 4));
    const onNewer = await campaignOn(newer, 'Plan newer', usernames.slice(4, 8));
    const card = async (id: string) => (await call(dave, `/api/campaigns/${id}`)).body;

    // The period ends: the job applies Basic (one account) although two are connected.
    const userId = (await call(dave, '/api/plan')).body.user_id as string;
    await sql`update pgboss.job set start_after = now() where name = 'billing-apply-downgrade' and data->>'userId' = ${userId}`.execute(app.database.db);
    await expect.poll(async () => (await call(dave, '/api/plan')).body.plan, { timeout: 20_000 }).toBe('basic');
    await expect.poll(async () => (await card(onNewer)).status, { timeout: 15_000, interval: 100 }).toBe('paused');
    expect((await card(onNewer)).error_message).toBe(runnerMessages.accountBeyondPlan(1));
    expect((await card(onOlder)).status).toBe('running');
    // The newer account is kept connected, suspended, and the chooser asks which to keep.
    const accounts = (await call(dave, '/api/accounts')).body as Json[];
    expect(accounts.map((a) => [a.id, a.suspended_by_plan]).sort()).toEqual([[newer, true], [older, false]].sort());
    expect((await call(dave, '/api/accounts/usage')).body).toMatchObject({ plan: 'basic', connected: 2, must_choose: true });
    // Resumed, it is claimed at once and paused again: its account is still beyond the plan.
    expect((await call(dave, `/api/campaigns/${onNewer}/start`, 'POST')).status).toBe(200);
    await expect.poll(async () => (await card(onNewer)).status, { timeout: 15_000, interval: 100 }).toBe('running');
    await expect.poll(async () => (await card(onNewer)).status, { timeout: 15_000, interval: 100 }).toBe('paused');
    expect((await card(onNewer)).messages_sent).toBe(1);

    // The subscription is cancelled in Stripe: the plan is Free and the other campaign pauses at once too.
    const stripe = createStripeClient(app.config.STRIPE_SECRET_KEY as string, app.config.STRIPE_API_BASE);
    const subscription = (await stripe.subscriptions.list({ limit: 100 })).data.find((s) => s.metadata.user_id === userId);
    await stripe.subscriptions.cancel(subscription?.id as string);
    await expect.poll(async () => (await call(dave, '/api/plan')).body.plan, { timeout: 20_000 }).toBe('free');
    await expect.poll(async () => (await card(onOlder)).status, { timeout: 15_000, interval: 100 }).toBe('paused');
    expect((await card(onOlder)).error_message).toBe(runnerMessages.planWithoutCampaigns);
    expect((await card(onOlder)).messages_sent).toBe(1);
  }, 120_000);
});

