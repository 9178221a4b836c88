import { Migrator } from 'kysely';
import { migrations } from '../../migrations';
import { createEmptyTestDatabase, type TestDatabase } from './test-database';

/**
 * A new database on the worker's PostgreSQL with the migrations applied up to `lastMigration` and none after: the
 * schema an older release left, for upgrade tests (the run's template has every migration).
 */
export async function createTestDatabaseAt(lastMigration: string): Promise<TestDatabase> {
  if (!Object.hasOwn(migrations, lastMigration)) throw new Error(`No migration ${lastMigration}`);
  const database = await createEmptyTestDatabase();
  const { error } = await new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } }).migrateTo(lastMigration);
  if (error) {
    await database.drop();
    throw error instanceof Error ? error : new Error(String(error));
  }
  return database;
}
