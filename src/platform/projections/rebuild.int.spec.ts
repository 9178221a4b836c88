import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { committedHead } from '../../../test/support/committed-head';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';
import { skipListProjection } from '../../../projections/dnc/skip-list.projection';
import { comparePositions } from '../event-store/event-store.port';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store';
import { ensureCheckpoint } from './checkpoints';
import type { Projection } from './projection';
import { ProjectionRunner } from './projection-runner';
import { rebuildProjection } from './rebuild';

let database: TestDatabase;
let store: PostgresEventStore;
let runner: ProjectionRunner;

beforeAll(async () => {
  database = await createTestDatabase();
  store = new PostgresEventStore({ pool: database.pool, listenUrl: database.url, pollIntervalMs: 100 });
  runner = new ProjectionRunner({
    db: database.db,
    eventStore: store,
    databaseUrl: database.url,
    projections: [skipListProjection],
    retryDelayMs: { initial: 20, max: 200 },
    standbyPollMs: 100,
  });
  runner.start();
});

afterAll(async () => {
  await runner.stop();
  await store.close();
  await database.drop();
});

let version = 0;
async function skip(...usernames: string[]) {
  version++;
  await store.appendToStream('dnc-reader', version === 1 ? 'no_stream' : version - 1, [
    { type: 'UsernamesSkipped', data: { userId: 'reader', usernames } },
  ]);
}

/** What a sender reads: the list and its count, from the public tables. */
async function readList() {
  const entries = await sql<{ username: string }>`select username from dnc_entries where user_id = 'reader' order by username`.execute(
    database.db,
  );
  const list = await sql<{ entry_count: number }>`select entry_count from dnc_lists where user_id = 'reader'`.execute(database.db);
  return { usernames: entries.rows.map((row) => row.username), count: list.rows[0]?.entry_count ?? 0 };
}

/** Until the projection has applied every event appended so far. */
async function caughtUp() {
  const head = await committedHead(database.db);
  await expect
    .poll(async () => comparePositions((await ensureCheckpoint(database.db, skipListProjection.name)).position, head) >= 0)
    .toBe(true);
}

/** The real projection, calling `afterBatch` once each rebuild batch is written (still uncommitted). */
function observed(afterBatch: (batch: number) => Promise<void>): Projection {
  let batch = 0;
  return { ...skipListProjection, apply: async (trx, events) => {
    await skipListProjection.apply(trx, events);
    await afterBatch(++batch);
  } };
}

const names = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}${String(i).padStart(3, '0')}`);

it('keeps serving the whole old list to readers while it rebuilds, then swaps the rebuilt one in', async () => {
  const first = names('a', 40);
  for (let i = 0; i < first.length; i += 2) await skip(first[i], first[i + 1]);
  await caughtUp();
  expect(await readList()).toEqual({ usernames: first, count: 40 });

  const seen: { usernames: string[]; count: number }[] = [];
  const result = await rebuildProjection({
    db: database.db,
    eventStore: store,
    databaseUrl: database.url,
    projection: observed(async (batch) => {
      seen.push(await readList());
      // The live runner keeps the public tables current during the replay.
      if (batch === 3) await skip('live1', 'live2');
    }),
    batchSize: 3,
  });
  expect(seen.length).toBeGreaterThan(5);
  for (const view of seen) {
    expect(view.usernames).toEqual(expect.arrayContaining(first));
    expect(view.count).toBe(view.usernames.length);
  }
  expect(result.applied).toBe(21);
  await caughtUp();
  expect(await readList()).toEqual({ usernames: [...first, 'live1', 'live2'], count: 42 });
  // The swapped-in tables carry the original index names, and the rebuild schema is gone.
  const { rows: indexes } = await sql<{ name: string }>`
    select indexname as name from pg_indexes where schemaname = 'public' and tablename in ('dnc_entries', 'dnc_lists') order by 1`.execute(
    database.db,
  );
  expect(indexes.map((index) => index.name)).toEqual(['dnc_entries_pkey', 'dnc_entries_user_added', 'dnc_lists_pkey']);
  const { rows: schemas } = await sql`select 1 from pg_namespace where nspname like 'rebuild_%'`.execute(database.db);
  expect(schemas).toEqual([]);

  // The live runner carries on into the new tables.
  await skip('after');
  await caughtUp();
  expect((await readList()).count).toBe(43);
});

it('leaves the old tables and checkpoint serving when a rebuild fails midway', async () => {
  const before = await readList();
  const checkpoint = await ensureCheckpoint(database.db, skipListProjection.name);
  await expect(
    rebuildProjection({
      db: database.db,
      eventStore: store,
      databaseUrl: database.url,
      projection: observed(async (batch) => {
        if (batch === 4) throw new Error('replay broke');
      }),
      batchSize: 2,
    }),
  ).rejects.toThrow('replay broke');
  expect(await readList()).toEqual(before);
  expect((await ensureCheckpoint(database.db, skipListProjection.name)).position).toEqual(checkpoint.position);
  const { rows: schemas } = await sql`select 1 from pg_namespace where nspname like 'rebuild_%'`.execute(database.db);
  expect(schemas).toEqual([]);
  await skip('still-live');
  await caughtUp();
  expect(await readList()).toEqual({ usernames: [...before.usernames, 'still-live'].sort(), count: before.count + 1 });
});
