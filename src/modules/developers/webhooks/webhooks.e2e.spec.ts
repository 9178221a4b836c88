import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiAnswer, callApi } from '../../../../test/support/api-call';
import { becomePro } from '../../../../test/support/become-pro';
import { readyCampaign } from '../../../../test/support/campaign-setup';
import { COACHES, SENDER, session } from '../../../../test/support/demo-sender';
import { freePort } from '../../../../test/support/free-port';
import { startTestApp, type TestApp } from '../../../../test/support/start-app';
import { newEmail, signUp, type TestUser } from '../../../../test/support/users';
import { startWebhookReceiver } from '../../../../test/support/webhook-receiver';
import { DEMO_REPLY_PLAN } from '../../../stand-ins/x';
import { defaultXApiSettings } from '../../x';
import { XHttpGateway } from '../../x/http/x-http-gateway';
import type { AddedWebhookEndpoint, WebhookDeliveryRow, WebhookEndpointRow } from '../contract/webhooks';
import { WEBHOOK_EVENT_TYPES, webhookMessages } from '../contract/webhooks';

let app: TestApp;
let gateway: XHttpGateway;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let owner: TestUser;
const call = (user: TestUser, path: string, method = 'GET', json?: unknown): Promise<ApiAnswer> => callApi(app, user, path, method, json);

beforeAll(async () => {
  // Demo mode, its replies read every second; retries' waits shrunk ten thousandfold (1 min → 6 ms, 24 hours →
  // 8.6 s); a receiver on this machine allowed.
  app = await startTestApp({
    X_SIMULATOR: '1',
    X_SIMULATOR_PORT: String(await freePort()),
    RUNNER_DELAY_SCALE: '0',
    REPLY_POLL_INTERVAL_SECONDS: '1',
    WEBHOOK_RETRY_SCALE: '0.0001',
    ALLOW_PRIVATE_WEBHOOK_HOSTS: '1',
    TRUST_PROXY: '1',
  });
  gateway = new XHttpGateway({ settings: defaultXApiSettings({ baseUrl: app.config.X_API_BASE as string }) });
  receiver = await startWebhookReceiver();
  owner = await signUp(app, newEmail('hooks-owner'));
  await becomePro(app, owner);
}, 60_000);

afterAll(async () => {
  await receiver?.close();
  await gateway?.close();
  await app?.close();
});

describe('webhooks', () => {
  it('refuse URLs that are not https or point nowhere, and no event types, with their messages', async () => {
    for (const [body, message] of [
      [{ url: 'not a url', event_types: ['reply.received'] }, webhookMessages.urlInvalid],
      [{ url: 'ftp://crm.example/x', event_types: ['reply.received'] }, webhookMessages.urlInvalid],
      [{ url: 'https://crm.example/x', event_types: [] }, webhookMessages.eventTypesRequired],
      [{ url: 'https://crm.example/x', event_types: ['dm.everything'] }, webhookMessages.eventTypeInvalid(WEBHOOK_EVENT_TYPES)],
    ] as const) {
      const refused = await call(owner, '/api/developers/webhooks', 'POST', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.message).toBe(message);
    }
    expect((await call(owner, '/api/developers/webhooks')).body).toEqual([]);
  });

  it('deliver every reply once, signed, within seconds; an event refused three times arrives on the fourth attempt, once; the log shows each', async () => {
    const added = await call(owner, '/api/developers/webhooks', 'POST', { url: receiver.url, event_types: ['reply.received', 'campaign.started', 'campaign.completed'] });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const { secret, endpoint, message } = added.body as unknown as AddedWebhookEndpoint;
    expect(message).toBe(webhookMessages.added);
    expect(secret).toMatch(/^whsec_/);
    receiver.useSecret(secret);
    // The secret is answered once: not in the list, not in any event.
    expect(JSON.stringify((await call(owner, '/api/developers/webhooks')).body)).not.toContain(secret);
    const { rows } = await sql<{ text: string }>`select data::text as text from events`.execute(app.database.db);
    expect(rows.some((row) => row.text.includes(secret))).toBe(false);

    const usernames = (await gateway.listFollowers(session, COACHES)).profiles.filter((p) => p.canDm && !p.protected).slice(0, 8).map((p) => p.username);
    const campaign = await readyCampaign(app, owner, { name: 'Hooked', usernames, sender: SENDER, messages: ['Hi [First Name]!'], dailyLimit: 100 });
    // campaign.started is refused three times.
    receiver.failNext(3, 'campaign.started');
    expect((await call(owner, `/api/campaigns/${campaign.id}/start`, 'POST')).status).toBe(200);
    await expect.poll(async () => (await call(owner, `/api/campaigns/${campaign.id}`)).body.status, { timeout: 30_000, interval: 100 }).toBe('completed');
    await fetch(`${app.config.X_API_BASE}/__sim/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: DEMO_REPLY_PLAN.afterMs + DEMO_REPLY_PLAN.spreadMs }),
    });
    await expect.poll(async () => (await call(owner, `/api/campaigns/${campaign.id}`)).body.replies_count, { timeout: 30_000, interval: 100 }).toBeGreaterThanOrEqual(1);

    // Every reply recorded arrives once, signed, within 5 s of being recorded.
    const replies = async () =>
      (await sql<{ id: string; created_at: Date }>`select event_id::text as id, created_at from events where type = 'ReplyReceived' and data->>'campaignId' = ${campaign.id}`.execute(app.database.db)).rows;
    await expect
      .poll(async () => {
        const accepted = new Set(receiver.received().filter((hook) => hook.type === 'reply.received' && hook.answered === 200).map((hook) => hook.id));
        return (await replies()).every((reply) => accepted.has(reply.id));
      }, { timeout: 15_000, interval: 100 })
      .toBe(true);
    const recorded = await replies();
    const hooks = receiver.received();
    expect(hooks.every((hook) => hook.valid)).toBe(true);
    for (const reply of recorded) {
      const arrivals = hooks.filter((hook) => hook.id === reply.id);
      expect(arrivals, reply.id).toHaveLength(1);
      expect(arrivals[0]?.at - new Date(reply.created_at).getTime()).toBeLessThan(5_000);
      expect(arrivals[0]?.data).toMatchObject({ campaign_id: campaign.id });
    }
    // campaign.started: three refusals, then accepted on the fourth attempt, and not again.
    const started = () => receiver.received().filter((hook) => hook.type === 'campaign.started');
    await expect.poll(() => started().map((hook) => hook.answered), { timeout: 15_000 }).toEqual([500, 500, 500, 200]);
    expect(new Set(started().map((hook) => hook.id)).size).toBe(1);
    await expect.poll(() => receiver.received().filter((hook) => hook.type === 'campaign.completed' && hook.answered === 200).length, { timeout: 10_000 }).toBe(1);

    // The delivery log: the started event's four attempts, the last 200.
    const log = (await call(owner, `/api/developers/webhooks/${endpoint.id}/deliveries`)).body as unknown as WebhookDeliveryRow[];
    const startedDelivery = log.find((row) => row.type === 'campaign.started');
    expect(startedDelivery).toMatchObject({ status: 'succeeded', attempts: 4, last_attempt: { status: 200, response: 'ok', error: null } });
    expect(log.filter((row) => row.type === 'reply.received')).toHaveLength(recorded.length);

    // Resent by hand: it arrives again, same id, signed.
    expect(await call(owner, `/api/developers/webhooks/deliveries/${startedDelivery?.id}/resend`, 'POST')).toMatchObject({ status: 200, body: { message: webhookMessages.resent } });
    expect(receiver.received().filter((hook) => hook.id === startedDelivery?.event_id && hook.answered === 200)).toHaveLength(2);

    // 'Send test event': answered with what the endpoint said, and logged.
    expect((await call(owner, `/api/developers/webhooks/${endpoint.id}/test`, 'POST')).body).toEqual({ delivered: true, status: 200, message: webhookMessages.testDelivered(200) });
    receiver.failNext(1, 'webhook.test');
    expect((await call(owner, `/api/developers/webhooks/${endpoint.id}/test`, 'POST')).body).toEqual({
      delivered: false,
      status: 500,
      message: webhookMessages.testRefused('the endpoint answered 500'),
    });
    const tests = receiver.received().filter((hook) => hook.type === 'webhook.test');
    expect(tests.map((hook) => [hook.valid, hook.answered])).toEqual([
      [true, 200],
      [true, 500],
    ]);
    expect(((await call(owner, `/api/developers/webhooks/${endpoint.id}/deliveries`)).body as unknown as WebhookDeliveryRow[]).filter((row) => row.type === 'webhook.test')).toHaveLength(2);

    // Another workspace sees none of it.
    const stranger = await signUp(app, newEmail('hooks-stranger'));
    expect((await call(stranger, `/api/developers/webhooks/${endpoint.id}/deliveries`)).status).toBe(404);
    expect((await call(stranger, `/api/developers/webhooks/deliveries/${startedDelivery?.id}/resend`, 'POST')).status).toBe(404);
    expect((await call(stranger, `/api/developers/webhooks/${endpoint.id}`, 'DELETE')).status).toBe(404);
    expect((await call(stranger, `/api/developers/webhooks/${endpoint.id}/test`, 'POST')).status).toBe(404);
    expect((await call(stranger, `/api/developers/webhooks/${endpoint.id}/enable`, 'POST')).status).toBe(404);
    expect((await call(stranger, '/api/developers/webhooks')).body).toEqual([]);

    // Removed: nothing more is sent to it.
    expect(await call(owner, `/api/developers/webhooks/${endpoint.id}`, 'DELETE')).toMatchObject({ status: 200, body: { message: webhookMessages.removed } });
    expect(((await call(owner, '/api/developers/webhooks')).body as unknown as WebhookEndpointRow[]).length).toBe(0);
  }, 120_000);

  it("tell of a lead source finished and of an account X locked (once, not at every check), to the endpoint that asked", async () => {
    const added = await call(owner, '/api/developers/webhooks', 'POST', { url: receiver.url, event_types: ['lead_source.completed', 'account.needs_attention'] });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    receiver.useSecret((added.body as unknown as AddedWebhookEndpoint).secret);
    const arrived = (type: string) => receiver.received().filter((hook) => hook.type === type && hook.answered === 200);

    const form = new FormData();
    form.set('name', 'Hooked upload');
    form.set('file', new Blob(['username\nhook_lead_one\nhook_lead_two\n'], { type: 'text/csv' }), 'hooked.csv');
    const uploaded = await fetch(`${app.url}/api/lead-sources/upload`, { method: 'POST', body: form, headers: { cookie: owner.cookie, origin: app.url } });
    const source = (await uploaded.json()) as { id: string };
    await expect.poll(() => arrived('lead_source.completed').map((hook) => hook.data), { timeout: 10_000 }).toEqual([{ lead_source_id: source.id, leads: 2 }]);

    const accounts = (await call(owner, '/api/accounts')).body as unknown as Array<{ id: string }>;
    const accountId = accounts[0]?.id as string;
    const sim = (path: string) =>
      fetch(`${app.config.X_API_BASE}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: SENDER.userId }) });
    expect((await sim('/__sim/accounts/lock')).status).toBe(200);
    try {
      await call(owner, `/api/accounts/${accountId}/check`, 'POST');
      await call(owner, `/api/accounts/${accountId}/check`, 'POST');
      await expect.poll(() => arrived('account.needs_attention').length, { timeout: 10_000 }).toBe(1);
      expect(arrived('account.needs_attention')[0]?.data).toMatchObject({ account_id: accountId, health: 'locked' });
    } finally {
      await sim('/__sim/accounts/restore');
      await call(owner, `/api/accounts/${accountId}/check`, 'POST');
    }
    // The second check found it still locked: told once.
    expect(arrived('account.needs_attention')).toHaveLength(1);
    expect((await call(owner, `/api/developers/webhooks/${(added.body as unknown as AddedWebhookEndpoint).endpoint.id}`, 'DELETE')).status).toBe(200);
  });

  it('disable an endpoint whose deliveries failed for 24 hours, tell its maker, deliver nothing more until it is enabled again', async () => {
    const added = await call(owner, '/api/developers/webhooks', 'POST', { url: receiver.url, event_types: ['lead_source.completed'] });
    const { secret, endpoint } = added.body as unknown as AddedWebhookEndpoint;
    receiver.useSecret(secret);
    receiver.failNext(1_000, 'lead_source.completed');
    let uploads = 0;
    const upload = async (name: string) => {
      const form = new FormData();
      form.set('name', name);
      form.set('file', new Blob([`username\nhooked_${++uploads}\n`], { type: 'text/csv' }), 'leads.csv');
      const answer = await fetch(`${app.url}/api/lead-sources/upload`, { method: 'POST', body: form, headers: { cookie: owner.cookie, origin: app.url } });
      expect(answer.status).toBe(201);
      return ((await answer.json()) as { id: string }).id;
    };
    const failing = await upload('Failing day');
    const row = async () => ((await call(owner, '/api/developers/webhooks')).body as unknown as WebhookEndpointRow[]).find((one) => one.id === endpoint.id);
    await expect.poll(async () => (await row())?.disabled_at ?? null, { timeout: 30_000, interval: 200 }).not.toBeNull();
    expect((await row())?.disabled_reason).toBe(webhookMessages.disabledReason);
    // Tried 8 times over the (shrunk) 24 hours, each refused.
    const tries = receiver.received().filter((hook) => hook.type === 'lead_source.completed' && (hook.data as { lead_source_id: string }).lead_source_id === failing);
    expect(tries.map((hook) => hook.answered)).toEqual(Array(8).fill(500));
    const mails = (await (await fetch(`${app.url}/api/dev/mailbox`)).json()) as Array<{ to: string; subject: string }>;
    expect(mails.filter((mail) => mail.to === owner.email.toLowerCase() && mail.subject === webhookMessages.disabledMailSubject)).toHaveLength(1);

    // Disabled: the next event is not sent. Enabled again: the one after is.
    receiver.failNext(0);
    const skipped = await upload('While disabled');
    expect(await call(owner, `/api/developers/webhooks/${endpoint.id}/enable`, 'POST')).toMatchObject({ status: 200, body: { message: webhookMessages.enabled } });
    expect((await row())?.disabled_at).toBeNull();
    const delivered = await upload('After enabling');
    const arrivedFor = (source: string) => receiver.received().filter((hook) => (hook.data as { lead_source_id?: string }).lead_source_id === source && hook.answered === 200);
    await expect.poll(() => arrivedFor(delivered).length, { timeout: 10_000 }).toBe(1);
    expect(arrivedFor(skipped)).toHaveLength(0);
  }, 60_000);
});
