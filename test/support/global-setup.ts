import PgBoss from 'pg-boss';
import type { TestProject } from 'vitest/node';
import { createDatabase, createPool, withDatabaseName } from '../../src/platform/database/database';
import { migrateToLatest } from '../../src/platform/database/migrate';
import { JOBS_SCHEMA } from '../../src/platform/jobs/jobs.service';
import { TEMPLATE_DATABASE } from './test-database';
import { startThrowawayPostgres } from './throwaway-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/**
 * A test server keeps nothing past the run, so it skips what only protects data against a crash of the
 * machine: cloning the template and committing cost a fraction of what they do with durable writes.
 */
const THROWAWAY_SETTINGS = { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' };

interface RunDatabase {
  adminUrl: string;
  users: number;
  stop(): Promise<void>;
}

// Each project that needs PostgreSQL runs this setup, in the one main process of the run: the first
// starts the server and makes the template, the others share it, and the last to tear down stops it.
const shared = globalThis as { outtwitRunDatabase?: Promise<RunDatabase> };

/** One PostgreSQL for the whole run, with a template (our migrations and the job queue's schema) each test database clones. */
export default async function setup(project: TestProject) {
  shared.outtwitRunDatabase ??= startRunDatabase();
  const database = await shared.outtwitRunDatabase;
  database.users++;
  project.provide('postgresUrl', database.adminUrl);
  return async () => {
    if (--database.users > 0) return;
    shared.outtwitRunDatabase = undefined;
    await database.stop();
  };
}

async function startRunDatabase(): Promise<RunDatabase> {
  const embedded = process.env.TEST_DATABASE_URL ? undefined : await startThrowawayPostgres('test-pg', THROWAWAY_SETTINGS);
  const adminUrl = process.env.TEST_DATABASE_URL ?? embedded!.url;
  const stop = async () => embedded?.stop();
  try {
    const adminPool = createPool(adminUrl, 2);
    await adminPool.query(`drop database if exists ${TEMPLATE_DATABASE}`);
    await adminPool.query(`create database ${TEMPLATE_DATABASE}`);
    await adminPool.end();
    const templateUrl = withDatabaseName(adminUrl, TEMPLATE_DATABASE);
    const templateDb = createDatabase(createPool(templateUrl, 2));
    await migrateToLatest(templateDb);
    await templateDb.destroy();
    await installJobQueue(templateUrl);
  } catch (error) {
    await stop();
    throw error;
  }
  return { adminUrl, users: 0, stop };
}

/** pg-boss creates its schema on its first start; done once here, every clone starts with it in place. */
async function installJobQueue(url: string): Promise<void> {
  const boss = new PgBoss({ connectionString: url, schema: JOBS_SCHEMA, max: 1, supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false, wait: true });
}
