import { sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../database/database';
import { type EventStore, type Position, type RecordedEvent, START } from '../event-store/event-store.port';
import { countEventsAfter, lock, REBUILD_LOCK, REBUILDER_LOCK, tryLock } from './checkpoints';
import type { Projection } from './projection';
import { createDeferredIndexes, createShadowTables, dropShadowTables, shadowSchemaOf, swapInShadowTables, useShadowTables } from './shadow-tables';

export const DEFAULT_REBUILD_BATCH_SIZE = 20_000;

export interface RebuildOptions {
  db: Database;
  eventStore: EventStore;
  /** Connection string of the dedicated connection that holds the rebuild locks. */
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
 * Rebuilds a projection from the start of the log while the app keeps running, without readers ever
 * seeing its tables empty or partly rebuilt:
 * 1. takes the projection's rebuilder lock (one rebuild of a projection at a time);
 * 2. creates a schema rebuild_<name> with empty copies of the projection's tables;
 * 3. replays the log in large batches into the copies, through the projection's own apply() with the
 *    transaction's search_path pointing at that schema (asynchronous commit: the copies are thrown away if
 *    the rebuild dies). Meanwhile the live runner keeps the public tables up to date, so readers and
 *    read-your-writes carry on as usual;
 * 4. once nearly caught up, takes the rebuild lock (live batches take it shared: the live runner finishes
 *    its batch in flight and pauses), replays the last events, and in one transaction replaces the public
 *    tables with the copies and moves the checkpoint to the last replayed event, clearing any failure;
 * 5. releases the locks; the live runner continues from the new checkpoint.
 * A rebuild that fails drops its copies and leaves the old tables and checkpoint serving.
 */
export async function rebuildProjection(options: RebuildOptions): Promise<RebuildResult> {
  const { db, eventStore, projection } = options;
  const batchSize = options.batchSize ?? DEFAULT_REBUILD_BATCH_SIZE;
  const schema = shadowSchemaOf(projection.name);
  const handles = new Set(projection.handles);
  const started = Date.now();
  const client = new pg.Client({ connectionString: options.databaseUrl, application_name: 'outtwit-rebuild' });
  client.on('error', () => undefined);
  await client.connect();
  let at: Position = START;
  let done = 0;
  let applied = 0;
  let total = 0;

  /** Replays into the copies until a read comes back short (or empty, with `untilEmpty`). */
  const replay = async (untilEmpty: boolean) => {
    let next: Promise<RecordedEvent[]> = eventStore.readAll(at, batchSize);
    for (;;) {
      const events = await next;
      if (events.length === 0) return;
      const more = untilEmpty || events.length === batchSize;
      next = more ? eventStore.readAll(events[events.length - 1].position, batchSize) : Promise.resolve([]);
      // Read ahead; a failure surfaces when awaited, or is moot if this batch fails first.
      next.catch(() => undefined);
      const handled = events.filter((event) => handles.has(event.type));
      if (handled.length > 0) {
        const prepared = projection.prepare ? await projection.prepare(db, handled) : undefined;
        await db.transaction().execute(async (trx) => {
          await sql`set local synchronous_commit = off`.execute(trx);
          await useShadowTables(schema).execute(trx);
          await projection.apply(trx, handled, prepared);
        });
      }
      at = events[events.length - 1].position;
      done += events.length;
      applied += handled.length;
      options.onProgress?.(done, Math.max(total, done));
      if (!more) return;
    }
  };

  try {
    if (!(await tryLock(client, REBUILDER_LOCK, projection.name))) {
      options.log?.(`Waiting for another rebuild of ${projection.name} to finish...`);
      await lock(client, REBUILDER_LOCK, projection.name);
    }
    await createShadowTables(db, schema, projection.tables);
    total = Number(await countEventsAfter(db, START));
    options.onProgress?.(0, total);
    await replay(false);
    await createDeferredIndexes(db, schema, projection.tables);
    if (!(await tryLock(client, REBUILD_LOCK, projection.name))) {
      options.log?.(`Waiting for the batch in flight of ${projection.name} to finish...`);
      await lock(client, REBUILD_LOCK, projection.name);
    }
    await replay(true);
    await db.transaction().execute(async (trx) => {
      await sql`insert into subscription_checkpoints (name) values (${projection.name}) on conflict (name) do nothing`.execute(trx);
      await sql`select 1 from subscription_checkpoints where name = ${projection.name} for update`.execute(trx);
      await swapInShadowTables(trx, schema, projection.tables);
      await sql`
        update subscription_checkpoints
        set position_major = ${at.major.toString()}::numeric, position_minor = ${at.minor.toString()}::numeric,
            events_applied = ${applied}, updated_at = now(), failed_at = null, last_error = null, failed_event = null
        where name = ${projection.name}`.execute(trx);
    });
    options.onProgress?.(done, done);
    return { name: projection.name, events: done, applied, ms: Date.now() - started };
  } finally {
    await dropShadowTables(db, schema).catch(() => undefined);
    // Ending the session releases the locks.
    await client.end().catch(() => undefined);
  }
}
