import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, type Json } from '../../../test/support/api-call';
import type { TestApp } from '../../../test/support/start-app';
import { FAST_RUNNER_CEILING, proWithDemoSender, startFastRunnerApp } from '../../../test/support/fast-runner-app';
import { as, newEmail, signUp, type TestUser } from '../../../test/support/users';
import { XHttpGateway } from '../x/http/x-http-gateway';
import { sendingLimitsMessages } from './contract';
import { COACHES, session } from '../../../test/support/demo-sender';
import { sql } from 'kysely';
import pg from 'pg';
import { staysTrue } from '../../../test/support/waiting';
import { SKIP_LIST_PROJECTION } from '../../../projections/dnc/skip-list.projection';
import { REBUILD_LOCK } from '../../platform/projections/checkpoints';

let app: TestApp;
let gateway: XHttpGateway;
let alice: TestUser;
let bob: TestUser;
let aliceAccount: string;

const call = (user: TestUser, path: string, method = 'GET', json?: unknown) => callApi(app, user, path, method, json);

beforeAll(async () => {
  ({ app, gateway } = await startFastRunnerApp());
  [alice, bob] = [await signUp(app, newEmail('runner')), await signUp(app, newEmail('runner'))];
  aliceAccount = await proWithDemoSender(app, alice);
}, 60_000);

afterAll(async () => {
  await gateway?.close();
  await app?.close();
});

describe('sending limits of a connected account', () => {
  it('answers the defaults, saves a lower cap and a time zone, and refuses bad values with their messages', async () => {
    expect((await call(alice, `/api/accounts/${aliceAccount}/sending-limits`)).body).toEqual({
      id: aliceAccount,
      daily_cap: 450,
      time_zone: 'UTC',
      sent_last_24h: 0,
      effective_cap: FAST_RUNNER_CEILING,
      max_daily_cap: FAST_RUNNER_CEILING,
      // Newly connected: it warms up, 20 DMs its first day.
      warm_up: true,
      warm_up_standing: { kind: 'warming', day: 1, of: 14, allowance: 20 },
    });
    const saved = await call(alice, `/api/accounts/${aliceAccount}/sending-limits`, 'PUT', { daily_cap: 200, time_zone: 'Europe/Berlin' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ daily_cap: 200, time_zone: 'Europe/Berlin', message: sendingLimitsMessages.saved });
    for (const [body, message] of [
      [{ daily_cap: 451, time_zone: 'UTC' }, sendingLimitsMessages.dailyCapInvalid],
      [{ daily_cap: 0, time_zone: 'UTC' }, sendingLimitsMessages.dailyCapInvalid],
      [{ daily_cap: 10.5, time_zone: 'UTC' }, sendingLimitsMessages.dailyCapInvalid],
      [{ daily_cap: 100, time_zone: 'Mars/Olympus' }, sendingLimitsMessages.timeZoneInvalid],
      [{ daily_cap: 100 }, sendingLimitsMessages.timeZoneInvalid],
    ] as const) {
      const refused = await call(alice, `/api/accounts/${aliceAccount}/sending-limits`, 'PUT', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.message).toBe(message);
    }
    // Nothing half-written.
    expect((await call(alice, `/api/accounts/${aliceAccount}/sending-limits`)).body).toMatchObject({ daily_cap: 200, time_zone: 'Europe/Berlin' });
    // An established account from here on: the campaigns below send from its cap.
    await call(alice, `/api/accounts/${aliceAccount}/sending-limits`, 'PUT', { daily_cap: 450, time_zone: 'UTC', warm_up: false });
  });

  it("another user's account answers 404 like a missing one, to read and to change", async () => {
    const read = await call(bob, `/api/accounts/${aliceAccount}/sending-limits`);
    expect(read.status).toBe(404);
    expect(read.body.message).toBe(sendingLimitsMessages.accountNotFound);
    expect((await call(bob, `/api/accounts/${aliceAccount}/sending-limits`, 'PUT', { daily_cap: 10, time_zone: 'UTC' })).status).toBe(404);
    expect((await call(bob, '/api/accounts/no-such-account/sending-limits')).status).toBe(404);
    expect((await call(alice, `/api/accounts/${aliceAccount}/sending-limits`)).body.daily_cap).toBe(450);
  });
});

describe('a campaign started over HTTP in demo mode', () => {
  it('shows its counters rising live on GET /api/campaigns/:id until it completes', async () => {
    const first = await gateway.listFollowers(session, COACHES);
    const second = await gateway.listFollowers(session, COACHES, first.nextCursor);
    const usernames = [...first.profiles, ...second.profiles].filter((p) => p.canDm && !p.protected).map((p) => p.username);
    expect(usernames.length).toBeGreaterThanOrEqual(12);
    const total = usernames.length;
    const form = new FormData();
    form.set('name', 'Coaches');
    form.set('file', new Blob([`username\n${usernames.join('\n')}\n`], { type: 'text/csv' }), 'coaches.csv');
    const source = (await (await as(app, alice)('/api/lead-sources/upload', { method: 'POST', body: form })).json()) as Json;
    expect(source.id).toBeTruthy();
    const listed = usernames[4]!.toLowerCase();
    expect((await call(alice, '/api/do-not-contact', 'POST', { input: listed })).status).toBeLessThan(300);
    const template = await call(alice, '/api/message-templates', 'POST', { name: 'Intro', messages: ['Hi [First Name], loved your profile!', 'Hey {name}, quick question?'] });
    const created = await call(alice, '/api/campaigns', 'POST', {
      name: 'Runner e2e',
      lead_source_ids: [source.id],
      template_id: template.body.id,
      profile_id: aliceAccount,
      daily_dm_limit: 100,
      skip_already_dmd: true,
      use_do_not_contact_list: true,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as string;
    expect((await call(alice, `/api/campaigns/${id}/start`, 'POST')).status).toBe(200);

    const seen: number[] = [];
    await expect
      .poll(
        async () => {
          const card = (await call(alice, `/api/campaigns/${id}`)).body;
          const processed = card.messages_sent + card.messages_failed + card.skipped_already_dmd + card.skipped_do_not_contact;
          if (seen.at(-1) !== processed) seen.push(processed);
          return card.status;
        },
        { timeout: 90_000, interval: 100 },
      )
      .toBe('completed');
    // Seen rising in steps while it ran, never backwards.
    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    const card = (await call(alice, `/api/campaigns/${id}`)).body;
    expect(card).toMatchObject({ status: 'completed', skipped_do_not_contact: 1, next_contact_index: total, campaign_total_leads: total });
    expect(card.messages_sent + card.messages_failed + card.skipped_already_dmd + card.skipped_do_not_contact).toBe(total);
    expect(card.messages_sent).toBeGreaterThanOrEqual(total - 4);
    const history = await call(alice, `/api/campaigns/${id}/history`);
    if (history.status === 200) expect(JSON.stringify(history.body)).toContain('Completed');
    // Bob sees none of it.
    expect((await call(bob, `/api/campaigns/${id}`)).status).toBe(404);
  }, 120_000);
});

describe("Start right after a Do Not Contact entry, with the list's read model behind", () => {
  it('holds the run until the list has caught up, so the listed lead is skipped, never messaged', async () => {
    // Followers the other campaigns here do not reach (they take the first two pages).
    const first = await gateway.listFollowers(session, COACHES);
    const second = await gateway.listFollowers(session, COACHES, first.nextCursor);
    const third = await gateway.listFollowers(session, COACHES, second.nextCursor);
    const usernames = third.profiles.filter((p) => p.canDm && !p.protected).map((p) => p.username.toLowerCase()).slice(0, 5);
    expect(usernames).toHaveLength(5);
    const listed = usernames[0]!;
    const form = new FormData();
    form.set('name', 'Held leads');
    form.set('file', new Blob([`username\n${usernames.join('\n')}\n`], { type: 'text/csv' }), 'held.csv');
    const source = (await (await as(app, alice)('/api/lead-sources/upload', { method: 'POST', body: form })).json()) as Json;
    const template = await call(alice, '/api/message-templates', 'POST', { name: 'Held intro', messages: ['Hi [First Name]!'] });
    const created = await call(alice, '/api/campaigns', 'POST', {
      name: 'Held start',
      lead_source_ids: [source.id],
      template_id: template.body.id,
      profile_id: aliceAccount,
      daily_dm_limit: 100,
      use_do_not_contact_list: true,
    });
    const id = created.body.id as string;

    // The list's projection pauses while its rebuild lock is held: a read model behind, as under load, while every
    // other projection and the runner's process manager go on.
    const holder = new pg.Client({ connectionString: app.database.url });
    await holder.connect();
    const held = [REBUILD_LOCK, SKIP_LIST_PROJECTION];
    try {
      await holder.query('select pg_advisory_lock($1::int4, hashtext($2))', held);
      const added = await as(app, alice)('/api/do-not-contact', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ input: listed }) });
      expect(added.status).toBe(201);
      expect(added.headers.get('x-read-side-behind')).toBe('true');
      expect((await call(alice, `/api/campaigns/${id}/start`, 'POST')).status).toBe(200);
      // Once the run's start job has been taken up, nothing is reserved while the list is behind.
      const startJob = () =>
        sql<{ state: string }>`select state from pgboss.job where name = 'campaign-run-start' and data->>'campaignId' = ${id}`.execute(app.database.db);
      const takenUp = async () => ((await startJob()).rows[0]?.state ?? 'created') !== 'created';
      await expect.poll(takenUp, { timeout: 20_000, interval: 100 }).toBe(true);
      const ledger = () => app.database.db.selectFrom('dm_deliveries').select(['username', 'state']).where('campaign_id', '=', id).execute();
      await staysTrue(1_500, async () => expect(await ledger()).toEqual([]));
      await holder.query('select pg_advisory_unlock($1::int4, hashtext($2))', held);
    } finally {
      await holder.end();
    }
    await expect.poll(async () => (await call(alice, `/api/campaigns/${id}`)).body.status, { timeout: 60_000, interval: 100 }).toBe('completed');
    expect((await call(alice, `/api/campaigns/${id}`)).body).toMatchObject({ skipped_do_not_contact: 1, messages_sent: usernames.length - 1 });
    const delivered = await app.database.db.selectFrom('dm_deliveries').select(['username', 'state']).where('campaign_id', '=', id).execute();
    expect(delivered.find((row) => row.username === listed)?.state).toBe('skipped_do_not_contact');
  }, 90_000);
});

describe("the runner's figures for the Connect Account cards", () => {
  const allLimits = (user: TestUser) => call(user, '/api/accounts/sending-limits');

  it('after a campaign sends DMs, the account answers the DMs of the last 24 hours and the cap Sending Limits set, bounded by the ceiling; only to its user', async () => {
    const onePath = `/api/accounts/${aliceAccount}/sending-limits`;
    await call(alice, onePath, 'PUT', { daily_cap: 450, time_zone: 'UTC' });
    const before = await allLimits(alice);
    expect(before.status).toBe(200);
    // The cap of 450 set, RUNNER_ACCOUNT_DAILY_CAP below it: the runner applies the ceiling.
    expect(before.body).toEqual([
      { id: aliceAccount, daily_cap: 450, time_zone: 'UTC', sent_last_24h: expect.any(Number), effective_cap: FAST_RUNNER_CEILING, max_daily_cap: FAST_RUNNER_CEILING, warm_up: false, warm_up_standing: { kind: 'off' } },
    ]);
    const sentBefore = (before.body as Json[])[0]?.sent_last_24h as number;
    expect((await call(alice, onePath)).body).toEqual((before.body as Json[])[0]);
    expect((await call(alice, onePath, 'PUT', { daily_cap: 120, time_zone: 'UTC' })).body).toMatchObject({ daily_cap: 120, effective_cap: 120, sent_last_24h: sentBefore });

    const leads = (await gateway.listFollowers(session, COACHES)).profiles.filter((p) => p.canDm && !p.protected).map((p) => p.username).slice(0, 5);
    expect(leads.length).toBe(5);
    const form = new FormData();
    form.set('name', 'Card figures');
    form.set('file', new Blob([`username\n${leads.join('\n')}\n`], { type: 'text/csv' }), 'figures.csv');
    const source = (await (await as(app, alice)('/api/lead-sources/upload', { method: 'POST', body: form })).json()) as Json;
    const template = await call(alice, '/api/message-templates', 'POST', { name: 'Card figures', messages: ['Hi [First Name], a question?'] });
    const created = await call(alice, '/api/campaigns', 'POST', {
      name: 'Card figures',
      lead_source_ids: [source.id],
      template_id: template.body.id,
      profile_id: aliceAccount,
      daily_dm_limit: 100,
      skip_already_dmd: false,
      use_do_not_contact_list: false,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as string;
    expect((await call(alice, `/api/campaigns/${id}/start`, 'POST')).status).toBe(200);
    await expect.poll(async () => (await call(alice, `/api/campaigns/${id}`)).body.status, { timeout: 60_000, interval: 100 }).toBe('completed');
    const sent = (await call(alice, `/api/campaigns/${id}`)).body.messages_sent as number;
    expect(sent).toBeGreaterThan(0);

    expect((await allLimits(alice)).body).toEqual([
      { id: aliceAccount, daily_cap: 120, time_zone: 'UTC', sent_last_24h: sentBefore + sent, effective_cap: 120, max_daily_cap: FAST_RUNNER_CEILING, warm_up: false, warm_up_standing: { kind: 'off' } },
    ]);
    // Bob's list holds his own accounts only (none); Alice's account is not his to read.
    const bobs = await allLimits(bob);
    expect(bobs.status).toBe(200);
    expect(bobs.body).toEqual([]);
    expect((await call(bob, onePath)).status).toBe(404);
    await call(alice, onePath, 'PUT', { daily_cap: 450, time_zone: 'UTC' });
  }, 90_000);

  it('signed out, the list is refused', async () => {
    expect((await fetch(`${app.url}/api/accounts/sending-limits`)).status).toBe(401);
  });
});

describe("an upload whose columns are named like an object's built-ins", () => {
  it('previews its leads (200) and sends DMs personalised from the constructor, toString and __proto__ columns', async () => {
    const page = await gateway.listFollowers(session, COACHES);
    const usernames = page.profiles.filter((p) => p.canDm && !p.protected).map((p) => p.username).slice(0, 4);
    expect(usernames.length).toBe(4);
    // The last lead has no value in those columns: its DM reads them as empty.
    const rows = usernames.map((username, i) => (i < 3 ? `${username},Acme ${i},Lisbon ${i},CEO ${i}` : `${username},,,`));
    const form = new FormData();
    form.set('name', 'Built-in columns');
    form.set('file', new Blob([`username,constructor,toString,__proto__\n${rows.join('\n')}\n`], { type: 'text/csv' }), 'built-ins.csv');
    const uploaded = await as(app, alice)('/api/lead-sources/upload', { method: 'POST', body: form });
    const source = (await uploaded.json()) as Json;
    expect(uploaded.status, JSON.stringify(source)).toBe(201);

    // The template preview's leads.
    const leads = await call(alice, `/api/lead-sources/${source.id}/leads?sort=${encodeURIComponent('["username","ASC"]')}&range=[0,24]`);
    expect(leads.status).toBe(200);
    const first = (leads.body as unknown as Json[]).find((lead) => lead.username === usernames[0]);
    expect(Object.entries(first?.metadata ?? {}).sort()).toEqual([
      ['__proto__', 'CEO 0'],
      ['constructor', 'Acme 0'],
      ['toString', 'Lisbon 0'],
    ]);

    const template = await call(alice, '/api/message-templates', 'POST', { name: 'Built-ins', messages: ['Hi, {custom1} in {custom2}?'] });
    const other = await call(alice, '/api/message-templates', 'POST', { name: 'Built-ins 2', messages: ['Hello, {custom2} / {custom1}!'] });
    const ids: string[] = [];
    for (const [name, templateId] of [['Built-ins', template.body.id], ['Built-ins 2', other.body.id]] as const) {
      const created = await call(alice, '/api/campaigns', 'POST', {
        name,
        lead_source_ids: [source.id],
        template_id: templateId,
        profile_id: aliceAccount,
        daily_dm_limit: 100,
        skip_already_dmd: false,
        use_do_not_contact_list: true,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      ids.push(created.body.id as string);
    }
    // The columns after the first two ({custom1} constructor, {custom2} toString) once the file's order is changed:
    await sql`update lead_sources set csv_columns = array['__proto__', 'constructor', 'toString'] where id = ${source.id as string}`.execute(app.database.db);
    for (const id of ids) expect((await call(alice, `/api/campaigns/${id}/start`, 'POST')).status).toBe(200);
    for (const id of ids) await expect.poll(async () => (await call(alice, `/api/campaigns/${id}`)).body.status, { timeout: 60_000, interval: 100 }).toBe('completed');

    const texts = async (id: string) =>
      (await sql<{ username: string; text: string }>`select username, text from dm_deliveries where campaign_id = ${id} and state = 'sent' order by username`.execute(app.database.db)).rows;
    const ordered = usernames.map((username, i) => ({ username: username.toLowerCase(), i })).sort((a, b) => a.username.localeCompare(b.username));
    expect(await texts(ids[0]!)).toEqual(ordered.map(({ username, i }) => ({ username, text: i < 3 ? `Hi, CEO ${i} in Acme ${i}?` : 'Hi,  in ?' })));
    expect(await texts(ids[1]!)).toEqual(ordered.map(({ username, i }) => ({ username, text: i < 3 ? `Hello, Acme ${i} / CEO ${i}!` : 'Hello,  / !' })));
  }, 120_000);
});

describe('sending limits under attack', () => {
  const limitsPath = () => `/api/accounts/${aliceAccount}/sending-limits`;
  /** A PUT with exactly this body and content type, from the app's page unless the headers say otherwise. */
  async function put(user: TestUser | undefined, path: string, body: string, headers: Record<string, string> = {}) {
    const response = await fetch(`${app.url}${path}`, {
      method: 'PUT',
      headers: { origin: app.url, 'content-type': 'application/json', ...(user ? { cookie: user.cookie } : {}), ...headers },
      body,
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as Json };
  }
  const expectRefusal = (answer: { status: number; body: Json }, status: number, message?: string) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(answer.body).toEqual({ message: message ?? expect.any(String), code: expect.any(String) });
  };

  it('50 saves with different values at once: each is answered with what it saved, the last one stays, no 500', async () => {
    const zones = ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Tokyo', 'Australia/Adelaide'];
    const sent = Array.from({ length: 50 }, (_, i) => ({ daily_cap: i + 1, time_zone: zones[i % zones.length] as string }));
    const answers = await Promise.all(sent.map((body) => call(alice, limitsPath(), 'PUT', body)));
    expect(answers.map((answer) => answer.status)).toEqual(sent.map(() => 200));
    for (const [i, answer] of answers.entries()) expect(answer.body).toMatchObject({ ...sent[i], message: sendingLimitsMessages.saved });
    const final = (await call(alice, limitsPath())).body;
    expect(sent).toContainEqual({ daily_cap: final.daily_cap, time_zone: final.time_zone });
    const { rows } = await app.database.pool.query('select count(*)::int as n from runner_account_settings where account_id = $1', [aliceAccount]);
    expect(rows[0].n).toBe(1);
  });

  it('a time zone in any letter case or with spaces around is saved by its IANA name', async () => {
    for (const [given, stored] of [
      ['europe/berlin', 'Europe/Berlin'],
      ['utc', 'UTC'],
      ['  Asia/Tokyo ', 'Asia/Tokyo'],
      ['AMERICA/NEW_YORK', 'America/New_York'],
    ] as const) {
      expect((await call(alice, limitsPath(), 'PUT', { daily_cap: 100, time_zone: given })).body).toMatchObject({ time_zone: stored });
      expect((await call(alice, limitsPath())).body).toMatchObject({ daily_cap: 100, time_zone: stored });
    }
  });

  it('bodies that are not limits answer 400 with a message and change nothing', async () => {
    await call(alice, limitsPath(), 'PUT', { daily_cap: 120, time_zone: 'Europe/Paris' });
    for (const body of ['', '{"daily_cap":5,', '{"__proto__":{"daily_cap":5}}']) expectRefusal(await put(alice, limitsPath(), body), 400);
    // Not an object at all: the first thing it lacks is the cap.
    for (const body of ['null', '[]', '[{"daily_cap":5,"time_zone":"UTC"}]', '"UTC"', '5']) {
      expectRefusal(await put(alice, limitsPath(), body), 400, sendingLimitsMessages.dailyCapInvalid);
    }
    for (const [body, message] of [
      [{ daily_cap: '100', time_zone: 'UTC' }, sendingLimitsMessages.dailyCapInvalid],
      [{ daily_cap: null, time_zone: 'UTC' }, sendingLimitsMessages.dailyCapInvalid],
      [{ daily_cap: [100], time_zone: 'UTC' }, sendingLimitsMessages.dailyCapInvalid],
      [{ daily_cap: 1e21, time_zone: 'UTC' }, sendingLimitsMessages.dailyCapInvalid],
      [{ daily_cap: -5, time_zone: 'UTC' }, sendingLimitsMessages.dailyCapInvalid],
      [{ daily_cap: 100, time_zone: 7 }, sendingLimitsMessages.timeZoneInvalid],
      [{ daily_cap: 100, time_zone: '' }, sendingLimitsMessages.timeZoneInvalid],
      [{ daily_cap: 100, time_zone: 'Europe/Berlin'.repeat(1000) }, sendingLimitsMessages.timeZoneInvalid],
      [{ daily_cap: 100, time_zone: 'Europe/Berlin; drop table runner_account_settings' }, sendingLimitsMessages.timeZoneInvalid],
      [{ daily_cap: 100, time_zone: 'אירופה/ברלין 🕰' }, sendingLimitsMessages.timeZoneInvalid],
    ] as const) {
      expectRefusal(await put(alice, limitsPath(), JSON.stringify(body)), 400, message);
    }
    expectRefusal(await put(alice, limitsPath(), '{"daily_cap":1e400,"time_zone":"UTC"}'), 400, sendingLimitsMessages.dailyCapInvalid);
    expectRefusal(await put(alice, limitsPath(), '{"daily_cap":5,"time_zone":"UTC\\u0000"}'), 400);
    expectRefusal(await put(alice, limitsPath(), '{"daily_cap":5,"time_zone":"\\udc00"}'), 400);
    // A form is read as its fields, all text: a cap of '5' is not a number.
    expectRefusal(await put(alice, limitsPath(), 'daily_cap=5&time_zone=UTC', { 'content-type': 'application/x-www-form-urlencoded' }), 400, sendingLimitsMessages.dailyCapInvalid);
    expectRefusal(await put(alice, limitsPath(), '<daily_cap>5</daily_cap>', { 'content-type': 'application/xml' }), 415);
    expectRefusal(await put(alice, limitsPath(), JSON.stringify({ daily_cap: 5, time_zone: 'UTC', pad: 'x'.repeat(20 * 1024 * 1024) })), 413);
    // Fields it does not know are ignored, never written.
    const extra = await put(
      alice,
      limitsPath(),
      JSON.stringify({ daily_cap: 130, time_zone: 'UTC', user_id: 'someone', sent_last_24h: 0, effective_cap: 9999, max_daily_cap: 9999, id: 'other' }),
    );
    expect(extra.body).toMatchObject({ id: aliceAccount, daily_cap: 130, time_zone: 'UTC', effective_cap: 130, max_daily_cap: FAST_RUNNER_CEILING });
    expect((await call(alice, limitsPath())).body).toMatchObject({ daily_cap: 130, time_zone: 'UTC' });
  });

  it("another user's account, a missing one and ids that are not ids all answer the same 404, and nothing changes", async () => {
    await call(alice, limitsPath(), 'PUT', { daily_cap: 140, time_zone: 'UTC' });
    const missing = await call(alice, `/api/accounts/${randomUUID()}/sending-limits`);
    expect(missing).toMatchObject({ status: 404, body: { message: sendingLimitsMessages.accountNotFound, code: 'not_found' } });
    expect((await call(bob, limitsPath())).body).toEqual(missing.body);
    expect((await put(bob, limitsPath(), '{"daily_cap":1,"time_zone":"Asia/Tokyo"}')).body).toEqual(missing.body);
    expect((await put(bob, limitsPath(), '{"daily_cap":1,"time_zone":"Asia/Tokyo"}')).status).toBe(404);
    for (const id of ['not-an-id', "1' or '1'='1", 'x'.repeat(4000), `${aliceAccount} `, `${aliceAccount}/../${aliceAccount}`]) {
      expectRefusal(await put(alice, `/api/accounts/${encodeURIComponent(id)}/sending-limits`, '{"daily_cap":1,"time_zone":"UTC"}'), 404, sendingLimitsMessages.accountNotFound);
    }
    expectRefusal(await put(alice, '/api/accounts/%00/sending-limits', '{"daily_cap":1,"time_zone":"UTC"}'), 400);
    expect((await call(alice, limitsPath())).body).toMatchObject({ daily_cap: 140, time_zone: 'UTC' });
  });

  it('signed out, forged sessions and other sites are refused, and nothing changes', async () => {
    await call(alice, limitsPath(), 'PUT', { daily_cap: 150, time_zone: 'UTC' });
    const forged = { ...alice, cookie: 'better-auth.session_token=forged.c2lnbmF0dXJl' };
    for (const user of [undefined, forged]) {
      expectRefusal(await put(user, limitsPath(), '{"daily_cap":1,"time_zone":"UTC"}'), 401);
      const read = await fetch(`${app.url}${limitsPath()}`, { headers: user ? { cookie: user.cookie } : {} });
      expect(read.status).toBe(401);
    }
    for (const headers of [{ origin: 'https://evil.example' }, { origin: 'null' }]) {
      expectRefusal(await put(alice, limitsPath(), '{"daily_cap":1,"time_zone":"UTC"}', headers), 403, 'Requests from other sites are not allowed.');
    }
    const withoutOrigin = await fetch(`${app.url}${limitsPath()}`, {
      method: 'PUT',
      headers: { cookie: alice.cookie, 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      body: '{"daily_cap":1,"time_zone":"UTC"}',
    });
    expect(withoutOrigin.status).toBe(403);
    expect((await call(alice, limitsPath())).body).toMatchObject({ daily_cap: 150, time_zone: 'UTC' });
    await call(alice, limitsPath(), 'PUT', { daily_cap: 450, time_zone: 'UTC' });
  });
});
