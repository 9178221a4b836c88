import { cpus } from 'node:os';
import cliProgress from 'cli-progress';
import { skipListDecider } from '../../src/modules/dnc/skip-list/decide';
import type { SkipListEvent } from '../../src/modules/dnc/skip-list/events';
import { AggregateStreams } from '../../src/platform/commands/aggregate-streams';
import type { Decider } from '../../src/platform/commands/decider';
import { PostgresSnapshotStore } from '../../src/platform/commands/snapshot-store';
import type { Database } from '../../src/platform/database/database';
import type { PostgresEventStore } from '../../src/platform/event-store/postgres/postgres-event-store';
import type { BenchResult } from './bench-result';
import { runStandalone, withBenchDatabase } from './bench-support';

/**
 * Commands as a stream grows: Do Not Contact adds (one new username each) on one user's list while the
 * list's stream grows from 0 to 10,000 events, through our command path (folded streams kept in memory,
 * snapshots every 200 events, an evolve that updates the set in place) against the command path that
 * landed first (every command re-reads and folds the whole stream, and each event copies the whole set).
 * Both run on the same PostgreSQL in the same run. A second part times the fold alone.
 */
const STAGES = [0, 1_000, 5_000, 10_000];
const COMMANDS_PER_STAGE = 200;
/** The reference's commands grow slow with the stream (seconds each at 10,000 events): fewer of them per stage. */
const REFERENCE_COMMANDS_PER_STAGE = 10;

type SkipListState = { usernames: Set<string> };

/** The first command path's evolve: a new set per event, so a fold costs events x list size. */
const copyingDecider: Decider<Parameters<typeof skipListDecider.decide>[0], SkipListState, SkipListEvent> = {
  initialState: () => ({ usernames: new Set() }),
  evolve(state, event) {
    const usernames = new Set(state.usernames);
    if (event.type === 'UsernamesSkipped') for (const name of event.data.usernames) usernames.add(name);
    if (event.type === 'UsernameUnskipped') usernames.delete(event.data.username);
    if (event.type === 'SkipListCleared') usernames.clear();
    return { usernames };
  },
  decide: skipListDecider.decide,
};

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
/** Rates below ten keep two decimals, so a slow reference does not read as zero. */
const rate = (n: number) => (n < 10 ? n.toFixed(2) : fmt(n));
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

interface StageFigures {
  perSecond: number;
  p50: number;
  p99: number;
}

async function timeCommands(run: (n: number) => Promise<unknown>, count: number): Promise<StageFigures> {
  const latencies: number[] = [];
  const started = performance.now();
  for (let n = 0; n < count; n++) {
    const at = performance.now();
    await run(n);
    latencies.push(performance.now() - at);
  }
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { perSecond: count / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

function timeFold(decider: Decider<unknown, SkipListState, SkipListEvent>, events: number, namesPerEvent: number): number {
  const stream: SkipListEvent[] = Array.from({ length: events }, (_, n) => ({
    type: 'UsernamesSkipped',
    data: { userId: 'u', usernames: Array.from({ length: namesPerEvent }, (_, m) => `user${n}_${m}`) },
  }));
  const started = performance.now();
  let state = decider.initialState();
  for (const event of stream) state = decider.evolve(state, event);
  return performance.now() - started;
}

export function run(): Promise<BenchResult> {
  return withBenchDatabase('bench-commands', ({ db, store }) => measure(db, store));
}

async function measure(db: Database, store: PostgresEventStore): Promise<BenchResult> {
  const bar = new cliProgress.SingleBar({ format: '  {phase} [{bar}] {value}/{total}' }, cliProgress.Presets.shades_classic);
  try {
    const ours = new AggregateStreams({ store, snapshots: new PostgresSnapshotStore(db) });
    const reference = new AggregateStreams({ store, cacheSize: 0 });
    const metadata = { userId: 'bench' };
    const figures: { length: number; ours: StageFigures; reference: StageFigures }[] = [];
    const versions = new Map([
      ['dnc-ours', 0],
      ['dnc-reference', 0],
    ]);
    let command = 0;
    for (const length of STAGES) {
      // Grow both streams to the stage's length with one-name events, as a long-used list would be.
      for (const [streamId, current] of versions) {
        for (let version = current; version < length; version += 1_000) {
          const count = Math.min(1_000, length - version);
          const events = Array.from({ length: count }, (_, n) => ({
            type: 'UsernamesSkipped',
            data: { userId: 'bench', usernames: [`filled${version + n}`] },
          }));
          await store.appendToStream(streamId, version === 0 ? 'no_stream' : version, events);
        }
        versions.set(streamId, Math.max(current, length));
      }
      bar.start(COMMANDS_PER_STAGE + REFERENCE_COMMANDS_PER_STAGE, 0, { phase: `stream of ${fmt(length)} events` });
      const add = (streams: AggregateStreams, streamId: string, decider: typeof copyingDecider) => async () => {
        command++;
        await streams.handle(streamId, decider, { type: 'AddUsernames', userId: 'bench', input: `added${command}` }, metadata);
        versions.set(streamId, (versions.get(streamId) ?? 0) + 1);
        bar.increment();
      };
      const oursStage = await timeCommands(add(ours, 'dnc-ours', skipListDecider), COMMANDS_PER_STAGE);
      const referenceStage = await timeCommands(add(reference, 'dnc-reference', copyingDecider), REFERENCE_COMMANDS_PER_STAGE);
      bar.stop();
      figures.push({ length, ours: oursStage, reference: referenceStage });
    }

    const folds = [
      { events: 20_000, names: 1 },
      { events: 5_000, names: 10 },
    ].map(({ events, names }) => ({
      events,
      names,
      ours: timeFold(skipListDecider, events, names),
      reference: timeFold(copyingDecider, events, names),
    }));

    const last = figures[figures.length - 1];
    const first = figures[0];
    const line = (label: string, stage: StageFigures) => `${label} ${rate(stage.perSecond)} commands/s, p50 ${stage.p50.toFixed(1)} ms, p99 ${stage.p99.toFixed(1)} ms`;
    return {
      name: 'Commands as a stream grows (Do Not Contact adds on one list, 0 to 10,000 events)',
      lines: [
        `${COMMANDS_PER_STAGE} sequential adds per stage for ours, ${REFERENCE_COMMANDS_PER_STAGE} for the reference, each on its own stream; ${cpus().length} CPUs`,
        ...figures.flatMap(({ length, ours: o, reference: r }) => [
          `at ${fmt(length)} events: ${line('ours', o)} | ${line('reference (fold everything, copying evolve)', r)}`,
        ]),
        `ours stays flat: ${fmt(last.ours.perSecond)} commands/s at ${fmt(last.length)} events vs ${fmt(first.ours.perSecond)} at 0 (${(last.ours.perSecond / first.ours.perSecond).toFixed(2)}x)`,
        ...folds.map(
          (fold) =>
            `fold alone, ${fmt(fold.events)} events of ${fold.names} name(s): ours ${fold.ours.toFixed(1)} ms | reference (copying evolve) ${fmt(fold.reference)} ms`,
        ),
        `ratio (ours / reference, commands/s at ${fmt(last.length)} events): ${(last.ours.perSecond / last.reference.perSecond).toFixed(1)}x`,
      ],
      ratio: last.ours.perSecond / last.reference.perSecond,
    };
  } finally {
    bar.stop();
  }
}

runStandalone(module, run);
