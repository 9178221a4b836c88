import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabase, createPool, withDatabaseName } from '../../src/platform/database/database';
import { type EmbeddedPostgresHandle, startEmbeddedPostgres } from '../../src/platform/database/embedded-postgres';
import { migrateToLatest } from '../../src/platform/database/migrate';
import { freePort } from './free-port';
import { TEMPLATE_DATABASE } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/** One PostgreSQL for the whole run, with a migrated template each test file clones. */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedPostgresHandle | undefined;
  let dataDir: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    dataDir = await mkdtemp(path.join(tmpdir(), 'outtwit-test-pg-'));
    // As root the server runs as the postgres user, which must be able to enter this directory.
    await chmod(dataDir, 0o755);
    embedded = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg'), port: await freePort() });
    adminUrl = embedded.url;
  }
  const teardown = async () => {
    await embedded?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const adminPool = createPool(adminUrl, 2);
    await adminPool.query(`drop database if exists ${TEMPLATE_DATABASE}`);
    await adminPool.query(`create database ${TEMPLATE_DATABASE}`);
    await adminPool.end();
    const templateDb = createDatabase(createPool(withDatabaseName(adminUrl, TEMPLATE_DATABASE), 2));
    await migrateToLatest(templateDb);
    await templateDb.destroy();
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide('postgresUrl', adminUrl);
  return teardown;
}
