import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type EmbeddedPostgresHandle, startEmbeddedPostgres } from '../../src/platform/database/embedded-postgres';
import { freePort } from '../support/free-port';
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

/**
 * A throw-away embedded PostgreSQL server on a free port, with its data in a new temporary directory
 * (named after `label`); `stop()` stops the server and removes the directory.
 */
export async function startBenchPostgres(label: string): Promise<EmbeddedPostgresHandle> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `outtwit-bench-${label}-`));
  // As root the server runs as the postgres user, which must be able to enter this directory.
  await chmod(dataDir, 0o755);
  const server = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg'), port: await freePort() });
  return {
    url: server.url,
    async stop() {
      try {
        await server.stop();
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  };
}
