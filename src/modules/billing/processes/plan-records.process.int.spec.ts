import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-database';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import { PostgresEventStore } from '../../../platform/event-store/postgres/postgres-event-store';
import { type UserRegistered, userRegisteredEventId, userStreamId } from '../../identity/user/events';
import { planRecordCreatedEventId, planStreamId } from '../plan/events';
import { planRecordsProcess } from './plan-records.process';

let database: TestDatabase;
let store: PostgresEventStore;

beforeAll(async () => {
  database = await createTestDatabase();
  store = new PostgresEventStore({ pool: database.pool });
});

afterAll(async () => {
  await store?.close();
  await database?.drop();
});

async function register(userId: string): Promise<RecordedEvent<UserRegistered>> {
  await store.appendToStream(userStreamId(userId), 'no_stream', [
    {
      id: userRegisteredEventId(userId),
      type: 'UserRegistered',
      data: { userId, email: `${userId}@example.com`, registeredAt: new Date().toISOString() },
      metadata: { userId, correlationId: 'request-1' },
    },
  ]);
  return (await store.readStream(userStreamId(userId)))[0] as RecordedEvent<UserRegistered>;
}

it('creates the free plan record of each registered user, once however often the registration is delivered', async () => {
  const process = planRecordsProcess(store);
  const alice = await register('alice');
  const bob = await register('bob');
  await database.db.transaction().execute((trx) => process.apply(trx, [alice, bob]));
  await database.db.transaction().execute((trx) => process.apply(trx, [alice]));
  await Promise.all([1, 2, 3].map(() => database.db.transaction().execute((trx) => process.apply(trx, [bob]))));

  const aliceStream = await store.readStream(planStreamId('alice'));
  expect(aliceStream).toHaveLength(1);
  expect(aliceStream[0]).toMatchObject({
    id: planRecordCreatedEventId('alice'),
    type: 'PlanRecordCreated',
    data: { userId: 'alice', plan: 'free', allowedAccounts: 1, currentAccounts: 0, leadCreditsLimit: 10_000 },
    metadata: { userId: 'alice', causationId: alice.id, correlationId: 'request-1' },
  });
  expect(await store.readStream(planStreamId('bob'))).toHaveLength(1);
});
