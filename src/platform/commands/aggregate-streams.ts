import {
  type AppendResult,
  ConcurrencyError,
  type Event,
  type EventMetadata,
  type EventStore,
  type NewEvent,
  type RecordedEvent,
} from '../event-store/event-store.port';
import { withBackoff } from '../retry/with-backoff';
import type { Decider } from './decider';
import { KeyedQueue } from './keyed-queue';
import { LruCache } from './lru-cache';
import type { SnapshotStore } from './snapshot-store';

/** An id per event, derived from the command's idempotency key; undefined: the store generates one. */
export type EventIds = readonly (string | undefined)[];

export interface HandledCommand<E extends Event> {
  events: E[];
  /** Undefined when the command produced no events. */
  appended?: AppendResult;
}

export interface AggregateStreamsOptions {
  store: EventStore;
  /** Where deciders that declare a snapshot format keep their snapshots. */
  snapshots?: SnapshotStore;
  /** How many folded streams this process keeps in memory (0: fold from the snapshot or start every time). */
  cacheSize?: number;
  /** How long a command keeps retrying version conflicts (with jittered back-off) before it answers 409. */
  conflictDeadlineMs?: number;
  /** Called for a snapshot that could not be written; the command itself has succeeded. */
  onSnapshotError?: (streamId: string, error: unknown) => void;
}

/** A stream folded up to `version` (0: no stream yet). */
interface Folded {
  decider: object;
  version: number;
  state: unknown;
  /** The version of the newest snapshot known to be stored. */
  snapshotVersion: number;
}

export const DEFAULT_CONFLICT_DEADLINE_MS = 3_000;
export const DEFAULT_STATE_CACHE_SIZE = 1_000;

/** Full jitter: a random wait up to an exponentially growing cap, so retrying writers spread out. */
function backoffMs(attempt: number): number {
  return Math.random() * Math.min(250, 5 * 2 ** attempt);
}

/**
 * Runs commands against aggregate streams: read the stream, fold it with `evolve`, `decide`, and append with
 * the expected version.
 * - Reading costs the events after what is already folded: the folded state of recently used streams stays
 *   in memory (per process, bounded), and long streams start from their latest snapshot.
 * - Commands on one stream run one at a time in this process; a version conflict with another process is
 *   retried from a fresh read with jittered back-off until the deadline, then surfaces as ConcurrencyError.
 */
export class AggregateStreams {
  private readonly cache: LruCache<string, Folded>;
  private readonly queue = new KeyedQueue();
  private readonly conflictDeadlineMs: number;

  constructor(private readonly options: AggregateStreamsOptions) {
    this.cache = new LruCache(options.cacheSize ?? DEFAULT_STATE_CACHE_SIZE);
    this.conflictDeadlineMs = options.conflictDeadlineMs ?? DEFAULT_CONFLICT_DEADLINE_MS;
  }

  /**
   * Decides `command` on the stream and appends what it decided. `eventIds` derives ids from an idempotency
   * key, making a repeated command append nothing new (an undefined id: an event the key does not cover).
   */
  handle<Command, State, E extends Event>(
    streamId: string,
    decider: Decider<Command, State, E>,
    command: Command,
    metadata: EventMetadata,
    eventIds?: (events: E[]) => EventIds,
  ): Promise<HandledCommand<E>> {
    return this.queue.run(streamId, () => this.handleWithRetries(streamId, decider, command, metadata, eventIds));
  }

  /** The stream's current state, folded as a command would see it. */
  async read<State, E extends Event>(streamId: string, decider: Decider<unknown, State, E>): Promise<{ version: number; state: State }> {
    const folded = await this.load(streamId, decider as Decider<unknown, unknown, Event>);
    return { version: folded.version, state: folded.state as State };
  }

  private async handleWithRetries<Command, State, E extends Event>(
    streamId: string,
    decider: Decider<Command, State, E>,
    command: Command,
    metadata: EventMetadata,
    eventIds?: (events: E[]) => EventIds,
  ): Promise<HandledCommand<E>> {
    const deadline = Date.now() + this.conflictDeadlineMs;
    const generic: Decider<Command, unknown, Event> = decider;
    const tryOnce = async (): Promise<HandledCommand<E>> => {
      const folded = await this.load(streamId, generic);
      const events = decider.decide(command, folded.state as State);
      if (events.length === 0) return { events };
      const ids = eventIds?.(events);
      const newEvents: NewEvent[] = events.map((event, index) => ({ id: ids?.[index], type: event.type, data: event.data, metadata }));
      const expected = folded.version;
      const appended = await this.options.store.appendToStream(streamId, expected === 0 ? 'no_stream' : expected, newEvents);
      this.advance(streamId, folded, generic, events, appended);
      await this.snapshotIfDue(streamId, folded, generic);
      return { events, appended };
    };
    return withBackoff(tryOnce, {
      retries: (error) => error instanceof ConcurrencyError && Date.now() < deadline,
      delayMs: (attempt) => Math.min(backoffMs(attempt), Math.max(0, deadline - Date.now())),
    });
  }

  /** The stream folded to its last event: from memory, else from its snapshot, else from the start. */
  private async load(streamId: string, decider: Decider<unknown, unknown, Event>): Promise<Folded> {
    let folded = this.cache.get(streamId);
    if (!folded || folded.decider !== decider) folded = await this.fromSnapshot(streamId, decider);
    const tail = await this.options.store.readStream(streamId, folded.version + 1);
    try {
      this.evolveInOrder(folded, decider, tail);
    } catch (error) {
      this.cache.delete(streamId);
      throw error;
    }
    this.cache.set(streamId, folded);
    return folded;
  }

  private async fromSnapshot(streamId: string, decider: Decider<unknown, unknown, Event>): Promise<Folded> {
    const format = decider.snapshot;
    const stored = format && this.options.snapshots ? await this.options.snapshots.read(streamId) : undefined;
    if (format && stored && stored.schema === format.schema) {
      return { decider, version: stored.version, state: format.fromJson(stored.state), snapshotVersion: stored.version };
    }
    return { decider, version: 0, state: decider.initialState(), snapshotVersion: 0 };
  }

  /**
   * Applies events that follow the folded version, one version at a time. Another command of this process
   * may have folded some already while this one waited for the store; those are skipped.
   */
  private evolveInOrder(folded: Folded, decider: Decider<unknown, unknown, Event>, events: readonly Pick<RecordedEvent, 'version' | 'type' | 'data'>[]) {
    for (const event of events) {
      if (event.version !== folded.version + 1) continue;
      folded.state = decider.evolve(folded.state, { type: event.type, data: event.data });
      folded.version = event.version;
    }
  }

  /** Folds the events just appended into the cached state, so the next command reads nothing it knows. */
  private advance(streamId: string, folded: Folded, decider: Decider<unknown, unknown, Event>, events: Event[], appended: AppendResult) {
    const first = appended.nextVersion - events.length + 1;
    if (folded.version >= appended.nextVersion) return;
    if (folded.version !== first - 1) {
      // An idempotent re-append answered with an older result: read the stream afresh next time.
      this.cache.delete(streamId);
      return;
    }
    try {
      this.evolveInOrder(
        folded,
        decider,
        events.map((event, index) => ({ ...event, version: first + index })),
      );
    } catch {
      this.cache.delete(streamId);
    }
  }

  private async snapshotIfDue(streamId: string, folded: Folded, decider: Decider<unknown, unknown, Event>) {
    const format = decider.snapshot;
    if (!format || !this.options.snapshots || folded.version - folded.snapshotVersion < format.every) return;
    const version = folded.version;
    try {
      await this.options.snapshots.write(streamId, { version, schema: format.schema, state: format.toJson(folded.state) });
      folded.snapshotVersion = Math.max(folded.snapshotVersion, version);
    } catch (error) {
      this.options.onSnapshotError?.(streamId, error);
    }
  }
}

/**
 * One command on one stream, without a long-lived cache: for process managers and scripts that do not hold
 * an AggregateStreams. Version conflicts are retried like any command's.
 */
export function handleCommand<Command, State, E extends Event>(
  store: EventStore,
  streamId: string,
  decider: Decider<Command, State, E>,
  command: Command,
  metadata: EventMetadata,
  eventIds?: (events: E[]) => EventIds,
): Promise<HandledCommand<E>> {
  return new AggregateStreams({ store, cacheSize: 0 }).handle(streamId, decider, command, metadata, eventIds);
}
