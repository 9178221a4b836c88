import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, type Json } from '../../../../test/support/api-call';
import { becomePro } from '../../../../test/support/become-pro';
import { COACHES, SENDER, session } from '../../../../test/support/demo-sender';
import { freePort } from '../../../../test/support/free-port';
import { startTestApp, type TestApp } from '../../../../test/support/start-app';
import { as, newEmail, signUp, type TestUser } from '../../../../test/support/users';
import { defaultXApiSettings } from '../../x';
import { XHttpGateway } from '../../x/http/x-http-gateway';
import { outcomeMessages, type OutcomeRow, runnerMessages } from '../contract';

let app: TestApp;
let gateway: XHttpGateway;
let alice: TestUser;
let bob: TestUser;

const call = (user: TestUser, path: string, method = 'GET', json?: unknown) => callApi(app, user, path, method, json);
const rowsOf = (body: unknown): OutcomeRow[] => (Array.isArray(body) ? body : []);

beforeAll(async () => {
  app = await startTestApp({ X_SIMULATOR: '1', X_SIMULATOR_PORT: String(await freePort()), RUNNER_DELAY_SCALE: '0.0001', RUNNER_PROGRESS_FLUSH_MS: '300' });
  gateway = new XHttpGateway({ settings: defaultXApiSettings({ baseUrl: app.config.X_API_BASE as string }) });
  [alice, bob] = [await signUp(app, newEmail('outcomes')), await signUp(app, newEmail('outcomes'))];
  await becomePro(app, alice);
}, 60_000);

afterAll(async () => {
  await gateway?.close();
  await app?.close();
});

describe("a campaign's failed and skipped leads", () => {
  it('skips leads whose profile says they cannot be messaged without a DM at X, counts them, and lists every failed and skipped lead with its reason', async () => {
    const account = await call(alice, '/api/accounts', 'POST', { auth_token: SENDER.authToken, ct0_token: SENDER.ct0 });
    expect(account.status, JSON.stringify(account.body)).toBe(201);
    const profiles = (await gateway.listFollowers(session, COACHES)).profiles.filter((p) => !p.protected);
    const open = profiles.filter((p) => p.canDm).slice(0, 4);
    const closed = profiles.filter((p) => !p.canDm).slice(0, 3);
    expect(open).toHaveLength(4);
    expect(closed).toHaveLength(3);
    const form = new FormData();
    form.set('name', 'Mixed');
    form.set('file', new Blob([`username\n${[...open, ...closed].map((p) => p.username).join('\n')}\n`], { type: 'text/csv' }), 'mixed.csv');
    const source = (await (await as(app, alice)('/api/lead-sources/upload', { method: 'POST', body: form })).json()) as Json;
    // Two leads whose profiles were read as closed to DMs (as a scrape records can_dm); the third's is unknown, so X is asked.
    const skippedNames = closed.slice(0, 2).map((p) => p.username.toLowerCase());
    await sql`update leads set can_dm = false where source_id = ${source.id as string} and lower(username) = any(${skippedNames}::text[])`.execute(app.database.db);
    const listed = open[0]!.username.toLowerCase();
    expect((await call(alice, '/api/do-not-contact', 'POST', { input: listed })).status).toBeLessThan(300);
    const template = await call(alice, '/api/message-templates', 'POST', { name: 'Outcomes', messages: ['Hi [First Name]!'] });
    const created = await call(alice, '/api/campaigns', 'POST', {
      name: 'Outcomes',
      lead_source_ids: [source.id],
      template_id: template.body.id,
      profile_id: account.body.account.id,
      daily_dm_limit: 100,
      skip_already_dmd: true,
      use_do_not_contact_list: true,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as string;
    expect((await call(alice, `/api/campaigns/${id}/start`, 'POST')).status).toBe(200);
    await expect.poll(async () => (await call(alice, `/api/campaigns/${id}`)).body.status, { timeout: 60_000, interval: 100 }).toBe('completed');

    await expect
      .poll(async () => {
        const card = (await call(alice, `/api/campaigns/${id}`)).body;
        return [card.messages_sent, card.messages_failed, card.skipped_do_not_contact, card.skipped_already_dmd, card.skipped_cannot_dm];
      })
      .toEqual([3, 1, 1, 0, 2]);
    // X's ledger: no DM to the two skipped.
    const dms = (await (await fetch(`${app.config.X_API_BASE}/__sim/dms?sender=${SENDER.userId}`)).json()) as Array<{ recipientId: string }>;
    for (const profile of closed.slice(0, 2)) expect(dms.some((dm) => dm.recipientId === profile.userId)).toBe(false);

    const skipped = await call(alice, `/api/campaigns/${id}/outcomes?kind=skipped`);
    expect(skipped.status).toBe(200);
    expect(skipped.range).toBe('campaign-outcomes 0-2/3');
    const reasons = Object.fromEntries(rowsOf(skipped.body).map((row) => [row.username, [row.kind, row.reason, row.error_message]]));
    expect(reasons).toEqual({
      [listed]: ['skipped', 'do_not_contact', null],
      [skippedNames[0]!]: ['skipped', 'cannot_dm', null],
      [skippedNames[1]!]: ['skipped', 'cannot_dm', null],
    });
    const failed = await call(alice, `/api/campaigns/${id}/outcomes?kind=failed`);
    expect(failed.body).toEqual([
      expect.objectContaining({ campaign_id: id, username: closed[2]!.username.toLowerCase(), kind: 'failed', reason: 'failed', at: expect.any(String) }),
    ]);
    expect([runnerMessages.cannotMessage, runnerMessages.verifiedOnly]).toContain(rowsOf(failed.body)[0]?.error_message);
    // Paged as react-admin asks.
    const page = await call(alice, `/api/campaigns/${id}/outcomes?kind=skipped&range=${encodeURIComponent('[1,1]')}`);
    expect(page.range).toBe('campaign-outcomes 1-1/3');
    expect(rowsOf(page.body).map((row) => row.username)).toEqual([rowsOf(skipped.body)[1]?.username]);

    // Another user's campaign answers 404 like a missing one; a kind other than failed or skipped, 400.
    const foreign = await call(bob, `/api/campaigns/${id}/outcomes?kind=skipped`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(outcomeMessages.notFound);
    expect((await call(alice, '/api/campaigns/no-such-campaign/outcomes?kind=failed')).status).toBe(404);
    const bad = await call(alice, `/api/campaigns/${id}/outcomes?kind=sent`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(outcomeMessages.kindInvalid);
  }, 120_000);
});
