import { sql, type Transaction } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { committedHead } from '../../../test/support/committed-head';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';
import { comparePositions, type Position, type RecordedEvent } from '../event-store/event-store.port';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store';
import { clearFailure, ensureCheckpoint } from './checkpoints';
import type { Projection } from './projection';
import { ProjectionRunner } from './projection-runner';
import { rebuildProjection } from './rebuild';

let database: TestDatabase;
let store: PostgresEventStore;
const runners: ProjectionRunner[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  // A client whose backend is terminated while checked out emits 'error' besides failing its query;
  // without a listener that is an uncaught exception (createPool only guards idle clients).
  database.pool.on('connect', (client) => client.on('error', () => undefined));
  store = new PostgresEventStore({ pool: database.pool, listenUrl: database.url, pollIntervalMs: 100 });
});

afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
});

afterAll(async () => {
  await store.close();
  await database.drop();
});

type Hook = (trx: Transaction<any>, events: RecordedEvent[], call: number) => Promise<void>;

/** Records one row per applied event, with no unique constraint, so an event applied twice shows up. */
async function recordingProjection(name: string, afterInsert?: Hook, counts = name): Promise<Projection & { calls: number }> {
  await sql`create table ${sql.table(name)} (event_id uuid not null, stream_id text not null, stream_version int not null)`.execute(
    database.db,
  );
  const projection = {
    name,
    handles: [`${counts}.Counted`],
    tables: [name],
    calls: 0,
    async apply(trx: Transaction<any>, events: RecordedEvent[]) {
      projection.calls++;
      await trx
        .insertInto(name)
        .values(events.map((event) => ({ event_id: event.id, stream_id: event.streamId, stream_version: event.version })))
        .execute();
      await afterInsert?.(trx, events, projection.calls);
    },
  };
  return projection;
}

function startRunner(projections: Projection[], batchSize = 40, maxAttempts = 3) {
  const runner = new ProjectionRunner({
    db: database.db,
    eventStore: store,
    databaseUrl: database.url,
    projections,
    batchSize,
    retryDelayMs: { initial: 20, max: 200 },
    standbyPollMs: 100,
    maxAttempts,
  });
  runners.push(runner);
  runner.start();
  return runner;
}

/** Appends `streams` streams of `perStream` events, every third one of a type no projection handles. */
async function appendEvents(kind: string, prefix: string, streams: number, perStream: number): Promise<string[]> {
  const counted: string[] = [];
  await Promise.all(
    Array.from({ length: streams }, async (_, s) => {
      for (let v = 0; v < perStream; v++) {
        const type = v % 3 === 2 ? 'Ignored' : `${kind}.Counted`;
        const id = crypto.randomUUID();
        await store.appendToStream(`${prefix}-${s}`, 'any', [{ id, type, data: { s, v } }]);
        if (type !== 'Ignored') counted.push(id);
      }
    }),
  );
  return counted;
}

async function waitForCheckpoint(name: string, position: Position) {
  let checkpoint = await ensureCheckpoint(database.db, name);
  await expect
    .poll(
      async () => {
        checkpoint = await ensureCheckpoint(database.db, name);
        return comparePositions(checkpoint.position, position) >= 0;
      },
      { timeout: 20_000, interval: 25, message: `${name} did not reach the head in time` },
    )
    .toBe(true);
  return checkpoint;
}

/** Each appended event has exactly one row, and nothing else was recorded. */
async function expectEachOnce(table: string, counted: string[]) {
  const { rows } = await sql<{ event_id: string; n: string }>`
    select event_id, count(*) as n from ${sql.table(table)} group by event_id`.execute(database.db);
  expect(rows.filter((row) => Number(row.n) !== 1).map((row) => row.n)).toEqual([]);
  expect(rows.map((row) => row.event_id).sort()).toEqual([...counted].sort());
}

describe('projection runner', () => {
  it('rolls back a batch whose apply throws, retries it from the checkpoint, and applies each event once', async () => {
    const projection = await recordingProjection('thrown', async (_trx, _events, call) => {
      if (call === 3) throw new Error('boom in the middle of a batch');
    });
    const before = await appendEvents('thrown', 'thrown', 10, 12);
    const runner = startRunner([projection]);
    // Live events arrive while the runner works and recovers.
    const during = await appendEvents('thrown', 'thrown-live', 5, 9);
    const checkpoint = await waitForCheckpoint('thrown', await committedHead(database.db));
    const counted = [...before, ...during];
    await expectEachOnce('thrown', counted);
    expect(checkpoint.eventsApplied).toBe(BigInt(counted.length));
    expect(runner.status()[0]).toMatchObject({ name: 'thrown', failures: 1, lastError: 'boom in the middle of a batch' });
  });

  it('survives its connection being terminated in the middle of apply', async () => {
    const projection = await recordingProjection('dropped', async (trx, _events, call) => {
      if (call !== 2) return;
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
      await database.pool.query('select pg_terminate_backend($1)', [rows[0].pid]);
      await sql`select 1`.execute(trx);
    });
    const before = await appendEvents('dropped', 'dropped', 8, 15);
    const runner = startRunner([projection]);
    const during = await appendEvents('dropped', 'dropped-live', 4, 6);
    const checkpoint = await waitForCheckpoint('dropped', await committedHead(database.db));
    const counted = [...before, ...during];
    await expectEachOnce('dropped', counted);
    expect(checkpoint.eventsApplied).toBe(BigInt(counted.length));
    expect(runner.status()[0].failures).toBeGreaterThanOrEqual(1);
  });

  it('keeps the other projections going while one keeps failing', async () => {
    const poisoned = await recordingProjection(
      'poisoned',
      async () => {
        throw new Error('poisoned');
      },
      'poison',
    );
    const healthy = await recordingProjection('healthy', undefined, 'poison');
    const runner = startRunner([poisoned, healthy]);
    await appendEvents('poison', 'poison', 3, 9);
    const head = await committedHead(database.db);
    await waitForCheckpoint('healthy', head);
    await expect.poll(() => runner.status().find((status) => status.name === 'poisoned')?.state).toBe('failed');
    const stuck = await ensureCheckpoint(database.db, 'poisoned');
    expect(comparePositions(stuck.position, head)).toBeLessThan(0);
    const { rows } = await sql<{ n: string }>`select count(*) as n from poisoned`.execute(database.db);
    expect(Number(rows[0].n)).toBe(0);
    expect(runner.status().find((status) => status.name === 'poisoned')).toMatchObject({ lastError: 'poisoned', failedEvent: { type: 'poison.Counted' } });
  });

  it('stops after the bounded attempts on the one failing event of a batch, applying the events before it, until a retry', async () => {
    let poison: string | undefined;
    let attempts = 0;
    const projection = await recordingProjection('isolated', async (_trx, events) => {
      if (events.some((event) => event.id === poison)) {
        attempts++;
        throw new Error('cannot apply this one');
      }
    });
    const before = await appendEvents('isolated', 'isolated-before', 1, 12);
    const poisonId = crypto.randomUUID();
    poison = poisonId;
    const bad = await store.appendToStream('isolated-poison', 'no_stream', [{ id: poisonId, type: 'isolated.Counted', data: {} }]);
    const after = await appendEvents('isolated', 'isolated-after', 1, 6);
    // One batch holds every event, so the poisoned one is found inside it.
    const runner = startRunner([projection], 100, 4);
    await expect.poll(() => runner.status()[0].state, { timeout: 10_000 }).toBe('failed');
    expect(attempts).toBe(1 + 4); // the whole batch once, then the event alone each time
    await expectEachOnce('isolated', before);
    const checkpoint = await ensureCheckpoint(database.db, 'isolated');
    expect(comparePositions(checkpoint.position, bad.position)).toBeLessThan(0);
    expect(checkpoint.failure).toMatchObject({
      error: 'cannot apply this one',
      event: { position: `${bad.position.major}/${bad.position.minor}`, streamId: 'isolated-poison', type: 'isolated.Counted', id: poisonId },
    });
    expect(runner.status()[0]).toMatchObject({ lastError: 'cannot apply this one', failedEvent: { streamId: 'isolated-poison' } });

    // Stored durably: a runner in another process does not try it again.
    await runner.stop();
    const other = startRunner([projection], 100, 4);
    await expect.poll(() => other.status()[0].state).toBe('failed');
    expect(attempts).toBe(5);

    // The code is fixed and the operator retries: it carries on from the failing event.
    poison = undefined;
    expect(await clearFailure(database.db, 'isolated')).toBe(true);
    await waitForCheckpoint('isolated', await committedHead(database.db));
    await expectEachOnce('isolated', [...before, poisonId, ...after]);
    expect(other.status()[0].state).toBe('running');
    expect((await ensureCheckpoint(database.db, 'isolated')).failure).toBeUndefined();
  });

  it('lets one runner at a time apply a projection, and another take over when it stops', async () => {
    const first = await recordingProjection('shared');
    // The same projection object in two runners stands for the same code in two processes.
    const a = startRunner([first], 7);
    const b = startRunner([first], 7);
    const counted = await appendEvents('shared', 'shared', 6, 12);
    await waitForCheckpoint('shared', await committedHead(database.db));
    const states = [a.status()[0].state, b.status()[0].state].sort();
    expect(states).toEqual(['running', 'standby']);
    const [owner, standby] = a.status()[0].state === 'running' ? [a, b] : [b, a];
    await owner.stop();
    counted.push(...(await appendEvents('shared', 'shared-after', 3, 6)));
    await waitForCheckpoint('shared', await committedHead(database.db));
    await expect.poll(() => standby.status()[0].state).toBe('running');
    await expectEachOnce('shared', counted);
  });

  it('rebuilds a projection while the runner is live, then the runner carries on from the rebuilt checkpoint', async () => {
    const projection = await recordingProjection('rebuilt');
    startRunner([projection], 25);
    const counted = await appendEvents('rebuilt', 'rebuilt', 5, 30);
    await waitForCheckpoint('rebuilt', await committedHead(database.db));
    const progress: number[] = [];
    const appending = appendEvents('rebuilt', 'rebuilt-during', 3, 12);
    const result = await rebuildProjection({
      db: database.db,
      eventStore: store,
      databaseUrl: database.url,
      projection,
      batchSize: 33,
      onProgress: (done) => progress.push(done),
    });
    counted.push(...(await appending));
    expect(result.events).toBeGreaterThan(0);
    expect(progress.at(-1)).toBe(result.events);
    const checkpoint = await waitForCheckpoint('rebuilt', await committedHead(database.db));
    await expectEachOnce('rebuilt', counted);
    expect(checkpoint.eventsApplied).toBe(BigInt(counted.length));
  });
});
