import { ConfigError, loadConfig } from '../../../platform/config/config';
import { createDatabase, createPool, type Database } from '../../../platform/database/database';
import { migrateToLatest } from '../../../platform/database/migrate';
import { openOperatorDatabase } from '../../../platform/database/operator-database';
import { createEventStore } from '../../../platform/event-store/create-event-store';
import type { EventStore } from '../../../platform/event-store/event-store.port';
import { PostgresEventStore } from '../../../platform/event-store/postgres/postgres-event-store';
import { DomainError } from '../../../platform/http/domain-error';

/** A usage error: the command line itself is wrong (exit 64). */
export class UsageError extends Error {}

/**
 * Runs an operator command against DATABASE_URL, or the app's embedded PostgreSQL of DATA_DIR (started for
 * the occasion when the app is not running), with pending migrations applied, and exits: 0 done, 1 refused
 * (the reason on stderr), 64 wrong usage.
 */
export function runOperatorCli(name: string, usage: string, command: (store: EventStore, db: Database) => Promise<string>): void {
  const main = async (): Promise<number> => {
    const config = loadConfig();
    const database = await openOperatorDatabase(config);
    const pool = createPool(database.url, 2);
    const db = createDatabase(pool);
    // A one-shot command subscribes to nothing: PostgreSQL's store goes without a LISTEN connection.
    const store = config.KURRENTDB_URL ? createEventStore({ pool, databaseUrl: database.url, kurrentdbUrl: config.KURRENTDB_URL }) : new PostgresEventStore({ pool });
    try {
      await migrateToLatest(db);
      process.stdout.write(`${await command(store, db)}\n`);
      return 0;
    } finally {
      await store.close().catch(() => undefined);
      await db.destroy().catch(() => undefined);
      await database.release();
    }
  };
  main().then(
    (code) => process.exit(code),
    (error) => {
      if (error instanceof UsageError) {
        process.stderr.write(`${error.message ? `${error.message}\n` : ''}${usage}\n`);
        process.exit(64);
      }
      if (error instanceof DomainError || error instanceof ConfigError) {
        process.stderr.write(`${error.message}\n`);
        process.exit(1);
      }
      process.stderr.write(`${name} failed: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}

/** `--name value` options after the positional arguments; unknown options are usage errors. */
export function parseOptions(args: readonly string[], known: readonly string[]): { positional: string[]; options: Record<string, string> } {
  const positional: string[] = [];
  const options: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const name = arg.slice(2);
    const value = args[i + 1];
    if (!known.includes(name)) throw new UsageError(`Unknown option ${arg}`);
    if (value === undefined) throw new UsageError(`${arg} needs a value`);
    options[name] = value;
    i++;
  }
  return { positional, options };
}
