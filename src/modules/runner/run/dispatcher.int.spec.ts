import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConnectProxy, type TestProxy } from '../../../../test/support/connect-proxy';
import { givenPlan } from '../../../../test/support/plan-record';
import { runningCampaignRow } from '../../../../test/support/running-campaign-row';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-database';
import { until as holdsUntil } from '../../../../test/support/until';
import { staysTrue } from '../../../../test/support/waiting';
import { DEMO_SESSIONS, startXSimulator, type XSimulator } from '../../../stand-ins/x';
import type { ActiveSession } from '../../accounts';
import { defaultXApiSettings } from '../../x';
import { XHttpGateway } from '../../x/http/x-http-gateway';
import { runnerMessages } from '../contract';
import type { RunnerLifecycle } from './dispatcher';
import { campaignProgressStreamId } from './events';
import { startRun, stopRun } from './run-lifecycle';
import { type RunnerWorker, startRunnerWorker } from './worker';

/**
 * The dispatcher against the X simulator and real PostgreSQL: every lead once, skips, caps, completion and each
 * X fault's behaviour. The campaigns' lifecycle calls are recorded (the e2e test runs them for real).
 */

let database: TestDatabase;
let sim: XSimulator;
let worker: RunnerWorker;
let proxy: TestProxy;
const calls: Array<{ call: string; id: string; message?: string; reconnect?: boolean }> = [];
const sessions: ActiveSession[] = [];
const SENDERS = DEMO_SESSIONS;

const lifecycle: RunnerLifecycle = {
  complete: async (_userId, campaignId) => void calls.push({ call: 'complete', id: campaignId }),
  pause: async (_userId, campaignId, message) => void calls.push({ call: 'pause', id: campaignId, message }),
  pauseAccount: async (_userId, accountId, message, reconnect) => void calls.push({ call: 'pauseAccount', id: accountId, message, reconnect }),
  failAccount: async (_userId, accountId, message) => void calls.push({ call: 'failAccount', id: accountId, message }),
};

beforeAll(async () => {
  database = await createTestDatabase();
  sim = await startXSimulator({ replies: false, limits: { 'dm/new2': 100_000, UserByScreenName: 100_000, 'dm/conversation': 100_000 } });
  proxy = await startConnectProxy('right', 'secret');
  worker = await startWorker({ delayScale: 0 });
});

/**
 * The dispatcher on the simulator, with no waits between sends unless `delayScale` says otherwise. X calls time
 * out after `timeoutMs`; a delivery left in flight is settled `inFlightGraceMs` after its reservation (longer).
 */
function startWorker(settings: { delayScale: number; timeoutMs?: number; inFlightGraceMs?: number }): Promise<RunnerWorker> {
  const { timeoutMs = 1_500, inFlightGraceMs = 1_700, delayScale } = settings;
  // No pacer: the runner waits for X's reset itself (and the 429 test moves the wait's end).
  const gateway = new XHttpGateway({ settings: { ...defaultXApiSettings({ baseUrl: sim.url }), totalTimeoutMs: timeoutMs } });
  return startRunnerWorker({
    databaseUrl: database.url,
    gateway,
    sessions: { activeSessions: async () => sessions },
    lifecycle,
    settings: { progressFlushMs: 100, concurrency: 8, pollMs: 50, accountDailyCap: 450, maxConsecutiveFailures: 5, inFlightGraceMs, delayScale },
  });
}

afterAll(async () => {
  await worker?.close();
  await proxy?.close();
  await sim?.close();
  await database?.drop();
});

let serial = 0;

interface Sender {
  userId: string;
  screenName: string;
  authToken: string;
  ct0: string;
}

/** An X account of its own in the simulator: its cap counts nothing another test sent. */
function newSender(): Sender {
  serial += 1;
  const sender = { userId: `91000${serial}`, screenName: `cap_sender_${serial}`, authToken: `cap-auth-${serial}`.padEnd(40, 'x'), ct0: `cap-ct0-${serial}`.padEnd(32, 'y') };
  sim.state.addAccount({ ...sender, verified: true });
  return sender;
}

interface World {
  userId: string;
  accountId: string;
  sourceId: string;
  usernames: string[];
  xIds: string[];
}

/** A user with an account (one of the simulator's demo senders), a lead source of `count` simulated users and a template. */
async function seedUser(options: {
  count: number;
  /** One of the demo senders, or an X account of the test's own (`newSender`). */
  sender?: number | Sender;
  policy?: 'open' | 'closed' | 'verified_only';
  offset?: number;
  proxy?: 'refusing';
  messages?: string[];
}): Promise<World> {
  serial += 1;
  const userId = `user-${serial}-${randomUUID().slice(0, 8)}`;
  const accountId = `acc-${serial}-${randomUUID().slice(0, 8)}`;
  const sourceId = `src-${serial}`;
  const sender = typeof options.sender === 'object' ? options.sender : SENDERS[options.sender ?? 0]!;
  const at = new Date();
  // A paying user: the runner checks the plan with each send.
  await givenPlan(database.db, userId, { plan: 'pro', allowedAccounts: 5 });
  await database.db
    .insertInto('connected_accounts')
    .values({ id: accountId, user_id: userId, profile_id: sender.userId, twitter_username: sender.screenName, twitter_name: sender.screenName, verified: true, created_at: at, updated_at: at, stream_version: 1 })
    .execute();
  // An established account (no warm-up): its cap alone applies.
  await database.db.insertInto('runner_account_settings').values({ account_id: accountId, user_id: userId, warm_up: false }).execute();
  sessions.push({
    accountId,
    username: sender.screenName,
    session: {
      authToken: sender.authToken,
      ct0: sender.ct0,
      userId: sender.userId,
      ...(options.proxy ? { proxy: { type: 'HTTP' as const, host: '127.0.0.1', port: proxy.port, username: 'wrong', password: 'nope' } } : {}),
    },
  });
  const population = sim.state.population;
  const users = Array.from({ length: options.count }, (_, i) => population.userById(population.memberAt('followers', '900000101', (options.offset ?? serial * 1000) + i))!);
  for (const user of users) sim.state.setDmPolicy(user.userId, options.policy ?? 'open');
  await database.db
    .insertInto('lead_sources')
    .values({ id: sourceId, user_id: userId, name: `Source ${serial}`, source_type: 'followers', status: 'ready', total_leads: users.length, created_at: at, updated_at: at, stream_version: 1 })
    .execute();
  await database.db
    .insertInto('leads')
    .values(users.map((user, i) => ({ source_id: sourceId, username: user.screenName, name: user.name, followers_count: user.followersCount, metadata: JSON.stringify(i % 2 === 0 ? { x_user_id: user.userId } : {}) })))
    .execute();
  await database.db
    .insertInto('message_templates')
    .values({ id: `tpl-${serial}`, user_id: userId, name: 'T', messages: options.messages ?? ['Hi {first_name}, quick question?', 'Hey [First Name], open to a chat?'], created_at: at, updated_at: at, stream_version: 1 })
    .execute();
  return { userId, accountId, sourceId, usernames: users.map((user) => user.screenName.toLowerCase()), xIds: users.map((user) => user.userId) };
}

/** A running campaign over the world's source, and its run started as the start job does. */
async function startCampaign(world: World, options: { id?: string; dailyDmLimit?: number; skipAlreadyDmd?: boolean; timeZone?: string } = {}): Promise<string> {
  const { id: campaignId = randomUUID(), ...settings } = options;
  const at = new Date();
  await database.db
    .insertInto('campaigns')
    .values(
      runningCampaignRow({
        id: campaignId,
        userId: world.userId,
        name: `Campaign ${campaignId.slice(0, 6)}`,
        sourceId: world.sourceId,
        accountId: world.accountId,
        templateId: `tpl-${world.sourceId.slice(4)}`,
        ...settings,
        at,
      }),
    )
    .execute();
  expect(await startRun(database.db, { userId: world.userId, campaignId, version: 1 })).toBe(true);
  worker.dispatcher.wake();
  return campaignId;
}

async function run(campaignId: string) {
  return (await sql<Record<string, any>>`select *, to_char(day, 'YYYY-MM-DD') as day_text from campaign_runs where campaign_id = ${campaignId}`.execute(database.db)).rows[0]!;
}

async function ledger(campaignId: string) {
  return (await sql<{ username: string; state: string; error_message: string | null; id: string }>`
    select id, username, state, error_message from dm_deliveries where campaign_id = ${campaignId} order by contact_index`.execute(database.db)).rows;
}

/** The run's status once the lifecycle change it owed (completion, pause) is recorded. */
const settled = (row: Record<string, any>) => (row.pending === null ? row.status : `owes ${row.pending}`);
const dmsFrom = (sender: number) => sim.state.dms({ senderId: SENDERS[sender]!.userId });
const until = (check: () => Promise<unknown>, timeout = 20_000) => expect.poll(check, { timeout, interval: 50 });

/**
 * Waits for the dispatcher's next whole step on the run (claimed, then given back without anything in flight),
 * `times` over, checking `holds` all along: a claim that nothing more happens, ended by the step that would have
 * done it.
 */
async function nextSteps(campaignId: string, holds: () => void | Promise<void>, times = 1): Promise<void> {
  for (let step = 0; step < times; step++) {
    const since = (await sql<{ at: string }>`select clock_timestamp()::text as at`.execute(database.db)).rows[0]?.at;
    const stepped = async () =>
      (
        await sql<{ stepped: boolean }>`select leased_by is null and in_flight is null and updated_at > ${since}::timestamptz as stepped
                                          from campaign_runs where campaign_id = ${campaignId}`.execute(database.db)
      ).rows[0]?.stepped ?? false;
    await holdsUntil(async () => {
      await holds();
      return stepped();
    }, true, 20_000);
  }
  await holds();
}

describe('a campaign', () => {
  it('messages every lead once, skips Do Not Contact (also added mid-run) and leads already messaged from another campaign, and completes', async () => {
    const world = await seedUser({ count: 40, sender: 0 });
    const [dncBefore, dncMidRun, alreadyDmd] = [world.usernames[3]!, world.usernames[35]!, world.usernames[7]!];
    await database.db.insertInto('dnc_entries').values({ user_id: world.userId, username: dncBefore, added_at: new Date() }).execute();
    // Another campaign of the user messaged this one before.
    await sql`insert into dm_deliveries (id, user_id, campaign_id, account_id, lead_source_id, username, contact_index, day, state)
              values (${randomUUID()}, ${world.userId}, 'earlier', ${world.accountId}, ${world.sourceId}, ${alreadyDmd}, 0, current_date, 'sent')`.execute(database.db);
    const before = dmsFrom(0).length;
    // Slow sends, so the Do Not Contact entry lands while the campaign runs.
    sim.state.setFaults({ latencyMs: 40 });
    const campaignId = await startCampaign(world);
    await until(async () => (await ledger(campaignId)).length).toBeGreaterThan(5);
    await database.db.insertInto('dnc_entries').values({ user_id: world.userId, username: dncMidRun, added_at: new Date() }).execute();
    await until(async () => settled(await run(campaignId)), 30_000).toBe('stopped');
    sim.state.setFaults({ latencyMs: 0 });

    const rows = await ledger(campaignId);
    // Every lead once, in the source's order (by username), numbered in that order.
    expect(rows.map((row) => row.username)).toEqual([...rows.map((row) => row.username)].sort());
    expect([...rows.map((row) => row.username)].sort()).toEqual([...world.usernames].sort());
    const states = Object.fromEntries(rows.map((row) => [row.username, row.state]));
    expect(states[dncBefore]).toBe('skipped_do_not_contact');
    expect(states[dncMidRun]).toBe('skipped_do_not_contact');
    expect(states[alreadyDmd]).toBe('skipped_already_dmd');
    expect(rows.filter((row) => row.state !== "sent" && !row.state.startsWith("skipped")).map((row) => row.error_message)).toEqual([]);
    expect(rows.filter((row) => row.state === "sent")).toHaveLength(37);

    // X got exactly one DM per messaged lead, none to the skipped.
    const sent = dmsFrom(0).slice(before);
    expect(sent).toHaveLength(37);
    expect(new Set(sent.map((dm) => dm.recipientId)).size).toBe(37);
    const skippedIds = [dncBefore, dncMidRun, alreadyDmd].map((name) => world.xIds[world.usernames.indexOf(name)]);
    for (const id of skippedIds) expect(sent.some((dm) => dm.recipientId === id)).toBe(false);
    // Personalised from the template's variations.
    expect(sent.every((dm) => /^(Hi .+, quick question\?|Hey .+, open to a chat\?)$/.test(dm.text))).toBe(true);

    const final = await run(campaignId);
    expect(final).toMatchObject({ messages_sent: 37, messages_failed: 0, skipped_do_not_contact: 2, skipped_already_dmd: 1, next_contact_index: 40, in_flight: null, pending: null });
    expect(calls).toContainEqual({ call: 'complete', id: campaignId });
    // The last roll-up carries the final counters.
    const events = (await sql<{ data: any }>`select data from events where stream_id = ${campaignProgressStreamId(campaignId)} order by stream_version`.execute(database.db)).rows;
    expect(events.at(-1)?.data).toMatchObject({ messagesSent: 37, skippedDoNotContact: 2, skippedAlreadyDmd: 1, nextContactIndex: 40 });
    // Not one per flush: the campaign's first and its completion's (the card's counters live in campaign_progress).
    expect(events.length).toBeLessThanOrEqual(2);
    const progress = await sql`select messages_sent, skipped_do_not_contact, skipped_already_dmd, next_contact_index from campaign_progress
                                where campaign_id = ${campaignId}`.execute(database.db);
    expect(progress.rows).toEqual([{ messages_sent: 37, skipped_do_not_contact: 2, skipped_already_dmd: 1, next_contact_index: 40 }]);
  });

  it('numbers every lead once and ends with the contact index at the lead count when the last leads are skipped', async () => {
    const world = await seedUser({ count: 6, sender: 0 });
    const [alreadyDmd, listed] = [world.usernames[4]!, world.usernames[5]!];
    await database.db.insertInto('dnc_entries').values({ user_id: world.userId, username: listed, added_at: new Date() }).execute();
    await sql`insert into dm_deliveries (id, user_id, campaign_id, account_id, lead_source_id, username, contact_index, day, state)
              values (${randomUUID()}, ${world.userId}, 'earlier', ${world.accountId}, ${world.sourceId}, ${alreadyDmd}, 0, current_date, 'sent')`.execute(database.db);
    const campaignId = await startCampaign(world);
    await until(async () => settled(await run(campaignId)), 30_000).toBe('stopped');

    const indexes = (await sql<{ contact_index: number }>`select contact_index from dm_deliveries where campaign_id = ${campaignId} order by contact_index`.execute(database.db)).rows;
    expect(indexes.map((row) => row.contact_index)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(await run(campaignId)).toMatchObject({ messages_sent: 4, skipped_already_dmd: 1, skipped_do_not_contact: 1, next_contact_index: 6 });
  });

  it("stops at its day's target (its limit ± 5 %) and the account's cap across two campaigns", async () => {
    // Campaign cap: limit 50 over 80 leads.
    const one = await seedUser({ count: 80, sender: 1 });
    const capped = await startCampaign(one, { dailyDmLimit: 50 });
    await until(async () => (await run(capped)).day_sent, 30_000).toBeGreaterThanOrEqual(47);
    await until(async () => (await run(capped)).in_flight).toBe(null);
    const target = (await run(capped)).day_target as number;
    expect(target).toBeGreaterThanOrEqual(48);
    expect(target).toBeLessThanOrEqual(53);
    await until(async () => (await ledger(capped)).filter((row) => row.state === 'sent').length).toBe(target);
    // And no more, however often it is looked at again.
    await nextSteps(capped, async () => expect((await ledger(capped)).filter((row) => row.state === 'sent').length).toBe(target), 2);
    expect((await run(capped)).status).toBe('running');

    // Account cap 30 across two campaigns of limit 50 each on the same account.
    const two = await seedUser({ count: 60, sender: 2 });
    await sql`update runner_account_settings set daily_cap = 30 where account_id = ${two.accountId}`.execute(database.db);
    const first = await startCampaign(two, { dailyDmLimit: 50 });
    const second = await startCampaign(two, { dailyDmLimit: 50, skipAlreadyDmd: false });
    await until(async () => {
      const counted = await sql<{ dms_sent: number }>`select dms_sent from account_daily_dms where account_id = ${two.accountId}`.execute(database.db);
      return counted.rows[0]?.dms_sent;
    }, 30_000).toBe(30);
    await until(async () => [(await run(first)).in_flight, (await run(second)).in_flight]).toEqual([null, null]);
    const sentBoth = (await ledger(first)).filter((r) => r.state === 'sent').length + (await ledger(second)).filter((r) => r.state === 'sent').length;
    expect(sentBoth).toBe(30);
    expect(dmsFrom(2).length).toBe(30);
  });
});

describe('a campaign started again after its sources changed', () => {
  it("messages the leads of its sources as they are now, though the worker had the old source's next leads at hand", async () => {
    const sender = newSender();
    const world = await seedUser({ count: 3, sender });
    // Started with today's target already met (limit 1, 5 sent today): its first step reads its leads and holds.
    const campaignId = randomUUID();
    await database.db
      .insertInto('campaigns')
      .values(runningCampaignRow({ id: campaignId, userId: world.userId, name: 'Sources changed', sourceId: world.sourceId, accountId: world.accountId, templateId: `tpl-${world.sourceId.slice(4)}`, dailyDmLimit: 1, at: new Date() }))
      .execute();
    await database.db.transaction().execute(async (trx) => {
      expect(await startRun(trx, { userId: world.userId, campaignId, version: 1 })).toBe(true);
      await sql`update campaign_runs set day = (now() at time zone 'UTC')::date, day_sent = 5 where campaign_id = ${campaignId}`.execute(trx);
    });
    worker.dispatcher.wake();
    await nextSteps(campaignId, async () => expect(await ledger(campaignId)).toEqual([]));

    // Stopped; its source replaced by another of the user's and its limit raised; started again.
    await stopRun(database.db, { userId: world.userId, campaignId, version: 2, reason: 'paused' });
    const population = sim.state.population;
    const others = Array.from({ length: 2 }, (_, i) => population.userById(population.memberAt('followers', '900000101', 50_000 + serial * 10 + i))!);
    for (const user of others) sim.state.setDmPolicy(user.userId, 'open');
    const replacement = `${world.sourceId}-replacement`;
    const at = new Date();
    await database.db
      .insertInto('lead_sources')
      .values({ id: replacement, user_id: world.userId, name: 'Replacement', source_type: 'followers', status: 'ready', total_leads: 2, created_at: at, updated_at: at, stream_version: 1 })
      .execute();
    await database.db
      .insertInto('leads')
      .values(others.map((user) => ({ source_id: replacement, username: user.screenName, name: user.name, followers_count: user.followersCount, metadata: JSON.stringify({ x_user_id: user.userId }) })))
      .execute();
    await database.db.updateTable('campaigns').set({ lead_source_ids: [replacement], daily_dm_limit: 50 }).where('id', '=', campaignId).execute();
    expect(await startRun(database.db, { userId: world.userId, campaignId, version: 3 })).toBe(true);
    worker.dispatcher.wake();

    await until(async () => settled(await run(campaignId)), 30_000).toBe('stopped');
    expect((await ledger(campaignId)).map((row) => row.username).sort()).toEqual(others.map((user) => user.screenName.toLowerCase()).sort());
    expect(sim.state.dms({ senderId: sender.userId }).map((dm) => dm.recipientId).sort()).toEqual(others.map((user) => user.userId).sort());
  });
});

describe("the account's cap (per X account, over a rolling 24 hours)", () => {
  /** A time zone where today is another date than in UTC now. */
  function zoneOnAnotherDay(): string {
    const utcDay = new Date().toISOString().slice(0, 10);
    const dayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
    return ['Etc/GMT+12', 'Pacific/Kiritimati'].find((zone) => dayIn(zone) !== utcDay)!;
  }
  const sentBy = (sender: Sender) => sim.state.dms({ senderId: sender.userId });

  it('cap 1, one DM sent, then the account moved to a time zone where it is another day: no second DM', async () => {
    const sender = newSender();
    const world = await seedUser({ count: 5, sender });
    await sql`update runner_account_settings set daily_cap = 1, time_zone = 'UTC' where account_id = ${world.accountId}`.execute(database.db);
    const campaignId = await startCampaign(world, { dailyDmLimit: 50 });
    await until(async () => sentBy(sender).length).toBe(1);
    await until(async () => (await run(campaignId)).in_flight).toBe(null);

    await sql`update runner_account_settings set time_zone = ${zoneOnAnotherDay()} where account_id = ${world.accountId}`.execute(database.db);
    // A new worker reads the new zone at once (a running one within its half-minute cache).
    await worker.close();
    worker = await startWorker({ delayScale: 0 });
    await until(async () => (await run(campaignId)).day_text).not.toBe(new Date().toISOString().slice(0, 10));
    await nextSteps(campaignId, () => expect(sentBy(sender)).toHaveLength(1), 2);
    expect((await run(campaignId)).status).toBe('running');
  });

  it('cap 1, one DM sent, then the same X account disconnected and connected again (a new account id): the count carries over', async () => {
    const sender = newSender();
    const world = await seedUser({ count: 5, sender });
    await sql`update runner_account_settings set daily_cap = 1 where account_id = ${world.accountId}`.execute(database.db);
    const first = await startCampaign(world, { dailyDmLimit: 50 });
    await until(async () => sentBy(sender).length).toBe(1);
    await until(async () => (await run(first)).in_flight).toBe(null);

    // Disconnected: its row and session are gone. Connected again: a new row for the same X user id, cap 1 again.
    await sql`update campaign_runs set status = 'stopped' where campaign_id = ${first}`.execute(database.db);
    await database.db.deleteFrom('connected_accounts').where('id', '=', world.accountId).execute();
    sessions.splice(sessions.findIndex((session) => session.accountId === world.accountId), 1);
    const again = { ...world, accountId: `${world.accountId}-again` };
    const at = new Date();
    await database.db
      .insertInto('connected_accounts')
      .values({ id: again.accountId, user_id: world.userId, profile_id: sender.userId, twitter_username: sender.screenName, twitter_name: sender.screenName, verified: true, created_at: at, updated_at: at, stream_version: 1 })
      .execute();
    sessions.push({ accountId: again.accountId, username: sender.screenName, session: { authToken: sender.authToken, ct0: sender.ct0, userId: sender.userId } });
    await sql`insert into runner_account_settings (account_id, user_id, daily_cap) values (${again.accountId}, ${world.userId}, 1)`.execute(database.db);

    const second = await startCampaign(again, { dailyDmLimit: 50 });
    await until(async () => (await run(second)).day_text).not.toBe(null);
    await nextSteps(second, () => expect(sentBy(sender)).toHaveLength(1), 2);
    expect((await ledger(second)).filter((row) => row.state === 'sent' || row.state === 'reserved')).toEqual([]);
    expect((await run(second)).status).toBe('running');
  });
});

describe("lead data named like an object's built-ins", () => {
  it.each([
    [['__proto__', 'constructor', 'toString']],
    [['toString', '__proto__', 'constructor']],
    [['constructor', 'toString', '__proto__']],
  ])('CSV columns %j used as {custom1} and {custom2} send personalised DMs (empty where a lead has no value) and the campaign completes', async (columns) => {
    const world = await seedUser({ count: 6, sender: 0, messages: ['Hi, {custom1} / {custom2}.'] });
    await sql`update lead_sources set csv_columns = ${columns}::text[] where id = ${world.sourceId}`.execute(database.db);
    const xIdOf = (username: string) => world.xIds[world.usernames.indexOf(username)]!;
    // Half the leads carry a value in each column (written as an upload stores it: JSON text), half none at all.
    for (const [i, username] of world.usernames.entries()) {
      const values = i % 2 === 0 ? `, ${columns.map((column) => `"${column}": "${column.replace(/_/g, '')}-${i}"`).join(', ')}` : '';
      await sql`update leads set metadata = ${`{"x_user_id": "${xIdOf(username)}"${values}}`}::jsonb where source_id = ${world.sourceId} and lower(username) = ${username}`.execute(database.db);
    }
    const before = dmsFrom(0).length;
    const campaignId = await startCampaign(world);
    await until(async () => settled(await run(campaignId))).toBe('stopped');
    expect(calls).toContainEqual({ call: 'complete', id: campaignId });
    const sent = dmsFrom(0).slice(before);
    const [first, second] = columns.map((column) => column.replace(/_/g, ''));
    const expected = world.usernames.map((username, i) => ({ recipientId: xIdOf(username), text: i % 2 === 0 ? `Hi, ${first}-${i} / ${second}-${i}.` : 'Hi,  / .' }));
    expect(sent.map((dm) => ({ recipientId: dm.recipientId, text: dm.text })).sort((a, b) => a.recipientId.localeCompare(b.recipientId))).toEqual(
      expected.sort((a, b) => a.recipientId.localeCompare(b.recipientId)),
    );
  });
});

describe('a step that keeps failing for a reason that is not X', () => {
  it('pauses the campaign after 5 failures in a row with the reason on its card, instead of retrying for ever', async () => {
    const world = await seedUser({ count: 3, sender: 1 });
    const campaignId = randomUUID();
    // The ledger refuses this campaign's rows: every step throws, in the database.
    await sql`
      create function refuse_ledger_rows() returns trigger language plpgsql as $$
      begin
        if new.campaign_id = ${sql.lit(campaignId)} then raise exception 'the ledger refused the row'; end if;
        return new;
      end $$`.execute(database.db);
    await sql`create trigger refuse_ledger_rows before insert on dm_deliveries for each row execute function refuse_ledger_rows()`.execute(database.db);
    try {
      await startCampaign(world, { id: campaignId });
      // The run rests a second after each failed step; the test moves each rest's end to now (it counts the
      // failures, not the rests).
      await until(async () => {
        await sql`update campaign_runs set next_send_at = now() where campaign_id = ${campaignId} and leased_by is null and next_send_at > now()`.execute(database.db);
        worker.dispatcher.wake();
        return calls.find((call) => call.call === 'pause' && call.id === campaignId);
      }, 30_000).toBeTruthy();
      const paused = calls.find((call) => call.call === 'pause' && call.id === campaignId);
      expect(paused?.message).toBe(runnerMessages.tooManyFailures(5, 'the ledger refused the row'));
      // The pause is recorded on the run once the campaign has it.
      await until(() => run(campaignId)).toMatchObject({ status: 'stopped', pending: null, consecutive_failures: 5, error_message: paused?.message });
    } finally {
      await sql`drop trigger refuse_ledger_rows on dm_deliveries`.execute(database.db);
      await sql`drop function refuse_ledger_rows`.execute(database.db);
    }
  });
});

describe("the owner's plan", () => {
  it('pauses the campaign at its next send once the plan no longer includes campaigns, and sends nothing more', async () => {
    const world = await seedUser({ count: 30, sender: 2 });
    sim.state.setFaults({ latencyMs: 40 });
    try {
      const campaignId = await startCampaign(world);
      await until(async () => (await ledger(campaignId)).filter((row) => row.state === 'sent').length).toBeGreaterThan(3);
      // The subscription ended: the plan record is Free now.
      await sql`update plans set plan = 'free', allowed_accounts = 1 where user_id = ${world.userId}`.execute(database.db);
      await until(async () => calls.find((call) => call.call === 'pause' && call.id === campaignId)?.message).toBe(runnerMessages.planWithoutCampaigns);
      const sent = dmsFrom(2).filter((dm) => world.xIds.includes(dm.recipientId)).length;
      await staysTrue(600, async () => expect(dmsFrom(2).filter((dm) => world.xIds.includes(dm.recipientId)).length).toBe(sent));
      expect((await run(campaignId)).status).toBe('stopped');
      expect(sent).toBeLessThan(30);
    } finally {
      sim.state.setFaults({ latencyMs: 0 });
    }
  });

  it("pauses a campaign sending from an account beyond the plan's allowance (connected after the ones the plan allows)", async () => {
    const world = await seedUser({ count: 5, sender: 1 });
    // An older connection of the same user: with Basic (one account), the campaign's account is the second.
    await database.db
      .insertInto('connected_accounts')
      .values({ id: `older-${world.accountId}`, user_id: world.userId, profile_id: '900000001', twitter_username: 'older', twitter_name: 'Older', verified: true, created_at: new Date(Date.now() - 86_400_000), updated_at: new Date(), stream_version: 1 })
      .execute();
    await sql`update plans set plan = 'basic', allowed_accounts = 1 where user_id = ${world.userId}`.execute(database.db);
    const before = dmsFrom(1).length;
    const campaignId = await startCampaign(world);
    await until(async () => calls.find((call) => call.call === 'pause' && call.id === campaignId)?.message).toBe(runnerMessages.accountBeyondPlan(1));
    expect(dmsFrom(1).length - before).toBe(0);
    expect(await ledger(campaignId)).toEqual([]);
  });
});

describe('X refusing a send', () => {
  it('fails a lead that cannot be messaged (349) or only takes verified senders (476) and goes on', async () => {
    const world = await seedUser({ count: 6, sender: 0 });
    sim.state.setDmPolicy(world.xIds[1]!, 'closed');
    sim.state.setDmPolicy(world.xIds[2]!, 'verified_only');
    // The sender unverified for this test: 476 applies.
    sim.state.setVerified(SENDERS[0]!.userId, false);
    const campaignId = await startCampaign(world);
    await until(async () => settled(await run(campaignId))).toBe('stopped');
    sim.state.setVerified(SENDERS[0]!.userId, true);
    const rows = new Map((await ledger(campaignId)).map((row) => [row.username, row]));
    expect([...rows.values()].map((row) => row.state).sort()).toEqual(['failed', 'failed', 'sent', 'sent', 'sent', 'sent']);
    expect(rows.get(world.usernames[1]!)).toMatchObject({ state: 'failed', error_message: runnerMessages.cannotMessage });
    expect(rows.get(world.usernames[2]!)).toMatchObject({ state: 'failed', error_message: runnerMessages.verifiedOnly });
    expect(await run(campaignId)).toMatchObject({ messages_sent: 4, messages_failed: 2, consecutive_failures: 0 });
    expect(calls).toContainEqual({ call: 'complete', id: campaignId });
  });

  it('skips leads whose profiles say they cannot be messaged (can_dm false) without calling X, counted apart from failures', async () => {
    const world = await seedUser({ count: 6, sender: 0 });
    const [closed, verifiedOnly, unknown] = [world.usernames[1]!, world.usernames[2]!, world.usernames[3]!];
    sim.state.setDmPolicy(world.xIds[1]!, 'closed');
    sim.state.setDmPolicy(world.xIds[2]!, 'verified_only');
    sim.state.setDmPolicy(world.xIds[3]!, 'closed');
    // The scrape read the first two's profiles; the third's standing is unknown, so X is asked and refuses.
    await sql`update leads set can_dm = (lower(username) <> all(${[closed, verifiedOnly]}::text[])) where source_id = ${world.sourceId}`.execute(database.db);
    await sql`update leads set can_dm = null where source_id = ${world.sourceId} and lower(username) = ${unknown}`.execute(database.db);
    sim.state.setVerified(SENDERS[0]!.userId, false);
    const before = dmsFrom(0).length;
    const campaignId = await startCampaign(world);
    await until(async () => settled(await run(campaignId))).toBe('stopped');
    sim.state.setVerified(SENDERS[0]!.userId, true);

    const rows = new Map((await ledger(campaignId)).map((row) => [row.username, row]));
    expect(rows.get(closed)).toMatchObject({ state: 'skipped_cannot_dm', error_message: null });
    expect(rows.get(verifiedOnly)).toMatchObject({ state: 'skipped_cannot_dm', error_message: null });
    expect(rows.get(unknown)).toMatchObject({ state: 'failed', error_message: runnerMessages.cannotMessage });
    // X's ledger: one DM per sendable lead, none to the skipped.
    const recipients = dmsFrom(0).slice(before).map((dm) => dm.recipientId);
    expect(recipients).toHaveLength(3);
    expect(recipients).not.toContain(world.xIds[1]);
    expect(recipients).not.toContain(world.xIds[2]);
    expect(await run(campaignId)).toMatchObject({ messages_sent: 3, messages_failed: 1, skipped_cannot_dm: 2, next_contact_index: 6 });
    await until(async () => (await sql<{ skipped_cannot_dm: number }>`select skipped_cannot_dm from campaign_progress where campaign_id = ${campaignId}`.execute(database.db)).rows[0]?.skipped_cannot_dm).toBe(2);
  });

  it('waits for the window to reset on 429 without losing the lead, then sends it once', async () => {
    const world = await seedUser({ count: 3, sender: 1 });
    sim.state.setLimit('dm/new2', 0);
    const campaignId = await startCampaign(world);
    await until(async () => (await run(campaignId)).in_flight).not.toBe(null);
    await until(async () => new Date((await run(campaignId)).next_send_at).getTime()).toBeGreaterThan(Date.now() + 60_000);
    const waiting = await run(campaignId);
    expect(waiting.leased_by).toBe(null);
    expect((await ledger(campaignId)).map((row) => row.state)).toEqual(['reserved']);
    // The window resets.
    sim.state.setLimit('dm/new2', 100_000);
    sim.state.resetRateLimits();
    const before = dmsFrom(1).length;
    await sql`update campaign_runs set next_send_at = now() where campaign_id = ${campaignId}`.execute(database.db);
    await until(async () => settled(await run(campaignId))).toBe('stopped');
    expect((await ledger(campaignId)).map((row) => row.state)).toEqual(['sent', 'sent', 'sent']);
    expect(dmsFrom(1).length - before).toBe(3);
  });

  it('leaves a delivery a worker left in flight alone until its request can no longer be on its way to X, then sends it once', async () => {
    const world = await seedUser({ count: 1, sender: 1 });
    sim.state.setLimit('dm/new2', 0);
    const campaignId = await startCampaign(world);
    // X has refused the send (429) and the runner has written the wait: a send still on its way when the limit
    // lifts below would be answered, and that DM is not the one this test is about.
    await until(async () => sim.state.stats().rateLimitedByEndpoint['dm/new2'] ?? 0).not.toBe(0);
    await until(async () => {
      const row = await run(campaignId);
      return row.in_flight !== null && row.leased_by === null && new Date(row.next_send_at).getTime() > Date.now();
    }).toBe(true);
    sim.state.setLimit('dm/new2', 100_000);
    sim.state.resetRateLimits();
    const before = dmsFrom(1).length;
    const reads = () => sim.state.requests().filter((request) => request.path.includes('/dm/conversation/') && request.path.includes(world.xIds[0]!)).length;
    const readsBefore = reads();
    // As a worker killed right after sending it leaves the run: reserved this moment, due at once.
    const reservedBy = Date.now();
    await sql`update dm_deliveries set reserved_at = now() where campaign_id = ${campaignId}`.execute(database.db);
    await sql`update campaign_runs set next_send_at = now(), leased_by = null where campaign_id = ${campaignId}`.execute(database.db);
    worker.dispatcher.wake();
    // The grace is 1.7 s: meanwhile neither the conversation is read nor the DM sent again. A check that ends
    // after the grace saw a moment when sending was allowed, so it proves nothing and is not counted.
    let checks = 0;
    await staysTrue(Math.max(0, 1_200 - (Date.now() - reservedBy)), async () => {
      const seen = { dms: dmsFrom(1).length - before, reads: reads() - readsBefore, ledger: (await ledger(campaignId)).map((row) => row.state) };
      if (Date.now() - reservedBy >= 1_700) return;
      expect(seen).toEqual({ dms: 0, reads: 0, ledger: ['reserved'] });
      checks++;
    });
    expect(checks).toBeGreaterThan(0);
    await until(async () => settled(await run(campaignId))).toBe('stopped');
    expect((await ledger(campaignId)).map((row) => row.state)).toEqual(['sent']);
    expect(dmsFrom(1).length - before).toBe(1);
    expect(reads() - readsBefore).toBe(1);
  });

  it.each([
    ['pauses', 'locked (326)', (id: string) => sim.state.lockAccount(id), runnerMessages.accountLocked, { call: 'pauseAccount', reconnect: false }],
    ['fails', 'suspended (64)', (id: string) => sim.state.suspendAccount(id), runnerMessages.accountSuspended, { call: 'failAccount' }],
    ['pauses', 'a session expired (32)', (id: string) => sim.state.expireSessionsOf(id), runnerMessages.sessionExpired, { call: 'pauseAccount', reconnect: true }],
  ] as const)('%s every campaign of an account %s', async (_change, _what, fault, message, expected) => {
    const world = await seedUser({ count: 5, sender: 2 });
    const senderId = SENDERS[2]!.userId;
    fault(senderId);
    const one = await startCampaign(world);
    const two = await startCampaign(world, { skipAlreadyDmd: false });
    try {
      await until(async () => calls.find((call) => call.call === expected.call && call.id === world.accountId)).toEqual({
        ...expected,
        id: world.accountId,
        message,
      });
      await until(async () => [(await run(one)).status, (await run(two)).status]).toEqual(['stopped', 'stopped']);
      // Nothing lost: the lead in flight stays reserved for the resume.
      const states = [...(await ledger(one)), ...(await ledger(two))].map((row) => row.state);
      expect(states.filter((state) => state === 'sent')).toHaveLength(0);
      expect(states.filter((state) => state === 'reserved').length).toBeGreaterThanOrEqual(1);
    } finally {
      sim.state.restoreAccount(senderId);
    }
    if ('reconnect' in expected && expected.reconnect) expect(message).toContain('Twitter connection');
  });

  it('pauses every campaign of an account X flags as automated (226)', async () => {
    // One variation: the second DM is like the first, whatever the random pick (two alternating ones are not).
    const world = await seedUser({ count: 6, sender: 1, messages: ['Hi {first_name}, quick question?'] });
    sim.state.setFaults({ automatedAfterSimilar: 1 });
    try {
      const campaignId = await startCampaign(world);
      await until(async () => calls.find((call) => call.call === 'pauseAccount' && call.id === world.accountId)?.message).toBe(runnerMessages.looksAutomated);
      expect((await run(campaignId)).status).toBe('stopped');
      expect((await ledger(campaignId)).filter((row) => row.state === 'reserved')).toHaveLength(1);
    } finally {
      sim.state.setFaults({ automatedAfterSimilar: null });
    }
  });

  it("pauses the account's campaigns with a 'Proxy' message when its proxy refuses", async () => {
    const world = await seedUser({ count: 3, sender: 0, proxy: 'refusing' });
    const campaignId = await startCampaign(world);
    await until(async () => calls.find((call) => call.call === 'pauseAccount' && call.id === world.accountId)?.message).toContain('Proxy');
    expect((await run(campaignId)).status).toBe('stopped');
    expect(proxy.tunnels).toHaveLength(0);
  });

  it('retries network failures with back-off and pauses the campaign after 5 in a row, with the card message', async () => {
    const world = await seedUser({ count: 3, sender: 1 });
    // A worker whose X calls time out sooner (and whose grace before a retry is shorter to match): five failures
    // take a second or two rather than five of the usual timeouts and graces.
    await worker.close();
    worker = await startWorker({ delayScale: 0, timeoutMs: 300, inFlightGraceMs: 400 });
    sim.state.setFaults({ latencyMs: 1_000 });
    try {
      const campaignId = await startCampaign(world);
      await until(async () => calls.find((call) => call.call === 'pause' && call.id === campaignId), 60_000).toBeTruthy();
      const paused = calls.find((call) => call.call === 'pause' && call.id === campaignId);
      expect(paused?.message).toContain('Paused after 5 failed messages in a row');
      expect(await run(campaignId)).toMatchObject({ status: 'stopped', consecutive_failures: 5, retries: 4, error_message: paused?.message });
    } finally {
      sim.state.setFaults({ latencyMs: 0 });
      await worker.close();
      worker = await startWorker({ delayScale: 0 });
    }
  });
});

describe('at the demo pace', () => {
  beforeAll(async () => {
    // The pace's waits scaled as in demo mode (a day of 450 DMs: a gap of a few tenths of a second).
    await worker.close();
    worker = await startWorker({ delayScale: 0.002 });
  });

  /** A fixed-offset time zone where it is now between 01:00 and 02:00: most of the campaign's day is ahead. */
  function earlyMorningZone(): string {
    const offset = (((1 - new Date().getUTCHours()) % 24) + 24) % 24;
    const hours = offset > 14 ? offset - 24 : offset;
    return hours === 0 ? 'Etc/GMT' : hours > 0 ? `Etc/GMT-${hours}` : `Etc/GMT+${-hours}`;
  }

  it('sends the fourth lead at the normal pace when the first three of a new run cannot be messaged', async () => {
    const world = await seedUser({ count: 6, sender: 0 });
    // The run takes its leads by username: the first three of them have their DMs closed.
    const firstThree = [...world.usernames].sort().slice(0, 3);
    for (const username of firstThree) sim.state.setDmPolicy(world.xIds[world.usernames.indexOf(username)]!, 'closed');
    const before = dmsFrom(0).length;
    const started = Date.now();
    const campaignId = await startCampaign(world, { timeZone: earlyMorningZone() });
    // Normal pace: the rest of the day (over 22 hours) spread over about 450 DMs, at most three times the mean
    // gap, scaled: about a second per lead. Spread over one DM, the first failure alone would wait half a minute.
    await until(async () => (await ledger(campaignId)).slice(0, 4).map((row) => row.state), 12_000).toEqual(['failed', 'failed', 'failed', 'sent']);
    expect(Date.now() - started).toBeLessThan(12_000);
    expect(dmsFrom(0).length - before).toBeGreaterThanOrEqual(1);
    const first = (await ledger(campaignId)).slice(0, 4);
    expect(first.slice(0, 3).every((row) => row.error_message === runnerMessages.cannotMessage)).toBe(true);
  });
});
