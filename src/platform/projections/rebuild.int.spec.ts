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
/** The reader's list and its count, read in one statement so a live batch cannot land between them. */
async function readList() {
  const { rows } = await sql<{ usernames: string[] | null; count: number | null }>`
    select (select array_agg(username order by username) from dnc_entries where user_id = 'reader') as usernames,
           (select entry_count from dnc_lists where user_id = 'reader') as count`.execute(database.db);
  return { usernames: rows[0]?.usernames ?? [], count: rows[0]?.count ?? 0 };
}

/** Every index and constraint of the list's public tables, as PostgreSQL defines them. */
async function tableShapes() {
  const { rows } = await sql<{ definition: string }>`
    select indexdef as definition from pg_indexes where schemaname = 'public' and tablename in ('dnc_entries', 'dnc_lists')
    union all
    select conname || ' ' || pg_get_constraintdef(c.oid) from pg_constraint c join pg_class t on t.oid = c.conrelid
    where t.relnamespace = 'public'::regnamespace and t.relname in ('dnc_entries', 'dnc_lists')
    order by 1`.execute(database.db);
  return rows.map((row) => row.definition);
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

  const shapesBefore = await tableShapes();
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
  // Indexes only readers use are built after the replay; the swapped-in tables end up defined as before.
  expect(await tableShapes()).toEqual(shapesBefore);
  expect(shapesBefore.some((shape) => shape.includes('dnc_entries_pkey PRIMARY KEY'))).toBe(true);
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

it('makes a view over its tables (a read model published as a view) again over the swapped-in tables', async () => {
  await sql`create view dnc_list_sizes as select l.user_id, l.entry_count, (select count(*)::int from dnc_entries e where e.user_id = l.user_id) as entries
    from dnc_lists l`.execute(database.db);
  const sizes = async () => (await sql<{ user_id: string; entry_count: number; entries: number }>`select * from dnc_list_sizes`.execute(database.db)).rows;
  const before = await sizes();
  expect(before).toHaveLength(1);
  expect(before[0].entry_count).toBe(before[0].entries);

  await rebuildProjection({ db: database.db, eventStore: store, databaseUrl: database.url, projection: skipListProjection, batchSize: 5 });
  expect(await sizes()).toEqual(before);
  await skip('through-view');
  await caughtUp();
  expect(await sizes()).toEqual([{ user_id: 'reader', entry_count: before[0].entry_count + 1, entries: before[0].entries + 1 }]);
  await sql`drop view dnc_list_sizes`.execute(database.db);
});
