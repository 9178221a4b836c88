import { randomBytes } from 'node:crypto';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignsProjection } from '../../../projections/campaigns/campaigns.projection';
import { startConnectProxy, type TestProxy } from '../../../test/support/connect-proxy';
import { campaignsLifecycle } from '../../../test/support/runner-lifecycle';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';
import { AggregateStreams } from '../../platform/commands/aggregate-streams';
import { PostgresEventStore } from '../../platform/event-store/postgres/postgres-event-store';
import { ProjectionRunner } from '../../platform/projections/projection-runner';
import { DEMO_SESSIONS, startXSimulator, type XSimulator } from '../../stand-ins/x';
import { AccountSessions } from '../accounts';
import { loadKeyring } from '../accounts/vault/keyring';
import { Vault } from '../accounts/vault/vault';
import { campaignsDecider } from '../campaigns/campaign/decide';
import { campaignsStreamId } from '../campaigns/campaign/events';
import { defaultXApiSettings } from '../x';
import { XHttpGateway } from '../x/http/x-http-gateway';
import { runnerMessages } from './contract';
import { type RunnerWorker, startRun, startRunnerWorker } from './index';
import { type RunnerWorld, seedRunnerWorld, type WorldProfile } from './testing/runner-world';

/**
 * X's faults from the simulator, through the whole path the app takes: sessions decrypted from the vault (with
 * the account's proxy), the dispatcher, the campaigns context's own decider for pauses and completion, and the
 * campaigns read model the card shows. The dispatcher's own reaction to each error kind is tested in
 * run/dispatcher.int.spec.ts; here: what the campaign card ends up saying, and that nothing is lost or sent twice
 * across the fault, the pause and the resume (X's request-id de-duplication is off, as in the crash test).
 */
const TIMEOUT_MS = 800;
const VAULT_KEY = randomBytes(32).toString('hex');

let database: TestDatabase;
let sim: XSimulator;
let store: PostgresEventStore;
let projections: ProjectionRunner;
let vault: Vault;
let worker: RunnerWorker;
let proxy: TestProxy;
let relay: Server;
let serial = 0;
/** While set, X's answers reach the runner only after its timeout (X did the work; the answer came too late). */
let lateAnswers = false;

/**
 * The path between the runner and X: passes every request to the simulator and its answer back, or, with
 * `lateAnswers`, holds X's answer until the runner has given up (a timeout after X accepted the DM: the case
 * where the outcome of a send is unknown without a crash).
 */
function startRelay(target: string): Promise<Server> {
  const server = createServer((req, res) => {
    const body: Buffer[] = [];
    req.on('data', (chunk: Buffer) => body.push(chunk));
    req.on('end', () => {
      const upstream = httpRequest(`${target}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', async () => {
          if (lateAnswers) await new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS * 2));
          if (res.destroyed) return;
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          res.end(Buffer.concat(chunks));
        });
      });
      upstream.on('error', () => res.destroy());
      upstream.end(Buffer.concat(body));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  database = await createTestDatabase();
  sim = await startXSimulator({
    requestIdDedupe: false,
    replies: false,
    limits: { 'dm/new2': 100_000, 'dm/conversation': 100_000, UserByScreenName: 100_000 },
  });
  proxy = await startConnectProxy('right', 'secret');
  relay = await startRelay(sim.url);
  store = new PostgresEventStore({ pool: database.pool, listenUrl: database.url, pollIntervalMs: 100 });
  projections = new ProjectionRunner({ db: database.db, eventStore: store, databaseUrl: database.url, projections: [campaignsProjection] });
  projections.start();
  vault = new Vault(loadKeyring({ vaultKey: VAULT_KEY, dataDir: '/nonexistent' }));
  worker = await startRunnerWorker({
    databaseUrl: database.url,
    // X's answer later than this is a timeout (a TransientNetworkFailure) to the runner.
    gateway: new XHttpGateway({
      settings: { ...defaultXApiSettings({ baseUrl: `http://127.0.0.1:${(relay.address() as AddressInfo).port}` }), totalTimeoutMs: TIMEOUT_MS },
    }),
    sessions: new AccountSessions(database.db, vault, { ALLOW_PRIVATE_PROXY_HOSTS: '1', X_SIMULATOR: false }),
    lifecycle: campaignsLifecycle(store),
    settings: { delayScale: 0, progressFlushMs: 100, concurrency: 8, pollMs: 50, accountDailyCap: 450, maxConsecutiveFailures: 5, inFlightGraceMs: TIMEOUT_MS + 200 },
  });
});

afterAll(async () => {
  await worker?.close();
  await projections?.stop();
  await store?.close();
  await proxy?.close();
  relay?.closeAllConnections();
  await new Promise((resolve) => relay?.close(resolve));
  await sim?.close();
  await database?.drop();
});

/** Synthetic X users who accept DMs from anyone, distinct for every world. */
function openProfiles(count: number): WorldProfile[] {
  serial += 1;
  const profiles: WorldProfile[] = [];
  for (let n = serial * 1_000; profiles.length < count; n++) {
    const user = sim.state.population.userById(String(1_000_000_000 + n * 104_729));
    if (user?.dmPolicy !== 'open' || user.protected) continue;
    profiles.push({ userId: user.userId, screenName: user.screenName, name: user.name, followersCount: user.followersCount });
  }
  return profiles;
}

type Sender = (typeof DEMO_SESSIONS)[number];
const SENDER = DEMO_SESSIONS[0] as Sender;

/** A user whose running campaign sends to `leads` open profiles from the sender, with its run started. */
async function runningCampaign(leads: number, options: { proxy?: { port: number; username: string; password: string } } = {}): Promise<RunnerWorld> {
  const w = await seedRunnerWorld({
    db: database.db,
    store,
    putSecret: (owner, name, value) => vault.put(database.db, owner, name, value),
    key: `fault-${serial + 1}`,
    sender: { userId: SENDER.userId, screenName: SENDER.screenName, verified: SENDER.verified, authToken: SENDER.authToken, ct0: SENDER.ct0 },
    profiles: openProfiles(leads),
    doNotContact: 0,
    alreadyMessaged: 0,
    withUserId: Math.ceil(leads / 2),
    dailyDmLimit: 450,
  });
  if (options.proxy) {
    // The account's proxy as Connect Account stores it: the address in the read model, the password in the vault.
    await database.db
      .updateTable('connected_accounts')
      .set({ has_proxy: true, proxy_type: 'HTTP', proxy_ip: '127.0.0.1', proxy_port: options.proxy.port, proxy_username: options.proxy.username, has_proxy_password: true })
      .where('id', '=', w.accountId)
      .execute();
    await vault.put(database.db, { userId: w.userId, accountId: w.accountId }, 'proxy_password', options.proxy.password);
  }
  await runStarted(w, 2);
  return w;
}

/** The start job's work, once the campaigns read model shows the campaign running at that version. */
async function runStarted(w: RunnerWorld, version: number): Promise<void> {
  await expect.poll(async () => (await card(w))?.status).toBe('running');
  expect(await startRun(database.db, { userId: w.userId, campaignId: w.campaignId, version })).toBe(true);
  worker.dispatcher.wake();
}

/** The user resumes the campaign (its start command on the campaigns stream); the run starts again from its cursor. */
async function resume(w: RunnerWorld): Promise<void> {
  const streams = new AggregateStreams({ store, cacheSize: 0 });
  const sources = [{ id: w.sourceId, scraping: false, totalLeads: w.usernames.length }];
  await streams.handle(
    campaignsStreamId(w.userId),
    campaignsDecider,
    { type: 'StartCampaign', userId: w.userId, campaignId: w.campaignId, by: 'user', plan: 'pro', sources, accountExists: true },
    { userId: w.userId },
  );
  const started = (await store.readStream(campaignsStreamId(w.userId))).filter(
    (event) => event.type === 'CampaignStarted' && (event.data as { campaignId: string }).campaignId === w.campaignId,
  );
  await runStarted(w, started.at(-1)?.version ?? 0);
}

const card = (w: RunnerWorld) =>
  database.db
    .selectFrom('campaigns')
    .select(['status', 'error_message', 'messages_sent', 'messages_failed', 'next_contact_index'])
    .where('id', '=', w.campaignId)
    .executeTakeFirst();

const ledger = async (w: RunnerWorld) =>
  (await sql<{ username: string; state: string }>`select username, state from dm_deliveries where campaign_id = ${w.campaignId} order by contact_index`.execute(database.db))
    .rows;

const run = async (w: RunnerWorld) =>
  (
    await sql<{ status: string; in_flight: string | null; consecutive_failures: number; next_send_at: Date; messages_sent: number; messages_failed: number }>`
      select status, in_flight::text as in_flight, consecutive_failures, next_send_at, messages_sent, messages_failed
        from campaign_runs where campaign_id = ${w.campaignId}`.execute(database.db)
  ).rows[0];

/** DMs X holds from the sender to each of the world's leads, in the leads' order. */
const dmsPerLead = (w: RunnerWorld) => w.usernames.map((name) => sim.state.dmCount(SENDER.userId, w.xIdOf.get(name) as string));

const until = (check: () => Promise<unknown> | unknown, timeout = 20_000) => expect.poll(check, { timeout, interval: 50 });

/** Enough leads that the fault strikes with some sent and some to go. */
const LEADS = 20;

describe('an X fault on the account pauses (or, suspended, fails) its campaign with the card message; the resume loses and doubles nothing', () => {
  it.each([
    ['flags it as automated (226)', () => sim.state.setFaults({ automatedAfterSimilar: 1 }), () => sim.state.setFaults({ automatedAfterSimilar: null }), runnerMessages.looksAutomated, 'paused'],
    ['locks it (326)', () => sim.state.lockAccount(SENDER.userId), () => sim.state.restoreAccount(SENDER.userId), runnerMessages.accountLocked, 'paused'],
    ['suspends it (64)', () => sim.state.suspendAccount(SENDER.userId), () => sim.state.restoreAccount(SENDER.userId), runnerMessages.accountSuspended, 'failed'],
    ['expires its session (32)', () => sim.state.expireSessionsOf(SENDER.userId), () => sim.state.restoreAccount(SENDER.userId), runnerMessages.sessionExpired, 'paused'],
  ])('X %s', async (_what, fault, clear, message, status) => {
    const w = await runningCampaign(LEADS);
    // A few sends go through first, then X refuses.
    await until(() => dmsPerLead(w).filter((n) => n > 0).length).toBeGreaterThanOrEqual(2);
    fault();
    try {
      await until(async () => (await card(w))?.status).toBe(status);
      expect((await card(w))?.error_message).toBe(message);
      expect((await run(w))?.status).toBe('stopped');
      // X stopping the account (226, 326) is the day its warm-up steps back; a suspension or an expired session is not.
      const stopped = await sql<{ stopped: boolean }>`select coalesce(bool_or(stopped), false) as stopped from account_daily_dms where account_id = ${w.accountId}`.execute(
        database.db,
      );
      expect(stopped.rows[0]?.stopped).toBe(message === runnerMessages.looksAutomated || message === runnerMessages.accountLocked);
    } finally {
      clear();
    }
    if (status === 'failed') {
      // A suspended account sends nothing more: the campaign fails, having sent no one twice (saving it with
      // another account makes it ready again, which the campaigns context's own tests cover).
      expect(Math.max(...dmsPerLead(w))).toBe(1);
      return;
    }
    if (message === runnerMessages.sessionExpired) expect(message).toContain('Twitter connection');
    const sentAtPause = dmsPerLead(w).reduce((a, b) => a + b, 0);
    expect(sentAtPause).toBeLessThan(LEADS);
    await resume(w);
    await until(async () => (await card(w))?.status).toBe('completed');
    expect(dmsPerLead(w)).toEqual(Array(LEADS).fill(1));
    expect((await ledger(w)).map((row) => row.state)).toEqual(Array(LEADS).fill('sent'));
    await until(async () => (await card(w))?.messages_sent).toBe(LEADS);
    expect(await card(w)).toMatchObject({ status: 'completed', error_message: null, messages_failed: 0, next_contact_index: LEADS });
  });

  it("a proxy that refuses the account's credentials: paused with a 'Proxy' message, nothing reaches X", async () => {
    const w = await runningCampaign(3, { proxy: { port: proxy.port, username: 'right', password: 'not-the-password' } });
    await until(async () => (await card(w))?.status).toBe('paused');
    expect((await card(w))?.error_message).toContain('Proxy');
    expect(proxy.tunnels).toHaveLength(0);
    expect(dmsPerLead(w)).toEqual([0, 0, 0]);
  });

  it("a proxy that is not listening: paused with a 'Proxy' message", async () => {
    const closed = await startConnectProxy('right', 'secret');
    const port = closed.port;
    await closed.close();
    const w = await runningCampaign(3, { proxy: { port, username: 'right', password: 'secret' } });
    await until(async () => (await card(w))?.status).toBe('paused');
    expect((await card(w))?.error_message).toContain('Proxy');
    expect(dmsPerLead(w)).toEqual([0, 0, 0]);
  });

  it('sends through a working proxy', async () => {
    const w = await runningCampaign(3, { proxy: { port: proxy.port, username: 'right', password: 'secret' } });
    await until(async () => (await card(w))?.status).toBe('completed');
    expect(dmsPerLead(w)).toEqual([1, 1, 1]);
    expect(proxy.tunnels.length).toBeGreaterThan(0);
  });
});

describe('timeouts', () => {
  it('a send X accepted after the runner gave up waiting is found in the conversation, not sent again', async () => {
    const w = await runningCampaign(3);
    // X takes the DM, its answer arrives after the runner's timeout.
    lateAnswers = true;
    try {
      await until(() => dmsPerLead(w).some((n) => n > 0)).toBe(true);
    } finally {
      lateAnswers = false;
    }
    await until(async () => (await card(w))?.status).toBe('completed');
    expect(dmsPerLead(w)).toEqual([1, 1, 1]);
    expect((await ledger(w)).map((row) => row.state)).toEqual(['sent', 'sent', 'sent']);
    expect(await run(w)).toMatchObject({ messages_sent: 3, messages_failed: 0, consecutive_failures: 0 });
  });

  it('five timeouts in a row pause the campaign with the card message; on resume the DMs X took late are not sent again', async () => {
    const w = await runningCampaign(3);
    lateAnswers = true;
    try {
      await until(async () => (await card(w))?.status, 60_000).toBe('paused');
    } finally {
      lateAnswers = false;
    }
    expect((await card(w))?.error_message).toContain('Paused after 5 failed messages in a row');
    expect(await run(w)).toMatchObject({ status: 'stopped', consecutive_failures: 5 });
    // X took the first DM; its answer never reached the runner.
    expect(dmsPerLead(w)[0]).toBe(1);
    await resume(w);
    await until(async () => (await card(w))?.status).toBe('completed');
    expect(dmsPerLead(w)).toEqual([1, 1, 1]);
    expect((await ledger(w)).map((row) => row.state)).toEqual(['sent', 'sent', 'sent']);
  }, 90_000);
});

describe('rate limits', () => {
  it("429 on dm/new2: the run waits until X's reset, the lead stays reserved, the campaign stays running, then each lead gets one DM", async () => {
    // The account's window is used up: X answers 429 with x-rate-limit-reset.
    sim.state.setLimit('dm/new2', 0);
    const w = await runningCampaign(4);
    await until(async () => (await run(w))?.next_send_at.getTime() ?? 0).toBeGreaterThan(Date.now() + 60_000);
    const waiting = await run(w);
    // X's reset plus the runner's second of margin (the header counts whole seconds).
    const resetAt = sim.state.rateLimit(SENDER.userId, 'dm/new2').resetAt;
    expect(Math.abs((waiting?.next_send_at.getTime() ?? 0) - (resetAt + 1000))).toBeLessThanOrEqual(2_000);
    expect(waiting).toMatchObject({ status: 'running', consecutive_failures: 0, messages_failed: 0 });
    expect(waiting?.in_flight).not.toBe(null);
    expect((await ledger(w)).filter((row) => row.state === 'reserved')).toHaveLength(1);
    expect((await card(w))?.status).toBe('running');
    // The window resets at X; the run's wait is over.
    sim.state.setLimit('dm/new2', 100_000);
    sim.state.resetRateLimits();
    await sql`update campaign_runs set next_send_at = now() where campaign_id = ${w.campaignId}`.execute(database.db);
    worker.dispatcher.wake();
    await until(async () => (await card(w))?.status).toBe('completed');
    expect(dmsPerLead(w)).toEqual([1, 1, 1, 1]);
    expect((await ledger(w)).map((row) => row.state)).toEqual(['sent', 'sent', 'sent', 'sent']);
  });
});
