import 'reflect-metadata';
import { type DynamicModule, type INestApplicationContext, Module, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { type AppConfig, loadConfig } from '../../src/platform/config/config';
import { ConfigModule } from '../../src/platform/config/config.module';
import { createDatabase, createPool } from '../../src/platform/database/database';
import { DatabaseModule } from '../../src/platform/database/database.module';
import { PostgresEventStore } from '../../src/platform/event-store/postgres/postgres-event-store';
import type { TestDatabase } from './test-database';

export interface ModuleContextOptions {
  /** Give the event store a LISTEN connection to the test database; without it subscribers only poll. */
  listen?: boolean;
}

/**
 * An initialised Nest application context of `feature` alone, with the config of `role` and its own pool
 * and event store on the test database. Closing the context closes them.
 */
export async function startModuleContext(
  database: TestDatabase,
  role: AppConfig['ROLE'],
  feature: Type | DynamicModule,
  options: ModuleContextOptions = {},
): Promise<INestApplicationContext> {
  const config = loadConfig({ NODE_ENV: 'test', ROLE: role, LOG_LEVEL: 'silent', DATABASE_URL: database.url });
  const pool = createPool(database.url, 4);
  const db = createDatabase(pool);
  const eventStore = new PostgresEventStore(options.listen ? { pool, listenUrl: database.url } : { pool });
  @Module({ imports: [ConfigModule.forRoot(config), DatabaseModule.forRoot({ url: database.url, pool, db, eventStore }), feature] })
  class TestModule {}
  const app = await NestFactory.createApplicationContext(TestModule, { logger: false });
  await app.init();
  return app;
}
