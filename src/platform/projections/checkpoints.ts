import { sql, type Transaction } from 'kysely';
import type pg from 'pg';
import type { Database } from '../database/database';
import { comparePositions, type Position, type RecordedEvent, START } from '../event-store/event-store.port';
import type { Projection } from './projection';

/**
 * Advisory lock namespaces (the first key of PostgreSQL's two-key advisory locks; the second is
 * hashtext(projection name)).
 * - OWNER: held for as long as a runner process applies a projection, on that runner's dedicated lock
 *   connection. One owner per projection across every process; the others stand by.
 * - REBUILD: held exclusively by a rebuild for its whole duration; every live batch takes it shared for
 *   its transaction, so while a rebuild runs the live runner pauses that projection.
 */
export const OWNER_LOCK = 0x6f770001;
export const REBUILD_LOCK = 0x6f770002;

export interface Checkpoint {
  name: string;
  position: Position;
  eventsApplied: bigint;
  updatedAt: Date;
}

interface CheckpointRow {
  name: string;
  position_major: string;
  position_minor: string;
  events_applied: string;
  updated_at: Date;
}

function toCheckpoint(row: CheckpointRow): Checkpoint {
  return {
    name: row.name,
    position: { major: BigInt(row.position_major), minor: BigInt(row.position_minor) },
    eventsApplied: BigInt(row.events_applied),
    updatedAt: row.updated_at,
  };
}

/** The projection's checkpoint, created at the start of the log when it has none yet. */
export async function ensureCheckpoint(db: Database, name: string): Promise<Checkpoint> {
  await sql`insert into subscription_checkpoints (name) values (${name}) on conflict (name) do nothing`.execute(db);
  const { rows } = await sql<CheckpointRow>`select * from subscription_checkpoints where name = ${name}`.execute(db);
  return toCheckpoint(rows[0]);
}

export async function readCheckpoints(db: Database): Promise<Checkpoint[]> {
  const { rows } = await sql<CheckpointRow>`select * from subscription_checkpoints order by name`.execute(db);
  return rows.map(toCheckpoint);
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
  await db.transaction().execute(async (trx: Transaction<any>) => {
    if (options.asynchronousCommit) await sql`set local synchronous_commit = off`.execute(trx);
    if (!options.rebuilding) {
      const { rows } = await sql<{ free: boolean }>`
        select pg_try_advisory_xact_lock_shared(${REBUILD_LOCK}::int4, hashtext(${projection.name})) as free`.execute(trx);
      if (!rows[0]?.free) throw new RebuildInProgressError(projection.name);
    }
    const { rows } = await sql<Pick<CheckpointRow, 'position_major' | 'position_minor'>>`
      select position_major, position_minor from subscription_checkpoints where name = ${projection.name} for update`.execute(trx);
    const stored = rows[0];
    if (!stored || comparePositions({ major: BigInt(stored.position_major), minor: BigInt(stored.position_minor) }, from) !== 0) {
      throw new CheckpointMovedError(projection.name);
    }
    if (handled.length > 0) await projection.apply(trx, handled);
    await sql`
      update subscription_checkpoints
      set position_major = ${last.major.toString()}::numeric, position_minor = ${last.minor.toString()}::numeric,
          events_applied = events_applied + ${handled.length}, updated_at = now()
      where name = ${projection.name}`.execute(trx);
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
