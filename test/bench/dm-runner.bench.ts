import { sql } from 'kysely';
import { startRunnerWorker } from '../../src/modules/runner';
import { defaultXApiSettings, type XSession } from '../../src/modules/x';
import { XHttpGateway } from '../../src/modules/x/http/x-http-gateway';
import { startXSimulator } from '../../src/stand-ins/x';
import { givenPlan } from '../support/plan-record';
import { runningCampaignRow } from '../support/running-campaign-row';
import type { BenchResult } from './bench-result';
import { runStandalone, withBenchDatabase } from './bench-support';
import { cpuPer, cpuSample } from './process-cpu';

/**
 * The DM runner's throughput: 1,000 running campaigns on 100 simulated accounts (10 each), LEADS leads each,
 * with waits compressed (DELAY_SCALE), through the real HTTP gateway to the X simulator and real PostgreSQL. Ours: the dispatcher (batch
 * claims, the ledger's reservation and settlement around each send, progress roll-ups). Reference: a naive loop
 * doing the same sends with the same concurrency straight through the gateway, with no ledger. Figures: sends
 * per second (target at least 500), duplicates in the simulator's DM ledger (must be 0), and the scheduler's
 * overhead per send (a step's time not spent in X calls). The ratio is ours / reference in sends per second.
 */
const ACCOUNTS = Number(process.env.DM_RUNNER_BENCH_ACCOUNTS ?? 100);
const CAMPAIGNS_PER_ACCOUNT = Number(process.env.DM_RUNNER_BENCH_CAMPAIGNS_PER_ACCOUNT ?? 10);
const LEADS = Number(process.env.DM_RUNNER_BENCH_LEADS ?? 10);
const CONCURRENCY = Number(process.env.DM_RUNNER_BENCH_CONCURRENCY ?? 64);
const FOLLOWERS_OF = '900000101';
/** One campaign in this many has a follow-up a day after its first message, so the mix has follow-ups; 0: none. */
const FOLLOW_UP_EVERY = Number(process.env.DM_RUNNER_BENCH_FOLLOW_UP_EVERY ?? 5);
/**
 * The runner's waits, compressed: a day lasts 0.86 s, so a campaign's gaps between sends are under a few ms (as if
 * delays were 0) while a follow-up still falls due long after the sends of its campaign, as in production, where
 * it waits days and the runner's read of the due follow-ups holds for 30 s. 0: every wait 0, every follow-up due
 * the moment its first message is sent (each step of those campaigns then reads the due follow-ups again).
 */
const DELAY_SCALE = Number(process.env.DM_RUNNER_BENCH_DELAY_SCALE ?? 0.00001);
const FOLLOW_UP = 'Following up on my note: any thoughts?';
/** RUNNER_PROGRESS_FLUSH_MS of the run (the app's default is 2 s). */
const FLUSH_MS = Number(process.env.DM_RUNNER_BENCH_FLUSH_MS ?? 2000);

export async function run(): Promise<BenchResult> {
  return withBenchDatabase('dm-runner', async ({ url, db }) => {
    const accounts = Array.from({ length: ACCOUNTS }, (_, i) => ({
      userId: String(7_100_000_000 + i),
      screenName: `bench_sender_${i}`,
      authToken: `bench-auth-${i}`.padEnd(40, 'x'),
      ct0: `bench-ct0-${i}`.padEnd(32, 'y'),
      verified: true,
    }));
    const campaigns = ACCOUNTS * CAMPAIGNS_PER_ACCOUNT;
    const limits = { 'dm/new2': 1_000_000, UserByScreenName: 1_000_000, 'dm/conversation': 1_000_000 };
    const sim = await startXSimulator({ accounts, replies: false, limits });
    const population = sim.state.population;
    const recipients = Array.from({ length: campaigns * LEADS }, (_, i) => population.userById(population.memberAt('followers', FOLLOWERS_OF, i))!);
    for (const user of recipients) sim.state.setDmPolicy(user.userId, 'open');
    const gateway = new XHttpGateway({ settings: defaultXApiSettings({ baseUrl: sim.url }) });
    const sessions = accounts.map((a, i) => ({ accountId: `acc-${i}`, username: a.screenName, session: { authToken: a.authToken, ct0: a.ct0, userId: a.userId } }));
    try {
      // ---- the world: one user per account, 10 campaigns each with its own source of LEADS leads ----
      const at = new Date();
      for (const i of accounts.keys()) await givenPlan(db, `user-${i}`, { plan: 'pro', allowedAccounts: 5 });
      await db
        .insertInto('connected_accounts')
        .values(accounts.map((a, i) => ({ id: `acc-${i}`, user_id: `user-${i}`, profile_id: a.userId, twitter_username: a.screenName, twitter_name: a.screenName, verified: true, created_at: at, updated_at: at, stream_version: 1 })))
        .execute();
      // Established accounts: no warm-up, their full cap.
      await db.insertInto('runner_account_settings').values(accounts.map((_, i) => ({ account_id: `acc-${i}`, user_id: `user-${i}`, warm_up: false }))).execute();
      await db
        .insertInto('message_templates')
        .values(accounts.map((_, i) => ({ id: `tpl-${i}`, user_id: `user-${i}`, name: 'T', messages: ['Hi {first_name}, quick question?', 'Hey [First Name]!'], created_at: at, updated_at: at, stream_version: 1 })))
        .execute();
      await db
        .insertInto('message_templates')
        .values(accounts.map((_, i) => ({ id: `tpl-fu-${i}`, user_id: `user-${i}`, name: 'F', messages: [FOLLOW_UP], created_at: at, updated_at: at, stream_version: 1 })))
        .execute();
      const campaignRows = Array.from({ length: campaigns }, (_, c) => ({ c, account: Math.floor(c / CAMPAIGNS_PER_ACCOUNT) }));
      await db
        .insertInto('lead_sources')
        .values(campaignRows.map(({ c, account }) => ({ id: `src-${c}`, user_id: `user-${account}`, name: `S${c}`, source_type: 'csv', status: 'ready', total_leads: LEADS, created_at: at, updated_at: at, stream_version: 1 })))
        .execute();
      for (let start = 0; start < recipients.length; start += 5000) {
        await db
          .insertInto('leads')
          .values(
            recipients.slice(start, start + 5000).map((user, k) => ({
              source_id: `src-${Math.floor((start + k) / LEADS)}`,
              username: user.screenName,
              name: user.name,
              followers_count: user.followersCount,
              metadata: JSON.stringify({ x_user_id: user.userId }),
            })),
          )
          .execute();
      }
      await db
        .insertInto('campaigns')
        .values(
          campaignRows.map(({ c, account }) =>
            runningCampaignRow({ id: `camp-${c}`, userId: `user-${account}`, name: `C${c}`, sourceId: `src-${c}`, accountId: `acc-${account}`, templateId: `tpl-${account}`, at }),
          ),
        )
        .execute();
      const withFollowUp = (c: number) => FOLLOW_UP_EVERY > 0 && c % FOLLOW_UP_EVERY === 0;
      for (const { c, account } of campaignRows.filter(({ c }) => withFollowUp(c))) {
        await sql`update campaigns set follow_ups = ${JSON.stringify([{ template_id: `tpl-fu-${account}`, wait_days: 1 }])}::jsonb where id = ${`camp-${c}`}`.execute(db);
      }
      await sql`insert into campaign_runs (campaign_id, user_id, account_id, status, lifecycle_version)
                select id, user_id, profile_id, 'running', 1 from campaigns`.execute(db);

      // ---- ours ----
      const before = sim.state.dms().length;
      const transactionsBefore = await committedTransactions(db);
      const updatesBefore = await runRowUpdates(db);
      const cpuBefore = await cpuSample(db);
      const started = performance.now();
      const worker = await startRunnerWorker({
        databaseUrl: url,
        gateway,
        sessions,
        poolSize: Math.min(40, CONCURRENCY + 4),
        settings: { delayScale: DELAY_SCALE, concurrency: CONCURRENCY, progressFlushMs: FLUSH_MS, pollMs: 20 },
      });
      let lastReport = performance.now();
      for (;;) {
        const left = await sql<{ n: number }>`select count(*)::int as n from campaign_runs where status = 'running' or pending is not null`.execute(db);
        if ((left.rows[0]?.n ?? 1) === 0) break;
        if (performance.now() - lastReport > 5000) {
          lastReport = performance.now();
          process.stderr.write(`  ${left.rows[0]?.n} campaigns left, ${sim.state.dms().length - before} DMs, ${JSON.stringify(worker.dispatcher.stats)}\n`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const oursSeconds = (performance.now() - started) / 1000;
      const stats = { ...worker.dispatcher.stats };
      const cpuAfter = await cpuSample(db);
      await worker.close();
      const transactions = (await committedTransactions(db)) - transactionsBefore;
      const updatesAfter = await runRowUpdates(db);
      const runUpdates = updatesAfter.updates - updatesBefore.updates;
      const hotShare = runUpdates === 0 ? 0 : (updatesAfter.hot - updatesBefore.hot) / runUpdates;
      const oursDms = sim.state.dms().slice(before);
      const pairs = new Map<string, number>();
      // A duplicate is the same step twice: a follow-up is a recipient's second DM, not a duplicate.
      const stepOf = (text: string) => (text === FOLLOW_UP ? 1 : 0);
      for (const dm of oursDms) {
        const key = `${dm.senderId}>${dm.recipientId}>${stepOf(dm.text)}`;
        pairs.set(key, (pairs.get(key) ?? 0) + 1);
      }
      const followUpsSent = oursDms.filter((dm) => stepOf(dm.text) === 1).length;
      const duplicates = [...pairs.values()].reduce((sum, n) => sum + Math.max(0, n - 1), 0);
      const ledgerSent = (await sql<{ n: number }>`select count(*)::int as n from dm_deliveries where state = 'sent'`.execute(db)).rows[0]?.n ?? 0;
      const oursRate = oursDms.length / oursSeconds;
      const overheadMs = (stats.stepMs - stats.xMs) / Math.max(1, stats.sends);
      const xMsPerSend = stats.xMs / Math.max(1, stats.sends);

      // ---- reference: the same sends, straight through the gateway, same concurrency, no ledger ----
      const work = recipients.map((user, i) => ({ session: sessions[Math.floor(Math.floor(i / LEADS) / CAMPAIGNS_PER_ACCOUNT)]!.session as XSession, to: user.userId }));
      work.push(...work.filter((_, i) => withFollowUp(Math.floor(i / LEADS))));
      const refBefore = sim.state.dms().length;
      const refCpuBefore = await cpuSample(db);
      const refStarted = performance.now();
      let next = 0;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < work.length) {
            const item = work[next++]!;
            await gateway.sendDirectMessage(item.session, item.to, 'Hi there, quick question?');
          }
        }),
      );
      const refSeconds = (performance.now() - refStarted) / 1000;
      const refRate = (sim.state.dms().length - refBefore) / refSeconds;
      const oursCpu = cpuPer(cpuBefore, cpuAfter, oursDms.length);
      const refCpu = cpuPer(refCpuBefore, await cpuSample(db), sim.state.dms().length - refBefore);
      const ms = (value: number | null) => (value === null ? 'n/a' : `${value.toFixed(2)} ms`);

      return {
        name: `DM runner: ${campaigns.toLocaleString('en-US')} running campaigns on ${ACCOUNTS} simulated accounts, ${LEADS} leads each, ${FOLLOW_UP_EVERY > 0 ? `one in ${FOLLOW_UP_EVERY} with a follow-up, ` : ''}${DELAY_SCALE === 0 ? 'delays 0' : `waits × ${DELAY_SCALE} (a day in ${((86_400 * DELAY_SCALE)).toFixed(2)} s)`}, concurrency ${CONCURRENCY}`,
        lines: [
          `ours: ${oursDms.length.toLocaleString('en-US')} DMs (${followUpsSent.toLocaleString('en-US')} of them follow-ups) in ${oursSeconds.toFixed(1)} s = ${oursRate.toFixed(0)} sends/s (target >= 500); ledger 'sent' rows ${ledgerSent.toLocaleString('en-US')}`,
          `duplicates in the simulator's DM ledger: ${duplicates} (must be 0)`,
          `scheduler overhead per send (step time not in X calls): ${overheadMs.toFixed(2)} ms; X call time per send ${xMsPerSend.toFixed(2)} ms; steps ${stats.steps.toLocaleString('en-US')}, errors ${stats.errors}`,
          `database round trips per send (committed transactions, the benchmark's own polling included): ${(transactions / Math.max(1, oursDms.length)).toFixed(2)}`,
          `run rows updated per send: ${(runUpdates / Math.max(1, oursDms.length)).toFixed(2)}, ${(hotShare * 100).toFixed(0)}% of them in place (HOT: no index written)`,
          `reference (gateway loop, no ledger): ${refRate.toFixed(0)} sends/s`,
          // CPU holds where wall time does not (a shared machine): this process runs the runner, the simulator and the gateway on one thread.
          `CPU per send: this process ${ms(oursCpu.nodeMs)} (reference ${ms(refCpu.nodeMs)}), PostgreSQL ${ms(oursCpu.postgresMs)} (reference ${ms(refCpu.postgresMs)})`,
        ],
        ratio: oursRate / refRate,
      };
    } finally {
      await gateway.close();
      await sim.close();
    }
  });
}

/** Transactions committed in the bench database so far: each of the runner's statements is one round trip. */
async function committedTransactions(db: Parameters<Parameters<typeof withBenchDatabase>[1]>[0]['db']): Promise<number> {
  // The statistics collector reports a backend's counts when it goes idle: give it a moment, then read afresh.
  await new Promise((resolve) => setTimeout(resolve, 1200));
  await sql`select pg_stat_clear_snapshot()`.execute(db);
  const { rows } = await sql<{ n: string }>`select xact_commit::text as n from pg_stat_database where datname = current_database()`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/**
 * campaign_runs' row updates so far, and how many were HOT (the new row version on the same page, no index
 * entry written): a run row is updated at each claim, reservation and settlement.
 */
async function runRowUpdates(db: Parameters<Parameters<typeof withBenchDatabase>[1]>[0]['db']): Promise<{ updates: number; hot: number }> {
  await sql`select pg_stat_clear_snapshot()`.execute(db);
  const { rows } = await sql<{ updates: string; hot: string }>`
    select n_tup_upd::text as updates, n_tup_hot_upd::text as hot from pg_stat_user_tables where relname = 'campaign_runs'`.execute(db);
  return { updates: Number(rows[0]?.updates ?? 0), hot: Number(rows[0]?.hot ?? 0) };
}

runStandalone(module, run);
