import { type Selectable, sql } from 'kysely';
import type pg from 'pg';
import type { Database } from '../database/database';
import { comparePositions, type Position, type RecordedEvent, START } from '../event-store/event-store.port';
import type { Projection } from './projection';
import type { FailedEvent, SubscriptionCheckpointsTable } from './tables';

/**
 * Advisory lock namespaces (the first key of PostgreSQL's two-key advisory locks; the second is
 * hashtext(projection name)).
 * - OWNER: held for as long as a runner process applies a projection, on that runner's dedicated lock
 *   connection. One owner per projection across every process; the others stand by.
 * - REBUILD: held exclusively by a rebuild while it catches up and swaps its tables in; every live batch
 *   takes it shared for its transaction, so meanwhile the live runner pauses that projection.
 * - REBUILDER: held by a rebuild from start to end (one rebuild per projection at a time).
 */
export const OWNER_LOCK = 0x6f770001;
export const REBUILD_LOCK = 0x6f770002;
/** Held by a rebuild for its whole duration, so two rebuilds of one projection never run at once. */
export const REBUILDER_LOCK = 0x6f770003;

export interface Checkpoint {
  name: string;
  position: Position;
  eventsApplied: bigint;
  updatedAt: Date;
  /** Set when the projection stopped on an event it kept failing on; cleared by a retry or a rebuild. */
  failure?: ProjectionFailure;
}

export interface ProjectionFailure {
  at: Date;
  error: string;
  event: FailedEvent | null;
}

type CheckpointRow = Selectable<SubscriptionCheckpointsTable>;

function toCheckpoint(row: CheckpointRow): Checkpoint {
  return {
    name: row.name,
    position: { major: BigInt(row.position_major), minor: BigInt(row.position_minor) },
    eventsApplied: BigInt(row.events_applied),
    updatedAt: row.updated_at,
    ...(row.failed_at ? { failure: { at: row.failed_at, error: row.last_error ?? '', event: row.failed_event } } : {}),
  };
}

/** The projection's checkpoint, created at the start of the log when it has none yet. */
export async function ensureCheckpoint(db: Database, name: string): Promise<Checkpoint> {
  await db.insertInto('subscription_checkpoints').values({ name }).onConflict((conflict) => conflict.column('name').doNothing()).execute();
  return toCheckpoint(await db.selectFrom('subscription_checkpoints').selectAll().where('name', '=', name).executeTakeFirstOrThrow());
}

export async function readCheckpoints(db: Database): Promise<Checkpoint[]> {
  return (await db.selectFrom('subscription_checkpoints').selectAll().orderBy('name').execute()).map(toCheckpoint);
}

/** The longest error text kept with a failed projection. */
const MAX_ERROR_LENGTH = 2000;

/** Marks the projection failed on `event`: every process stops applying it until a retry or a rebuild. */
export async function markFailed(db: Database, name: string, event: RecordedEvent, error: string): Promise<void> {
  const failed: FailedEvent = {
    position: `${event.position.major}/${event.position.minor}`,
    streamId: event.streamId,
    version: event.version,
    type: event.type,
    id: event.id,
  };
  await db
    .updateTable('subscription_checkpoints')
    .set({ failed_at: new Date(), last_error: error.slice(0, MAX_ERROR_LENGTH), failed_event: JSON.stringify(failed) })
    .where('name', '=', name)
    .execute();
}

/** Lets a failed projection try again from its checkpoint; false when it had not failed. */
export async function clearFailure(db: Database, name: string): Promise<boolean> {
  const result = await db
    .updateTable('subscription_checkpoints')
    .set({ failed_at: null, last_error: null, failed_event: null })
    .where('name', '=', name)
    .where('failed_at', 'is not', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Raised inside a batch when the stored checkpoint is not where this batch starts (another writer moved it). */
export class CheckpointMovedError extends Error {
  override readonly name = 'CheckpointMovedError';
  constructor(projection: string) {
    super(`The checkpoint of projection ${projection} moved under this batch; re-reading from the stored checkpoint`);
  }
}

/** Raised inside a live batch while a rebuild of the projection runs. */
export class RebuildInProgressError extends Error {
  override readonly name = 'RebuildInProgressError';
  constructor(projection: string) {
    super(`Projection ${projection} is being rebuilt; live updates resume when the rebuild ends`);
  }
}

export interface ApplyBatchOptions {
  /** Set by a rebuild, which holds the exclusive rebuild lock itself. */
  rebuilding?: boolean;
  /** Faster commits for bulk replays: a crash may lose the last batches, never split one from its checkpoint. */
  asynchronousCommit?: boolean;
}

/**
 * Applies one batch and moves the checkpoint to the batch's last event, in one transaction. The checkpoint
 * row is locked and must still be at `from`: a batch that raced another writer rolls back instead of
 * applying events twice. Events the projection does not handle only move the checkpoint.
 */
export async function applyBatch(
  db: Database,
  projection: Projection,
  handles: ReadonlySet<string>,
  from: Position,
  events: readonly RecordedEvent[],
  options: ApplyBatchOptions = {},
): Promise<{ position: Position; applied: number }> {
  if (events.length === 0) return { position: from, applied: 0 };
  const last = events[events.length - 1].position;
  const handled = events.filter((event) => handles.has(event.type));
  const prepared = handled.length > 0 && projection.prepare ? await projection.prepare(db, handled) : undefined;
  await db.transaction().execute(async (trx) => {
    if (options.asynchronousCommit) await sql`set local synchronous_commit = off`.execute(trx);
    if (!options.rebuilding) {
      const { rows } = await sql<{ free: boolean }>`
        select pg_try_advisory_xact_lock_shared(${REBUILD_LOCK}::int4, hashtext(${projection.name})) as free`.execute(trx);
      if (!rows[0]?.free) throw new RebuildInProgressError(projection.name);
    }
    const stored = await trx
      .selectFrom('subscription_checkpoints')
      .select(['position_major', 'position_minor'])
      .where('name', '=', projection.name)
      .forUpdate()
      .executeTakeFirst();
    if (!stored || comparePositions({ major: BigInt(stored.position_major), minor: BigInt(stored.position_minor) }, from) !== 0) {
      throw new CheckpointMovedError(projection.name);
    }
    if (handled.length > 0) await projection.apply(trx, handled, prepared);
    await trx
      .updateTable('subscription_checkpoints')
      .set((eb) => ({
        position_major: last.major.toString(),
        position_minor: last.minor.toString(),
        events_applied: eb('events_applied', '+', String(handled.length)),
        updated_at: eb.fn('now'),
      }))
      .where('name', '=', projection.name)
      .execute();
  });
  return { position: last, applied: handled.length };
}

/** Number of events after `after` that readers can see now (the lag of a checkpoint at `after`). */
export async function countEventsAfter(db: Database, after: Position = START): Promise<bigint> {
  const { rows } = await sql<{ count: string }>`
    select count(*) as count from events
    where (transaction_id, global_position) > (${after.major.toString()}::text::xid8, ${after.minor.toString()}::bigint)
      and transaction_id < pg_snapshot_xmin(pg_current_snapshot())`.execute(db);
  return BigInt(rows[0]?.count ?? 0);
}

/** Takes a session-level advisory lock on a dedicated connection; false when someone else holds it. */
export async function tryLock(client: pg.Client | pg.PoolClient, namespace: number, name: string): Promise<boolean> {
  const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1::int4, hashtext($2)) as locked', [
    namespace,
    name,
  ]);
  return rows[0]?.locked ?? false;
}

export async function lock(client: pg.Client | pg.PoolClient, namespace: number, name: string): Promise<void> {
  await client.query('select pg_advisory_lock($1::int4, hashtext($2))', [namespace, name]);
}

export async function unlock(client: pg.Client | pg.PoolClient, namespace: number, name: string): Promise<void> {
  await client.query('select pg_advisory_unlock($1::int4, hashtext($2))', [namespace, name]);
}
