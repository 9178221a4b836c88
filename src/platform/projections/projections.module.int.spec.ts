import { afterAll, beforeAll, expect, it } from 'vitest';
import { startModuleContext } from '../../../test/support/module-context';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';
import { ProjectionRunnerService } from './projection-runner.service';
import { ProjectionsModule } from './projections.module';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.drop();
});

it('runs the projections in roles all and projections only, and stops them on shutdown', async () => {
  for (const [role, runs] of [
    ['all', true],
    ['projections', true],
    ['api', false],
    ['workers', false],
  ] as const) {
    const app = await startModuleContext(database, role, ProjectionsModule, { listen: true });
    const service = app.get(ProjectionRunnerService);
    expect(service.running, role).toBe(runs);
    await app.close();
    expect(service.running).toBe(false);
  }
});
