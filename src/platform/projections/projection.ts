import type { Transaction } from 'kysely';
import type { RecordedEvent } from '../event-store/event-store.port';

/**
 * A read model: events in, Kysely writes out. `apply` runs inside the runner's transaction, which also
 * stores the checkpoint, so a batch is applied exactly once. Rows keep the stream version they reflect
 * and skip events at or below it, so replaying an event never applies it twice.
 */
export interface Projection {
  readonly name: string;
  /** Event types it reads; others only move its checkpoint. */
  readonly handles: readonly string[];
  /** Tables it owns; a rebuild empties them before replaying from the start. */
  readonly tables: readonly string[];
  apply(trx: Transaction<any>, events: RecordedEvent[]): Promise<void>;
}
