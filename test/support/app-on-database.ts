import { randomBytes } from 'node:crypto';
import { Migrator } from 'kysely';
import { inject } from 'vitest';
import { migrations } from '../../migrations';
import { startServer } from '../../src/app/start';
import { loadConfig } from '../../src/platform/config/config';
import { createDatabase, createPool, withDatabaseName } from '../../src/platform/database/database';
import { freePort } from './free-port';
import type { TestApp } from './start-app';
import type { TestDatabase } from './test-database';

/**
 * A new database on the worker's PostgreSQL with the migrations applied up to `lastMigration` and none after: the
 * schema an older release left, for upgrade tests (the run's template has every migration).
 */
export async function createTestDatabaseAt(lastMigration: string): Promise<TestDatabase> {
  if (!Object.hasOwn(migrations, lastMigration)) throw new Error(`No migration ${lastMigration}`);
  const servers = inject('postgresUrls');
  const adminUrl = servers[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % servers.length]!;
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = createPool(adminUrl, 1);
  await admin.query(`create database ${name}`);
  const url = withDatabaseName(adminUrl, name);
  const pool = createPool(url, 20);
  const db = createDatabase(pool);
  const database: TestDatabase = {
    url,
    pool,
    db,
    async drop() {
      await db.destroy().catch(() => undefined);
      await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
      await admin.end();
    },
  };
  const { error } = await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateTo(lastMigration);
  if (error) {
    await database.drop();
    throw error instanceof Error ? error : new Error(String(error));
  }
  return database;
}

/**
 * The whole app as startTestApp starts it, but on `database` as it stands (the app applies the pending migrations
 * as it starts). Closing it drops the database.
 */
export async function startTestAppOn(database: TestDatabase, env: Record<string, string> = {}): Promise<TestApp> {
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: '.data/test',
    BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    READ_YOUR_WRITES_TIMEOUT_MS: '5000',
    TEST_PASSWORD_HASHING: '1',
    ...env,
    DATABASE_URL: database.url,
  });
  const server = await startServer(config);
  return {
    url: server.url ?? '',
    config,
    database,
    server,
    async close() {
      await server.close();
      await database.drop();
    },
  };
}
