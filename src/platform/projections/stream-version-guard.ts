import { type Expression, type SqlBool, sql, type Transaction } from 'kysely';
import type { ReadModels } from '../database/database';
import type { RecordedEvent } from '../event-store/event-store.port';

/**
 * Per-row guards on the stream version a read-model row reflects. The runner already applies each event
 * once (the checkpoint commits with the batch); the guard is the second line of defence, so a replayed or
 * older event can never overwrite a newer state. A row's version column holds the version of the last
 * event applied to it, and every event touching that row must come from the same stream.
 */

/**
 * For `insert ... on conflict do update ... where`: update only when the incoming row's version is greater
 * than the stored one.
 *
 *   trx.insertInto('dnc_entries').values({ ..., stream_version: event.version })
 *     .onConflict((oc) => oc.columns(['user_id', 'username']).doUpdateSet({ ... }).where(newerStreamVersion('dnc_entries')))
 */
export function newerStreamVersion(table: string, column = 'stream_version'): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(`${table}.${column}`)} < ${sql.ref(`excluded.${column}`)}`;
}

/** For a plain `update ... where`: only rows whose stored version is below the event's. */
export function olderThan(version: number, column = 'stream_version'): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} < ${version}`;
}

/**
 * The stored versions of the rows a batch is about to touch, read with one query. Rows that do not exist
 * yet are absent from the map. No row locks are needed: a projection's batches are serialised by the lock
 * on its checkpoint row, taken at the start of every batch transaction.
 */
export async function storedVersions(
  trx: Transaction<ReadModels>,
  table: string,
  keyColumn: string,
  keys: Iterable<string>,
  versionColumn = 'stream_version',
): Promise<Map<string, number>> {
  const distinct = [...new Set(keys)];
  if (distinct.length === 0) return new Map();
  const { rows } = await sql<{ key: string; version: number }>`
    select ${sql.ref(keyColumn)}::text as key, ${sql.ref(versionColumn)} as version
    from ${sql.table(table)} where ${sql.ref(keyColumn)} = any(${distinct})`.execute(trx);
  return new Map(rows.map((row) => [row.key, Number(row.version)]));
}

/**
 * Keeps the events that are newer than the row they update, for set-based projections that aggregate a
 * batch in memory: load `storedVersions` for the batch's keys once, then drop events at or below them.
 */
export function newerThanStored<E extends RecordedEvent>(
  events: readonly E[],
  stored: ReadonlyMap<string, number>,
  keyOf: (event: E) => string,
): E[] {
  return events.filter((event) => event.version > (stored.get(keyOf(event)) ?? 0));
}
