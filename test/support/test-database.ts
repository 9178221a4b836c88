import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { inject } from 'vitest';
import { createDatabase, createPool, type Database, withDatabaseName } from '../../src/platform/database/database';
import { withBackoff } from '../../src/platform/retry/with-backoff';

export const TEMPLATE_DATABASE = 'outtwit_template';

export interface TestDatabase {
  url: string;
  pool: pg.Pool;
  db: Database;
  /** Closes the connections and drops the database. */
  drop(): Promise<void>;
}

/** A fresh, migrated database cloned from the run's template; each test file takes its own. */
export function createTestDatabase(): Promise<TestDatabase> {
  return newTestDatabase(TEMPLATE_DATABASE);
}

/** A fresh database with no schema, for tests that migrate it themselves (an upgrade from an older release). */
export function createEmptyTestDatabase(): Promise<TestDatabase> {
  return newTestDatabase(null);
}

/** A new database on the worker's own PostgreSQL server, cloned from `template` (or empty). */
async function newTestDatabase(template: string | null): Promise<TestDatabase> {
  // The worker's own server (VITEST_POOL_ID counts workers from 1).
  const servers = inject('postgresUrls');
  const adminUrl = servers[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % servers.length]!;
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = createPool(adminUrl, 1);
  // Two files cloning the template at the same instant collide; a retry succeeds.
  await withBackoff(() => admin.query(`create database ${name}${template ? ` template ${template}` : ''}`), {
    retries: (error, attempt) => attempt < 20 && String(error).includes('being accessed by other users'),
    delayMs: () => 100 + Math.random() * 200,
  });
  const url = withDatabaseName(adminUrl, name);
  const pool = createPool(url, 20);
  const db = createDatabase(pool);
  return {
    url,
    pool,
    db,
    async drop() {
      await db.destroy().catch(() => undefined);
      await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
      await admin.end();
    },
  };
}
