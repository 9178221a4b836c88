import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-database';
import { PostgresEventStore } from '../../../platform/event-store/postgres/postgres-event-store';
import { JobsService } from '../../../platform/jobs/jobs.service';
import { DEMO_SESSIONS, startXSimulator, type XSimulator } from '../../../stand-ins/x';
import { defaultXApiSettings, RateLimitPacer, type XProfile } from '../../x';
import { XHttpGateway } from '../../x/http/x-http-gateway';
import { givenPlan } from '../../../../test/support/plan-record';
import { requestScrape } from '../../../../test/support/scrape-requests';
import { leadLibraryStreamId } from '../library/events';
import { SCRAPE_QUEUE } from './scrape.process';
import { MAX_SLICE_FAILURES, SCRAPE_SLICE_EXPIRE_SECONDS } from './run-scrape-job';
import { type ScrapeJobData, ScrapeRunner } from './scrape-runner';
import { ScrapeWorker } from './scrape-worker';

/**
 * A worker killed with SIGKILL in the middle of a scrape: its lease dies with its connection, another worker
 * queues the next slice within seconds (not when the dead slice's job expires, 5 minutes later) and goes on from
 * the last page written, and the source ends with every lead of the list exactly once.
 */
const root = path.resolve(__dirname, '../../../..');
const resolve = createRequire(path.join(root, 'package.json')).resolve;
const PAGE_SIZE = 10;
/** The scrape resumes this soon after another worker starts. */
const RESUME_WITHIN_MS = 30_000;

let database: TestDatabase;
let simulator: XSimulator;
let store: PostgresEventStore;
let scriptDir: string;
let child: ChildProcess | undefined;

const sessions = [DEMO_SESSIONS[0], DEMO_SESSIONS[2]].map((session, i) => ({
  accountId: `acc-${i}`,
  username: session?.screenName ?? '',
  session: { authToken: session?.authToken ?? '', ct0: session?.ct0 ?? '' },
}));

beforeAll(async () => {
  database = await createTestDatabase();
  simulator = await startXSimulator({ port: 0, host: '127.0.0.1', limits: { BlueVerifiedFollowers: 5000, UserByScreenName: 500 } });
  store = new PostgresEventStore({ pool: database.pool });
  scriptDir = await mkdtemp(path.join(tmpdir(), 'outtwit-scrape-'));
});

afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  await store?.close();
  await simulator?.close();
  await rm(scriptDir, { recursive: true, force: true });
  await database?.drop();
});

const module = (file: string) => JSON.stringify(path.join(root, file));

/** A worker process: the scrape queue's handler as the app runs it, on this database and simulator. */
const WORKER = `
import ${JSON.stringify(resolve('reflect-metadata'))};
import { createDatabase, createPool } from ${module('src/platform/database/database')};
import { JobsService } from ${module('src/platform/jobs/jobs.service')};
import { PostgresEventStore } from ${module('src/platform/event-store/postgres/postgres-event-store')};
import { AggregateStreams } from ${module('src/platform/commands/aggregate-streams')};
import { XHttpGateway } from ${module('src/modules/x/http/x-http-gateway')};
import { defaultXApiSettings, RateLimitPacer } from ${module('src/modules/x')};
import { leadLibraryDecider } from ${module('src/modules/leads/library/decide')};
import { leadLibraryStreamId } from ${module('src/modules/leads/library/events')};
import { ScrapeRunner } from ${module('src/modules/leads/scrape/scrape-runner')};
import { ScrapeWorker } from ${module('src/modules/leads/scrape/scrape-worker')};

async function main() {
  const url = process.env.SCRAPE_DATABASE_URL!;
  const pool = createPool(url, 4);
  const db = createDatabase(pool);
  const streams = new AggregateStreams({ store: new PostgresEventStore({ pool }), cacheSize: 0 });
  const gateway = new XHttpGateway({ settings: defaultXApiSettings({ baseUrl: process.env.SCRAPE_X_URL!, pageSize: ${PAGE_SIZE} }), pacer: new RateLimitPacer() });
  const sessions = JSON.parse(process.env.SCRAPE_SESSIONS!);
  const runner = new ScrapeRunner({
    db, gateway, sliceMs: 60_000, pageSize: ${PAGE_SIZE},
    sessions: { activeSessions: async () => sessions },
    library: { execute: async (command) => { await streams.handle(leadLibraryStreamId(command.userId), leadLibraryDecider, command, {}); } },
  });
  const jobs = new JobsService({ ROLE: 'workers', LOG_LEVEL: 'silent' }, url, db, { pollingIntervalSeconds: 0.5 });
  const worker = new ScrapeWorker({ db, pool, runner, send: (data, options) => jobs.send(${JSON.stringify(SCRAPE_QUEUE)}, data, options) });
  await worker.start();
  jobs.work(${JSON.stringify(SCRAPE_QUEUE)}, (job) => worker.run(job.data as never));
  await jobs.start();
}
main().catch((error) => {
  console.error(error);
  process.exit(1);
});
`;

const checkpoint = async (sourceId: string) =>
  (
    await sql<{ pages: number; leads: number }>`
      select coalesce(sum(pages), 0)::int as pages, (select count(*)::int from leads where source_id = ${sourceId}) as leads
      from scrape_checkpoints where source_id = ${sourceId}`.execute(database.db)
  ).rows[0] as { pages: number; leads: number };

it('a worker killed with SIGKILL mid-page: another worker resumes within 30 s from the last page, no duplicate and no lost lead', async () => {
  const userId = 'user-resume';
  await givenPlan(database.db, userId);
  const { job, library } = await requestScrape(store, userId, 'src-resume');

  // Each page takes a while, so the worker is killed with pages written and pages to go.
  simulator.state.setFaults({ latencyMs: 150 });
  const sender = new JobsService({ ROLE: 'api', LOG_LEVEL: 'silent' }, database.url, database.db, { pollingIntervalSeconds: 0.5 });
  await sender.start();
  // The queue as the app creates it: a dead slice's job expires only after 5 minutes.
  await sender.createQueue(SCRAPE_QUEUE, { retryLimit: MAX_SLICE_FAILURES, retryDelay: 5, retryBackoff: true, expireInSeconds: SCRAPE_SLICE_EXPIRE_SECONDS });
  await sender.send(SCRAPE_QUEUE, job, { singletonKey: 'scrape:src-resume:0' });

  const script = path.join(scriptDir, 'scrape-worker.ts');
  await writeFile(script, WORKER);
  child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, SCRAPE_DATABASE_URL: database.url, SCRAPE_X_URL: simulator.url, SCRAPE_SESSIONS: JSON.stringify(sessions) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  await expect.poll(async () => (await checkpoint('src-resume')).pages, { timeout: 30_000, interval: 50 }).toBeGreaterThanOrEqual(6);
  const exited = new Promise((resolve) => child?.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
  const atKill = await checkpoint('src-resume');
  expect(atKill.pages, stderr).toBeGreaterThanOrEqual(6);
  expect(atKill.pages).toBeLessThan(30);
  expect(atKill.leads).toBe(atKill.pages * PAGE_SIZE);
  await sender.stop();

  // Another worker: it sees the dead worker's lease and goes on from the checkpoint.
  simulator.state.setFaults({ latencyMs: 0 });
  const worker = new JobsService({ ROLE: 'workers', LOG_LEVEL: 'silent' }, database.url, database.db, {
    pollingIntervalSeconds: 0.5,
    maintenanceIntervalSeconds: 1,
    stopTimeoutMs: 1000,
  });
  const gateway = new XHttpGateway({ settings: defaultXApiSettings({ baseUrl: simulator.url, pageSize: PAGE_SIZE }), pacer: new RateLimitPacer() });
  const runner = new ScrapeRunner({
    db: database.db,
    gateway,
    pageSize: PAGE_SIZE,
    sessions: { activeSessions: async () => sessions },
    library,
  });
  const scrapeWorker = new ScrapeWorker({ db: database.db, pool: database.pool, runner, send: (data, options) => worker.send(SCRAPE_QUEUE, data, options) });
  const resumedAt: number[] = [];
  const restartedAt = Date.now();
  let firstPageAt = 0;
  worker.work<ScrapeJobData>(SCRAPE_QUEUE, async (next) => {
    resumedAt.push((await checkpoint('src-resume')).pages);
    await scrapeWorker.run(next.data);
  });
  await scrapeWorker.start();
  await worker.start();
  try {
    await expect
      .poll(async () => (await checkpoint('src-resume')).pages, { timeout: RESUME_WITHIN_MS * 2, interval: 50 })
      .toBeGreaterThan(atKill.pages);
    firstPageAt = Date.now();
    expect(firstPageAt - restartedAt, 'the scrape resumed too late').toBeLessThan(RESUME_WITHIN_MS);
    await expect
      .poll(async () => (await sql<{ done: boolean }>`select finished_at is not null as done from scrape_runs where source_id = 'src-resume'`.execute(database.db)).rows[0]?.done, {
        timeout: 45_000,
        interval: 200,
      })
      .toBe(true);
  } finally {
    await worker.stop();
    await scrapeWorker.stop();
    await gateway.close();
  }
  console.info(`scrape resumed ${firstPageAt - restartedAt} ms after another worker started`);
  // It started where the killed worker's last committed page left off.
  expect(resumedAt[0]).toBe(atKill.pages);

  // The whole list, read straight from X, is there exactly once; the counters counted each page once.
  const reader = new XHttpGateway({ settings: defaultXApiSettings({ baseUrl: simulator.url, pageSize: 100 }) });
  const all: XProfile[] = [];
  let cursor: string | null = null;
  do {
    const page = await reader.listVerifiedFollowers(sessions[0]?.session as never, '900000105', cursor);
    all.push(...page.profiles);
    cursor = page.nextCursor;
  } while (cursor);
  await reader.close();
  const expected = all.map((profile) => profile.username).sort();
  expect(expected).toHaveLength(300);
  const { rows } = await sql<{ username: string }>`select username from leads where source_id = 'src-resume' order by username`.execute(database.db);
  expect(rows.map((row) => row.username)).toEqual(expected);
  const run = (await sql<{ leads_found: number; pages_fetched: number }>`select leads_found, pages_fetched from scrape_runs where source_id = 'src-resume'`.execute(database.db)).rows[0];
  expect(run).toEqual({ leads_found: 300, pages_fetched: 30 });
  expect((await checkpoint('src-resume')).pages).toBe(30);
  const stream = await store.readStream(leadLibraryStreamId(userId));
  const types = stream.map((event) => event.type);
  expect(types.slice(-2)).toEqual(['ScrapeCompleted', 'LeadsImported']);
  expect(types.filter((type) => type === 'ScrapeCompleted')).toHaveLength(1);
  expect(stream.at(-1)?.data).toEqual({ userId, sourceId: 'src-resume', count: 300 });
}, 120_000);

it('two workers on the same scrape at once (a slice retried while still running): each page is written once', async () => {
  const userId = 'user-twice';
  await givenPlan(database.db, userId);
  const { job, library } = await requestScrape(store, userId, 'src-twice');
  simulator.state.setFaults({ latencyMs: 20 });
  const gateway = new XHttpGateway({ settings: defaultXApiSettings({ baseUrl: simulator.url, pageSize: PAGE_SIZE }), pacer: new RateLimitPacer() });
  const runner = () =>
    new ScrapeRunner({ db: database.db, gateway, pageSize: PAGE_SIZE, sessions: { activeSessions: async () => sessions }, library });
  try {
    const outcomes = await Promise.all([runner().runSlice(job), runner().runSlice(job)]);
    expect(outcomes).toEqual([{ kind: 'finished' }, { kind: 'finished' }]);
  } finally {
    simulator.state.setFaults({ latencyMs: 0 });
    await gateway.close();
  }
  const run = (await sql<{ leads_found: number; pages_fetched: number }>`select leads_found, pages_fetched from scrape_runs where source_id = 'src-twice'`.execute(database.db)).rows[0];
  expect(run).toEqual({ leads_found: 300, pages_fetched: 30 });
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from leads where source_id = 'src-twice'`.execute(database.db);
  expect(rows[0]?.n).toBe(300);
  const stream = await store.readStream(leadLibraryStreamId(userId));
  expect(stream.filter((event) => event.type === 'ScrapeCompleted')).toHaveLength(1);
  expect(stream.at(-1)?.data).toEqual({ userId, sourceId: 'src-twice', count: 300 });
});

it('reads at most the per-target limit of each list, with the filters applied to what was read', async () => {
  await givenPlan(database.db, 'user-capped');
  const { job, library } = await requestScrape(store, 'user-capped', 'src-capped', { targetAccounts: ['growthhq'] });
  const gateway = new XHttpGateway({ settings: defaultXApiSettings({ baseUrl: simulator.url, pageSize: PAGE_SIZE }), pacer: new RateLimitPacer() });
  const runner = new ScrapeRunner({
    db: database.db,
    gateway,
    pageSize: PAGE_SIZE,
    maxPerTarget: 25,
    sessions: { activeSessions: async () => sessions },
    library,
  });
  try {
    expect(await runner.runSlice(job)).toEqual({ kind: 'finished' });
  } finally {
    await gateway.close();
  }
  // growthhq has 30,000 verified followers: 3 pages read, 25 of their profiles kept.
  const run = (await sql<{ leads_found: number; pages_fetched: number }>`select leads_found, pages_fetched from scrape_runs where source_id = 'src-capped'`.execute(database.db)).rows[0];
  expect(run).toEqual({ leads_found: 25, pages_fetched: 3 });
  const { rows } = await sql<{ read_count: number; done: boolean }>`select read_count, done from scrape_checkpoints where source_id = 'src-capped'`.execute(database.db);
  expect(rows).toEqual([{ read_count: 25, done: true }]);
});
