import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import {
  type AppendResult,
  ConcurrencyError,
  type EventStore,
  type ExpectedVersion,
  type NewEvent,
  type Position,
  type RecordedEvent,
  START,
  type SubscribeOptions,
} from '../event-store.port';
import { EventNotifications } from './event-notifications';

const UNIQUE_VIOLATION = '23505';
const HELD_BACK_FIRST_RETRY_MS = 10;
// Selected as text so it survives the trip to JavaScript; ORDER BY must then name `events.transaction_id`,
// since a bare `transaction_id` would sort by this text alias ('999' after '1000').
const EVENT_COLUMNS =
  'global_position, transaction_id::text as transaction_id, stream_id, stream_version, event_id, type, data, metadata, created_at';

interface EventRow {
  global_position: string;
  transaction_id: string;
  stream_id: string;
  stream_version: number;
  event_id: string;
  type: string;
  data: unknown;
  metadata: Record<string, string> | null;
  created_at: Date;
}

function toRecorded(row: EventRow): RecordedEvent {
  return {
    id: row.event_id,
    streamId: row.stream_id,
    version: row.stream_version,
    type: row.type,
    data: row.data,
    metadata: row.metadata ?? {},
    position: { major: BigInt(row.transaction_id), minor: BigInt(row.global_position) },
    createdAt: row.created_at,
  };
}

/** Bumps the stream row according to the expected version; the CTE yields the new version or no row. */
function streamBump(expected: ExpectedVersion): string {
  if (expected === 'no_stream' || expected === 0) {
    return 'insert into streams (stream_id, version) values ($1, $2) returning version';
  }
  if (expected === 'any') {
    return `insert into streams (stream_id, version) values ($1, $2)
            on conflict (stream_id) do update set version = streams.version + excluded.version returning version`;
  }
  return 'update streams set version = version + $2 where stream_id = $1 and version = $7 returning version';
}

export interface PostgresEventStoreOptions {
  pool: pg.Pool;
  /** Connection string for the dedicated LISTEN connection; without it subscribers only poll. */
  listenUrl?: string;
  pollIntervalMs?: number;
}

/**
 * The event store on PostgreSQL. An append is one statement (stream bump and event inserts in a CTE), so
 * it is atomic without an explicit transaction and never holds one open. Readers only see events whose
 * transaction id is below the oldest running transaction, and page by (transaction id, global position),
 * so an event committed late by a slow transaction is delivered when it commits, never skipped.
 */
export class PostgresEventStore implements EventStore {
  private readonly notifications: EventNotifications;

  constructor(private readonly options: PostgresEventStoreOptions) {
    this.notifications = new EventNotifications(options.listenUrl, options.pool);
  }

  async appendToStream(streamId: string, expected: ExpectedVersion, events: NewEvent[]): Promise<AppendResult> {
    if (events.length === 0) throw new Error('appendToStream needs at least one event');
    // A repeated append of given event ids fails (on the version or on unique(event_id)) and is then
    // recognised below, so the common path costs one round trip.
    const hasGivenIds = events.some((event) => event.id !== undefined);
    const single = events.length === 1;
    const params: unknown[] = [
      streamId,
      events.length,
      single ? (events[0].id ?? randomUUID()) : events.map((event) => event.id ?? randomUUID()),
      single ? events[0].type : events.map((event) => event.type),
      single ? JSON.stringify(events[0].data ?? null) : events.map((event) => JSON.stringify(event.data ?? null)),
      single ? JSON.stringify(events[0].metadata ?? {}) : events.map((event) => JSON.stringify(event.metadata ?? {})),
    ];
    if (typeof expected === 'number' && expected !== 0) params.push(expected);
    const source = single
      ? 'select $1, bump.version, $3::uuid, $4::text, $5::jsonb, $6::jsonb from bump'
      : `select $1, bump.version - $2 + e.ord, e.id, e.type, e.data, e.metadata
         from bump, unnest($3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[]) with ordinality as e(id, type, data, metadata, ord)`;
    const statement = `
      with bump as (${streamBump(expected)})
      insert into events (stream_id, stream_version, event_id, type, data, metadata)
      ${source}
      returning transaction_id::text as transaction_id, global_position, stream_version`;
    try {
      const { rows } = await this.options.pool.query<{ transaction_id: string; global_position: string; stream_version: number }>(
        statement,
        params,
      );
      if (rows.length === 0) {
        // The version moved on: possibly because this very append already ran (a concurrent retry).
        if (hasGivenIds) {
          const existing = await this.alreadyAppended(streamId, events);
          if (existing) return existing;
        }
        throw new ConcurrencyError(streamId, expected, await this.currentVersion(streamId));
      }
      const last = rows.reduce((a, b) => (a.stream_version > b.stream_version ? a : b));
      this.notifications.appended();
      return {
        nextVersion: last.stream_version,
        position: { major: BigInt(last.transaction_id), minor: BigInt(last.global_position) },
      };
    } catch (error) {
      if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
      // Either the stream was created concurrently or the same event ids were appended concurrently.
      if (hasGivenIds) {
        const existing = await this.alreadyAppended(streamId, events);
        if (existing) return existing;
      }
      throw new ConcurrencyError(streamId, expected, await this.currentVersion(streamId));
    }
  }

  async readStream(streamId: string, fromVersion = 1): Promise<RecordedEvent[]> {
    const { rows } = await this.options.pool.query<EventRow>(
      `select ${EVENT_COLUMNS} from events where stream_id = $1 and stream_version >= $2 order by stream_version`,
      [streamId, fromVersion],
    );
    return rows.map(toRecorded);
  }

  async readAll(after: Position, limit: number): Promise<RecordedEvent[]> {
    const { rows } = await this.options.pool.query<EventRow>(
      `select ${EVENT_COLUMNS} from events
       where (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
         and transaction_id < pg_snapshot_xmin(pg_current_snapshot())
       order by events.transaction_id, events.global_position
       limit $3`,
      [after.major.toString(), after.minor.toString(), limit],
    );
    return rows.map(toRecorded);
  }

  async headPosition(): Promise<Position> {
    const { rows } = await this.options.pool.query<{ transaction_id: string; global_position: string }>(
      `select transaction_id::text as transaction_id, global_position from events
       where transaction_id < pg_snapshot_xmin(pg_current_snapshot())
       order by events.transaction_id desc, events.global_position desc limit 1`,
    );
    const row = rows[0];
    return row ? { major: BigInt(row.transaction_id), minor: BigInt(row.global_position) } : START;
  }

  async subscribe(handler: (events: RecordedEvent[]) => Promise<void>, options: SubscribeOptions): Promise<void> {
    const batchSize = options.batchSize ?? 500;
    const pollIntervalMs = this.options.pollIntervalMs ?? 500;
    let after = options.from;
    let heldBackDelay = HELD_BACK_FIRST_RETRY_MS;
    while (!options.signal.aborted) {
      // Noted before reading, so a notification that arrives during the read is not lost.
      const generation = this.notifications.generation;
      const events = await this.readAll(after, batchSize);
      if (events.length > 0) {
        await handler(events);
        after = events[events.length - 1].position;
        if (events.length === batchSize) continue;
      }
      if (await this.hasHeldBackEvents(after)) {
        // Committed events wait behind a transaction still open somewhere in the cluster, which may commit
        // without notifying (it need not write events): look again soon, backing off to the polling interval.
        await this.notifications.waitForChange(generation, heldBackDelay, options.signal);
        heldBackDelay = Math.min(heldBackDelay * 2, pollIntervalMs);
      } else {
        heldBackDelay = HELD_BACK_FIRST_RETRY_MS;
        await this.notifications.waitForChange(generation, pollIntervalMs, options.signal);
      }
    }
  }

  async close(): Promise<void> {
    await this.notifications.close();
  }

  /** Whether committed events past `after` are not yet visible because an older transaction is still open. */
  private async hasHeldBackEvents(after: Position): Promise<boolean> {
    const { rows } = await this.options.pool.query<{ held_back: boolean }>(
      `select exists (
         select 1 from events
         where transaction_id >= pg_snapshot_xmin(pg_current_snapshot())
           and (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
       ) as held_back`,
      [after.major.toString(), after.minor.toString()],
    );
    return rows[0]?.held_back ?? false;
  }

  private async currentVersion(streamId: string): Promise<number | undefined> {
    const { rows } = await this.options.pool.query<{ version: number }>('select version from streams where stream_id = $1', [
      streamId,
    ]);
    return rows[0]?.version;
  }

  /** The result of an earlier append of these same event ids, or undefined when none of them exists. */
  private async alreadyAppended(streamId: string, events: NewEvent[]): Promise<AppendResult | undefined> {
    const ids = events.map((event) => event.id).filter((id): id is string => id !== undefined);
    const { rows } = await this.options.pool.query<EventRow>(
      `select ${EVENT_COLUMNS} from events where event_id = any($1::uuid[]) order by stream_version`,
      [ids],
    );
    if (rows.length === 0) return undefined;
    if (rows.length !== events.length || rows.some((row) => row.stream_id !== streamId)) {
      throw new ConcurrencyError(streamId, 'any');
    }
    const last = toRecorded(rows[rows.length - 1]);
    return { nextVersion: last.version, position: last.position };
  }
}
