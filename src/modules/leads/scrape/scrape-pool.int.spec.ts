import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-database';
import { PostgresEventStore } from '../../../platform/event-store/postgres/postgres-event-store';
import { DEMO_SESSIONS, SimClock, startXSimulator, type XSimulator } from '../../../stand-ins/x';
import { defaultXApiSettings, RateLimitPacer } from '../../x';
import { XHttpGateway } from '../../x/http/x-http-gateway';
import { givenPlan } from '../../../../test/support/plan-record';
import { requestScrape } from '../../../../test/support/scrape-requests';
import { leadLibraryStreamId } from '../library/events';
import { runScrapeJob } from './run-scrape-job';
import { type ScrapeJobData, ScrapeRunner } from './scrape-runner';

/**
 * The user's accounts as a pool, on simulated time under a small limit (5 pages per 15 minutes per account):
 * pages alternate between the live accounts, a locked account leaves the pool after X refuses it, the pool waits
 * for the windows to reset instead of being answered 429, and the checkpoint goes on where it was.
 */
const LIMIT = 5;
let database: TestDatabase;
let simulator: XSimulator;
let store: PostgresEventStore;
const clock = new SimClock({ startAt: Date.UTC(2026, 0, 5, 9), frozen: true });

beforeAll(async () => {
  database = await createTestDatabase();
  simulator = await startXSimulator({ port: 0, host: '127.0.0.1', clock, limits: { BlueVerifiedFollowers: LIMIT } });
  store = new PostgresEventStore({ pool: database.pool });
});

afterAll(async () => {
  await store?.close();
  await simulator?.close();
  await database?.drop();
});

it('reads pages through the live accounts in turn, drops a locked one, and waits out the windows without a 429', async () => {
  const [demo, starter, agency] = DEMO_SESSIONS as [(typeof DEMO_SESSIONS)[number], (typeof DEMO_SESSIONS)[number], (typeof DEMO_SESSIONS)[number]];
  simulator.state.lockAccount(starter.screenName);
  const sessions = [demo, starter, agency].map((session) => ({
    accountId: session.userId,
    username: session.screenName,
    session: { authToken: session.authToken, ct0: session.ct0 },
  }));
  const userId = 'pool-user';
  await givenPlan(database.db, userId);
  const { job, library } = await requestScrape(store, userId, 'pool-source');
  const sleep = async (ms: number) => clock.advance(ms);
  const gateway = new XHttpGateway({
    settings: defaultXApiSettings({ baseUrl: simulator.url }),
    pacer: new RateLimitPacer({ clock, sleep }),
    now: () => clock.now(),
  });
  const waits: number[] = [];
  const runner = new ScrapeRunner({
    db: database.db,
    gateway,
    sessions: { activeSessions: async () => sessions },
    library,
    clock,
    sleep,
    // Waits longer than a minute end the slice: the next one starts when the windows reset.
    inlineWaitMs: 60_000,
  });
  const started = clock.now();
  let outcome = await runner.runSlice(job);
  while (outcome.kind === 'continue') {
    waits.push(outcome.afterMs);
    clock.advance(outcome.afterMs);
    outcome = await runner.runSlice({ ...job, slice: job.slice + 1, droppedAccounts: outcome.droppedAccounts });
  }
  await gateway.close();

  expect(outcome).toEqual({ kind: 'finished' });
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from leads where source_id = 'pool-source'`.execute(database.db);
  expect(rows[0]?.n).toBe(300);
  expect(simulator.state.stats().rateLimited).toBe(0);
  // 15 pages at 5 per window per live account: a window's wait between them, handed to a later slice.
  expect(waits.length).toBeGreaterThanOrEqual(1);
  expect(waits.every((wait) => wait > 60_000 && wait <= 15 * 60_000 + 1000)).toBe(true);
  expect(clock.now() - started).toBeGreaterThanOrEqual(14 * 60_000);
  const pagesBy = (token: string) =>
    simulator.state
      .requests()
      .filter((request) => request.path.endsWith('/BlueVerifiedFollowers') && String(request.headers.cookie ?? '').includes(token)).length;
  expect(pagesBy(demo.authToken)).toBeGreaterThanOrEqual(7);
  expect(pagesBy(agency.authToken)).toBeGreaterThanOrEqual(7);
  expect(pagesBy(demo.authToken) + pagesBy(agency.authToken)).toBe(15);
  // The locked account was asked once; later slices leave it out.
  expect(pagesBy(starter.authToken)).toBe(1);
  const stream = await store.readStream(leadLibraryStreamId(userId));
  expect(stream.at(-1)?.data).toEqual({ userId, sourceId: 'pool-source', count: 300 });
});

it('a failing slice is tried again later, and the 20th failure in a row ends the scrape as failed with the fallback message', async () => {
  const userId = 'given-up';
  await givenPlan(database.db, userId);
  const { job, library } = await requestScrape(store, userId, 'given-up-source', {
    scrapeType: 'interactions',
    kinds: ['retweeters'],
    targetAccounts: [],
    postLinks: ['https://x.com/a/status/1'],
  });
  // Every slice fails before reaching X (here: the accounts cannot be read).
  const runner = new ScrapeRunner({
    db: database.db,
    gateway: {} as never,
    sessions: {
      activeSessions: async () => {
        throw new Error('accounts unavailable');
      },
    },
    library,
  });
  const sent: { data: ScrapeJobData; options: { singletonKey: string; startAfter?: number } }[] = [];
  const send = async (data: ScrapeJobData, options: { singletonKey: string; startAfter?: number }) => {
    sent.push({ data, options });
  };
  // A failed slice is tried again as the next slice, after a back-off.
  expect(await runScrapeJob(runner, send, job)).toMatchObject({ kind: 'continue' });
  expect(sent).toEqual([
    {
      data: { ...job, slice: 1, failures: 1 },
      options: { singletonKey: 'scrape:given-up-source:1', startAfter: 2, expireInSeconds: 300, retryLimit: 20 },
    },
  ]);
  // The 20th failure in a row gives the scrape up, once.
  expect(await runScrapeJob(runner, send, { ...job, slice: 19, failures: 19 })).toEqual({ kind: 'finished' });
  await runner.giveUp(job);
  expect(sent).toHaveLength(1);
  const stream = await store.readStream(leadLibraryStreamId(userId));
  expect(stream.map((event) => event.type)).toEqual(['LeadSourceCreated', 'ScrapeRequested', 'ScrapeStageReached', 'ScrapeFailed']);
  expect(stream.at(-1)?.data).toMatchObject({ error: 'An error occurred during scraping', failedTargets: [] });
  expect(await runner.runSlice(job)).toEqual({ kind: 'finished' });
});
