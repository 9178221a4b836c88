import type { TestProject } from 'vitest/node';
import { createDatabase, createPool, withDatabaseName } from '../../src/platform/database/database';
import { migrateToLatest } from '../../src/platform/database/migrate';
import { TEMPLATE_DATABASE } from './test-database';
import { startThrowawayPostgres } from './throwaway-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/** One PostgreSQL for the whole run, with a migrated template each test file clones. */
export default async function setup(project: TestProject) {
  const embedded = process.env.TEST_DATABASE_URL ? undefined : await startThrowawayPostgres('test-pg');
  const adminUrl = process.env.TEST_DATABASE_URL ?? embedded!.url;
  const teardown = async () => embedded?.stop();
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
