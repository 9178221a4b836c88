import path from 'node:path';
import pg from 'pg';
import type { AppConfig } from '../config/config';
import { startEmbeddedPostgres } from './embedded-postgres';

/** A database an operator command works on, and how to let it go afterwards. */
export interface OperatorDatabase {
  url: string;
  /** Stops the embedded PostgreSQL if the command started it; a running app's server is left alone. */
  release(): Promise<void>;
}

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

/**
 * For command-line tools (`npm run audit`, `npm run vault`): DATABASE_URL, else the app's embedded PostgreSQL
 * of DATA_DIR, started for the occasion when the app is not running.
 */
export async function openOperatorDatabase(config: AppConfig): Promise<OperatorDatabase> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, release: async () => undefined };
  const url = `postgres://postgres:postgres@127.0.0.1:${config.EMBEDDED_POSTGRES_PORT}/postgres`;
  if (await reachable(url)) return { url, release: async () => undefined };
  const embedded = await startEmbeddedPostgres({ dataDir: path.join(config.DATA_DIR, 'postgres'), port: config.EMBEDDED_POSTGRES_PORT });
  return { url: embedded.url, release: () => embedded.stop() };
}
