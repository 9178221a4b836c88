/**
 * The pre-workspaces fixture's making, run by generate.ts under the vitest of a checkout of 4baa850 (see there): one
 * test that signs three users up and has them make, through the HTTP API, what customers make; then records every
 * GET answer each of them gets and the database.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { defaultXApiSettings } from '../../../src/modules/x';
import { XHttpGateway } from '../../../src/modules/x/http/x-http-gateway';
import { DEMO_SESSIONS, startXSimulator } from '../../../src/stand-ins/x';
import { callApi } from '../../support/api-call';
import { becomePro } from '../../support/become-pro';
import { buyPlan } from '../../support/buy-plan';
import { readyCampaign } from '../../support/campaign-setup';
import { openCoachFollowers, SENDER } from '../../support/demo-sender';
import { startTestApp, type TestApp } from '../../support/start-app';
import { as, signUp, type TestUser } from '../../support/users';

// The output folder, as generate.ts passes it.
it('makes the pre-workspaces fixture', () => makeFixture(process.env.PRE_WORKSPACES_OUTPUT!), 900_000);

/** Fixed addresses: the test signs in as them. */
const USER_EMAILS = { pro: 'pre-workspaces-pro@example.com', basic: 'pre-workspaces-basic@example.com', free: 'pre-workspaces-free@example.com' } as const;
type UserKey = keyof typeof USER_EMAILS;

/**
 * The app's settings the answers depend on; the test starts today's app with the same. The runner's day lasts
 * 1.7 s (a one-day follow-up goes within the run), the inbox is read every second, and the vault key is fixed
 * (the connected accounts' tokens are encrypted under it).
 */
const APP_ENV = {
  RUNNER_DELAY_SCALE: '0.00002',
  RUNNER_PROGRESS_FLUSH_MS: '300',
  REPLY_POLL_INTERVAL_SECONDS: '1',
  VAULT_KEY: '5eed0f0a11ce0b0b5eed0f0a11ce0b0b5eed0f0a11ce0b0b5eed0f0a11ce0b0b',
};

const RETWEETED_POST = 'https://x.com/growthhq/status/1800000000000000002';

/** What each user made, by the kind of id the GET routes' path parameters take. */
interface Made {
  accounts: string[];
  leadSources: string[];
  templates: string[];
  samples: string[];
  campaigns: string[];
}

export interface RecordedAnswer {
  status: number;
  /** The parsed JSON, or the text of a CSV answer. */
  body: unknown;
  /** react-admin's Content-Range header of a list, or null. */
  range: string | null;
}

export interface RecordedUser {
  id: string;
  email: string;
  password: string;
  /** GET path -> answer, in the order they were asked. */
  answers: Record<string, RecordedAnswer>;
}

export interface Fixture {
  commit: string;
  recordedAt: string;
  env: Record<string, string>;
  users: Record<UserKey, RecordedUser>;
}

async function makeFixture(output: string): Promise<void> {
  // A simulated X of its own rather than demo mode, which would seed 20,000 synthetic profiles into the database.
  const simulator = await startXSimulator({ port: 0, host: '127.0.0.1' });
  const app: TestApp = await startTestApp({ ...APP_ENV, X_API_BASE: simulator.url });
  const gateway = new XHttpGateway({ settings: defaultXApiSettings({ baseUrl: simulator.url }) });
  const call = async (user: TestUser, route: string, method = 'GET', json?: unknown) => {
    const answer = await callApi(app, user, route, method, json);
    expect(answer.status, `${method} ${route}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
    return answer.body;
  };
  const upload = async (user: TestUser, name: string, usernames: string[]): Promise<string> => {
    const form = new FormData();
    form.set('name', name);
    form.set('file', new Blob([`username\n${usernames.join('\n')}\n`], { type: 'text/csv' }), `${name}.csv`);
    const answer = await as(app, user)('/api/lead-sources/upload', { method: 'POST', body: form });
    const body = (await answer.json()) as { id: string };
    expect(answer.status, JSON.stringify(body)).toBe(201);
    return body.id;
  };
  /** Moves X's clock on while `until` is not met, so the recipients' replies (seconds later in X's time) come. */
  const withXClockRunning = async (until: () => Promise<boolean>, timeoutMs: number) => {
    const clock = setInterval(() => {
      void fetch(`${simulator.url}/__sim/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: 5_000 }) });
    }, 250);
    try {
      await expect.poll(until, { timeout: timeoutMs, interval: 500 }).toBe(true);
    } finally {
      clearInterval(clock);
    }
  };
  let serverClosed: Promise<void> | undefined;
  // The app stops before the dump, so nothing writes while it is read.
  const closeServer = () => (serverClosed ??= app.server.close());
  const campaign = async (user: TestUser, id: string) => (await callApi(app, user, `/api/campaigns/${id}`)).body;

  try {
    const leads = await openCoachFollowers(gateway, 20);
    expect(leads).toHaveLength(20);
    const [proLeads, basicLeads] = [leads.slice(0, 12), leads.slice(12)];
    const made: Record<UserKey, Made> = {
      pro: { accounts: [], leadSources: [], templates: [], samples: [], campaigns: [] },
      basic: { accounts: [], leadSources: [], templates: [], samples: [], campaigns: [] },
      free: { accounts: [], leadSources: [], templates: [], samples: [], campaigns: [] },
    };
    const users: Record<UserKey, TestUser> = {
      pro: await signUp(app, USER_EMAILS.pro),
      basic: await signUp(app, USER_EMAILS.basic),
      free: await signUp(app, USER_EMAILS.free),
    };
    const { pro, basic, free } = users;

    // Pro, two accounts: a CSV source, a two-variation campaign with a one-day follow-up, run to the end with
    // three of its leads on the Do Not Contact list; a scraped source with a campaign started and paused; a draft.
    await becomePro(app, pro, 2);
    const spring = await readyCampaign(app, pro, {
      name: 'Coaches spring',
      usernames: proLeads,
      sender: SENDER,
      messages: ['Hi [First Name], quick question about your coaching practice', 'Loved your last post, [First Name]: can I ask you something?'],
      dailyLimit: 100,
    });
    const springRow = await campaign(pro, spring.id);
    made.pro.campaigns.push(spring.id);
    made.pro.accounts.push(spring.accountId);
    made.pro.leadSources.push(...(springRow.lead_source_ids as string[]));
    made.pro.templates.push(springRow.template_id as string);
    const starter = DEMO_SESSIONS[1]!;
    made.pro.accounts.push((await call(pro, '/api/accounts', 'POST', { auth_token: starter.authToken, ct0_token: starter.ct0 })).account.id);
    // The sending account's limits changed (no warm-up, its own day); the starter account keeps the defaults.
    await call(pro, `/api/accounts/${spring.accountId}/sending-limits`, 'PUT', { daily_cap: 150, time_zone: 'Europe/Paris', warm_up: false });
    await call(pro, '/api/do-not-contact', 'POST', { input: [proLeads[1], proLeads[4], proLeads[7], 'someone_else', 'another_one'].join('\n') });
    await call(pro, '/api/do-not-contact/another_one', 'DELETE');
    const bump = await call(pro, '/api/message-templates', 'POST', { name: 'Bump', messages: ['Following up, [First Name]: worth a chat this week?'] });
    await call(pro, `/api/message-templates/${bump.id}`, 'PUT', { name: 'Bump (one day)', messages: ['Following up, [First Name]: worth a chat this week?'] });
    made.pro.templates.push(bump.id);
    await call(pro, `/api/campaigns/${spring.id}`, 'PATCH', { follow_ups: [{ template_id: bump.id, wait_days: 1 }], optimise_automatically: true });
    for (const sample of [
      { name: 'Coaches', type: 'include', keywords: ['coach', 'mentor'] },
      { name: 'Noise', type: 'exclude', keywords: ['crypto', 'giveaway'] },
      { name: 'Short-lived', type: 'include', keywords: ['gone'] },
    ]) {
      made.pro.samples.push((await call(pro, '/api/keyword-samples', 'POST', sample)).id);
    }
    await call(pro, `/api/keyword-samples/${made.pro.samples[1]}`, 'PATCH', { name: 'Noise words', keywords: ['crypto', 'giveaway', 'airdrop'] });
    await call(pro, `/api/keyword-samples/${made.pro.samples[2]}`, 'DELETE');
    await call(pro, `/api/lead-sources/${made.pro.leadSources[0]}/rename`, 'POST', { name: 'Coaches (spring list)' });
    const scrape = await call(pro, '/api/scrapes', 'POST', {
      name: 'Growth retweeters',
      scrape_type: 'interactions',
      postLinks: [RETWEETED_POST],
      scrapeRetweeters: true,
      includeKeywords: ['founder', 'marketing', 'coach'],
    });
    const scraped = scrape.lead_source_id as string;
    made.pro.leadSources.push(scraped);
    await expect.poll(async () => (await call(pro, `/api/scrapes/${scraped}`)).stage, { timeout: 60_000, interval: 250 }).toBe('completed');

    expect((await callApi(app, pro, `/api/campaigns/${spring.id}/start`, 'POST')).status).toBe(200);
    await withXClockRunning(async () => {
      const row = await campaign(pro, spring.id);
      return row.status === 'completed' && row.replies_count > 0;
    }, 120_000);

    const growth = await call(pro, '/api/campaigns', 'POST', {
      name: 'Growth retweeters',
      lead_source_ids: [scraped],
      template_id: springRow.template_id,
      profile_id: spring.accountId,
      daily_dm_limit: 50,
    });
    made.pro.campaigns.push(growth.id);
    expect((await callApi(app, pro, `/api/campaigns/${growth.id}/start`, 'POST')).status).toBe(200);
    await expect.poll(async () => (await campaign(pro, growth.id)).messages_sent, { timeout: 60_000, interval: 100 }).toBeGreaterThanOrEqual(1);
    expect((await callApi(app, pro, `/api/campaigns/${growth.id}/pause`, 'POST')).status).toBe(200);
    await expect.poll(async () => (await campaign(pro, growth.id)).status, { timeout: 30_000 }).toBe('paused');

    const draft = await call(pro, '/api/campaigns', 'POST', {
      name: 'Draft for later',
      lead_source_ids: [made.pro.leadSources[0], scraped],
      template_id: bump.id,
      profile_id: made.pro.accounts[1],
      daily_dm_limit: 60,
      skip_already_dmd: false,
      send_window_start: 9 * 60,
      send_window_end: 17 * 60 + 30,
      time_zone: 'Europe/Berlin',
    });
    await call(pro, `/api/campaigns/${draft.id}/rename`, 'POST', { name: 'Draft (renamed)' });
    made.pro.campaigns.push(draft.id);

    // Basic, bought at the billing stand-in's checkout, one account with the default warm-up: a campaign run to the
    // end with two leads skipped by the Do Not Contact list, and a second one ready.
    await buyPlan(app, basic, { plan_type: 'basic', trial: false });
    await call(basic, '/api/do-not-contact', 'POST', { input: `@${basicLeads[2]}, ${basicLeads[5]}` });
    const agency = DEMO_SESSIONS[2]!;
    const outreach = await readyCampaign(app, basic, {
      name: 'Basic outreach',
      usernames: basicLeads,
      sender: agency,
      messages: ['Hello [First Name], are you taking new clients?', 'Hey [First Name], a quick idea for your practice'],
      dailyLimit: 50,
    });
    const outreachRow = await campaign(basic, outreach.id);
    made.basic.campaigns.push(outreach.id);
    made.basic.accounts.push(outreach.accountId);
    made.basic.leadSources.push(...(outreachRow.lead_source_ids as string[]));
    made.basic.templates.push(outreachRow.template_id as string);
    await call(basic, `/api/accounts/${outreach.accountId}/sending-limits`, 'PUT', { daily_cap: 40, time_zone: 'America/New_York' });
    made.basic.samples.push((await call(basic, '/api/keyword-samples', 'POST', { name: 'Founders', type: 'include', keywords: ['founder', 'ceo'] })).id);
    expect((await callApi(app, basic, `/api/campaigns/${outreach.id}/start`, 'POST')).status).toBe(200);
    await withXClockRunning(async () => {
      const row = await campaign(basic, outreach.id);
      return row.status === 'completed' && row.replies_count > 0;
    }, 120_000);
    const second = await call(basic, '/api/campaigns', 'POST', {
      name: 'Basic second',
      lead_source_ids: made.basic.leadSources,
      template_id: outreachRow.template_id,
      profile_id: outreach.accountId,
      daily_dm_limit: 55,
    });
    made.basic.campaigns.push(second.id);
    await call(basic, '/api/onboarding', 'PATCH', { complete: ['dashboard-tour', 'connect-account'] });

    // Free: no account; a CSV source, a template, a sample, a Do Not Contact list. Basic and Pro give feedback.
    made.free.leadSources.push(await upload(free, 'Free list', ['first_free_lead', 'second_free_lead', 'third_free_lead']));
    made.free.templates.push((await call(free, '/api/message-templates', 'POST', { name: 'Hello', messages: ['Hello [First Name]!', 'Hi there!'] })).id);
    made.free.samples.push((await call(free, '/api/keyword-samples', 'POST', { name: 'Exclusions', type: 'exclude', keywords: ['spam'] })).id);
    await call(free, '/api/do-not-contact', 'POST', { input: 'competitor_one\ncompetitor_two' });
    const idea = await call(basic, '/api/feedback', 'POST', { type: 'feature', title: 'Export replies to CSV', description: 'With the lead and the campaign.' });
    await call(pro, '/api/feedback', 'POST', { type: 'bug', title: 'The steps table wraps on a phone', description: null });
    await call(pro, `/api/feedback/${idea.id}/vote`, 'POST', { vote_type: 'up' });
    await call(free, '/api/onboarding/visits', 'POST');

    // Nothing more comes: the replies of the paused campaign's DMs and the last roll-ups are in before the answers.
    await settled(async () => JSON.stringify(await Promise.all(Object.values(users).map((user) => callApi(app, user, '/api/campaigns')))));

    const docs = (await (await fetch(`${app.url}/api/docs-json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    const fixture: Fixture = { commit: '4baa850', recordedAt: new Date().toISOString(), env: APP_ENV, users: {} as Fixture['users'] };
    for (const key of Object.keys(users) as UserKey[]) {
      const user = users[key];
      const id = (await callApi(app, user, '/api/plan')).body.user_id as string;
      const answers: Record<string, RecordedAnswer> = {};
      for (const route of routesToAsk(docs.paths, made)) {
        const answer = await recorded(app, user, route);
        answers[route] = answer;
        // A list longer than its first page is asked whole too.
        const [, shown, total] = /(\d+)-(\d+)\/(\d+)$/.exec(answer.range ?? '')?.slice(1) ?? [];
        if (total !== undefined && Number(total) > Number(shown) + 1) {
          const whole = `${route}${route.includes('?') ? '&' : '?'}range=${encodeURIComponent(`[0,${Number(total) - 1}]`)}`;
          answers[whole] = await recorded(app, user, whole);
        }
      }
      fixture.users[key] = { id, email: user.email, password: user.password, answers };
    }
    await closeServer();
    const database = await dumpDatabase(app);
    mkdirSync(output, { recursive: true });
    writeFileSync(path.join(output, 'database.json.gz'), gzipSync(JSON.stringify(database), { level: 9 }));
    writeFileSync(path.join(output, 'answers.json'), `${JSON.stringify(fixture, null, 1)}\n`);
  } finally {
    await gateway.close();
    await closeServer();
    await app.database.drop();
    await simulator.close();
  }
}

/** Waits until `read` gives the same answer twice, 5 s apart. */
async function settled(read: () => Promise<string>): Promise<void> {
  let before = await read();
  for (let tries = 0; tries < 24; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const now = await read();
    if (now === before) return;
    before = now;
  }
  throw new Error('the app kept changing');
}

/** GET routes not asked: a stream that never ends, and an answer that needs a Stripe checkout session. */
const NOT_ASKED = new Set(['/api/live', '/api/billing/verify-session']);

/** The query strings a route is asked with (the OpenAPI document names none of these); absent: none. */
const QUERIES: Record<string, string[]> = {
  '/api/lead-source-names/available': ['?name=Growth%20retweeters', '?name=Free%20list'],
  '/api/campaigns/{id}/outcomes': ['?kind=skipped', '?kind=failed'],
  '/api/campaign-overview': ['', '?time_zone=Europe%2FParis'],
  '/api/campaigns/{id}/daily': ['', '?time_zone=America%2FNew_York'],
};

/**
 * Every GET route of the OpenAPI document: those without path parameters once, the others for every resource of
 * their kind any user made (another user's answers 404, as it should stay).
 */
function routesToAsk(paths: Record<string, Record<string, unknown>>, made: Record<UserKey, Made>): string[] {
  const all = (kind: keyof Made) => Object.values(made).flatMap((ids) => ids[kind]);
  const idsFor: [RegExp, keyof Made][] = [
    [/^\/api\/accounts\/\{id\}/, 'accounts'],
    [/^\/api\/lead-sources\/\{id\}/, 'leadSources'],
    [/^\/api\/scrapes\/\{sourceId\}/, 'leadSources'],
    [/^\/api\/message-templates\/\{id\}/, 'templates'],
    [/^\/api\/keyword-samples\/\{id\}/, 'samples'],
    [/^\/api\/campaigns\/\{id\}/, 'campaigns'],
  ];
  // The session as the app's pages read it (better-auth's, not in the document).
  const routes: string[] = ['/api/auth/get-session'];
  for (const [route, operations] of Object.entries(paths)) {
    if (!operations.get || NOT_ASKED.has(route)) continue;
    const queries = QUERIES[route] ?? [''];
    if (!route.includes('{')) {
      routes.push(...queries.map((query) => `${route}${query}`));
      continue;
    }
    const kind = idsFor.find(([pattern]) => pattern.test(route))?.[1];
    if (!kind) throw new Error(`No resource for the path parameter of ${route}`);
    for (const id of all(kind)) routes.push(...queries.map((query) => `${route.replace(/\{[^}]+\}/, id)}${query}`));
  }
  return routes;
}

/** One GET's answer. */
async function recorded(app: TestApp, user: TestUser, route: string): Promise<RecordedAnswer> {
  const response = await fetch(`${app.url}${route}`, { headers: { cookie: user.cookie, origin: app.url } });
  const text = await response.text();
  const json = (response.headers.get('content-type') ?? '').includes('application/json');
  return { status: response.status, body: json ? JSON.parse(text) : text, range: response.headers.get('content-range') };
}

/**
 * Every table of the public schema (kysely's migration tables aside) as JSON rows, and every sequence's value. The
 * job queue's schema is left out: the app makes it as it starts and schedules its timed jobs again.
 */
async function dumpDatabase(app: TestApp): Promise<{ tables: Record<string, unknown[]>; sequences: Record<string, string | null> }> {
  const pool = app.database.pool;
  const { rows: schemas } = await pool.query<{ name: string }>(
    `select nspname as name from pg_namespace where nspname not in ('public', 'pgboss', 'information_schema') and nspname not like 'pg\\_%'`,
  );
  expect(schemas, 'a schema the dump does not read').toEqual([]);
  const { rows: tables } = await pool.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'kysely\\_%' order by 1`,
  );
  const dump: Record<string, unknown[]> = {};
  for (const { name } of tables) {
    const { rows } = await pool.query<{ rows: unknown[] | null }>(`select json_agg(t order by t::text) as rows from public.${quoteIdent(name)} t`);
    dump[name] = rows[0]?.rows ?? [];
  }
  const { rows: sequences } = await pool.query<{ name: string; value: string | null }>(
    `select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public' order by 1`,
  );
  return { tables: dump, sequences: Object.fromEntries(sequences.map((row) => [row.name, row.value])) };
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
