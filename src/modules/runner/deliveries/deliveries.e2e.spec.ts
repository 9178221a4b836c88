import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { callApi, type Json } from '../../../../test/support/api-call';
import { becomePro } from '../../../../test/support/become-pro';
import { COACHES, SENDER, session } from '../../../../test/support/demo-sender';
import { freePort } from '../../../../test/support/free-port';
import { startTestApp, type TestApp } from '../../../../test/support/start-app';
import { as, newEmail, signUp, type TestUser } from '../../../../test/support/users';
import { DEMO_REPLY_PLAN } from '../../../stand-ins/x';
import { campaignMessages } from '../../campaigns/contract';
import { defaultXApiSettings } from '../../x';
import { XHttpGateway } from '../../x/http/x-http-gateway';
import { campaignDailySchema, DELIVERY_CSV_COLUMNS, type DeliveryRow, deliveryMessages, deliveryRowsSchema, OVERVIEW_DAYS } from '../contract';
import { overviewMessages } from '../overview/contract';

let app: TestApp;
let gateway: XHttpGateway;
let alice: TestUser;
let bob: TestUser;

const call = (user: TestUser, path: string, method = 'GET', json?: unknown) => callApi(app, user, path, method, json);
const logOf = async (user: TestUser, id: string, query = ''): Promise<{ rows: DeliveryRow[]; range: string | null }> => {
  const answer = await call(user, `/api/campaigns/${id}/deliveries${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { rows: deliveryRowsSchema.parse(answer.body), range: answer.range };
};

beforeAll(async () => {
  // Its own app: demo mode's simulated X, and the inbox read every second so replies arrive within the test.
  app = await startTestApp({ X_SIMULATOR: '1', X_SIMULATOR_PORT: String(await freePort()), RUNNER_DELAY_SCALE: '0', REPLY_POLL_INTERVAL_SECONDS: '1', RUNNER_PROGRESS_FLUSH_MS: '300' });
  gateway = new XHttpGateway({ settings: defaultXApiSettings({ baseUrl: app.config.X_API_BASE as string }) });
  [alice, bob] = [await signUp(app, newEmail('deliveries')), await signUp(app, newEmail('deliveries'))];
  await becomePro(app, alice);
}, 60_000);

afterAll(async () => {
  await gateway?.close();
  await app?.close();
});

it("lists a campaign's every lead with its status, reason, variation, time and conversation, filtered, searched and as a file; another user sees none of it", async () => {
  const account = await call(alice, '/api/accounts', 'POST', { auth_token: SENDER.authToken, ct0_token: SENDER.ct0 });
  expect(account.status, JSON.stringify(account.body)).toBe(201);
  const profiles = (await gateway.listFollowers(session, COACHES)).profiles.filter((p) => !p.protected);
  const open = profiles.filter((p) => p.canDm).slice(0, 7);
  const closed = profiles.filter((p) => !p.canDm).slice(0, 2);
  expect([open.length, closed.length]).toEqual([7, 2]);
  const form = new FormData();
  form.set('name', 'Log');
  form.set('file', new Blob([`username\n${[...open, ...closed].map((p) => p.username).join('\n')}\n`], { type: 'text/csv' }), 'log.csv');
  const source = (await (await as(app, alice)('/api/lead-sources/upload', { method: 'POST', body: form })).json()) as Json;
  // One lead read as closed to DMs (skipped before X is called); the other closed one is refused by X (failed).
  const cannotDm = closed[0]!.username.toLowerCase();
  await sql`update leads set can_dm = false where source_id = ${source.id as string} and lower(username) = ${cannotDm}`.execute(app.database.db);
  const listed = open[0]!.username.toLowerCase();
  expect((await call(alice, '/api/do-not-contact', 'POST', { input: listed })).status).toBeLessThan(300);
  const template = await call(alice, '/api/message-templates', 'POST', { name: 'Log', messages: ['Hi [First Name]!', 'Hey [First Name], quick one?'] });
  const created = await call(alice, '/api/campaigns', 'POST', {
    name: 'Spring log',
    lead_source_ids: [source.id],
    template_id: template.body.id,
    profile_id: account.body.account.id,
    daily_dm_limit: 100,
    skip_already_dmd: true,
    use_do_not_contact_list: true,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.id as string;
  expect((await logOf(alice, id)).rows).toEqual([]);
  expect((await call(alice, `/api/campaigns/${id}/start`, 'POST')).status).toBe(200);
  await expect.poll(async () => (await call(alice, `/api/campaigns/${id}`)).body.status, { timeout: 60_000, interval: 100 }).toBe('completed');

  // The demo recipients answer minutes later in X's time, which moves on at once.
  await fetch(`${app.config.X_API_BASE}/__sim/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs: DEMO_REPLY_PLAN.afterMs + DEMO_REPLY_PLAN.spreadMs }),
  });
  await expect.poll(async () => (await call(alice, `/api/campaigns/${id}`)).body.replies_count, { timeout: 60_000, interval: 100 }).toBeGreaterThanOrEqual(1);
  const card = (await call(alice, `/api/campaigns/${id}`)).body;

  // Every lead of the ledger, last contacted first, counted as the card counts them.
  const all = await logOf(alice, id);
  expect(all.range).toBe('campaign-deliveries 0-8/9');
  const count = (status: string) => all.rows.filter((row) => row.status === status).length;
  expect(count('sent') + count('replied')).toBe(card.messages_sent);
  expect(count('replied')).toBe(card.replies_count);
  expect(count('failed')).toBe(card.messages_failed);
  expect(count('skipped')).toBe(card.skipped_do_not_contact + card.skipped_cannot_dm + card.skipped_already_dmd);
  expect(count('pending')).toBe(0);
  const ledger = await sql<{ n: number }>`select count(*)::int as n from dm_deliveries where campaign_id = ${id}`.execute(app.database.db);
  expect(all.rows).toHaveLength(ledger.rows[0]!.n);
  const byName = new Map(all.rows.map((row) => [row.username, row]));
  expect(byName.get(listed)).toMatchObject({ status: 'skipped', reason: 'do_not_contact', variation: null, error_message: null });
  expect(byName.get(cannotDm)).toMatchObject({ status: 'skipped', reason: 'cannot_dm', conversation_url: null });
  expect(byName.get(closed[1]!.username.toLowerCase())).toMatchObject({ status: 'failed', reason: 'failed', error_message: expect.any(String) });
  for (const row of all.rows.filter((one) => one.status === 'sent' || one.status === 'replied')) {
    expect(row.variation === 0 || row.variation === 1).toBe(true);
    expect(row.conversation_url).toMatch(/^https:\/\/x\.com\/messages\/\S+$/);
    expect(Number.isNaN(Date.parse(row.at))).toBe(false);
  }
  // The replies read model's leads are the replied rows.
  const replied = await call(alice, `/api/campaigns/${id}/replies`);
  expect(new Set((replied.body as unknown as Array<{ username: string }>).map((reply) => reply.username))).toEqual(
    new Set(all.rows.filter((row) => row.status === 'replied').map((row) => row.username)),
  );

  // Filters, search (any case, with or without @) and pages.
  const skipped = await logOf(alice, id, '?status=skipped');
  expect(skipped.rows.map((row) => row.username).sort()).toEqual([cannotDm, listed].sort());
  expect(skipped.range).toBe('campaign-deliveries 0-1/2');
  expect((await logOf(alice, id, '?status=replied')).rows.every((row) => row.status === 'replied')).toBe(true);
  expect((await logOf(alice, id, '?status=sent')).rows).toHaveLength(count('sent'));
  const someone = open[3]!.username;
  for (const q of [someone.toUpperCase(), `@${someone}`, someone.slice(1, -1)]) {
    expect((await logOf(alice, id, `?q=${encodeURIComponent(q)}`)).rows.map((row) => row.username)).toContain(someone.toLowerCase());
  }
  expect((await logOf(alice, id, `?q=${encodeURIComponent(`@${someone}`)}`)).rows).toHaveLength(1);
  expect((await logOf(alice, id, `?status=skipped&q=${encodeURIComponent(someone)}`)).rows).toEqual([]);
  const page = await logOf(alice, id, `?range=${encodeURIComponent('[2,3]')}`);
  expect(page.range).toBe('campaign-deliveries 2-3/9');
  expect(page.rows).toEqual(all.rows.slice(2, 4));

  // The daily numbers are the card's, on today's UTC day without a zone.
  const daily = campaignDailySchema.parse((await call(alice, `/api/campaigns/${id}/daily`)).body);
  expect(daily.time_zone).toBe('UTC');
  expect(daily.days).toHaveLength(OVERVIEW_DAYS);
  expect(daily.days.at(-1)).toMatchObject({ day: new Date().toISOString().slice(0, 10), sent: card.messages_sent });
  expect(daily.days.reduce((sum, day) => sum + day.replies, 0)).toBe(card.replies_count);
  // In the browser's zone, each DM falls on the calendar day of that zone: one sent 20 hours ago lands on
  // another day in zones 25 hours apart, and the days are cut where the zone's own midnight falls.
  await sql`update dm_deliveries set finished_at = now() - interval '20 hours' where id = (select id from dm_deliveries where campaign_id = ${id} and state = 'sent' order by id limit 1)`.execute(app.database.db);
  const sentAt = (await sql<{ at: Date }>`select finished_at as at from dm_deliveries where campaign_id = ${id} and state = 'sent'`.execute(app.database.db)).rows;
  for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Tokyo']) {
    const dayIn = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    const expected = new Map<string, number>();
    for (const { at } of sentAt) expected.set(dayIn.format(at), (expected.get(dayIn.format(at)) ?? 0) + 1);
    const local = campaignDailySchema.parse((await call(alice, `/api/campaigns/${id}/daily?time_zone=${encodeURIComponent(zone)}`)).body);
    expect(local.time_zone).toBe(zone);
    expect(local.days.at(-1)?.day).toBe(dayIn.format(new Date()));
    expect(new Map(local.days.filter((day) => day.sent > 0).map((day) => [day.day, day.sent])), zone).toEqual(expected);
  }
  const badZone = await call(alice, `/api/campaigns/${id}/daily?time_zone=Mars%2FOlympus`);
  expect([badZone.status, badZone.body.message]).toEqual([400, overviewMessages.timeZoneInvalid]);

  // The file: a header, the filtered rows, a cell X could fill neutralised against spreadsheet formulas.
  await sql`update dm_deliveries set error_message = '=HYPERLINK("https://evil.example")' where campaign_id = ${id} and state = 'failed'`.execute(app.database.db);
  const file = await as(app, alice)(`/api/campaigns/${id}/deliveries.csv`);
  expect(file.status).toBe(200);
  expect(file.headers.get('content-type')).toMatch(/^text\/csv/);
  expect(file.headers.get('content-disposition')).toContain('filename="Spring_log_delivery_log.csv"');
  const lines = (await file.text()).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
  expect(lines[0]).toBe(DELIVERY_CSV_COLUMNS.map((column) => `"${column}"`).join(','));
  expect(lines).toHaveLength(1 + all.rows.length);
  expect(lines.find((line) => line.startsWith(`"${listed}"`))).toBe(`"${listed}","skipped","On Do Not Contact","0","","${byName.get(listed)?.at}",""`);
  expect(lines.find((line) => line.includes('"failed"'))).toContain(`"'=HYPERLINK(""https://evil.example"")"`);
  const skippedFile = await (await as(app, alice)(`/api/campaigns/${id}/deliveries.csv?status=skipped`)).text();
  expect(skippedFile.trimEnd().split('\r\n')).toHaveLength(3);

  // Another user's campaign is not found; a status the log does not know, a malformed range or search, 400.
  for (const path of ['deliveries', 'deliveries.csv', 'daily']) {
    const foreign = await call(bob, `/api/campaigns/${id}/${path}`);
    expect(foreign.status, path).toBe(404);
    expect(foreign.body.message).toBe(campaignMessages.notFound);
  }
  const badStatus = await call(alice, `/api/campaigns/${id}/deliveries?status=delivered`);
  expect([badStatus.status, badStatus.body.message]).toEqual([400, deliveryMessages.statusInvalid]);
  expect((await call(alice, `/api/campaigns/${id}/deliveries.csv?status=delivered`)).status).toBe(400);
  expect((await call(alice, `/api/campaigns/${id}/deliveries?range=${encodeURIComponent('[5,1]')}`)).status).toBe(400);
  expect((await call(alice, `/api/campaigns/${id}/deliveries?q=a&q=b`)).status).toBe(400);
  expect((await fetch(`${app.url}/api/campaigns/${id}/deliveries`)).status).toBe(401);
}, 150_000);
