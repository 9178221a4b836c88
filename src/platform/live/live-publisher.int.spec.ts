import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store';
import type { Projection } from '../projections/projection';
import { ProjectionRunner } from '../projections/projection-runner';
import { LIVE_CHANNEL, type LiveChange } from './live-change';
import { decodePayload } from './live-payload';
import { LivePublisher } from './live-publisher';

let database: TestDatabase;
let store: PostgresEventStore;
let listener: pg.Client;
const published: LiveChange[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  store = new PostgresEventStore({ pool: database.pool, listenUrl: database.url, pollIntervalMs: 100 });
  await sql`create table notes (user_id text not null, text text not null)`.execute(database.db);
  listener = new pg.Client({ connectionString: database.url });
  await listener.connect();
  listener.on('notification', (message) => published.push(...decodePayload(message.payload ?? '')));
  await listener.query(`listen ${LIVE_CHANNEL}`);
});

afterAll(async () => {
  await listener?.end();
  await store?.close();
  await database?.drop();
});

type NoteData = { userId: string; text: string };

const notes: Projection = {
  name: 'notes',
  handles: ['NoteWritten'],
  tables: ['notes'],
  async apply(trx, events) {
    for (const event of events) {
      const { userId, text } = event.data as NoteData;
      await sql`insert into notes (user_id, text) values (${userId}, ${text})`.execute(trx);
    }
  },
};

const noteChanges = {
  projection: 'notes',
  changes: (events: readonly { data: unknown }[]) => events.map((event) => ({ userId: (event.data as NoteData).userId, resource: 'notes', ids: [(event.data as NoteData).text] })),
};

const countNotes = async (db = database.db) => Number((await sql<{ n: string }>`select count(*) as n from notes`.execute(db)).rows[0].n);

it('publishes what a batch changed once it has committed, per user and resource, for the listeners of every process', async () => {
  const publisher = new LivePublisher(database.db, [noteChanges]);
  const seenAtPublish: number[] = [];
  const runner = new ProjectionRunner({
    db: database.db,
    eventStore: store,
    databaseUrl: database.url,
    projections: [notes],
    async onCommitted(projection, events) {
      // Another connection already sees the batch: the hook runs after the commit.
      seenAtPublish.push(await countNotes());
      await publisher.publish(projection, events);
    },
  });
  runner.start();
  try {
    await store.appendToStream('notes-1', 'no_stream', [
      { type: 'NoteWritten', data: { userId: 'u1', text: 'a' } },
      { type: 'Ignored', data: {} },
      { type: 'NoteWritten', data: { userId: 'u2', text: 'b' } },
      { type: 'NoteWritten', data: { userId: 'u1', text: 'c' } },
    ]);
    await expect.poll(() => published, { timeout: 10_000 }).toEqual([
      { userId: 'u1', resource: 'notes', ids: ['a', 'c'] },
      { userId: 'u2', resource: 'notes', ids: ['b'] },
    ]);
    expect(seenAtPublish).toEqual([3]);
  } finally {
    await runner.stop();
  }
});

it('keeps a batch applied, and goes on, when the after-commit hook fails', async () => {
  const calls: number[] = [];
  const runner = new ProjectionRunner({
    db: database.db,
    eventStore: store,
    databaseUrl: database.url,
    projections: [notes],
    async onCommitted(_projection, events) {
      calls.push(events.length);
      throw new Error('NOTIFY failed');
    },
  });
  const before = await countNotes();
  runner.start();
  try {
    await store.appendToStream('notes-2', 'no_stream', [{ type: 'NoteWritten', data: { userId: 'u3', text: 'd' } }]);
    await expect.poll(() => calls, { timeout: 10_000 }).toEqual([1]);
    await store.appendToStream('notes-2', 1, [{ type: 'NoteWritten', data: { userId: 'u3', text: 'e' } }]);
    await expect.poll(() => calls, { timeout: 10_000 }).toEqual([1, 1]);
    expect(await countNotes()).toBe(before + 2);
    expect(runner.status()[0]).toMatchObject({ failures: 0 });
  } finally {
    await runner.stop();
  }
});
