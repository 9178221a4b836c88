import { afterAll, beforeAll, expect, it } from 'vitest';
import { startModuleContext } from '../../../test/support/module-context';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';
import { JobsModule } from './jobs.module';
import { JobsService } from './jobs.service';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.drop();
});

it('lets every role send jobs and runs handlers in roles all and workers only', async () => {
  for (const [role, works] of [
    ['api', false],
    ['workers', true],
  ] as const) {
    const app = await startModuleContext(database, role, JobsModule);
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
