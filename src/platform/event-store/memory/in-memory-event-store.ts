import { randomUUID } from 'node:crypto';
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

/** Lets other callers run between a caller's read and its append, as a network round trip would. */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * An event store in memory, for fast tests of command handlers and process managers. It passes the same
 * contract suite as the PostgreSQL and KurrentDB adapters: expected versions, idempotent appends by event
 * id, ordered global reads and prompt subscriptions. Nothing survives the process.
 */
export class InMemoryEventStore implements EventStore {
  private readonly all: RecordedEvent[] = [];
  private readonly streams = new Map<string, RecordedEvent[]>();
  /** Event id -> the append that wrote it, so repeating an append answers as the first one did. */
  private readonly appendsByEventId = new Map<string, { streamId: string; result: AppendResult; ids: string[] }>();
  private readonly waiters = new Set<() => void>();

  async appendToStream(streamId: string, expected: ExpectedVersion, events: NewEvent[]): Promise<AppendResult> {
    await yieldToOthers();
    const repeated = this.repeatedAppend(streamId, events);
    if (repeated) return repeated;
    const stream = this.streams.get(streamId) ?? [];
    const actual = stream.length;
    const matches =
      expected === 'any' || (expected === 'no_stream' ? actual === 0 : expected === 0 ? actual === 0 : actual === expected && actual > 0);
    if (!matches) throw new ConcurrencyError(streamId, expected, actual === 0 ? undefined : actual);
    if (events.length === 0) return { nextVersion: actual, position: this.headPositionNow() };
    const createdAt = new Date();
    const recorded = events.map((event, index): RecordedEvent => {
      const sequence = BigInt(this.all.length + index + 1);
      return {
        id: event.id ?? randomUUID(),
        streamId,
        version: actual + index + 1,
        type: event.type,
        data: structuredClone(event.data),
        metadata: { ...(event.metadata ?? {}) },
        position: { major: sequence, minor: sequence },
        createdAt,
      };
    });
    for (const event of recorded) {
      this.all.push(event);
      stream.push(event);
    }
    this.streams.set(streamId, stream);
    const result: AppendResult = { nextVersion: actual + recorded.length, position: recorded[recorded.length - 1].position };
    const ids = recorded.map((event) => event.id);
    for (const id of ids) this.appendsByEventId.set(id, { streamId, result, ids });
    for (const wake of [...this.waiters]) wake();
    return result;
  }

  async readStream(streamId: string, fromVersion = 1): Promise<RecordedEvent[]> {
    await yieldToOthers();
    // Versions run 1, 2, 3...: the event of version v sits at index v - 1.
    return (this.streams.get(streamId) ?? []).slice(Math.max(0, fromVersion - 1)).map(copy);
  }

  async readAll(after: Position, limit: number): Promise<RecordedEvent[]> {
    await yieldToOthers();
    // Positions are (n, n) for the n-th event, so the events after `after` start at index after.major.
    const start = Number(after.major);
    return this.all.slice(start, start + limit).map(copy);
  }

  async headPosition(): Promise<Position> {
    return this.headPositionNow();
  }

  async subscribe(handler: (events: RecordedEvent[]) => Promise<void>, options: SubscribeOptions): Promise<void> {
    const batchSize = options.batchSize ?? 500;
    let after = options.from;
    while (!options.signal.aborted) {
      const events = await this.readAll(after, batchSize);
      if (events.length > 0) {
        await handler(events);
        after = events[events.length - 1].position;
        continue;
      }
      await this.nextAppend(options.signal);
    }
  }

  async close(): Promise<void> {
    for (const wake of [...this.waiters]) wake();
  }

  private headPositionNow(): Position {
    return this.all.length === 0 ? START : this.all[this.all.length - 1].position;
  }

  /** The first append's answer when every event id of this one was appended before, together, to this stream. */
  private repeatedAppend(streamId: string, events: NewEvent[]): AppendResult | undefined {
    if (events.length === 0 || events.some((event) => !event.id)) return undefined;
    const first = this.appendsByEventId.get(events[0].id!);
    if (!first || first.streamId !== streamId) return undefined;
    const sameBatch = first.ids.length === events.length && events.every((event, index) => event.id === first.ids[index]);
    return sameBatch ? first.result : undefined;
  }

  private nextAppend(signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        this.waiters.delete(wake);
        signal.removeEventListener('abort', wake);
        resolve();
      };
      this.waiters.add(wake);
      signal.addEventListener('abort', wake, { once: true });
    });
  }
}

function copy(event: RecordedEvent): RecordedEvent {
  return { ...event, data: structuredClone(event.data), metadata: { ...event.metadata } };
}
