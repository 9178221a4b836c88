import path from 'node:path';
import cliProgress from 'cli-progress';
import pg from 'pg';
import { allProjections } from '../../../projections';
import { ConfigError, loadConfig } from '../config/config';
import { createDatabase, createPool, type Database } from '../database/database';
import { startEmbeddedPostgres } from '../database/embedded-postgres';
import { migrateToLatest } from '../database/migrate';
import { START } from '../event-store/event-store.port';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store';
import { type Checkpoint, clearFailure, countEventsAfter, readCheckpoints } from './checkpoints';
import { ledgerFedTables, recountLedgerFed } from './ledger-fed';
import type { Projection } from './projection';
import { DEFAULT_REBUILD_BATCH_SIZE, rebuildProjection } from './rebuild';

const USAGE = `Usage: npm run projections -- <command>

  status                     each projection's position, events applied, lag (events after its checkpoint), last
                             update and state; a failed one with the event it stopped at and the error
  rebuild <name> [<name>...]  replay every event into fresh copies of the projection's tables and swap them in; a
                             table fed by the DM ledger (campaign_daily_sends) is recounted from the ledger
  rebuild --all              rebuild every projection, one after the other, then recount every ledger-fed table
  retry <name>               let a failed projection try again from its checkpoint (after fixing the cause)
  options: --batch-size <n>  events per replay transaction (default ${DEFAULT_REBUILD_BATCH_SIZE})

Connects to DATABASE_URL, or else to the app's embedded PostgreSQL (started for the duration if it is not running).
Rebuilds run safely while the app runs: readers keep the current tables, kept up to date by the live runner,
until the rebuilt copies have caught up and replace them in one transaction. A failed rebuild changes nothing.`;

class UsageError extends Error {}

interface Connection {
  url: string;
  /** Set when this command started the embedded server itself. */
  stop?: () => Promise<void>;
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function connect(): Promise<Connection> {
  const config = loadConfig();
  if (config.DATABASE_URL) return { url: config.DATABASE_URL };
  // The embedded server's credentials (see embedded-postgres.ts); the running app's, if any, answers here.
  const url = `postgres://postgres:postgres@127.0.0.1:${config.EMBEDDED_POSTGRES_PORT}/postgres`;
  if (await canConnect(url)) return { url };
  const dataDir = path.join(config.DATA_DIR, 'postgres');
  process.stderr.write(`Starting the embedded PostgreSQL in ${dataDir}...\n`);
  const embedded = await startEmbeddedPostgres({ dataDir, port: config.EMBEDDED_POSTGRES_PORT });
  return { url: embedded.url, stop: () => embedded.stop() };
}

function formatPosition(checkpoint: Checkpoint | undefined): string {
  if (!checkpoint) return '-';
  return `${checkpoint.position.major}/${checkpoint.position.minor}`;
}

function ago(date: Date): string {
  const seconds = Math.max(0, Math.round((Date.now() - date.getTime()) / 1000));
  if (seconds < 120) return `${seconds}s ago`;
  if (seconds < 7200) return `${Math.round(seconds / 60)}m ago`;
  if (seconds < 172800) return `${Math.round(seconds / 3600)}h ago`;
  return `${Math.round(seconds / 86400)}d ago`;
}

function table(rows: string[][]): string {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column])).join('  ').trimEnd()).join('\n');
}

async function status(db: Database): Promise<string> {
  const checkpoints = new Map((await readCheckpoints(db)).map((checkpoint) => [checkpoint.name, checkpoint]));
  const total = await countEventsAfter(db, START);
  const registered = new Set(allProjections.map((projection) => projection.name));
  const names = [...registered, ...[...checkpoints.keys()].filter((name) => !registered.has(name)).sort()];
  const rows = [['NAME', 'KIND', 'POSITION', 'EVENTS APPLIED', 'LAG (EVENTS)', 'LAST UPDATE', 'STATE']];
  const failures: string[] = [];
  for (const name of names) {
    const checkpoint = checkpoints.get(name);
    const lag = checkpoint ? await countEventsAfter(db, checkpoint.position) : total;
    rows.push([
      name,
      registered.has(name) ? 'projection' : 'subscription',
      checkpoint ? formatPosition(checkpoint) : 'never ran',
      checkpoint ? checkpoint.eventsApplied.toLocaleString('en-US') : '0',
      lag.toLocaleString('en-US'),
      checkpoint ? `${checkpoint.updatedAt.toISOString()} (${ago(checkpoint.updatedAt)})` : '-',
      checkpoint?.failure ? 'FAILED' : 'ok',
    ]);
    const failure = checkpoint?.failure;
    if (failure) {
      const event = failure.event ? ` on event ${failure.event.position} (${failure.event.type}, stream ${failure.event.streamId} version ${failure.event.version})` : '';
      failures.push(`${name} failed ${failure.at.toISOString()} (${ago(failure.at)})${event}: ${failure.error}`);
    }
  }
  const lines = [`${total.toLocaleString('en-US')} events in the store`];
  lines.push(names.length > 0 ? table(rows) : 'No projections registered in projections/index.ts and no checkpoints yet.');
  if (failures.length > 0) {
    lines.push('', ...failures, '', 'Fix the cause, then: npm run projections -- retry <name> (or rebuild <name>).');
  }
  return lines.join('\n');
}

/** `ledgerFed`: the ledger-fed tables, or null before connecting (the names are checked then). */
function parseRebuildArgs(args: string[], ledgerFed: readonly string[] | null): { projections: Projection[]; recounts: string[]; batchSize: number } {
  let batchSize = DEFAULT_REBUILD_BATCH_SIZE;
  let all = false;
  const names: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--all') all = true;
    else if (arg === '--batch-size') {
      batchSize = Number(args[++i]);
      if (!Number.isInteger(batchSize) || batchSize < 1) throw new UsageError('--batch-size takes a positive whole number');
    } else if (arg.startsWith('-')) throw new UsageError(`Unknown option ${arg}`);
    else names.push(arg);
  }
  if (all ? names.length > 0 : names.length === 0) throw new UsageError('rebuild takes projection names or --all');
  const known = new Map(allProjections.map((projection) => [projection.name, projection]));
  if (all) return { projections: [...allProjections], recounts: [...(ledgerFed ?? [])], batchSize };
  if (!ledgerFed) return { projections: [], recounts: [], batchSize };
  const unknown = names.filter((name) => !known.has(name) && !ledgerFed.includes(name));
  if (unknown.length > 0) {
    throw new UsageError(
      `Unknown projection ${unknown.join(', ')}. Known: ${[...known.keys(), ...ledgerFed].join(', ') || 'none (see projections/index.ts)'}`,
    );
  }
  return { projections: names.flatMap((name) => known.get(name) ?? []), recounts: names.filter((name) => ledgerFed.includes(name)), batchSize };
}

async function retry(db: Database, args: string[]): Promise<string> {
  if (args.length !== 1 || args[0].startsWith('-')) throw new UsageError('retry takes one projection name');
  const [name] = args;
  if (!(await clearFailure(db, name))) return `${name} has not failed; nothing to retry.`;
  return `${name}: failure cleared; its runner tries again from its checkpoint within seconds.`;
}

async function rebuild(db: Database, store: PostgresEventStore, url: string, args: string[]): Promise<string> {
  const { projections, recounts, batchSize } = parseRebuildArgs(args, await ledgerFedTables(db));
  if (projections.length === 0 && recounts.length === 0) return 'No projections registered in projections/index.ts.';
  const lines: string[] = [];
  for (const projection of projections) {
    const bar = new cliProgress.SingleBar(
      {
        stream: process.stderr,
        format: `${projection.name} [{bar}] {percentage}% | {value}/{total} events | {rate} events/s | ETA {eta_formatted}`,
        hideCursor: true,
        etaBuffer: 20,
      },
      cliProgress.Presets.shades_classic,
    );
    const started = Date.now();
    let barStarted = false;
    try {
      const result = await rebuildProjection({
        db,
        eventStore: store,
        databaseUrl: url,
        projection,
        batchSize,
        log: (message) => process.stderr.write(`${message}\n`),
        onProgress: (done, total) => {
          const rate = Math.round(done / Math.max(0.001, (Date.now() - started) / 1000)).toLocaleString('en-US');
          if (!barStarted) {
            bar.start(total, done, { rate });
            barStarted = true;
          } else {
            bar.setTotal(total);
            bar.update(done, { rate });
          }
        },
      });
      if (barStarted) bar.stop();
      const seconds = result.ms / 1000;
      lines.push(
        `${result.name}: replayed ${result.events.toLocaleString('en-US')} events (${result.applied.toLocaleString('en-US')} applied) in ${seconds.toFixed(1)}s, ${Math.round(result.events / Math.max(seconds, 0.001)).toLocaleString('en-US')} events/s`,
      );
    } catch (error) {
      if (barStarted) bar.stop();
      throw error;
    }
  }
  for (const table of recounts) {
    const started = Date.now();
    const rows = await recountLedgerFed(db, table);
    lines.push(`${table}: recounted from the DM ledger, ${rows.toLocaleString('en-US')} rows in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  }
  return lines.join('\n');
}

export async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  if (!command || command === 'help' || command === '--help' || command === '-h') {
    process.stdout.write(`${USAGE}\n`);
    return command ? 0 : 2;
  }
  if (command !== 'status' && command !== 'rebuild' && command !== 'retry') {
    process.stderr.write(`Unknown command ${command}\n\n${USAGE}\n`);
    return 2;
  }
  if (command === 'rebuild') parseRebuildArgs(args, null);
  const connection = await connect();
  const pool = createPool(connection.url, 4);
  const db = createDatabase(pool);
  const store = new PostgresEventStore({ pool });
  try {
    await migrateToLatest(db);
    const output =
      command === 'status' ? await status(db) : command === 'retry' ? await retry(db, args) : await rebuild(db, store, connection.url, args);
    process.stdout.write(`${output}\n`);
    return 0;
  } finally {
    await store.close();
    await db.destroy();
    await connection.stop?.();
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      if (error instanceof UsageError || error instanceof ConfigError) {
        process.stderr.write(`${error.message}\n`);
        process.exit(2);
      }
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    },
  );
}
