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
import { JobsModule } from './jobs.module';
import { JobsService } from './jobs.service';

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
  const eventStore = new PostgresEventStore({ pool });
  @Module({ imports: [ConfigModule.forRoot(config), DatabaseModule.forRoot({ url: database.url, pool, db, eventStore }), JobsModule] })
  class TestModule {}
  const app = await NestFactory.createApplicationContext(TestModule, { logger: false });
  await app.init();
  return app;
}

it('lets every role send jobs and runs handlers in roles all and workers only', async () => {
  for (const [role, works] of [
    ['api', false],
    ['workers', true],
  ] as const) {
    const app = await appFor(role);
    const jobs = app.get(JobsService);
    const handled: string[] = [];
    jobs.work<{ role: string }>('module-check', async (job) => {
      handled.push(job.data.role);
    });
    await jobs.send('module-check', { role });
    const health = await jobs.jobQueueHealth();
    expect(health).toMatchObject({ running: true, workers: works });
    if (works) await expect.poll(() => handled, { timeout: 10_000 }).toContain('workers');
    await app.close();
    expect((await jobs.jobQueueHealth()).running).toBe(false);
  }
});
