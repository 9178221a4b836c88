import { cpus } from 'node:os';
import cliProgress from 'cli-progress';
import { sql } from 'kysely';
import { plansProjection } from '../../projections/billing/plans.projection';
import { skipListProjection } from '../../projections/dnc/skip-list.projection';
import type { Database } from '../../src/platform/database/database';
import type { Projection } from '../../src/platform/projections/projection';
import { DEFAULT_REBUILD_BATCH_SIZE, rebuildProjection } from '../../src/platform/projections/rebuild';
import type { BenchResult } from './bench-result';
import { type BenchDatabase, runStandalone, withBenchDatabase } from './bench-support';

/**
 * Rebuilds of the real projections (projections/): Do Not Contact lists and plan records, replayed from a log
 * of 1,000,000 Do Not Contact events over 5,000 users plus their 5,000 plan records. Ours is the operator's
 * rebuild (batches of 20,000 events, each applied with the projection's own set-based writes). The reference
 * is the same replay in the batch size the live runner uses (1,000 events): both commit asynchronously and
 * both swap the rebuilt tables in, so the figure isolates what large batches buy. The two rebuilds must leave
 * identical read models, whose counts must match their rows.
 */
const DNC_EVENTS = 1_000_000;
const USERS = 5_000;
const INSERT_CHUNK = 100_000;
const LIVE_RUNNER_BATCH = 1_000;

/**
 * Do Not Contact streams as users write them: adds of one to three usernames (88%), removals (10%) and a
 * cleared list now and then (2%), interleaved across users; then one plan record per user. Inserted
 * set-based in chunks, straight into the events table.
 */
async function seedEvents(db: Database, bar: cliProgress.SingleBar) {
  for (let from = 1; from <= DNC_EVENTS; from += INSERT_CHUNK) {
    const to = Math.min(DNC_EVENTS, from + INSERT_CHUNK - 1);
    await sql`
      insert into events (stream_id, stream_version, event_id, type, data, metadata, created_at)
      select 'dnc-u' || u, v, gen_random_uuid(),
        case when h < 88 then 'UsernamesSkipped' when h < 98 then 'UsernameUnskipped' else 'SkipListCleared' end,
        case when h < 88 then jsonb_build_object('userId', 'u' || u, 'usernames',
                                (select jsonb_agg('user_' || ((g + k * 7919) % 400000)) from generate_series(0, h % 3) as k))
             when h < 98 then jsonb_build_object('userId', 'u' || u, 'username', 'user_' || ((g * 31) % 400000))
             else jsonb_build_object('userId', 'u' || u, 'removedCount', 0)
        end,
        jsonb_build_object('userId', 'u' || u),
        timestamptz '2026-10-01' + (g * interval '3.6 seconds')
      from generate_series(${from}::bigint, ${to}::bigint) as g,
        lateral (select (g - 1) % ${USERS} + 1 as u, ((g - 1) / ${USERS} + 1)::int as v, (g * 2654435761) % 100 as h) as s`.execute(db);
    bar.update(to);
  }
  await sql`
    insert into events (stream_id, stream_version, event_id, type, data, metadata, created_at)
    select 'plan-u' || u, 1, gen_random_uuid(), 'PlanRecordCreated',
      jsonb_build_object('userId', 'u' || u, 'plan', 'free', 'allowedAccounts', 1, 'currentAccounts', 0,
                         'leadCreditsLimit', 10000, 'createdAt', '2026-10-01T00:00:00.000Z'),
      jsonb_build_object('userId', 'u' || u), timestamptz '2026-10-01'
    from generate_series(1, ${USERS}) as u`.execute(db);
  await sql`insert into streams (stream_id, version) select stream_id, max(stream_version) from events group by stream_id`.execute(db);
  await sql`analyze events`.execute(db);
}

/** A fingerprint of the read models, to check both rebuilds agree, and whether each list's count matches its rows. */
async function readModelState(db: Database) {
  const { rows } = await sql<{ entries: string; fingerprint: string; counts_match: boolean; plans: string }>`
    select (select count(*) from dnc_entries) as entries,
           (select md5(string_agg(user_id || ':' || username, ',' order by user_id, username)) from dnc_entries) as fingerprint,
           (select bool_and(l.entry_count = coalesce(e.n, 0)) from dnc_lists l
              left join (select user_id, count(*) as n from dnc_entries group by user_id) e using (user_id)) as counts_match,
           (select count(*) from plans) as plans`.execute(db);
  return rows[0];
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
/** Counts may come back as bigint: compared and printed as text. */
const asText = (state: object) => JSON.stringify(state, (_key, value) => (typeof value === 'bigint' ? value.toString() : value));

export function run(): Promise<BenchResult> {
  return withBenchDatabase('bench-rebuild', measure);
}

async function measure({ url, db, store }: BenchDatabase): Promise<BenchResult> {
  const bar = new cliProgress.SingleBar(
    { stream: process.stderr, format: '{phase} [{bar}] {value}/{total} events | {rate} events/s', hideCursor: true },
    cliProgress.Presets.shades_classic,
  );
  const total = DNC_EVENTS + USERS;
  const rebuild = async (projection: Projection, batchSize: number, phase: string) => {
    const started = Date.now();
    bar.start(total, 0, { phase, rate: '-' });
    const result = await rebuildProjection({
      db,
      eventStore: store,
      databaseUrl: url,
      projection,
      batchSize,
      onProgress: (done) => bar.update(done, { rate: fmt(done / Math.max(0.001, (Date.now() - started) / 1000)) }),
    });
    bar.stop();
    return { ...result, rate: result.events / (result.ms / 1000) };
  };
  try {
    bar.start(DNC_EVENTS, 0, { phase: 'inserting events', rate: '-' });
    await seedEvents(db, bar);
    bar.stop();

    const figures = [];
    let agreed = true;
    for (const projection of [skipListProjection, plansProjection]) {
      const reference = await rebuild(projection, LIVE_RUNNER_BATCH, `${projection.name}, batches of ${fmt(LIVE_RUNNER_BATCH)}`);
      const referenceState = await readModelState(db);
      const ours = await rebuild(projection, DEFAULT_REBUILD_BATCH_SIZE, `${projection.name}, batches of ${fmt(DEFAULT_REBUILD_BATCH_SIZE)}`);
      const oursState = await readModelState(db);
      if (asText(oursState) !== asText(referenceState) || !oursState.counts_match) agreed = false;
      figures.push({ projection: projection.name, ours, reference, state: oursState });
    }
    if (!agreed) throw new Error(`The two rebuilds disagree or counts do not match rows: ${asText(figures.map((f) => f.state))}`);
    const { rows: version } = await sql<{ server_version: string }>`show server_version`.execute(db);
    const dnc = figures[0];
    const plans = figures[1];
    return {
      name: 'Projection rebuilds of the real read models (1,000,000 Do Not Contact events, 5,000 plan records)',
      lines: [
        `${fmt(DNC_EVENTS)} Do Not Contact events over ${fmt(USERS)} users (adds 88%, removals 10%, clears 2%) and ${fmt(USERS)} plan records; PostgreSQL ${version[0].server_version}, ${cpus().length} CPUs; asynchronous commit on both sides`,
        ...figures.map(
          ({ projection, ours, reference }) =>
            `${projection}: ours (batches of ${fmt(DEFAULT_REBUILD_BATCH_SIZE)}) ${fmt(ours.rate)} events/s, ${(ours.ms / 1000).toFixed(1)} s | ` +
            `reference (live runner's batches of ${fmt(LIVE_RUNNER_BATCH)}) ${fmt(reference.rate)} events/s, ${(reference.ms / 1000).toFixed(1)} s | ${(ours.rate / reference.rate).toFixed(2)}x`,
        ),
        `both rebuilds leave identical read models: ${fmt(Number(dnc.state.entries))} list entries, every list's count equal to its rows, ${fmt(Number(plans.state.plans))} plan records`,
        `ratio (ours / reference, Do Not Contact events/s): ${(dnc.ours.rate / dnc.reference.rate).toFixed(2)}x`,
      ],
      ratio: dnc.ours.rate / dnc.reference.rate,
    };
  } finally {
    bar.stop();
  }
}

runStandalone(module, run);
