import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { BenchResult } from './bench-result';
import { exitWithError, printResult } from './bench-support';

/**
 * Runs every test/bench/*.bench.ts in turn (or those whose name contains an argument) and prints each one's
 * figures and its ratio against the reference measured in the same run.
 */
async function main() {
  const filters = process.argv.slice(2);
  const files = readdirSync(__dirname)
    .filter((file) => file.endsWith('.bench.ts'))
    .filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)))
    .sort();
  const summary: string[] = [];
  for (const [index, file] of files.entries()) {
    process.stderr.write(`\n[${index + 1}/${files.length}] ${file}\n`);
    const bench = (await import(path.join(__dirname, file))) as { run(): Promise<BenchResult> };
    const result = await bench.run();
    printResult(result);
    summary.push(`  ${result.ratio.toFixed(2).padStart(6)}x  ${result.name}`);
  }
  process.stdout.write(`\nRatios (ours / reference)\n${summary.join('\n')}\n`);
}

main().catch(exitWithError);
