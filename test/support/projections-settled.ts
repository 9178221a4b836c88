import { comparePositions } from '../../src/platform/event-store/event-store.port';
import type { Database } from '../../src/platform/database/database';
import { readCheckpoints } from '../../src/platform/projections/checkpoints';
import { committedHead } from './committed-head';
import { until } from './until';

/**
 * Waits until every projection and process manager of the app's database has applied every event committed so
 * far. A process manager runs its commands before its checkpoint moves, so once this returns, whatever the events
 * so far were going to cause has been appended: the event that ends a "nothing more happens" window.
 */
export async function projectionsSettled(db: Database, timeoutMs = 10_000): Promise<void> {
  const head = await committedHead(db);
  await until(async () => (await readCheckpoints(db)).every((checkpoint) => comparePositions(checkpoint.position, head) >= 0), true, timeoutMs);
}
