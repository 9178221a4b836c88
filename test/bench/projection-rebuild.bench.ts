import { cpus, loadavg } from 'node:os';
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
/** The goal for the Do Not Contact rebuild. */
const GOAL_EVENTS_PER_SECOND = 50_000;

/**
 * Do Not Contact streams as the decider writes them, interleaved across users (event g belongs to user
 * (g - 1) % 5,000 + 1, so a user's next event is 5,000 events later). An event whose user's previous event was
 * an add is, by a hash of g, an add (88%), a removal of a username that add listed (10%) or a cleared list
 * (2%); any other event is an add. An add skips one to three usernames never listed before, so no add repeats
 * a listed username and no removal or clear targets an absent one, as with the decider. Inserted set-based
 * in chunks, straight into the events table; then one plan record per user.
 */
async function seedEvents(db: Database, bar: cliProgress.SingleBar) {
  for (let from = 1; from <= DNC_EVENTS; from += INSERT_CHUNK) {
    const to = Math.min(DNC_EVENTS, from + INSERT_CHUNK - 1);
    await sql`
      insert into events (stream_id, stream_version, event_id, type, data, metadata, created_at)
      select 'dnc-u' || u, v, gen_random_uuid(),
        case kind when 'add' then 'UsernamesSkipped' when 'remove' then 'UsernameUnskipped' else 'SkipListCleared' end,
        case kind when 'add' then jsonb_build_object('userId', 'u' || u, 'usernames',
                                    (select jsonb_agg('n' || g || '_' || k) from generate_series(0, h % 3) as k))
                  when 'remove' then jsonb_build_object('userId', 'u' || u, 'username', 'n' || (g - ${USERS}) || '_0')
                  else jsonb_build_object('userId', 'u' || u, 'removedCount', 1)
        end,
        jsonb_build_object('userId', 'u' || u),
        timestamptz '2026-10-01' + (g * interval '3.6 seconds')
      from generate_series(${from}::bigint, ${to}::bigint) as g,
        lateral (select (g - 1) % ${USERS} + 1 as u, ((g - 1) / ${USERS} + 1)::int as v,
                        ((g * 2654435761) % 4294967296) * 100 / 4294967296 as h,
                        (((g - ${USERS}) * 2654435761) % 4294967296) * 100 / 4294967296 as previous) as s,
        lateral (select case when h < 88 or v = 1 or previous >= 88 then 'add' when h < 98 then 'remove' else 'clear' end as kind) as t`.execute(db);
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

/** What the seeded log holds: events per type and usernames skipped. */
async function eventMix(db: Database) {
  const { rows } = await sql<{ type: string; events: string; usernames: string }>`
    select type, count(*) as events, sum(coalesce(jsonb_array_length(data -> 'usernames'), 0)) as usernames
    from events where type in ('UsernamesSkipped', 'UsernameUnskipped', 'SkipListCleared') group by type`.execute(db);
  const of = (type: string) => rows.find((row) => row.type === type);
  const share = (type: string) => `${((Number(of(type)?.events ?? 0) / DNC_EVENTS) * 100).toFixed(1)}%`;
  const skipped = Number(of('UsernamesSkipped')?.usernames ?? 0);
  return (
    `adds ${share('UsernamesSkipped')} (1 to 3 new usernames each, ${fmt(skipped)} in all), ` +
    `removals of a listed username ${share('UsernameUnskipped')}, clears of a non-empty list ${share('SkipListCleared')}`
  );
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
    const mix = await eventMix(db);

    type Rebuilt = Awaited<ReturnType<typeof rebuild>>;
    const loadBefore = loadavg()[0];
    const figures: { projection: string; ours: Rebuilt; reference: Rebuilt; state: Awaited<ReturnType<typeof readModelState>> }[] = [];
    let agreed = true;
    for (const projection of [skipListProjection, plansProjection]) {
      const reference = await rebuild(projection, LIVE_RUNNER_BATCH, `${projection.name}, batches of ${fmt(LIVE_RUNNER_BATCH)}`);
      const referenceState = await readModelState(db);
      const ours = await rebuild(projection, DEFAULT_REBUILD_BATCH_SIZE, `${projection.name}, batches of ${fmt(DEFAULT_REBUILD_BATCH_SIZE)}`);
      const oursState = await readModelState(db);
      if (asText(oursState) !== asText(referenceState) || !oursState.counts_match) agreed = false;
      figures.push({ projection: projection.name, ours, reference, state: oursState });
    }
    const loadAfter = loadavg()[0];
    if (!agreed) throw new Error(`The two rebuilds disagree or counts do not match rows: ${asText(figures.map((f) => f.state))}`);
    const { rows: version } = await sql<{ server_version: string }>`show server_version`.execute(db);
    const dnc = figures[0];
    const plans = figures[1];
    const line = ({ projection, ours, reference }: (typeof figures)[number]) =>
      `${projection}: ours, rebuild batches of ${fmt(DEFAULT_REBUILD_BATCH_SIZE)}: ${fmt(ours.rate)} events/s (${(ours.ms / 1000).toFixed(1)} s) | ` +
      `reference, the live runner's batches of ${fmt(LIVE_RUNNER_BATCH)}: ${fmt(reference.rate)} events/s (${(reference.ms / 1000).toFixed(1)} s) | ` +
      `${(ours.rate / reference.rate).toFixed(2)}x`;
    return {
      name: 'Projection rebuilds of the real read models (1,000,000 Do Not Contact events, 5,000 plan records)',
      lines: [
        `log: ${fmt(DNC_EVENTS)} Do Not Contact events over ${fmt(USERS)} users, interleaved: ${mix}; and ${fmt(USERS)} plan records`,
        `both sides: the same projection code and rebuild (shadow tables, swap), asynchronous commit; PostgreSQL ${version[0].server_version}, ${cpus().length} CPUs ` +
          `(1-minute load average ${loadBefore.toFixed(1)} before the rebuilds, ${loadAfter.toFixed(1)} after${
            Math.max(loadBefore, loadAfter) > cpus().length ? `: above ${cpus().length}, other work shared the CPUs` : ''
          })`,
        ...figures.map(line),
        `both rebuilds leave identical read models: ${fmt(Number(dnc.state.entries))} list entries, every list's count equal to its rows, ${fmt(Number(plans.state.plans))} plan records`,
        `Do Not Contact rebuild against the goal of ${fmt(GOAL_EVENTS_PER_SECOND)} events/s: ${fmt(dnc.ours.rate)} events/s, ` +
          `${(dnc.ours.rate / GOAL_EVENTS_PER_SECOND).toFixed(2)}x (${dnc.ours.rate >= GOAL_EVENTS_PER_SECOND ? 'met' : 'not met'})`,
        `ratio (ours / reference, Do Not Contact events/s): ${(dnc.ours.rate / dnc.reference.rate).toFixed(2)}x`,
      ],
      ratio: dnc.ours.rate / dnc.reference.rate,
    };
  } finally {
    bar.stop();
  }
}

runStandalone(module, run);
