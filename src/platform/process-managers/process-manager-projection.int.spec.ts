import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';
import type { Event } from '../event-store/event-store.port';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store';
import { JobsService } from '../jobs/jobs.service';
import { ProjectionRunner } from '../projections/projection-runner';
import { defineProcessManager, enqueue, send } from './process-manager';
import { processManagerProjection } from './process-manager-projection';

type Pinged = Event<'Pinged', { userId: string }>;

/** Answers each ping of a user with a pong numbered by the user's own count: state kept per user. */
const pongs = defineProcessManager<Pinged, { pings: number }>({
  name: 'test-pongs',
  handles: ['Pinged'],
  keyOf: (event) => event.data.userId,
  initialState: () => ({ pings: 0 }),
  evolve: (state, _event) => ({ pings: state.pings + 1 }),
  decide: (event, state) => {
    const pong = { userId: event.data.userId, number: state.pings + 1 };
    return [send({ pong }), enqueue('pongs', pong, { singletonKey: `pong:${pong.userId}:${pong.number}` })];
  },
});

let database: TestDatabase;
let store: PostgresEventStore;
let jobs: JobsService;

beforeAll(async () => {
  database = await createTestDatabase();
  store = new PostgresEventStore({ pool: database.pool, listenUrl: database.url, pollIntervalMs: 100 });
  jobs = new JobsService({ ROLE: 'api', LOG_LEVEL: 'silent' }, database.url, database.db);
  await jobs.start();
});

afterAll(async () => {
  await jobs?.stop();
  await store?.close();
  await database?.drop();
});

const queuedPongs = async () => {
  const { rows } = await sql<{ singleton_key: string }>`
    select singleton_key from pgboss.job where name = 'pongs' order by singleton_key`.execute(database.db);
  return rows.map((row) => row.singleton_key);
};

it('decides from per-key state, sends commands and enqueues jobs once even when a failed batch is retried', async () => {
  const commands: unknown[] = [];
  let failNext = true;
  const runner = new ProjectionRunner({
    db: database.db,
    eventStore: store,
    databaseUrl: database.url,
    retryDelayMs: { initial: 50, max: 50 },
    projections: [
      processManagerProjection(pongs, {
        async execute(command) {
          commands.push(command);
          // The third command of the first delivery fails after two were sent and two jobs enqueued.
          if (commands.length === 3 && failNext) {
            failNext = false;
            throw new Error('command bus unavailable');
          }
        },
        enqueue: ({ queue, data, singletonKey }, trx) => jobs.send(queue, data, { singletonKey, trx }),
      }),
    ],
  });
  await store.appendToStream('pings-1', 'no_stream', [
    { type: 'Pinged', data: { userId: 'alice' } },
    { type: 'Pinged', data: { userId: 'bob' } },
    { type: 'Pinged', data: { userId: 'alice' } },
  ]);
  runner.start();
  try {
    await expect.poll(queuedPongs, { timeout: 10_000 }).toEqual(['pong:alice:1', 'pong:alice:2', 'pong:bob:1']);
    // The retried batch sent its commands again (they are idempotent by contract); the jobs and state are exact.
    expect(commands.map((command) => (command as { pong: object }).pong)).toEqual([
      { userId: 'alice', number: 1 },
      { userId: 'bob', number: 1 },
      { userId: 'alice', number: 2 },
      { userId: 'alice', number: 1 },
      { userId: 'bob', number: 1 },
      { userId: 'alice', number: 2 },
    ]);
    await store.appendToStream('pings-1', 3, [{ type: 'Pinged', data: { userId: 'bob' } }]);
    await expect.poll(queuedPongs, { timeout: 10_000 }).toEqual(['pong:alice:1', 'pong:alice:2', 'pong:bob:1', 'pong:bob:2']);
    const { rows } = await sql<{ key: string; state: unknown }>`
      select key, state from process_manager_states where process = 'test-pongs' order by key`.execute(database.db);
    expect(rows).toEqual([
      { key: 'alice', state: { pings: 2 } },
      { key: 'bob', state: { pings: 2 } },
    ]);
  } finally {
    await runner.stop();
  }
});
