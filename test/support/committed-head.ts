import { sql } from 'kysely';
import type { Database } from '../../src/platform/database/database';
import { type Position, START } from '../../src/platform/event-store/event-store.port';

/**
 * The position of the newest committed event, whether or not readers may see it yet. The store's
 * headPosition() holds back events behind any transaction still open in the cluster (another test file's,
 * say), so "caught up with the head" can hold before anything is applied; a projection that has reached
 * this position has applied every event appended so far.
 */
export async function committedHead(db: Database): Promise<Position> {
  const { rows } = await sql<{ transaction_id: string; global_position: string }>`
    select transaction_id::text as transaction_id, global_position from events
    order by events.transaction_id desc, events.global_position desc limit 1`.execute(db);
  const row = rows[0];
  return row ? { major: BigInt(row.transaction_id), minor: BigInt(row.global_position) } : START;
}
