import type { Transaction } from 'kysely';
import type { Database, ReadModels } from '../database/database';
import type { Event, RecordedEvent } from '../event-store/event-store.port';

/** The transaction a projection writes its read models in. */
export type ProjectionTransaction = Transaction<ReadModels>;

/**
 * A read model: events in, Kysely writes out. `apply` runs inside the runner's transaction, which also
 * stores the checkpoint, so a batch is applied exactly once. Rows keep the stream version they reflect
 * and skip events at or below it, so replaying an event never applies it twice.
 *
 * Write tables by their unqualified names: a rebuild replays into same-named tables in a schema of its own
 * (through the transaction's search_path) and swaps them in when it has caught up.
 */
export interface Projection {
  readonly name: string;
  /** Event types it reads; others only move its checkpoint. */
  readonly handles: readonly string[];
  /** Tables it owns; a rebuild replays into fresh copies of them and swaps those in. */
  readonly tables: readonly string[];
  /**
   * Work done before the batch's transaction, outside it, whose result `apply` receives: a process manager runs
   * its commands here, so the checkpoint's row lock (and the transaction id that holds back every subscriber
   * while it is open) is held only for the short writes. Runs again when a batch is retried.
   */
  prepare?(db: Database, events: RecordedEvent[]): Promise<unknown>;
  apply(trx: ProjectionTransaction, events: RecordedEvent[], prepared?: unknown): Promise<void>;
}

/** A projection over the event union E: `apply` receives E's recorded events, typed. */
export interface ProjectionDefinition<E extends Event> {
  readonly name: string;
  /** E's types it reads, usually the event module's own list (e.g. skipListEventTypes). */
  readonly handles: readonly E['type'][];
  readonly tables: readonly (keyof ReadModels & string)[];
  apply(trx: ProjectionTransaction, events: RecordedEvent<E>[]): Promise<void>;
}

/**
 * Defines a projection over the event union E. The runner hands `apply` only events whose type is in
 * `handles`, which are E's types, so the events arrive as E.
 */
export function defineProjection<E extends Event>(definition: ProjectionDefinition<E>): Projection {
  return {
    name: definition.name,
    handles: definition.handles,
    tables: definition.tables,
    apply: (trx, events) => definition.apply(trx, events as RecordedEvent<E>[]),
  };
}
