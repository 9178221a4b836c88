import PgBoss from 'pg-boss';
import type { TestProject } from 'vitest/node';
import { createDatabase, createPool, withDatabaseName } from '../../src/platform/database/database';
import { migrateToLatest } from '../../src/platform/database/migrate';
import { JOBS_SCHEMA } from '../../src/platform/jobs/jobs.service';
import { TEMPLATE_DATABASE } from './test-database';
import { TEST_WORKERS } from './test-workers';
import { startThrowawayPostgres } from './throwaway-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's first server: what files share across workers (the browser turn). */
    postgresUrl: string;
    /** One server per worker (test-database.ts picks the worker's own). */
    postgresUrls: string[];
  }
}

/**
 * A test server keeps nothing past the run, so it skips what only protects data against a crash of the
 * machine: cloning the template and committing cost a fraction of what they do with durable writes.
 */
const THROWAWAY_SETTINGS = { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' };

interface RunDatabase {
  adminUrl: string;
  stop(): Promise<void>;
}

interface RunDatabases {
  servers: RunDatabase[];
  users: number;
}

// Each project that needs PostgreSQL runs this setup, in the one main process of the run: the first
// starts the servers and makes their templates, the others share them, and the last to tear down stops them.
const shared = globalThis as { outtwitRunDatabases?: Promise<RunDatabases> };

/**
 * One PostgreSQL per worker for the whole run (a worker runs its files one after another), each with a template
 * (our migrations and the job queue's schema) its test databases clone. Not one server for all workers: the
 * event store reads only below the oldest transaction still open on the server, so a file holding a
 * transaction open would hold back the projections of the files running beside it.
 */
export default async function setup(project: TestProject) {
  shared.outtwitRunDatabases ??= startRunDatabases(process.env.TEST_DATABASE_URL ? 1 : TEST_WORKERS);
  const databases = await shared.outtwitRunDatabases;
  databases.users++;
  project.provide('postgresUrls', databases.servers.map((server) => server.adminUrl));
  project.provide('postgresUrl', databases.servers[0]!.adminUrl);
  return async () => {
    if (--databases.users > 0) return;
    shared.outtwitRunDatabases = undefined;
    await Promise.all(databases.servers.map((server) => server.stop()));
  };
}

async function startRunDatabases(count: number): Promise<RunDatabases> {
  const started = await Promise.allSettled(Array.from({ length: count }, () => startRunDatabase()));
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(servers.map((server) => server.stop()));
    throw failed.reason;
  }
  return { servers, users: 0 };
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
  return { adminUrl, stop };
}

/** pg-boss creates its schema on its first start; done once here, every clone starts with it in place. */
async function installJobQueue(url: string): Promise<void> {
  const boss = new PgBoss({ connectionString: url, schema: JOBS_SCHEMA, max: 1, supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false, wait: true });
}
