import { isExpectedVersionConflictError, STREAM_DOES_NOT_EXIST } from '@event-driven-io/emmett';
import { getPostgreSQLEventStore } from '@event-driven-io/emmett-postgresql';
import cliProgress from 'cli-progress';
import type pg from 'pg';
import { createDatabase, createPool, withDatabaseName } from '../../src/platform/database/database';
import { migrateToLatest } from '../../src/platform/database/migrate';
import { ConcurrencyError } from '../../src/platform/event-store/event-store.port';
import { PostgresEventStore } from '../../src/platform/event-store/postgres/postgres-event-store';
import { seededRandom } from '../../src/stand-ins/x/population';
import type { BenchResult } from './bench-result';
import { startThrowawayPostgres } from '../support/throwaway-postgres';
import { runStandalone } from './bench-support';

/**
 * Append throughput: our PostgreSQL event store against Emmett's (@event-driven-io/emmett-postgresql) on the
 * same embedded server, each in its own database. 8 concurrent writers append single 256-byte events with
 * expected versions to 1,000 streams. Rounds alternate which store goes first, so neither always gets the
 * warmer (or the more bloated, or the busier) server.

 */
const WRITERS = 8;
const STREAMS = 1_000;
const PAYLOAD_BYTES = 256;
const ROUNDS = 4;
const EVENTS_PER_ROUND = 5_000;
const WARMUP_EVENTS = 1_000;

/** Appends one event at the given version (0 for a new stream); returns the new version, or 'conflict'. */
type Append = (streamId: string, version: number, data: { body: string }) => Promise<number | 'conflict'>;

interface Contender {
  name: string;
  append: Append;
  close(): Promise<void>;
}

interface Measurement {
  events: number;
  seconds: number;
  latenciesMs: number[];
  conflicts: number;
}

/** Payloads whose JSON is exactly PAYLOAD_BYTES long. */
function payloads(count: number): { body: string }[] {
  const next = seededRandom(42);
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  const overhead = JSON.stringify({ body: '' }).length;
  return Array.from({ length: count }, () => ({
    body: Array.from({ length: PAYLOAD_BYTES - overhead }, () => alphabet[Math.floor(next() * alphabet.length)]).join(''),
  }));
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function ours(url: string): Promise<Contender> {
  const pool = createPool(url, WRITERS);
  const db = createDatabase(pool);
  await migrateToLatest(db);
  const store = new PostgresEventStore({ pool });
  return {
    name: 'ours (PostgresEventStore)',
    async append(streamId, version, data) {
      try {
        const result = await store.appendToStream(streamId, version === 0 ? 'no_stream' : version, [{ type: 'BenchEvent', data }]);
        return result.nextVersion;
      } catch (error) {
        if (error instanceof ConcurrencyError) return 'conflict';
        throw error;
      }
    },
    async close() {
      await store.close();
      await db.destroy();
    },
  };
}

async function emmett(url: string, pool: pg.Pool): Promise<Contender> {
  const store = getPostgreSQLEventStore(url, { connectionOptions: { pool } });
  await store.schema.migrate();
  return {
    name: 'Emmett (emmett-postgresql 0.42)',
    async append(streamId, version, data) {
      try {
        const result = await store.appendToStream(streamId, [{ type: 'BenchEvent', data }], {
          expectedStreamVersion: version === 0 ? STREAM_DOES_NOT_EXIST : BigInt(version),
        });
        return Number(result.nextExpectedStreamVersion);
      } catch (error) {
        if (isExpectedVersionConflictError(error)) return 'conflict';
        throw error;
      }
    },
    async close() {
      await store.close();
      await pool.end().catch(() => undefined);
    },
  };
}

/**
 * WRITERS workers append `total` events between them to streams picked at random; each keeps the versions
 * it has seen, so expected versions are real, and a conflict (another writer got there first) refreshes and retries.
 */
async function measure(
  contender: Contender,
  prefix: string,
  total: number,
  seed: number,
  versions: Map<string, number>,
  onProgress: (done: number) => void,
): Promise<Measurement> {
  const bodies = payloads(64);
  const latenciesMs: number[] = [];
  let issued = 0;
  let done = 0;
  let conflicts = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: WRITERS }, async (_, writer) => {
      // Seeded, so both stores see the same sequence of streams.
      const next = seededRandom(seed * 31 + writer);
      while (issued < total) {
        issued++;
        const streamId = `${prefix}-${Math.floor(next() * STREAMS)}`;
        const data = bodies[Math.floor(next() * bodies.length)];
        for (;;) {
          const version = versions.get(streamId) ?? 0;
          const t0 = performance.now();
          const result = await contender.append(streamId, version, data);
          latenciesMs.push(performance.now() - t0);
          if (result !== 'conflict') {
            versions.set(streamId, Math.max(result, versions.get(streamId) ?? 0));
            break;
          }
          conflicts++;
          versions.set(streamId, version + 1);
        }
        done++;
        if (done % 200 === 0) onProgress(done);
      }
    }),
  );
  onProgress(done);
  return { events: done, seconds: (performance.now() - started) / 1000, latenciesMs, conflicts };
}

export async function run(): Promise<BenchResult> {
  const server = await startThrowawayPostgres('bench-pg');
  const bar = new cliProgress.SingleBar(
    {
      format: '{phase} [{bar}] {value}/{total} events | {rate} events/s',
      hideCursor: true,
      clearOnComplete: false,
      noTTYOutput: true,
      notTTYSchedule: 5_000,
      stream: process.stderr,
    },
    cliProgress.Presets.shades_classic,
  );
  const contenders: Contender[] = [];
  try {
    const admin = createPool(server.url, 2);
    await admin.query('create database bench_ours');
    await admin.query('create database bench_emmett');
    await admin.end();
    const oursUrl = withDatabaseName(server.url, 'bench_ours');
    const emmettUrl = withDatabaseName(server.url, 'bench_emmett');
    contenders.push(await ours(oursUrl), await emmett(emmettUrl, createPool(emmettUrl, WRITERS)));

    const totals = new Map<string, Measurement>();
    const versions = new Map(contenders.map((contender) => [contender.name, new Map<string, number>()]));
    for (const contender of contenders) {
      await measure(contender, 'warmup', WARMUP_EVENTS, 1, new Map(), () => undefined);
    }
    bar.start(ROUNDS * contenders.length * EVENTS_PER_ROUND, 0, { phase: 'starting', rate: '-' });
    let completed = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? contenders : [...contenders].reverse();
      for (const contender of order) {
        const phaseStart = performance.now();
        const result = await measure(contender, 'stream', EVENTS_PER_ROUND, round + 2, versions.get(contender.name)!, (done) => {
          const rate = Math.round(done / ((performance.now() - phaseStart) / 1000));
          bar.update(completed + done, { phase: `round ${round + 1}: ${contender.name}`, rate: String(rate) });
        });
        completed += EVENTS_PER_ROUND;
        const total = totals.get(contender.name);
        totals.set(
          contender.name,
          total
            ? {
                events: total.events + result.events,
                seconds: total.seconds + result.seconds,
                latenciesMs: total.latenciesMs.concat(result.latenciesMs),
                conflicts: total.conflicts + result.conflicts,
              }
            : result,
        );
      }
    }
    bar.stop();

    const summary = contenders.map((contender) => {
      const total = totals.get(contender.name)!;
      const sorted = [...total.latenciesMs].sort((a, b) => a - b);
      return {
        name: contender.name,
        eventsPerSecond: total.events / total.seconds,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        conflicts: total.conflicts,
        events: total.events,
      };
    });
    const [mine, reference, ...others] = summary;
    const ratio = mine.eventsPerSecond / reference.eventsPerSecond;
    const lines = [
      `${WRITERS} writers, ${STREAMS.toLocaleString('en')} streams, ${PAYLOAD_BYTES}-byte events, single-event appends with expected versions, ${ROUNDS} x ${EVENTS_PER_ROUND.toLocaleString('en')} events each`,
      ...summary.map(
        (row) =>
          `${row.name.padEnd(31)} ${Math.round(row.eventsPerSecond).toLocaleString('en').padStart(7)} events/s  p50 ${row.p50.toFixed(2)} ms  p99 ${row.p99.toFixed(2)} ms  (${row.conflicts} conflicts retried)`,
      ),
      `ratio ours/Emmett events/s: ${ratio.toFixed(2)}x`,
      ...others.map((row) => `ratio ${row.name}/Emmett events/s: ${(row.eventsPerSecond / reference.eventsPerSecond).toFixed(2)}x`),
    ];
    return { name: 'Event store append throughput', lines, ratio };
  } finally {
    bar.stop();
    for (const contender of contenders) await contender.close().catch(() => undefined);
    await server.stop();
  }
}

runStandalone(module, run);
