import 'reflect-metadata';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';
import { type AppConfig, loadConfig } from '../config/config';
import { ConfigModule } from '../config/config.module';
import { createDatabase, createPool } from '../database/database';
import { DatabaseModule } from '../database/database.module';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store';
import { ProjectionRunnerService } from './projection-runner.service';
import { ProjectionsModule } from './projections.module';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.drop();
});

async function appFor(role: AppConfig['ROLE']) {
  const config = loadConfig({ NODE_ENV: 'test', ROLE: role, LOG_LEVEL: 'silent', DATABASE_URL: database.url });
  const pool = createPool(database.url, 4);
  const db = createDatabase(pool);
  const eventStore = new PostgresEventStore({ pool, listenUrl: database.url });
  @Module({ imports: [ConfigModule.forRoot(config), DatabaseModule.forRoot({ url: database.url, pool, db, eventStore }), ProjectionsModule] })
  class TestModule {}
  const app = await NestFactory.createApplicationContext(TestModule, { logger: false });
  await app.init();
  return app;
}

it('runs the projections in roles all and projections only, and stops them on shutdown', async () => {
  for (const [role, runs] of [
    ['all', true],
    ['projections', true],
    ['api', false],
    ['workers', false],
  ] as const) {
    const app = await appFor(role);
    const service = app.get(ProjectionRunnerService);
    expect(service.running, role).toBe(runs);
    await app.close();
    expect(service.running).toBe(false);
  }
});
