import { createDatabase, createPool, type Database } from '../../src/platform/database/database';
import { migrateToLatest } from '../../src/platform/database/migrate';
import { PostgresEventStore } from '../../src/platform/event-store/postgres/postgres-event-store';
import { startThrowawayPostgres } from '../support/throwaway-postgres';
import type { BenchResult } from './bench-result';

/** Writes a benchmark's name and its lines of figures to stdout. */
export function printResult(result: BenchResult): void {
  process.stdout.write(`\n${result.name}\n${result.lines.map((line) => `  ${line}`).join('\n')}\n`);
}

/** Writes the error to stderr and ends the process with exit code 1. */
export function exitWithError(error: unknown): never {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
}

/**
 * Runs one benchmark and prints its result when its file is executed directly (`npx tsx test/bench/x.bench.ts`);
 * does nothing when run.ts imports it. `benchModule` is the benchmark file's `module`.
 */
export function runStandalone(benchModule: NodeJS.Module, run: () => Promise<BenchResult>): void {
  if (require.main !== benchModule) return;
  run().then(printResult).catch(exitWithError);
}

export interface BenchDatabase {
  url: string;
  db: Database;
  store: PostgresEventStore;
}

/**
 * Runs a benchmark on a throw-away, migrated embedded PostgreSQL with the app's event store, then closes the
 * store and pool and removes the server, whether the benchmark succeeded or not.
 */
export async function withBenchDatabase<T>(label: string, bench: (database: BenchDatabase) => Promise<T>): Promise<T> {
  const embedded = await startThrowawayPostgres(label);
  const pool = createPool(embedded.url, 8);
  const db = createDatabase(pool);
  const store = new PostgresEventStore({ pool });
  try {
    await migrateToLatest(db);
    return await bench({ url: embedded.url, db, store });
  } finally {
    await store.close().catch(() => undefined);
    await db.destroy().catch(() => undefined);
    await embedded.stop().catch(() => undefined);
  }
}
