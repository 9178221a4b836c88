/**
 * `npm run dataset -- import <file.jsonl|csv>`: loads a dump of X profiles into the database of X profiles
 * (upsert by X user id, newest data wins), with a progress bar and the counts of inserted, updated and
 * rejected lines.
 * `npm run dataset -- seed --synthetic <N> [--seed <S>]`: loads N synthetic profiles, the same for the same
 * seed (42 by default), with COPY, for demos and benchmarks.
 *
 * Connects to DATABASE_URL, or to the app's embedded PostgreSQL of DATA_DIR (started for the occasion when
 * the app is not running), and applies pending migrations first.
 */
import cliProgress from 'cli-progress';
import { ConfigError, loadConfig } from '../../../platform/config/config';
import { createDatabase, createPool } from '../../../platform/database/database';
import { migrateToLatest } from '../../../platform/database/migrate';
import { openOperatorDatabase } from '../../../platform/database/operator-database';
import { importProfiles } from './import-profiles';
import { seedSyntheticProfiles } from './seed-profiles';

const USAGE = `Usage: npm run dataset -- <command>

  import <file.jsonl|file.csv>        upsert the profiles of a dump (JSON lines, or CSV with a header row)
  seed --synthetic <N> [--seed <S>]   load N synthetic profiles made from seed S (default 42)`;

const count = (n: number) => n.toLocaleString('en-US');

export function parseSeedArgs(args: readonly string[]): { count: number; seed: number } | null {
  let n: number | null = null;
  let seed = 42;
  for (let i = 0; i < args.length; i++) {
    const value = args[i + 1];
    if (args[i] === '--synthetic' && value !== undefined && /^\d{1,9}$/.test(value)) {
      n = Number(value);
      i++;
    } else if (args[i] === '--seed' && value !== undefined && /^\d{1,9}$/.test(value)) {
      seed = Number(value);
      i++;
    } else {
      return null;
    }
  }
  return n === null ? null : { count: n, seed };
}

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  const seedArgs = command === 'seed' ? parseSeedArgs(rest) : null;
  const file = command === 'import' && rest.length === 1 ? rest[0] : undefined;
  if (!seedArgs && !file) {
    process.stderr.write(`${USAGE}\n`);
    return 64;
  }
  const config = loadConfig();
  const database = await openOperatorDatabase(config);
  const pool = createPool(database.url, 2);
  const db = createDatabase(pool);
  const bar = new cliProgress.SingleBar(
    { stream: process.stderr, format: '{task} [{bar}] {percentage}% | {value}/{total} {unit} | ETA {eta_formatted}', hideCursor: true, etaBuffer: 50 },
    cliProgress.Presets.shades_classic,
  );
  try {
    await migrateToLatest(db);
    const started = Date.now();
    if (file) {
      bar.start(1, 0, { task: 'import', unit: 'bytes' });
      const counts = await importProfiles(db, file, {
        onProgress: (bytes, total) => {
          bar.setTotal(total);
          bar.update(bytes);
        },
      });
      bar.stop();
      process.stdout.write(
        `Imported ${file} in ${((Date.now() - started) / 1000).toFixed(1)} s: ${count(counts.inserted)} inserted, ${count(counts.updated)} updated, ${count(counts.rejected)} rejected\n`,
      );
      for (const { line, reason } of counts.rejectedLines) process.stdout.write(`  line ${line}: ${reason}\n`);
      return 0;
    }
    const { count: n, seed } = seedArgs as { count: number; seed: number };
    bar.start(n, 0, { task: 'seed', unit: 'profiles' });
    const counts = await seedSyntheticProfiles(pool, {
      count: n,
      seed,
      onProgress: (written) => bar.update(written),
      onIndexing: () => {
        bar.stop();
        process.stderr.write('Building the search indexes...\n');
      },
    });
    bar.stop();
    process.stdout.write(
      `Seeded ${count(n)} synthetic profiles (seed ${seed}) in ${((Date.now() - started) / 1000).toFixed(1)} s: ${count(counts.inserted)} inserted, ${count(counts.updated)} updated\n`,
    );
    return 0;
  } finally {
    bar.stop();
    await db.destroy().catch(() => undefined);
    await database.release();
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      process.stderr.write(`${error instanceof ConfigError ? error.message : `dataset failed: ${error instanceof Error ? error.message : String(error)}`}\n`);
      process.exit(1);
    },
  );
}
