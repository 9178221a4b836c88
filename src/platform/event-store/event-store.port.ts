/** Metadata every event carries; ids let an operator trace a change back to the request that made it. */
export interface EventMetadata {
  userId?: string;
  correlationId?: string;
  causationId?: string;
  commandId?: string;
}

/** A domain event as a decider emits it: a past-tense type and a JSON payload. */
export interface Event<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

export interface NewEvent<E extends Event = Event> {
  /** Give an id derived from an idempotency key to make the append idempotent; otherwise one is generated. */
  id?: string;
  type: E['type'];
  data: E['data'];
  metadata?: EventMetadata;
}

/**
 * A place in the global order of events. Ordered lexicographically by (major, minor):
 * PostgreSQL uses (transaction id, global position), KurrentDB (commit, prepare).
 */
export interface Position {
  readonly major: bigint;
  readonly minor: bigint;
}

export const START: Position = Object.freeze({ major: 0n, minor: 0n });

export function comparePositions(a: Position, b: Position): number {
  if (a.major !== b.major) return a.major < b.major ? -1 : 1;
  if (a.minor !== b.minor) return a.minor < b.minor ? -1 : 1;
  return 0;
}

/** What the store records with every event, whatever its type. */
export interface RecordedEventEnvelope {
  id: string;
  streamId: string;
  /** 1 for a stream's first event. */
  version: number;
  metadata: EventMetadata;
  position: Position;
  createdAt: Date;
}

/**
 * An event as the store recorded it. Over a union of events it is the union of each one recorded, so a
 * `switch (recorded.type)` narrows `recorded.data` with no cast.
 */
export type RecordedEvent<E extends Event = Event> = E extends Event ? RecordedEventEnvelope & { type: E['type']; data: E['data'] } : never;

/** `event` recorded with `envelope` (for code generic over E, which TypeScript cannot narrow by itself). */
export function recordedEvent<E extends Event>(envelope: RecordedEventEnvelope, event: E): RecordedEvent<E> {
  return { ...envelope, type: event.type, data: event.data } as RecordedEvent<E>;
}

/** A stream's version: the version of its last event, or 'no_stream'; 'any' skips the check. */
export type ExpectedVersion = number | 'no_stream' | 'any';

export interface AppendResult {
  nextVersion: number;
  position: Position;
}

export class ConcurrencyError extends Error {
  override readonly name = 'ConcurrencyError';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    readonly actual?: number,
  ) {
    super(`Stream ${streamId} expected version ${String(expected)} but found ${actual ?? 'another'}`);
  }
}

export interface SubscribeOptions {
  from: Position;
  batchSize?: number;
  signal: AbortSignal;
}

export interface EventStore {
  appendToStream(streamId: string, expected: ExpectedVersion, events: NewEvent[]): Promise<AppendResult>;
  readStream(streamId: string, fromVersion?: number): Promise<RecordedEvent[]>;
  /** Events strictly after `after`, in global order, never skipping an event committed late. */
  readAll(after: Position, limit: number): Promise<RecordedEvent[]>;
  /** Position of the newest event a reader can see now (START when empty). */
  headPosition(): Promise<Position>;
  /**
   * Calls `handler` with each batch after `from`, in order, until the signal aborts. Wakes on new
   * events (LISTEN/NOTIFY or a live subscription) with a polling fallback. The caller keeps its checkpoint.
   */
  subscribe(handler: (events: RecordedEvent[]) => Promise<void>, options: SubscribeOptions): Promise<void>;
  close(): Promise<void>;
}

export const EVENT_STORE = Symbol('EventStore');
