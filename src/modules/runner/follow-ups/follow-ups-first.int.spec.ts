import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignsProjection } from '../../../../projections/campaigns/campaigns.projection';
import { campaignsLifecycle } from '../../../../test/support/runner-lifecycle';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-database';
import { PostgresEventStore } from '../../../platform/event-store/postgres/postgres-event-store';
import { ProjectionRunner } from '../../../platform/projections/projection-runner';
import { DEMO_SESSIONS, startXSimulator, type XSimulator } from '../../../stand-ins/x';
import { AccountSessions } from '../../accounts';
import { loadKeyring } from '../../accounts/vault/keyring';
import { Vault } from '../../accounts/vault/vault';
import { defaultXApiSettings } from '../../x';
import { XHttpGateway } from '../../x/http/x-http-gateway';
import { type RunnerWorker, startRun, startRunnerWorker } from '../index';
import { dayTarget } from '../run/pace';
import { type RunnerWorld, seedRunnerWorld, type WorldProfile } from '../testing/runner-world';

/**
 * A day's quota serves due follow-ups first, at the scale of days: the runner's day lasts 2 s of real time (its
 * pace clock and its waits compressed alike), each day is held at its last moment until the test moves on to the
 * next, and the ledger's rows of each day are read in the order they were reserved.
 */
const DAY_MS = 86_400_000;
/** A day, in real milliseconds (a follow-up's day of waiting too). */
const WAIT_DAY_REAL_MS = 2_000;
const DAILY_LIMIT = 10;
const LEADS = 40;
const SENDER = DEMO_SESSIONS[1] as (typeof DEMO_SESSIONS)[number];

let database: TestDatabase;
let sim: XSimulator;
let store: PostgresEventStore;
let projections: ProjectionRunner;
let vault: Vault;
let worker: RunnerWorker;
/** The runner's day, from 20:00 on: four of its hours pass in a third of a second, then it stays at 23:59:59.999. */
let day = { startPaceMs: Date.parse('2026-12-01T20:00:00Z'), startRealMs: Date.now() };
const paceNow = () => Math.min(day.startPaceMs + ((Date.now() - day.startRealMs) * DAY_MS) / WAIT_DAY_REAL_MS, Math.ceil(day.startPaceMs / DAY_MS) * DAY_MS - 1);
const startDay = (date: string) => {
  day = { startPaceMs: Date.parse(`${date}T20:00:00Z`), startRealMs: Date.now() };
};

beforeAll(async () => {
  database = await createTestDatabase();
  sim = await startXSimulator({ replies: false, limits: { 'dm/new2': 100_000, 'dm/conversation': 100_000, UserByScreenName: 100_000 } });
  store = new PostgresEventStore({ pool: database.pool, listenUrl: database.url, pollIntervalMs: 100 });
  projections = new ProjectionRunner({ db: database.db, eventStore: store, databaseUrl: database.url, projections: [campaignsProjection] });
  projections.start();
  vault = new Vault(loadKeyring({ vaultKey: randomBytes(32).toString('hex'), dataDir: '/nonexistent' }));
  worker = await startRunnerWorker({
    databaseUrl: database.url,
    gateway: new XHttpGateway({ settings: defaultXApiSettings({ baseUrl: sim.url }) }),
    sessions: new AccountSessions(database.db, vault, { X_SIMULATOR: false }),
    lifecycle: campaignsLifecycle(store),
    settings: { delayScale: WAIT_DAY_REAL_MS / DAY_MS, paceNow, progressFlushMs: 100, concurrency: 4, pollMs: 50, accountDailyCap: 450 },
  });
});

afterAll(async () => {
  await worker?.close();
  await projections?.stop();
  await store?.close();
  await sim?.close();
  await database?.drop();
});

function openProfiles(count: number): WorldProfile[] {
  const profiles: WorldProfile[] = [];
  for (let n = 0; profiles.length < count; n++) {
    const user = sim.state.population.userById(String(1_000_000_000 + n * 6_007));
    if (user?.dmPolicy !== 'open' || user.protected) continue;
    profiles.push({ userId: user.userId, screenName: user.screenName, name: user.name, followersCount: user.followersCount });
  }
  return profiles;
}

interface LedgerRow {
  username: string;
  step: number;
  state: string;
  day: string;
}

/** The campaign's ledger rows of a day (the pace's date), in the order they were reserved. */
const rowsOf = async (w: RunnerWorld, day: string) =>
  (
    await sql<LedgerRow>`select username, step, state, to_char(day, 'YYYY-MM-DD') as day from dm_deliveries
                          where campaign_id = ${w.campaignId} and day = ${day}::date order by reserved_at, step`.execute(database.db)
  ).rows;

const sentOn = async (w: RunnerWorld, day: string) => (await rowsOf(w, day)).filter((row) => row.state === 'sent').length;

describe("a day's quota", () => {
  it('goes to the due follow-ups first, and to new leads only with what they leave', async () => {
    const w = await seedRunnerWorld({
      db: database.db,
      store,
      putSecret: (owner, name, value) => vault.put(database.db, owner, name, value),
      key: 'follow-ups-first',
      sender: { userId: SENDER.userId, screenName: SENDER.screenName, verified: SENDER.verified, authToken: SENDER.authToken, ct0: SENDER.ct0 },
      profiles: openProfiles(LEADS),
      doNotContact: 0,
      alreadyMessaged: 0,
      dailyDmLimit: DAILY_LIMIT,
      followUps: [{ message: 'Any thoughts on my last message, {first_name}?', waitDays: 1 }],
    });
    await expect.poll(async () => (await database.db.selectFrom('campaigns').select('status').where('id', '=', w.campaignId).executeTakeFirst())?.status).toBe('running');
    const day1 = '2026-12-01';
    startDay(day1);
    expect(await startRun(database.db, { userId: w.userId, campaignId: w.campaignId, version: 2 })).toBe(true);
    worker.dispatcher.wake();

    // Day 1: first messages up to the day's target, then nothing more that day.
    const target1 = dayTarget(DAILY_LIMIT, w.campaignId, day1);
    await expect.poll(() => sentOn(w, day1), { timeout: 20_000, interval: 50 }).toBe(target1);
    const firstDay = await rowsOf(w, day1);
    expect(firstDay.map((row) => row.step)).toEqual(Array(target1).fill(0));

    // Three of them answered (the reply poller recorded it): their sequence ends; the others' follow-ups fall due.
    const answered = firstDay.slice(0, 3).map((row) => row.username);
    for (const username of answered) {
      await sql`
        insert into campaign_replies (id, user_id, campaign_id, account_id, delivery_id, username, recipient_x_id, conversation_id, text, received_at)
        select 'reply-' || d.id, d.user_id, d.campaign_id, d.account_id, d.id, d.username, d.recipient_x_id, 'c', 'Tell me more', now()
          from dm_deliveries d where d.campaign_id = ${w.campaignId} and d.username = ${username} and d.step = 0`.execute(database.db);
    }
    await new Promise((resolve) => setTimeout(resolve, WAIT_DAY_REAL_MS + 500));
    // Still day 1 on the runner's clock: the quota is spent, due follow-ups wait for the next day as new leads do.
    expect(await sentOn(w, day1)).toBe(target1);

    // Day 2: the due follow-ups take the quota first; new leads get what is left.
    const day2 = '2026-12-02';
    startDay(day2);
    const target2 = dayTarget(DAILY_LIMIT, w.campaignId, day2);
    await expect.poll(() => sentOn(w, day2), { timeout: 20_000, interval: 50 }).toBe(target2);
    const secondDay = await rowsOf(w, day2);
    const due = target1 - answered.length;
    expect(secondDay.map((row) => row.step)).toEqual([...Array(due).fill(1), ...Array(target2 - due).fill(0)]);
    expect(new Set(secondDay.filter((row) => row.step === 1).map((row) => row.username))).toEqual(
      new Set(firstDay.map((row) => row.username).filter((username) => !answered.includes(username))),
    );
    // Every DM X holds is one the ledger says was sent, and no lead got the same step twice.
    const dms = sim.state.dms({ senderId: SENDER.userId });
    expect(dms).toHaveLength(target1 + target2);

    // Day 3: day 2's new leads are due now, first again; the leads who answered never get a follow-up.
    await new Promise((resolve) => setTimeout(resolve, WAIT_DAY_REAL_MS + 500));
    const day3 = '2026-12-03';
    startDay(day3);
    const target3 = dayTarget(DAILY_LIMIT, w.campaignId, day3);
    await expect.poll(() => sentOn(w, day3), { timeout: 20_000, interval: 50 }).toBe(target3);
    const thirdDay = await rowsOf(w, day3);
    const dueOnDay3 = target2 - due;
    expect(thirdDay.map((row) => row.step)).toEqual([...Array(dueOnDay3).fill(1), ...Array(target3 - dueOnDay3).fill(0)]);
    const followedUp = (await sql<{ username: string }>`select username from dm_deliveries where campaign_id = ${w.campaignId} and step = 1`.execute(database.db)).rows;
    expect(followedUp.filter((row) => answered.includes(row.username))).toEqual([]);
  }, 90_000);
});
