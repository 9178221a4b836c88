import { expect } from 'vitest';
import type { Database } from '../../src/platform/database/database';
import type { Projection } from '../../src/platform/projections/projection';
import { rebuildProjection } from '../../src/platform/projections/rebuild';
import { type LiveProjections, liveProjections, projectionCaughtUp } from './live-projections';

export interface RebuildCheck<Model> {
  /** The file's database and event store, and the runner applying the projection live. */
  live: LiveProjections;
  /** Waits until the live run has applied every event committed so far, and answers its tables. */
  liveModel(): Promise<Model>;
  /**
   * Rebuilds the projection from the whole log and expects the same tables as `live`; answers how many events the
   * rebuild applied.
   */
  rebuiltMatches(live: Model): Promise<number>;
}

/**
 * The set-up of a projection's rebuild test: the projection applied live in small batches (`liveBatchSize`), so
 * the live run and the rebuild (50 at a time) split the log at different places, and `readModel` reading every
 * row of its tables in a fixed order. Registered in the file's beforeAll and afterAll.
 */
export function rebuildCheck<Model>(projection: Projection, liveBatchSize: number, readModel: (db: Database) => Promise<Model>): RebuildCheck<Model> {
  const live = liveProjections([projection], liveBatchSize);
  return {
    live,
    async liveModel() {
      await projectionCaughtUp(live, projection);
      return readModel(live.database.db);
    },
    async rebuiltMatches(expected) {
      // The rebuild replays into fresh tables and swaps them in: compared after, so nothing carries over.
      const result = await rebuildProjection({ db: live.database.db, eventStore: live.store, databaseUrl: live.database.url, projection, batchSize: 50 });
      expect(await readModel(live.database.db)).toEqual(expected);
      return result.applied;
    },
  };
}
