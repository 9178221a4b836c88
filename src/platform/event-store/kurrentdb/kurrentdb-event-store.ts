import {
  type AllStreamResolvedEvent,
  type AppendStreamState,
  ANY,
  BACKWARDS,
  END,
  excludeSystemEvents,
  FORWARDS,
  jsonEvent,
  type JSONType,
  KurrentDBClient,
  NO_STREAM,
  type Position as KurrentPosition,
  type ResolvedEvent,
  START as KURRENT_START,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@kurrent/kurrentdb-client';
import {
  type AppendResult,
  ConcurrencyError,
  comparePositions,
  type EventMetadata,
  type EventStore,
  type ExpectedVersion,
  type NewEvent,
  type Position,
  type RecordedEvent,
  START,
  type SubscribeOptions,
} from '../event-store.port';

/** Our versions start at 1, KurrentDB revisions at 0. */
function toStreamState(expected: ExpectedVersion): AppendStreamState {
  if (expected === 'no_stream' || expected === 0) return NO_STREAM;
  if (expected === 'any') return ANY;
  return BigInt(expected - 1);
}

function toKurrentPosition(position: Position): KurrentPosition {
  return { commit: position.major, prepare: position.minor };
}

function fromKurrentPosition(position: KurrentPosition): Position {
  return { major: position.commit, minor: position.prepare };
}

function isStart(position: Position): boolean {
  return comparePositions(position, START) === 0;
}

function isConcurrencyFailure(error: unknown): error is WrongExpectedVersionError {
  return (
    error instanceof WrongExpectedVersionError ||
    (error as { type?: string } | null)?.type === 'wrong-expected-version'
  );
}

function isStreamNotFound(error: unknown): boolean {
  return error instanceof StreamNotFoundError || (error as { type?: string } | null)?.type === 'stream-not-found';
}

function toMetadata(value: unknown): EventMetadata {
  if (!value || typeof value !== 'object' || value instanceof Uint8Array || Array.isArray(value)) return {};
  return value as EventMetadata;
}

/** Our events, as opposed to KurrentDB's own (`$`-prefixed types and streams) and deleted link targets. */
function toRecorded(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | undefined {
  const event = resolved.event;
  if (!event) return undefined;
  if (event.type.startsWith('$') || event.streamId.startsWith('$')) return undefined;
  return {
    id: event.id,
    streamId: event.streamId,
    version: Number(event.revision) + 1,
    type: event.type,
    data: event.isJson ? event.data : Buffer.from(event.data as Uint8Array).toString('base64'),
    metadata: toMetadata(event.metadata),
    // Stream reads carry positions from server 22.6 on; reads of $all always do.
    position: event.position ? fromKurrentPosition(event.position) : START,
    createdAt: event.created,
  };
}

export interface KurrentDBEventStoreOptions {
  /** A KurrentDB connection string, for example `kurrentdb://localhost:2113?tls=false`. */
  connectionString: string;
}

/**
 * The event store on KurrentDB (EventStoreDB). Versions map to revisions minus one, positions to
 * (commit, prepare). KurrentDB deduplicates appends by event id, which makes re-appends idempotent.
 */
export class KurrentDBEventStore implements EventStore {
  private readonly client: KurrentDBClient;

  constructor(options: KurrentDBEventStoreOptions) {
    this.client = KurrentDBClient.connectionString(options.connectionString);
  }

  async appendToStream(streamId: string, expected: ExpectedVersion, events: NewEvent[]): Promise<AppendResult> {
    if (events.length === 0) throw new Error('appendToStream needs at least one event');
    const data = events.map((event) =>
      jsonEvent({
        id: event.id,
        type: event.type,
        // KurrentDB stores JSON text; any JSON value round-trips even though the client's type is narrower.
        data: (event.data ?? null) as JSONType,
        metadata: { ...(event.metadata ?? {}) },
      }),
    );
    try {
      const result = await this.client.appendToStream(streamId, data, { streamState: toStreamState(expected) });
      const nextVersion = Number(result.nextExpectedRevision) + 1;
      // The append reports the write's log position (none at all for an idempotent re-append), which need
      // not be the position readers see for the last event: read that one back, so results compare with reads.
      const position = (await this.positionOf(streamId, nextVersion)) ?? result.position;
      return { nextVersion, position: position ? fromKurrentPosition(position) : START };
    } catch (error) {
      if (!isConcurrencyFailure(error)) throw error;
      // A retry of an append that landed already (with a stale expectation) is still the same append.
      const existing = await this.alreadyAppended(streamId, events);
      if (existing) return existing;
      const actual = typeof error.actualState === 'bigint' && error.actualState >= 0n ? Number(error.actualState) + 1 : undefined;
      throw new ConcurrencyError(streamId, expected, actual);
    }
  }

  async readStream(streamId: string, fromVersion = 1): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId, {
        fromRevision: BigInt(Math.max(fromVersion, 1) - 1),
        direction: FORWARDS,
      })) {
        const recorded = toRecorded(resolved);
        if (recorded) events.push(recorded);
      }
    } catch (error) {
      if (isStreamNotFound(error)) return [];
      throw error;
    }
    return events;
  }

  async readAll(after: Position, limit: number): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    // A read from a position includes the event at that position: ask for one more and drop it.
    for await (const resolved of this.client.readAll({
      fromPosition: isStart(after) ? KURRENT_START : toKurrentPosition(after),
      direction: FORWARDS,
      maxCount: limit + 1,
      filter: excludeSystemEvents(),
    })) {
      const recorded = toRecorded(resolved);
      if (recorded && comparePositions(recorded.position, after) > 0) events.push(recorded);
    }
    return events.slice(0, limit);
  }

  async headPosition(): Promise<Position> {
    for await (const resolved of this.client.readAll({
      fromPosition: END,
      direction: BACKWARDS,
      maxCount: 1,
      filter: excludeSystemEvents(),
    })) {
      const recorded = toRecorded(resolved);
      if (recorded) return recorded.position;
    }
    return START;
  }

  /**
   * Catches up by pages of `readAll`, then follows a live `$all` subscription from the last position,
   * handing over whatever arrived together as one batch.
   */
  async subscribe(handler: (events: RecordedEvent[]) => Promise<void>, options: SubscribeOptions): Promise<void> {
    const batchSize = options.batchSize ?? 500;
    const { signal } = options;
    let after = options.from;
    for (;;) {
      if (signal.aborted) return;
      const page = await this.readAll(after, batchSize);
      if (page.length === 0) break;
      await handler(page);
      after = page[page.length - 1].position;
      if (page.length < batchSize) break;
    }
    if (signal.aborted) return;

    const subscription = this.client.subscribeToAll({
      fromPosition: isStart(after) ? KURRENT_START : toKurrentPosition(after),
      filter: excludeSystemEvents(),
    });
    const stop = () => {
      void subscription.unsubscribe().catch(() => undefined);
    };
    signal.addEventListener('abort', stop, { once: true });
    try {
      let batch: RecordedEvent[] = [];
      for await (const resolved of subscription as AsyncIterable<AllStreamResolvedEvent>) {
        if (signal.aborted) break;
        const recorded = toRecorded(resolved);
        if (recorded && comparePositions(recorded.position, after) > 0) batch.push(recorded);
        // Deliver once nothing more is buffered, or when the batch is full.
        if (batch.length > 0 && (batch.length >= batchSize || subscription.readableLength === 0)) {
          await handler(batch);
          after = batch[batch.length - 1].position;
          batch = [];
        }
      }
    } catch (error) {
      if (!signal.aborted) throw error;
    } finally {
      signal.removeEventListener('abort', stop);
      await subscription.unsubscribe().catch(() => undefined);
    }
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }

  /** The position of the event at `version` in the stream (servers before 22.6 give none). */
  private async positionOf(streamId: string, version: number): Promise<KurrentPosition | undefined> {
    for await (const resolved of this.client.readStream(streamId, {
      fromRevision: BigInt(version - 1),
      direction: FORWARDS,
      maxCount: 1,
    })) {
      return resolved.event?.position;
    }
    return undefined;
  }

  /** The result of an earlier append of these same event ids to this stream, if it happened. */
  private async alreadyAppended(streamId: string, events: NewEvent[]): Promise<AppendResult | undefined> {
    if (events.some((event) => event.id === undefined)) return undefined;
    const ids = events.map((event) => event.id);
    const stored = await this.readStream(streamId);
    const start = stored.findIndex((event) => event.id === ids[0]);
    if (start < 0) return undefined;
    const landed = stored.slice(start, start + ids.length);
    if (landed.length !== ids.length || landed.some((event, n) => event.id !== ids[n])) return undefined;
    const last = landed[landed.length - 1];
    return { nextVersion: last.version, position: last.position };
  }
}
