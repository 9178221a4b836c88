import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';
import type { AppConfig } from '../config/config';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store';
import type { Projection } from './projection';
import { ProjectionRunner } from './projection-runner';
import { ReadYourWrites } from './read-your-writes';

let database: TestDatabase;
let store: PostgresEventStore;

beforeAll(async () => {
  database = await createTestDatabase();
  store = new PostgresEventStore({ pool: database.pool, listenUrl: database.url, pollIntervalMs: 100 });
  await sql`create table greetings (stream_id text primary key, text text not null)`.execute(database.db);
});

afterAll(async () => {
  await store.close();
  await database.drop();
});

/** A read model of this test only. */
type GreetingTables = { greetings: { stream_id: string; text: string } };

const greetings: Projection = {
  name: 'greetings',
  handles: ['Greeted'],
  tables: ['greetings'],
  async apply(trx, events) {
    for (const event of events) {
      await trx
        .withTables<GreetingTables>()
        .insertInto('greetings')
        .values({ stream_id: event.streamId, text: (event.data as { text: string }).text })
        .onConflict((oc) => oc.column('stream_id').doUpdateSet({ text: sql.ref('excluded.text') }))
        .execute();
    }
  },
};

it('answers true once the runner has applied the position, and false on timeout while it has not', async () => {
  const readYourWrites = new ReadYourWrites(database.db, { READ_YOUR_WRITES_TIMEOUT_MS: 2000 } as AppConfig);
  const runner = new ProjectionRunner({ db: database.db, eventStore: store, databaseUrl: database.url, projections: [greetings] });
  runner.start();
  try {
    const { position } = await store.appendToStream('greeting-1', 'no_stream', [{ type: 'Greeted', data: { text: 'hello' } }]);
    expect(await readYourWrites.waitFor(position, ['greetings'], 5000)).toBe(true);
    const row = await database.db.withTables<GreetingTables>().selectFrom('greetings').select('text').where('stream_id', '=', 'greeting-1').executeTakeFirst();
    expect(row?.text).toBe('hello');
  } finally {
    await runner.stop();
  }
  const { position } = await store.appendToStream('greeting-1', 1, [{ type: 'Greeted', data: { text: 'again' } }]);
  const started = Date.now();
  expect(await readYourWrites.waitFor(position, ['greetings'], 300)).toBe(false);
  expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  // A projection that has never run has no checkpoint: also not reached.
  expect(await readYourWrites.waitFor(position, ['greetings', 'never-ran'], 50)).toBe(false);
});
