import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { becomeBasic } from '../../../../test/support/become-basic';
import { buyPlan } from '../../../../test/support/buy-plan';
import { startTestApp, type TestApp } from '../../../../test/support/start-app';
import { as, newEmail, signUp as signUpUser, type TestUser } from '../../../../test/support/users';
import { DEMO_SESSIONS, startXSimulator, type XSimulator } from '../../../stand-ins/x';
import { defaultXApiSettings, type XProfile } from '../../x';
import { XHttpGateway } from '../../x/http/x-http-gateway';
import { leadMessages } from '../contract';
import { type ScrapeProgress, type ScrapeRequestBody, type ScrapeStartAnswer, scrapeMessages } from '../scrape-contract';
import { createStripeClient } from '../../billing/stripe/stripe-sdk.provider';
import { leadFilter } from './lead-filters';

type Json = Record<string, any>;

let app: TestApp;
let simulator: XSimulator;
let alice: TestUser;
let carol: TestUser;
let bob: TestUser;
let free: TestUser;

const [demo, , agency] = DEMO_SESSIONS as [(typeof DEMO_SESSIONS)[number], (typeof DEMO_SESSIONS)[number], (typeof DEMO_SESSIONS)[number]];

const signUp = () => signUpUser(app, newEmail('scrapes'));

async function call(user: TestUser, path: string, method = 'GET', json?: unknown): Promise<{ status: number; body: Json }> {
  const response = await as(app, user)(path, { method, ...(json === undefined ? {} : { json }) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {} };
}

async function connect(user: TestUser, session: { authToken: string; ct0: string }) {
  const connected = await call(user, '/api/accounts', 'POST', { auth_token: session.authToken, ct0_token: session.ct0 });
  expect(connected.status, JSON.stringify(connected.body)).toBe(201);
}

const start = (user: TestUser, body: ScrapeRequestBody) => call(user, '/api/scrapes', 'POST', body);

async function started(user: TestUser, body: ScrapeRequestBody): Promise<ScrapeStartAnswer> {
  const answer = await start(user, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  expect(answer.body.message).toBe('Scraping task started successfully!');
  return answer.body as ScrapeStartAnswer;
}

const progress = async (user: TestUser, sourceId: string) => (await call(user, `/api/scrapes/${sourceId}`)).body as ScrapeProgress;

async function finished(user: TestUser, sourceId: string): Promise<ScrapeProgress> {
  await expect.poll(async () => (await progress(user, sourceId)).stage, { timeout: 45_000, interval: 200 }).toMatch(/^(completed|failed)$/);
  return progress(user, sourceId);
}

const leadRows = async (sourceId: string) =>
  (await sql<{ username: string; bio: string | null; location: string | null }>`
    select username, bio, location from leads where source_id = ${sourceId} order by username`.execute(app.database.db)).rows;

beforeAll(async () => {
  simulator = await startXSimulator({ port: 0, host: '127.0.0.1', limits: { BlueVerifiedFollowers: 2000, Following: 2000, Retweeters: 2000, UserByScreenName: 500 } });
  app = await startTestApp({ X_API_BASE: simulator.url, ALLOW_PRIVATE_PROXY_HOSTS: '1' });
  [alice, carol, bob, free] = [await signUp(), await signUp(), await signUp(), await signUp()];
  await Promise.all([becomeBasic(app, alice).then(() => connect(alice, demo)), becomeBasic(app, carol).then(() => connect(carol, agency))]);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await simulator?.close();
});

describe('scraping', () => {
  let sourceId: string;

  it('scrapes the verified followers of two accounts, one protected: completed with the warning and the failed target', async () => {
    const answer = await started(alice, {
      name: 'Founders',
      scrape_type: 'accounts',
      targetAccounts: ['@demo_founders', 'private_circle'],
      scrapeFollowers: true,
    });
    sourceId = answer.lead_source_id;
    expect(answer.task_id).toBeTruthy();
    const done = await finished(alice, sourceId);
    expect(done).toMatchObject({
      stage: 'completed',
      leads_found: 300,
      failed_targets: [{ username: 'private_circle', error: 'Account is protected' }],
      warning: scrapeMessages.failedTargetsWarning,
      error_message: null,
      credit_limit_reached: false,
      targets_total: 2,
      target_accounts: ['demo_founders', 'private_circle'],
    });
    expect(done.pages_fetched).toBe(15);
    // The list shows it completed with its leads; the leads are the source's rows, every one verified.
    const listed = await call(alice, `/api/lead-sources/${sourceId}`);
    expect(listed.body).toMatchObject({
      status: 'completed',
      total_leads: 300,
      source_type: 'followers',
      scrape_type: 'accounts',
      target_accounts: ['demo_founders', 'private_circle'],
      failed_targets: [{ username: 'private_circle', error: 'Account is protected' }],
      warning: scrapeMessages.failedTargetsWarning,
    });
    const rows = await sql<{ n: number; verified: number }>`
      select count(*)::int as n, count(*) filter (where verified)::int as verified from leads where source_id = ${sourceId}`.execute(app.database.db);
    expect(rows.rows[0]).toEqual({ n: 300, verified: 300 });
    // Each lead keeps whether X lets the scraping account message it, as X's answer said.
    const dmStanding = await sql<{ can_dm: boolean | null; n: number }>`
      select can_dm, count(*)::int as n from leads where source_id = ${sourceId} group by can_dm order by can_dm`.execute(app.database.db);
    expect(dmStanding.rows.map((row) => row.can_dm)).toEqual([false, true]);
    // Every profile also went to the database of X profiles.
    const usernames = (await leadRows(sourceId)).map((row) => row.username);
    const profiles = await sql<{ n: number }>`select count(*)::int as n from x_profiles where username = any(${usernames}::text[])`.execute(app.database.db);
    expect(profiles.rows[0]?.n).toBe(300);
    // The process manager's job looked the targets up and handed the pages to a slice with the scrape's own
    // expiry and retries.
    const { rows: jobs } = await sql<{ key: string; expire: number; retries: number }>`
      select singleton_key as key, extract(epoch from expire_in)::int as expire, retry_limit as retries
      from pgboss.job where name = 'lead-scrape' and data->>'sourceId' = ${sourceId} order by created_on`.execute(app.database.db);
    expect(jobs.map((job) => job.key)).toEqual([`scrape:${sourceId}:0`, `scrape:${sourceId}:1`]);
    expect(jobs[1]).toMatchObject({ expire: 300, retries: 20 });
    // Stages are events, in order; pages are not.
    const { rows: events } = await sql<{ type: string; stage: string | null }>`
      select type, data->>'stage' as stage from events where data->>'sourceId' = ${sourceId} order by global_position`.execute(app.database.db);
    expect(events.map((event) => event.stage ?? event.type)).toEqual([
      'LeadSourceCreated',
      'ScrapeRequested',
      'preparing',
      'connecting',
      'scraping',
      'ScrapeCompleted',
      'LeadsImported',
    ]);
  });

  it('scrapes the retweeters of a post through the filters (keywords, locations, followers) as pages arrive', async () => {
    const link = 'https://x.com/growthhq/status/1800000000000000002';
    const filters = {
      includeKeywords: ['founder', 'marketing', 'coach'],
      excludeKeywords: ['crypto'],
      excludeLocations: ['London', 'Lagos'],
      followersFilter: { type: 'between' as const, min: 20, max: 20_000 },
    };
    const answer = await started(alice, { name: 'Retweeters', scrape_type: 'interactions', postLinks: [link], scrapeRetweeters: true, ...filters });
    const done = await finished(alice, answer.lead_source_id);
    // What the filters keep of the whole list, read straight from X.
    const gateway = new XHttpGateway({ settings: defaultXApiSettings({ baseUrl: simulator.url }) });
    const all: XProfile[] = [];
    let cursor: string | null = null;
    do {
      const page = await gateway.listRetweeters({ authToken: agency.authToken, ct0: agency.ct0 }, '1800000000000000002', cursor);
      all.push(...page.profiles);
      cursor = page.nextCursor;
    } while (cursor);
    await gateway.close();
    const expected = [...new Set(all.filter(leadFilter(filters)).map((profile) => profile.username))].sort();
    expect(all.length).toBe(86);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(86);
    // The followers filter left some out that the other filters keep.
    expect(all.filter(leadFilter({ ...filters, followersFilter: null })).length).toBeGreaterThan(all.filter(leadFilter(filters)).length);
    expect(done).toMatchObject({ stage: 'completed', leads_found: expected.length, failed_targets: [], warning: null, scrape_type: 'interactions' });
    expect((await leadRows(answer.lead_source_id)).map((row) => row.username)).toEqual(expected);
    expect((await call(alice, `/api/lead-sources/${answer.lead_source_id}`)).body.source_type).toBe('retweeters');
  });

  it('with Verified Followers and Following both on, reads both lists into one followers source, each lead once', async () => {
    const answer = await started(alice, { name: 'Both lists', scrape_type: 'accounts', targetAccounts: ['demo_founders'], scrapeFollowers: true, scrapeFollowing: true });
    const done = await finished(alice, answer.lead_source_id);
    const gateway = new XHttpGateway({ settings: defaultXApiSettings({ baseUrl: simulator.url, pageSize: 100 }) });
    const usernames = new Set<string>();
    for (const kind of ['verifiedFollowers', 'following'] as const) {
      let cursor: string | null = null;
      do {
        const page = await gateway.listProfiles({ authToken: agency.authToken, ct0: agency.ct0 }, kind, '900000105', cursor);
        for (const profile of page.profiles) usernames.add(profile.username);
        cursor = page.nextCursor;
      } while (cursor);
    }
    await gateway.close();
    expect(usernames.size).toBeGreaterThan(420);
    expect(done).toMatchObject({ stage: 'completed', leads_found: usernames.size, failed_targets: [] });
    expect((await leadRows(answer.lead_source_id)).map((row) => row.username)).toEqual([...usernames].sort());
    expect((await call(alice, `/api/lead-sources/${answer.lead_source_id}`)).body).toMatchObject({ source_type: 'followers', total_leads: usernames.size });
  });

  it('fails when every target fails, listing each with its error', async () => {
    simulator.state.deleteTweet('1800000000000000077');
    // Any well-formed handle exists in the simulated X unless deleted.
    simulator.state.population.deleteHandle('nobody_at_all_x');
    const accounts = await started(alice, { name: 'Nobody', scrape_type: 'accounts', targetAccounts: ['nobody_at_all_x', 'private_circle'], scrapeFollowing: true, scrapeFollowers: false });
    const posts = await started(alice, { name: 'Deleted post', scrape_type: 'interactions', postLinks: ['https://twitter.com/someone/status/1800000000000000077'], scrapeFavorites: true });
    const failed = await finished(alice, accounts.lead_source_id);
    expect(failed).toMatchObject({
      stage: 'failed',
      leads_found: 0,
      error_message: scrapeMessages.allTargetsFailed,
      failed_targets: [
        { username: 'nobody_at_all_x', error: 'Account not found' },
        { username: 'private_circle', error: 'Account is protected' },
      ],
    });
    expect(await finished(alice, posts.lead_source_id)).toMatchObject({
      stage: 'failed',
      failed_targets: [{ username: 'https://twitter.com/someone/status/1800000000000000077', error: 'Post not found or deleted' }],
    });
    expect((await call(alice, `/api/lead-sources/${accounts.lead_source_id}`)).body).toMatchObject({ status: 'failed', error_message: scrapeMessages.allTargetsFailed, source_type: 'following' });
  });

  it('refuses at once, with what to do, when the user has no connected account to scrape with: nothing is made', async () => {
    const dave = await signUp();
    await becomeBasic(app, dave);
    expect(await start(dave, { name: 'No accounts', scrape_type: 'accounts', targetAccounts: ['demo_founders'] })).toEqual({
      status: 409,
      body: { message: scrapeMessages.noAccounts, code: 'no_connected_account' },
    });
    expect((await call(dave, '/api/lead-sources')).body).toEqual([]);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from pgboss.job where name = 'lead-scrape' and data->>'userId' = ${(await call(dave, '/api/plan')).body.user_id}`.execute(app.database.db);
    expect(rows[0]?.n).toBe(0);
  });

  it('stops at the lead credit limit with the leads found, and a new scrape is then refused with the banner', async () => {
    const credits = (await call(carol, '/api/lead-credits')).body;
    const fill = credits.remaining - 50;
    const csv = `username\n${Array.from({ length: fill }, (_, i) => `filler_${i}`).join('\n')}\n`;
    const form = new FormData();
    form.set('name', 'Filler');
    form.set('file', new Blob([csv], { type: 'text/csv' }), 'filler.csv');
    const uploadAnswer = await as(app, carol)('/api/lead-sources/upload', { method: 'POST', body: form });
    expect(uploadAnswer.status, await uploadAnswer.clone().text()).toBe(201);
    const answer = await started(carol, { name: 'Capped', scrape_type: 'accounts', targetAccounts: ['demo_founders'] });
    const done = await finished(carol, answer.lead_source_id);
    expect(done).toMatchObject({ stage: 'completed', leads_found: 50, credit_limit_reached: true, warning: scrapeMessages.creditStop(50) });
    expect((await leadRows(answer.lead_source_id)).length).toBe(50);
    expect((await call(carol, '/api/lead-credits')).body).toMatchObject({ remaining: 0 });
    const refused = await start(carol, { name: 'More', scrape_type: 'accounts', targetAccounts: ['demo_founders'] });
    expect(refused).toEqual({ status: 403, body: { message: leadMessages.creditsExhaustedPaid, code: 'lead_credits_exceeded' } });
  });

  it('deleting a source cancels its scrape: the scrape stops and no lead of it is left or written after', async () => {
    simulator.state.setFaults({ latencyMs: 120 });
    try {
      const answer = await started(alice, { name: 'Long one', scrape_type: 'accounts', targetAccounts: ['growthhq'] });
      await expect.poll(async () => (await progress(alice, answer.lead_source_id)).pages_fetched, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
      // Live progress: the stage, the target being read, the leads so far and an estimate from the accounts' limits.
      const running = await progress(alice, answer.lead_source_id);
      expect(running).toMatchObject({ stage: 'scraping', current_target: 'growthhq', targets_done: 0, targets_total: 1, failed_targets: [], finished_at: null });
      expect(running.leads_found).toBeGreaterThanOrEqual(running.pages_fetched * 20 - 20);
      expect(running.estimated_seconds_left).toBeGreaterThan(0);
      expect((await call(alice, `/api/lead-sources/${answer.lead_source_id}`)).body.status).toBe('scraping');
      const deleted = await call(alice, `/api/lead-sources/${answer.lead_source_id}`, 'DELETE');
      expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
      await expect
        .poll(async () => (await sql<{ canceled: boolean }>`select canceled_at is not null as canceled from scrape_runs where source_id = ${answer.lead_source_id}`.execute(app.database.db)).rows[0]?.canceled)
        .toBe(true);
      const pagesAtCancel = (await sql<{ p: number }>`select pages_fetched as p from scrape_runs where source_id = ${answer.lead_source_id}`.execute(app.database.db)).rows[0]?.p;
      // Every slice job of the scrape has ended (the one running noticed the cancel): nothing can write after this.
      await expect
        .poll(
          async () =>
            (await sql<{ n: number }>`
              select count(*)::int as n from pgboss.job
              where name = 'lead-scrape' and data->>'sourceId' = ${answer.lead_source_id} and state in ('created', 'retry', 'active')`.execute(app.database.db)).rows[0]?.n,
          { timeout: 20_000 },
        )
        .toBe(0);
      expect(await leadRows(answer.lead_source_id)).toEqual([]);
      const pagesLater = (await sql<{ p: number }>`select pages_fetched as p from scrape_runs where source_id = ${answer.lead_source_id}`.execute(app.database.db)).rows[0]?.p;
      expect(pagesLater).toBe(pagesAtCancel);
      expect((await call(alice, `/api/scrapes/${answer.lead_source_id}`)).status).toBe(404);
      const { rows } = await sql<{ type: string }>`select type from events where data->>'sourceId' = ${answer.lead_source_id} order by global_position`.execute(app.database.db);
      expect(rows.map((row) => row.type).slice(-2)).toEqual(['ScrapeCanceled', 'LeadSourceDeleted']);
    } finally {
      simulator.state.setFaults({ latencyMs: 0 });
    }
  });

  it("a subscription that ends stops the running scrape at its next page: completed with what it found and the plan's reason", async () => {
    const dana = await signUp();
    // Paid through checkout: the subscription is cancelled in Stripe below.
    await buyPlan(app, dana, { plan_type: 'basic', trial: false }, 20_000);
    await connect(dana, DEMO_SESSIONS[1]!);
    simulator.state.setFaults({ latencyMs: 120 });
    try {
      const answer = await started(dana, { name: 'Until the plan ends', scrape_type: 'accounts', targetAccounts: ['growthhq'] });
      await expect.poll(async () => (await progress(dana, answer.lead_source_id)).pages_fetched, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
      const stripe = createStripeClient(app.config.STRIPE_SECRET_KEY as string, app.config.STRIPE_API_BASE);
      const userId = (await call(dana, '/api/plan')).body.user_id as string;
      const subscription = (await stripe.subscriptions.list({ limit: 100 })).data.find((s) => s.metadata.user_id === userId);
      await stripe.subscriptions.cancel(subscription?.id as string);
      const done = await finished(dana, answer.lead_source_id);
      expect(done).toMatchObject({ stage: 'completed', warning: scrapeMessages.planEnded });
      expect(done.leads_found).toBeGreaterThan(0);
      expect((await leadRows(answer.lead_source_id)).length).toBe(done.leads_found);
      // growthhq has far more followers than were read before the plan ended.
      expect(done.leads_found).toBeLessThan(1000);
      expect((await call(dana, '/api/plan')).body.plan).toBe('free');
    } finally {
      simulator.state.setFaults({ latencyMs: 0 });
    }
  });
});

describe('live updates', () => {
  it("tells the user's open pages as the scrape moves: its source for each stage, its progress for pages", async () => {
    const controller = new AbortController();
    const response = await fetch(`${app.url}/api/live`, { headers: { accept: 'text/event-stream', cookie: alice.cookie }, signal: controller.signal });
    expect(response.status).toBe(200);
    let received = '';
    const reading = (async () => {
      const decoder = new TextDecoder();
      for await (const chunk of response.body as ReadableStream<Uint8Array>) received += decoder.decode(chunk, { stream: true });
    })().catch(() => undefined);
    try {
      const answer = await started(alice, { name: 'Live one', scrape_type: 'accounts', targetAccounts: ['demo_founders'] });
      await finished(alice, answer.lead_source_id);
      const changes = () =>
        received
          .split('\n\n')
          .filter((block) => block.includes('event: change'))
          .map((block) => JSON.parse(block.slice(block.indexOf('data: ') + 6)) as { resource: string; ids?: string[] });
      await expect.poll(() => changes().some((change) => change.resource === 'scrapes' && change.ids?.includes(answer.lead_source_id))).toBe(true);
      await expect.poll(() => changes().filter((change) => change.resource === 'lead-sources' && change.ids?.includes(answer.lead_source_id)).length).toBeGreaterThanOrEqual(3);
    } finally {
      controller.abort();
      await reading;
    }
  });
});

describe('validation', () => {
  const accounts: ScrapeRequestBody = { name: 'Valid', scrape_type: 'accounts', targetAccounts: ['growthhq'], scrapeFollowers: true };
  const links = (n: number) => Array.from({ length: n }, (_, i) => `https://x.com/a/status/${i + 1}`);

  it('answers every form message with 400 and creates nothing', async () => {
    const before = (await call(alice, '/api/lead-sources')).body.length;
    const cases: [ScrapeRequestBody, string][] = [
      [{ ...accounts, name: ' ' }, 'Please enter a source name'],
      [{ ...accounts, targetAccounts: [] }, 'Please enter at least one target account'],
      [{ ...accounts, scrapeFollowers: false, scrapeFollowing: false }, 'Please select at least one option: Verified Followers or Following Accounts'],
      [{ name: 'V', scrape_type: 'interactions', postLinks: [] }, 'Please enter at least one post link'],
      [{ name: 'V', scrape_type: 'interactions', postLinks: links(1), scrapeRetweeters: false, scrapeFavorites: false }, 'Please select at least one option: Retweeters or Favorites'],
      [{ ...accounts, targetAccounts: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'Maximum limit of 5 accounts reached'],
      [{ ...accounts, targetAccounts: ['https://x.com/growthhq'] }, 'Please enter only the username without URL or @ prefix'],
      [{ ...accounts, targetAccounts: ['growthhq', '@GrowthHQ'] }, 'Account "GrowthHQ" has already been added'],
      [{ name: 'V', scrape_type: 'interactions', postLinks: links(21) }, 'Maximum limit of 20 post links reached'],
      [{ name: 'V', scrape_type: 'interactions', postLinks: ['https://example.com/a/status/1'] }, 'Please enter a valid X/Twitter link starting with https://x.com/ or https://twitter.com/'],
      [{ name: 'V', scrape_type: 'interactions', postLinks: ['https://x.com/a/status/1', 'https://x.com/a/status/1'] }, 'This post link has already been added'],
      [{ ...accounts, includeKeywords: ['saas', 'SaaS'] }, 'This keyword is already in your list'],
      [{ ...accounts, includeKeywords: ['saas'], excludeKeywords: ['SAAS'] }, 'Cannot add "SAAS" as it\'s already in the include list'],
      [{ ...accounts, excludeLocations: ['India', 'india'] }, 'Location "india" has already been added to exclude list'],
    ];
    for (const [body, message] of cases) expect(await start(alice, body), message).toEqual({ status: 400, body: { message, code: 'invalid_request' } });
    expect((await call(alice, '/api/lead-sources')).body.length).toBe(before);
  });

  it('refuses the free plan with the specification message, and a taken name', async () => {
    expect(await start(free, accounts)).toEqual({ status: 403, body: { message: scrapeMessages.freePlanBlocked, code: 'scrape_not_allowed' } });
    expect(await start(alice, { ...accounts, name: 'founders' })).toEqual({
      status: 409,
      body: { message: 'This source name already exists. Please use a different name.', code: 'name_taken' },
    });
  });

  it('offers no demo targets when X is not the demo mode simulator', async () => {
    expect(await call(alice, '/api/demo-targets')).toEqual({ status: 200, body: { accounts: [], post_links: [] } });
  });

  it('says whether a name is free, for the check 500 ms after typing', async () => {
    expect((await call(alice, '/api/lead-source-names/available?name=%20FOUNDERS%20')).body).toEqual({ name: 'FOUNDERS', available: false, message: 'This source name already exists' });
    expect((await call(alice, '/api/lead-source-names/available?name=Brand%20new')).body).toEqual({ name: 'Brand new', available: true, message: null });
    expect((await call(bob, '/api/lead-source-names/available?name=Founders')).body).toMatchObject({ available: true });
  });
});

describe('privacy', () => {
  it("user B sees nothing of A's scrapes and cannot read or cancel them", async () => {
    const list = (await call(alice, '/api/lead-sources')).body as Json[];
    const founders = list.find((source) => source.name === 'Founders') as Json;
    expect(founders).toBeTruthy();
    expect(await call(bob, `/api/scrapes/${founders.id}`)).toEqual({ status: 404, body: { message: leadMessages.notFound, code: 'lead_source_not_found' } });
    expect((await call(bob, `/api/lead-sources/${founders.id}`)).status).toBe(404);
    expect((await call(bob, `/api/lead-sources/${founders.id}`, 'DELETE')).status).toBe(404);
    expect((await call(bob, '/api/lead-sources')).body).toEqual([]);
    expect((await call(alice, `/api/scrapes/${founders.id}`)).body.stage).toBe('completed');
    expect((await leadRows(founders.id)).length).toBe(300);
    // No request of these scrapes was answered 429: the pool paced itself.
    expect(simulator.state.stats().rateLimited).toBe(0);
  });
});
