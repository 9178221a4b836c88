import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-database';
import { START } from '../event-store.port';
import { PostgresEventStore } from './postgres-event-store';

let database: TestDatabase;
let store: PostgresEventStore;
beforeAll(async () => {
  database = await createTestDatabase();
  store = new PostgresEventStore({ pool: database.pool, listenUrl: database.url });
});
afterAll(async () => {
  await store.close();
  await database.drop();
});

it('appends and reads back', async () => {
  const result = await store.appendToStream('s-1', 'no_stream', [{ type: 'A', data: { n: 1 } }, { type: 'B', data: { n: 2 } }]);
  expect(result.nextVersion).toBe(2);
  const events = await store.readAll(START, 10);
  expect(events.map((e) => [e.type, e.version])).toEqual([['A', 1], ['B', 2]]);
  await expect(store.appendToStream('s-1', 1, [{ type: 'C', data: {} }])).rejects.toThrow(/expected version/);
  expect((await store.appendToStream('s-1', 2, [{ type: 'C', data: {} }])).nextVersion).toBe(3);
});
