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
