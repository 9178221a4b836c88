import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stressSize } from '../../../test/support/stress-size';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';
import { until } from '../../../test/support/until';
import { PostgresEventStore } from '../../platform/event-store/postgres/postgres-event-store';
import { seededRandom } from '../../platform/seeded-random';
import { DEMO_SESSIONS, startXSimulator, type XSimulator } from '../../stand-ins/x';
import { loadKeyring } from '../accounts/vault/keyring';
import { Vault } from '../accounts/vault/vault';
import { campaignsStreamId } from '../campaigns/campaign/events';
import { AccountSessions, type ActiveSession } from '../accounts';
import { startRun } from './index';
import { ProjectionRunner } from '../../platform/projections/projection-runner';
import { campaignsProjection } from '../../../projections/campaigns/campaigns.projection';
import { defaultXApiSettings } from '../x';
import { XHttpGateway } from '../x/http/x-http-gateway';
import { campaignRepliesStreamId } from './replies/events';
import { ReplyPoller } from './replies/reply-poller';
import { auditDeliveries } from './testing/delivery-audit';
import { type RunnerWorld, seedRunnerWorld, type WorldProfile } from './testing/runner-world';
import { bundleDispatcher, type DispatcherEnvironment, WorkerProcess } from '../../../test/support/runner-worker-process';

/**
 * The runner's promise under crashes: a worker killed with SIGKILL at any point (between sends, while X is being
 * called, right after X accepted a DM and before the worker recorded it) never makes a second DM to anyone, never
 * messages a Do Not Contact username, never goes over a cap, and every lead ends up processed exactly once.
 *
 * X's own request-id de-duplication is OFF in the simulator: a resend with the same request id would create a
 * second message, so only the ledger and the conversation check before a retry stand between a crash and a double.
 */
/**
 * Kills over the campaign of LEADS leads (the cap scenarios take a quarter and a fifth of them). The default 20 still
 * kills at each kind of point several times over (the first twelve cycle through the kinds, the rest are drawn):
 * between sends and while X is called, as a DM request arrives, and right after X accepted a DM and before the
 * worker recorded it (with the recipient's reply at once); a double, a Do Not Contact send, a lead lost or counted
 * twice, a reply lost or doubled in any of them fails the run. The full 100 (STRESS=1) tries more interleavings.
 */
const KILLS = stressSize('RUNNER_CRASH_KILLS', 20, 100);
/** Three leads per kill (at least 100): the kills end with leads still to send, which the last worker sends. */
const LEADS = Math.max(100, 3 * KILLS);
/** Kills made at each kind of point in turn before the kinds are drawn at random. */
const CYCLED_KILLS = 12;
/** Each X call takes this long, so random kills often land while a send is in flight. */
const LATENCY_MS = 15;
const VAULT_KEY = randomBytes(32).toString('hex');

/** Each scenario sends from its own simulated account, so X's ledger per sender is that scenario's alone (the follow-ups' shares the first's, with recipients of its own). */
const senders = { crash: DEMO_SESSIONS[0], 'cap-campaign': DEMO_SESSIONS[1], 'cap-account': DEMO_SESSIONS[2], 'follow-ups': DEMO_SESSIONS[0] } as const;
type Scenario = keyof typeof senders;
const senderOf = (w: RunnerWorld) => senders[w.key as Scenario] as (typeof DEMO_SESSIONS)[number];

let database: TestDatabase;
let simulator: XSimulator;
let store: PostgresEventStore;
let vault: Vault;
let projections: ProjectionRunner;
const random = seededRandom(20261125);
const workers = new Set<WorkerProcess>();

beforeAll(async () => {
  database = await createTestDatabase();
  await bundleDispatcher();
  simulator = await startXSimulator({
    port: 0,
    host: '127.0.0.1',
    requestIdDedupe: false,
    replies: false,
    limits: { 'dm/new2': 100_000, 'dm/conversation': 100_000, 'dm/inbox': 100_000, UserByScreenName: 100_000 },
  });
  store = new PostgresEventStore({ pool: database.pool, listenUrl: database.url, pollIntervalMs: 100 });
  // The campaigns read model the runner reads (status, settings) and its card counters, kept up as in the app.
  projections = new ProjectionRunner({ db: database.db, eventStore: store, databaseUrl: database.url, projections: [campaignsProjection] });
  projections.start();
  vault = new Vault(loadKeyring({ vaultKey: VAULT_KEY, dataDir: '/nonexistent' }));
});

afterAll(async () => {
  for (const worker of workers) await worker.killAndWait();
  await projections?.stop();
  await store?.close();
  await simulator?.close();
  await database?.drop();
});

/** Synthetic X users who accept DMs from anyone, `count` of them from `from` on. */
function openProfiles(count: number, from: number): WorldProfile[] {
  const profiles: WorldProfile[] = [];
  for (let n = from; profiles.length < count; n++) {
    const user = simulator.state.population.userById(String(1_000_000_000 + n * 7_919));
    if (user?.dmPolicy !== 'open' || user.protected) continue;
    profiles.push({ userId: user.userId, screenName: user.screenName, name: user.name, followersCount: user.followersCount });
  }
  return profiles;
}

/** The sessions of every scenario's account, as AccountSessions decrypts them from the vault. */
async function sessionsOf(worlds: readonly RunnerWorld[]): Promise<ActiveSession[]> {
  const all: ActiveSession[] = [];
  for (const w of worlds) all.push(...(await new AccountSessions(database.db, vault, { X_SIMULATOR: true }).activeSessions(w.userId)));
  return all;
}

let environment: DispatcherEnvironment;

function startWorker(): WorkerProcess {
  const worker = new WorkerProcess(environment);
  workers.add(worker);
  void worker.exited.then(() => workers.delete(worker));
  return worker;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Calls `then` synchronously inside the simulator the next time it accepts a DM from the sender (the DM is in
 * X's ledger, the answer not yet written), or the next time a DM request arrives (before X looked at it).
 */
function armSimulator(moment: 'accepted' | 'request', then: (dm?: { senderId: string; recipientId: string }) => void): () => void {
  const ledger = simulator.state.dmLedger;
  const traffic = simulator.state.traffic;
  const send = ledger.send;
  const keep = traffic.keep;
  const disarm = () => {
    ledger.send = send;
    traffic.keep = keep;
  };
  if (moment === 'accepted') {
    ledger.send = function (this: typeof ledger, ...args: Parameters<typeof send>) {
      const message = send.apply(this, args);
      disarm();
      then({ senderId: args[0], recipientId: args[1] });
      return message;
    };
  } else {
    traffic.keep = function (this: typeof traffic, ...args: Parameters<typeof keep>) {
      keep.apply(this, args);
      if (args[0].path.endsWith('/dm/new2.json')) {
        disarm();
        then();
      }
    };
  }
  return disarm;
}

const KILL_MOMENTS = ['random', 'request', 'accepted'] as const;

interface KillTally {
  kills: number;
  byMoment: Record<'random' | 'request' | 'accepted', number>;
  /** Kills after which the run had a delivery this worker reserved and did not settle (it died inside a send). */
  duringSend: number;
  /** Of those, how many X had already accepted (a DM the dead worker never heard about). */
  acceptedUnrecorded: number;
  /** Kills before the worker had settled the delivery the previous one left in flight. */
  duringRecovery: number;
}

/** The run's delivery in flight and whether X has a DM with its request id. */
async function inFlight(world: RunnerWorld): Promise<{ id: string | null; atX: boolean }> {
  const run = (await sql<{ in_flight: string | null }>`select in_flight::text as in_flight from campaign_runs where campaign_id = ${world.campaignId}`.execute(database.db))
    .rows[0];
  const id = run?.in_flight ?? null;
  return { id, atX: id !== null && simulator.state.dms({ senderId: senderOf(world).userId }).some((dm) => dm.requestId === id) };
}

/** The run completed (its completion recorded on the campaign). */
async function campaignEnded(world: RunnerWorld): Promise<boolean> {
  const run = (
    await sql<{ stop_reason: string | null; pending: string | null }>`select stop_reason, pending from campaign_runs where campaign_id = ${world.campaignId}`.execute(
      database.db,
    )
  ).rows[0];
  if (run?.stop_reason !== 'complete' || run.pending !== null) return false;
  const events = await store.readStream(campaignsStreamId(world.userId));
  return events.some((event) => event.type === 'CampaignCompleted' && (event.data as { campaignId: string }).campaignId === world.campaignId);
}

/** Replies written the moment X accepted a DM whose worker was then killed: message id and the replying X user. */
const instantReplies: Array<{ messageId: string; from: string }> = [];

/**
 * Starts the worker, kills it at a point of the chosen kind, waits for it to be gone, and notes where it died.
 * Killed right after X accepted a DM, the recipient replies at once: the reply comes while the delivery is in flight.
 */
async function killOnce(world: RunnerWorld, worker: WorkerProcess, tally: KillTally): Promise<void> {
  const roll = random();
  const moment = tally.kills < CYCLED_KILLS ? KILL_MOMENTS[tally.kills % KILL_MOMENTS.length] : roll < 0.4 ? 'random' : roll < 0.7 ? 'request' : 'accepted';
  const inherited = (await inFlight(world)).id;
  const killAndReply = (dm?: { senderId: string; recipientId: string }) => {
    worker.kill();
    if (moment !== 'accepted' || !dm) return;
    const reply = simulator.state.deliverMessage(dm.recipientId, dm.senderId, 'Sure, tell me more');
    instantReplies.push({ messageId: reply.id, from: dm.recipientId });
  };
  const disarm = moment === 'random' ? () => undefined : armSimulator(moment, killAndReply);
  await worker.go();
  if (moment === 'random') await sleep(random() * 400);
  // A hook that does not fire (nothing left to send) is replaced by a plain kill; a busy machine may take
  // seconds to reach its first send.
  else await Promise.race([worker.exited, sleep(10_000)]);
  disarm();
  await worker.killAndWait();
  tally.kills += 1;
  tally.byMoment[moment] += 1;
  const flight = await inFlight(world);
  if (flight.id !== null && flight.id === inherited) tally.duringRecovery += 1;
  else if (flight.id !== null) {
    tally.duringSend += 1;
    if (flight.atX) tally.acceptedUnrecorded += 1;
  }
}

/** Kills workers `kills` times, then lets one worker finish: until the campaign completes, or `until` holds. */
async function crashUntilDone(world: RunnerWorld, kills: number, until: () => Promise<boolean>): Promise<KillTally> {
  const tally: KillTally = { kills: 0, byMoment: { random: 0, request: 0, accepted: 0 }, duringSend: 0, acceptedUnrecorded: 0, duringRecovery: 0 };
  // The next worker loads while the current one works (as a restarted worker would be ready at once).
  let next = startWorker();
  for (let i = 0; i < kills; i++) {
    const worker = next;
    await worker.booted;
    next = startWorker();
    await killOnce(world, worker, tally);
  }
  const last = next;
  await last.go();
  await expect.poll(until, { timeout: 180_000, interval: 100 }).toBe(true);
  await last.killAndWait();
  return tally;
}

/**
 * Runs a fresh worker until it has taken a step on the run (claimed it, then given it back, as a worker does with
 * a capped run): whatever that step sent, the audit after it sees.
 */
async function aFreshWorkerLooksAgain(w: RunnerWorld): Promise<void> {
  const since = (await sql<{ at: string }>`select clock_timestamp()::text as at`.execute(database.db)).rows[0]?.at;
  const again = startWorker();
  await again.go();
  const steppedSince = async () =>
    (
      await sql<{ stepped: boolean }>`select leased_by is null and updated_at > ${since}::timestamptz as stepped from campaign_runs where campaign_id = ${w.campaignId}`.execute(
        database.db,
      )
    ).rows[0]?.stepped ?? false;
  await until(steppedSince, true, 15_000);
  await again.killAndWait();
}

async function world(
  key: Scenario,
  options: { leads: number; from: number; dailyDmLimit: number; accountDailyCap?: number; followUps?: Array<{ message: string; waitDays: number }> },
): Promise<RunnerWorld> {
  const sender = senders[key] as (typeof DEMO_SESSIONS)[number];
  const w = await seedRunnerWorld({
    db: database.db,
    store,
    putSecret: (owner, name, value) => vault.put(database.db, owner, name, value),
    key,
    sender: { userId: sender.userId, screenName: sender.screenName, verified: sender.verified, authToken: sender.authToken, ct0: sender.ct0 },
    profiles: openProfiles(options.leads, options.from),
    doNotContact: Math.round(options.leads / 15),
    alreadyMessaged: Math.round(options.leads / 15),
    cannotDm: Math.round(options.leads / 20),
    withUserId: Math.round(options.leads * 0.8),
    dailyDmLimit: options.dailyDmLimit,
    ...(options.accountDailyCap !== undefined ? { accountDailyCap: options.accountDailyCap } : {}),
    ...(options.followUps ? { followUps: options.followUps } : {}),
  });
  // The campaign's start reaches the runner as the process manager's start job does: once the read model shows it running.
  await expect
    .poll(async () => (await database.db.selectFrom('campaigns').select('status').where('id', '=', w.campaignId).executeTakeFirst())?.status)
    .toBe('running');
  expect(await startRun(database.db, { userId: w.userId, campaignId: w.campaignId, version: 2 })).toBe(true);
  environment = { DATABASE_URL: database.url, X_API_BASE_URL: simulator.url, RUNNER_SESSIONS: JSON.stringify(await sessionsOf([w])) };
  return w;
}

/**
 * The reply poll of the app, reading the world's account inbox over and over until stopped (every 50 ms: well
 * inside the workers' in-flight grace, so it reads replies to DMs still in flight).
 */
async function pollRepliesWhileRunning(w: RunnerWorld): Promise<{ stop(): Promise<void> }> {
  const [active] = await sessionsOf([w]);
  const gateway = new XHttpGateway({ settings: defaultXApiSettings({ baseUrl: simulator.url }) });
  const poller = new ReplyPoller({ db: database.db, x: gateway, store, sessionOf: async () => active?.session ?? null });
  const account = { userId: w.userId, accountId: w.accountId };
  let running = true;
  const loop = (async () => {
    while (running) {
      await poller.poll(account);
      await sleep(50);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      // One last read once every delivery has settled.
      await poller.poll(account);
      await gateway.close();
    },
  };
}

const auditOf = (w: RunnerWorld) => auditDeliveries(database.db, w, senderOf(w).userId, simulator.state.dms({ senderId: senderOf(w).userId }));

describe('a worker killed with SIGKILL at random points', () => {
  it(`${KILLS} kills during a campaign of ${LEADS} leads: no duplicate, no Do Not Contact username, every lead once`, async () => {
    const started = Date.now();
    const w = await world('crash', { leads: LEADS, from: 1, dailyDmLimit: 450 });
    simulator.state.setFaults({ latencyMs: LATENCY_MS });
    const replyPoll = await pollRepliesWhileRunning(w);
    const tally = await crashUntilDone(w, KILLS, () => campaignEnded(w));
    await replyPoll.stop();
    simulator.state.setFaults({ latencyMs: 0 });
    const audit = await auditOf(w);
    console.info(
      `crash test: ${tally.kills} kills (${tally.byMoment.random} at random, ${tally.byMoment.request} as a DM request arrived, ${tally.byMoment.accepted} right after X accepted a DM); ` +
        `${tally.duringSend} landed during a send (delivery reserved, not settled), ${tally.acceptedUnrecorded} of them after X had accepted it; ` +
        `${tally.duringRecovery} while the worker was still settling the delivery the previous one left; ` +
        `${audit.states.sent ?? 0} DMs sent in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    expect(audit.duplicates).toEqual([]);
    expect(audit.sentToDoNotContact).toEqual([]);
    expect(audit.sentToAlreadyMessaged).toEqual([]);
    expect(w.cannotDm.size).toBeGreaterThan(0);
    expect(audit.sentToCannotDm).toEqual([]);
    expect(audit.unreserved).toBe(0);
    expect(audit.sentButNotAtX).toEqual([]);
    expect(audit.atXButNotSent).toEqual([]);
    // Every lead processed exactly once: one ledger row per lead (the unique key makes more impossible), none left open.
    expect(audit.ledger).toHaveLength(LEADS);
    expect(new Set(audit.ledger.map((row) => row.username))).toEqual(new Set(w.usernames));
    expect(audit.states).toEqual({
      sent: LEADS - w.doNotContact.size - w.alreadyMessaged.size - w.cannotDm.size,
      skipped_do_not_contact: w.doNotContact.size,
      skipped_already_dmd: w.alreadyMessaged.size,
      skipped_cannot_dm: w.cannotDm.size,
    });
    // The counters agree with the ledger, and the account's day counter with its rows.
    expect(audit.run).toMatchObject({
      in_flight: null,
      messages_sent: audit.states.sent,
      messages_failed: 0,
      skipped_do_not_contact: w.doNotContact.size,
      skipped_already_dmd: w.alreadyMessaged.size,
      skipped_cannot_dm: w.cannotDm.size,
      next_contact_index: LEADS,
    });
    expect(audit.accountDayCounter).toBe(audit.accountDayLedger);
    expect(audit.accountDayLedger).toBeLessThanOrEqual(450);
    // The kills did land inside sends, including after X accepted and before the worker knew.
    expect(tally.kills).toBe(KILLS);
    expect(tally.duringSend).toBeGreaterThan(KILLS / 5);
    expect(tally.acceptedUnrecorded).toBeGreaterThan(KILLS / 10);
    // The card's counters (the runner's campaign_progress read model, and the campaigns read model from the roll-up
    // appended at completion) end on the ledger's numbers.
    const counters = {
      messages_sent: audit.states.sent,
      messages_failed: 0,
      skipped_already_dmd: w.alreadyMessaged.size,
      skipped_do_not_contact: w.doNotContact.size,
      next_contact_index: LEADS,
    };
    await expect.poll(async () => (await auditOf(w)).progress).toEqual({ ...counters, skipped_cannot_dm: w.cannotDm.size });
    await expect.poll(async () => (await auditOf(w)).card).toEqual(counters);
    expect((await database.db.selectFrom('campaigns').select('status').where('id', '=', w.campaignId).executeTakeFirst())?.status).toBe('completed');
    // Every reply written the moment X accepted a DM whose worker died is recorded, once, on that lead's delivery.
    const replies = (await store.readStream(campaignRepliesStreamId(w.campaignId))).map((event) => event.data as { messageId: string; recipientXId: string; deliveryId: string });
    expect(instantReplies.length).toBeGreaterThan(KILLS / 10);
    expect(replies.map((reply) => reply.messageId).sort()).toEqual(instantReplies.map((reply) => reply.messageId).sort());
    const deliveryOf = new Map(audit.ledger.map((row) => [row.recipient_x_id, row.id]));
    for (const reply of replies) expect(reply.deliveryId).toBe(deliveryOf.get(reply.recipientXId));
    // The campaign completed once.
    const completions = (await store.readStream(campaignsStreamId(w.userId))).filter((event) => event.type === 'CampaignCompleted');
    expect(completions).toHaveLength(1);
  }, 600_000);

  it('with the campaign’s daily limit (50 ± 5 %) reached, kills never push the day’s sends past its target', async () => {
    // The account's cap is the default 450: the campaign's day target (50 varied by up to 5 %) stops the day.
    const byCampaign = await world('cap-campaign', { leads: 120, from: 5_000, dailyDmLimit: 50 });
    simulator.state.setFaults({ latencyMs: LATENCY_MS });
    const sentOf = async (w: RunnerWorld) => (await auditOf(w)).states.sent ?? 0;
    const target = async (w: RunnerWorld) => (await auditOf(w)).run?.day_target ?? -1;
    const reached = async (w: RunnerWorld) => (await sentOf(w)) > 0 && (await sentOf(w)) === (await target(w));
    const tallyCampaign = await crashUntilDone(byCampaign, Math.round(KILLS / 4), () => reached(byCampaign));
    // Nothing more goes out today, whatever workers run.
    await aFreshWorkerLooksAgain(byCampaign);
    simulator.state.setFaults({ latencyMs: 0 });
    const audit = await auditOf(byCampaign);
    expect(audit.duplicates).toEqual([]);
    expect(audit.sentToDoNotContact).toEqual([]);
    expect(audit.atXButNotSent).toEqual([]);
    expect(audit.run?.day_target).toBeGreaterThanOrEqual(Math.floor(50 * 0.95));
    expect(audit.run?.day_target).toBeLessThanOrEqual(Math.ceil(50 * 1.05));
    expect(audit.states.sent).toBe(audit.run?.day_target);
    expect(audit.run?.day_sent).toBe(audit.run?.day_target);
    expect(audit.run?.messages_sent).toBe(audit.states.sent);
    expect(audit.run?.status).toBe('running');
    expect(await campaignEnded(byCampaign)).toBe(false);
    console.info(`daily limit: ${tallyCampaign.kills} kills, ${tallyCampaign.duringSend} during a send; stopped at ${audit.states.sent} of a target of ${audit.run?.day_target}`);
  }, 300_000);

  it('with the account’s own daily cap lower than the campaign’s limit, the account stops at its cap', async () => {
    const byAccount = await world('cap-account', { leads: 120, from: 9_000, dailyDmLimit: 100, accountDailyCap: 20 });
    simulator.state.setFaults({ latencyMs: LATENCY_MS });
    const sent = async () => (await auditOf(byAccount)).states.sent ?? 0;
    const tally = await crashUntilDone(byAccount, Math.round(KILLS / 5), async () => (await sent()) >= 20);
    await aFreshWorkerLooksAgain(byAccount);
    simulator.state.setFaults({ latencyMs: 0 });
    const audit = await auditOf(byAccount);
    expect(audit.duplicates).toEqual([]);
    expect(audit.states.sent).toBe(20);
    expect(audit.accountDayCounter).toBe(20);
    expect(audit.accountDayLedger).toBe(20);
    expect(audit.run?.status).toBe('running');
    console.info(`account cap: ${tally.kills} kills, ${tally.duringSend} during a send; stopped at ${audit.states.sent} (cap 20)`);
  }, 300_000);

  it(`${Math.round(KILLS / 4)} kills during a campaign with a follow-up: each step at most once, none to a lead who wrote back before it`, async () => {
    // The workers wait nothing (delay scale 0): a follow-up is due the moment its first message is settled, so
    // kills land inside first messages and follow-ups alike, and a reply written the moment X accepted a first
    // message (the 'accepted' kills) must stop that lead's follow-up.
    const FOLLOW_UP = 'Following up on my note: any thoughts?';
    const leads = 40;
    const w = await world('follow-ups', { leads, from: 13_000, dailyDmLimit: 450, followUps: [{ message: FOLLOW_UP, waitDays: 1 }] });
    // A quarter of the leads answer the first message the moment X accepts it: before their follow-up is due.
    const answering = new Set(w.usernames.filter((_, i) => i % 4 === 0).map((username) => w.xIdOf.get(username)));
    const ledgerSend = simulator.state.dmLedger.send;
    simulator.state.dmLedger.send = function (this: typeof simulator.state.dmLedger, ...args: Parameters<typeof ledgerSend>) {
      const message = ledgerSend.apply(this, args);
      const [from, to, text] = args;
      if (answering.has(to) && text !== FOLLOW_UP) {
        const reply = simulator.state.deliverMessage(to, from, 'Sounds good, tell me more');
        instantReplies.push({ messageId: reply.id, from: to });
      }
      return message;
    };
    simulator.state.setFaults({ latencyMs: LATENCY_MS });
    const repliesBefore = instantReplies.length;
    let tally: KillTally;
    try {
      tally = await crashUntilDone(w, Math.round(KILLS / 4), () => campaignEnded(w));
    } finally {
      simulator.state.dmLedger.send = ledgerSend;
      simulator.state.setFaults({ latencyMs: 0 });
    }
    const ledger = (
      await sql<{ username: string; recipient_x_id: string | null; step: number; state: string }>`
        select username, recipient_x_id, step, state from dm_deliveries where campaign_id = ${w.campaignId}`.execute(database.db)
    ).rows;
    const sender = senderOf(w).userId;
    const atX = simulator.state.dms({ senderId: sender });
    const skips = w.doNotContact.size + w.alreadyMessaged.size + w.cannotDm.size;
    let followedUp = 0;
    let stoppedByReply = 0;
    for (const username of w.usernames) {
      const recipient = w.xIdOf.get(username) as string;
      const rows = ledger.filter((row) => row.username === username);
      const sentRows = rows.filter((row) => row.state === 'sent');
      const ours = atX.filter((dm) => dm.recipientId === recipient);
      // X holds exactly the DMs the ledger says were sent: no step twice, none lost.
      expect(ours.length, username).toBe(sentRows.length);
      expect(ours.length, username).toBeLessThanOrEqual(2);
      const followUp = ours.find((dm) => dm.text === FOLLOW_UP);
      // The lead's replies, written the moment X accepted one of our DMs; X's ids order messages (snowflakes).
      const theirs = instantReplies.filter((reply) => reply.from === recipient);
      if (followUp) {
        followedUp += 1;
        expect(theirs.filter((reply) => BigInt(reply.messageId) < BigInt(followUp.id)), username).toEqual([]);
      } else if (sentRows.length === 1) {
        expect(theirs.length, username).toBeGreaterThan(0);
        expect(rows.find((row) => row.step === 1)?.state ?? 'skipped_replied', username).toBe('skipped_replied');
        stoppedByReply += 1;
      }
    }
    expect(ledger.filter((row) => row.step === 0)).toHaveLength(leads);
    expect(followedUp + stoppedByReply).toBe(leads - skips);
    // The run counts every DM sent and, of them, the follow-ups (the card's leads processed leaves those out).
    const counters = (
      await sql<{ messages_sent: number; follow_ups_sent: number; follow_ups_failed: number }>`
        select messages_sent, follow_ups_sent, follow_ups_failed from campaign_runs where campaign_id = ${w.campaignId}`.execute(database.db)
    ).rows[0];
    expect(counters).toEqual({ messages_sent: ledger.filter((row) => row.state === 'sent').length, follow_ups_sent: followedUp, follow_ups_failed: 0 });
    expect(instantReplies.length - repliesBefore).toBeGreaterThan(0);
    expect(stoppedByReply).toBeGreaterThan(0);
    expect(tally.duringSend).toBeGreaterThan(0);
    console.info(`follow-ups: ${tally.kills} kills, ${tally.duringSend} during a send; ${followedUp} followed up, ${stoppedByReply} stopped by a reply`);
  }, 300_000);
});
