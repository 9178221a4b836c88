import { afterAll, beforeAll, expect } from 'vitest';
import { comparePositions } from '../../src/platform/event-store/event-store.port';
import { PostgresEventStore } from '../../src/platform/event-store/postgres/postgres-event-store';
import { ensureCheckpoint } from '../../src/platform/projections/checkpoints';
import type { Projection } from '../../src/platform/projections/projection';
import { ProjectionRunner } from '../../src/platform/projections/projection-runner';
import { committedHead } from './committed-head';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface LiveProjections {
  database: TestDatabase;
  store: PostgresEventStore;
  runner: ProjectionRunner;
}

/**
 * A test database of the file's own, its event store, and a runner applying `projections` as events arrive,
 * `batchSize` at a time: small batches split the log at other places than a rebuild does. Started in the
 * file's beforeAll and stopped in its afterAll; read the fields inside tests.
 */
export function liveProjections(projections: readonly Projection[], batchSize?: number): LiveProjections {
  const live = {} as LiveProjections;
  beforeAll(async () => {
    live.database = await createTestDatabase();
    live.store = new PostgresEventStore({ pool: live.database.pool, listenUrl: live.database.url, pollIntervalMs: 100 });
    live.runner = new ProjectionRunner({
      db: live.database.db,
      eventStore: live.store,
      databaseUrl: live.database.url,
      projections,
      ...(batchSize === undefined ? {} : { batchSize }),
      retryDelayMs: { initial: 20, max: 200 },
      standbyPollMs: 100,
    });
    live.runner.start();
  });
  afterAll(async () => {
    await live.runner?.stop();
    await live.store?.close();
    await live.database?.drop();
  });
  return live;
}

/** Waits until `projection` has applied every event committed so far. */
export async function projectionCaughtUp(live: LiveProjections, projection: Projection, timeout = 20_000): Promise<void> {
  const head = await committedHead(live.database.db);
  await expect
    .poll(async () => comparePositions((await ensureCheckpoint(live.database.db, projection.name)).position, head) >= 0, { timeout })
    .toBe(true);
}
