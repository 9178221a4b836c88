import type { INestApplicationContext } from '@nestjs/common';
import { Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startModuleContext } from '../../../../test/support/module-context';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-database';
import { CommandsModule } from '../../../platform/commands/commands.module';
import { EVENT_STORE, type EventStore } from '../../../platform/event-store/event-store.port';
import { JobsModule } from '../../../platform/jobs/jobs.module';
import { ProcessManagersModule } from '../../../platform/process-managers/process-managers.module';
import { PROJECTIONS } from '../../../platform/projections/projection-runner.service';
import { ReadYourWrites } from '../../../platform/projections/read-your-writes';
import { allProjections } from '../../../../projections';
import { type UserRegistered, userRegisteredEventId, userStreamId } from '../../identity';
import { CreatePlanRecordHandler } from '../commands/create-plan-record/create-plan-record.handler';
import { planRecordCreatedEventId, planStreamId } from '../plan/events';
import { PLAN_RECORDS_PROCESS } from './plan-records.process';

/** Command endpoints wait for the read side; the command bus needs it even where no endpoint is served. */
@Global()
@Module({
  providers: [ReadYourWrites, { provide: PROJECTIONS, useValue: allProjections }],
  exports: [ReadYourWrites, PROJECTIONS],
})
class ReadSide {}

/** What a workers process runs for billing: the command side with billing's handler, the job queue, the process managers. */
@Module({ imports: [CqrsModule.forRoot(), ReadSide, CommandsModule, JobsModule, ProcessManagersModule], providers: [CreatePlanRecordHandler] })
class Workers {}

let database: TestDatabase;
let workers: INestApplicationContext;
let store: EventStore;

beforeAll(async () => {
  database = await createTestDatabase();
  workers = await startModuleContext(database, 'workers', Workers, { listen: true });
  store = workers.get(EVENT_STORE);
});

afterAll(async () => {
  await workers?.close();
  await database?.drop();
});

async function register(userId: string, registeredAt = new Date().toISOString()) {
  const registered: UserRegistered = { type: 'UserRegistered', data: { userId, email: `${userId}@example.com`, registeredAt } };
  await store.appendToStream(userStreamId(userId), 'no_stream', [
    { id: userRegisteredEventId(userId), ...registered, metadata: { userId, correlationId: `sign-up-${userId}` } },
  ]);
}

const eventsHandled = async () => {
  const { rows } = await sql<{ events_applied: string }>`
    select events_applied from subscription_checkpoints where name = ${PLAN_RECORDS_PROCESS}`.execute(database.db);
  return Number(rows[0]?.events_applied ?? 0);
};

it('gives a registered user the free plan record through the running process manager', async () => {
  await register('alice', '2026-11-23T10:00:00.000Z');
  await expect.poll(() => store.readStream(planStreamId('alice')), { timeout: 10_000 }).toHaveLength(1);
  const [record] = await store.readStream(planStreamId('alice'));
  expect(record).toMatchObject({
    id: planRecordCreatedEventId('alice'),
    type: 'PlanRecordCreated',
    data: { userId: 'alice', plan: 'free', allowedAccounts: 1, currentAccounts: 0, leadCreditsLimit: 10_000, createdAt: '2026-11-23T10:00:00.000Z' },
    metadata: { userId: 'alice', causationId: userRegisteredEventId('alice'), correlationId: 'sign-up-alice' },
  });
});

it('appends nothing twice when a batch is delivered again', async () => {
  await register('bob');
  await expect.poll(() => store.readStream(planStreamId('bob')), { timeout: 10_000 }).toHaveLength(1);
  const handledBefore = await eventsHandled();
  // As after a crash between the outputs and the checkpoint: the checkpoint goes back to the start, so the
  // next batch (carol's registration) finds it moved and the runner delivers every registration again.
  await sql`update subscription_checkpoints set position_major = 0, position_minor = 0 where name = ${PLAN_RECORDS_PROCESS}`.execute(database.db);
  await register('carol');
  await expect.poll(eventsHandled, { timeout: 10_000 }).toBe(handledBefore + 3);
  for (const userId of ['alice', 'bob', 'carol']) expect(await store.readStream(planStreamId(userId))).toHaveLength(1);
});
