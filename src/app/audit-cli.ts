/**
 * `npm run audit -- plan <email>`: every plan change of a user, read from the event store: what changed,
 * from and to (plan/accounts), when, and by what (registration, checkout, webhook, job, user).
 *
 * Connects to DATABASE_URL, or to the app's embedded PostgreSQL of DATA_DIR (started for the occasion when
 * the app is not running); events come from KurrentDB when KURRENTDB_URL is set.
 */
import path from 'node:path';
import pg from 'pg';
import { formatPlanAudit, planAudit } from '../modules/billing';
import { ConfigError, loadConfig } from '../platform/config/config';
import { createDatabase, createPool } from '../platform/database/database';
import { startEmbeddedPostgres } from '../platform/database/embedded-postgres';
import { createEventStore } from '../platform/event-store/create-event-store';

const USAGE = `Usage: npm run audit -- plan <email>

  plan <email>   every plan change of the user with this email, oldest first, from the event store`;

async function reachable(url: string): Promise<boolean> {
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

async function main(args: string[]): Promise<number> {
  const [command, email] = args;
  if (command !== 'plan' || !email) {
    process.stderr.write(`${USAGE}\n`);
    return 64;
  }
  const config = loadConfig();
  let url = config.DATABASE_URL;
  let stop: (() => Promise<void>) | undefined;
  if (!url) {
    url = `postgres://postgres:postgres@127.0.0.1:${config.EMBEDDED_POSTGRES_PORT}/postgres`;
    if (!(await reachable(url))) {
      const embedded = await startEmbeddedPostgres({ dataDir: path.join(config.DATA_DIR, 'postgres'), port: config.EMBEDDED_POSTGRES_PORT });
      url = embedded.url;
      stop = () => embedded.stop();
    }
  }
  const pool = createPool(url, 2);
  const db = createDatabase(pool);
  const eventStore = createEventStore({ pool, databaseUrl: url, kurrentdbUrl: config.KURRENTDB_URL });
  try {
    const audit = await planAudit(db, eventStore, email);
    if (!audit) {
      process.stderr.write(`No user with the email ${email}\n`);
      return 1;
    }
    process.stdout.write(`${formatPlanAudit(audit)}\n`);
    return 0;
  } finally {
    await eventStore.close().catch(() => undefined);
    await db.destroy().catch(() => undefined);
    await stop?.();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(`${error instanceof ConfigError ? error.message : `audit failed: ${error instanceof Error ? error.message : String(error)}`}\n`);
    process.exit(1);
  },
);
