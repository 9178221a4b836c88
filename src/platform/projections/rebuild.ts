import { sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../database/database';
import { type EventStore, type RecordedEvent, START } from '../event-store/event-store.port';
import { applyBatch, countEventsAfter, lock, REBUILD_LOCK, tryLock } from './checkpoints';
import type { Projection } from './projection';

export const DEFAULT_REBUILD_BATCH_SIZE = 20_000;

export interface RebuildOptions {
  db: Database;
  eventStore: EventStore;
  /** Connection string of the dedicated connection that holds the rebuild lock. */
  databaseUrl: string;
  projection: Projection;
  batchSize?: number;
  /** Called after each batch with the events replayed so far and the events to replay in all. */
  onProgress?: (done: number, total: number) => void;
  log?: (message: string) => void;
}

export interface RebuildResult {
  name: string;
  /** Events replayed (read from the log). */
  events: number;
  /** Events of the types the projection handles, given to apply(). */
  applied: number;
  ms: number;
}

/**
 * Rebuilds a projection from the start of the log, while the app keeps running:
 * 1. takes the projection's rebuild lock (exclusive, session-level, on a dedicated connection); live
 *    batches take it shared, so the live runner finishes its batch in flight and then pauses this projection;
 * 2. in one transaction, empties the projection's tables and resets its checkpoint to the start;
 * 3. replays the log in large batches through the projection's own apply(), each batch committing with its
 *    checkpoint (asynchronous commit: a crash loses at most the last batches, never splits one from its
 *    checkpoint), reading the next batch while the current one is applied;
 * 4. releases the lock once it has caught up; the live runner continues from the rebuilt checkpoint.
 * Readers see the tables empty and then filling up during the rebuild; read-your-writes waits time out and
 * report the read side as behind until the rebuild has passed their position. A failed rebuild leaves a
 * consistent, partly rebuilt projection that the live runner carries on from its checkpoint.
 */
export async function rebuildProjection(options: RebuildOptions): Promise<RebuildResult> {
  const { db, eventStore, projection } = options;
  const batchSize = options.batchSize ?? DEFAULT_REBUILD_BATCH_SIZE;
  const started = Date.now();
  const client = new pg.Client({ connectionString: options.databaseUrl, application_name: 'outtwit-rebuild' });
  client.on('error', () => undefined);
  await client.connect();
  try {
    if (!(await tryLock(client, REBUILD_LOCK, projection.name))) {
      options.log?.(`Waiting for the batch in flight (or another rebuild) of ${projection.name} to finish...`);
      await lock(client, REBUILD_LOCK, projection.name);
    }
    await db.transaction().execute(async (trx) => {
      await sql`insert into subscription_checkpoints (name) values (${projection.name}) on conflict (name) do nothing`.execute(trx);
      await sql`select 1 from subscription_checkpoints where name = ${projection.name} for update`.execute(trx);
      if (projection.tables.length > 0) {
        await sql`truncate table ${sql.join(projection.tables.map((table) => sql.table(table)))}`.execute(trx);
      }
      await sql`
        update subscription_checkpoints
        set position_major = 0, position_minor = 0, events_applied = 0, updated_at = now()
        where name = ${projection.name}`.execute(trx);
    });
    const total = Number(await countEventsAfter(db, START));
    options.onProgress?.(0, total);
    const handles = new Set(projection.handles);
    let at = START;
    let done = 0;
    let applied = 0;
    let next: Promise<RecordedEvent[]> = eventStore.readAll(at, batchSize);
    for (;;) {
      const events = await next;
      if (events.length === 0) break;
      next = events.length === batchSize ? eventStore.readAll(events[events.length - 1].position, batchSize) : Promise.resolve([]);
      // Read ahead; a failure surfaces when awaited, or is moot if this batch fails first.
      next.catch(() => undefined);
      const result = await applyBatch(db, projection, handles, at, events, { rebuilding: true, asynchronousCommit: true });
      at = result.position;
      done += events.length;
      applied += result.applied;
      options.onProgress?.(done, Math.max(total, done));
    }
    return { name: projection.name, events: done, applied, ms: Date.now() - started };
  } finally {
    // Ending the session releases the rebuild lock.
    await client.end().catch(() => undefined);
  }
}
