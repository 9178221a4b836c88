import type { Generated } from 'kysely';
import type { DefaultTimestamp, Int8WithDefault, Json, JsonWithDefault, NullableTimestamp, Timestamp } from '../../../projections/columns';

/** The event store's streams: each stream's current version (the expected-version check updates it). */
export interface StreamsTable {
  stream_id: string;
  version: number;
}

/**
 * The event store's events. global_position (bigint) reads back as a string; transaction_id (xid8) is read
 * as text and compared as xid8 in SQL, never written.
 */
export interface EventsTable {
  global_position: Int8WithDefault;
  transaction_id: Generated<string>;
  stream_id: string;
  stream_version: number;
  event_id: string;
  type: string;
  data: Json<unknown>;
  metadata: JsonWithDefault<Record<string, unknown>>;
  created_at: DefaultTimestamp;
}

/** The latest snapshot of a long stream: its folded state at `version`, in the decider's `schema`. */
export interface StreamSnapshotsTable {
  stream_id: string;
  version: number;
  schema: number;
  state: Json<unknown>;
  taken_at: DefaultTimestamp;
}

/** A process manager's own state per key, written with its checkpoint. */
export interface ProcessManagerStatesTable {
  process: string;
  key: string;
  state: Json<unknown>;
  updated_at: DefaultTimestamp;
}

/** Idempotency keys of jobs' side effects: done_at null is an effect reserved but never confirmed. */
export interface JobSideEffectsTable {
  key: string;
  reserved_at: DefaultTimestamp;
  done_at: NullableTimestamp;
}

/** Requests per key (user and action) in fixed windows, shared by every API process. */
export interface RequestRateLimitsTable {
  key: string;
  count: number;
  window_started_at: Timestamp;
}

/** The platform's own tables besides the checkpoints: the event store, snapshots, process states, jobs, limits. */
export interface PlatformTables {
  streams: StreamsTable;
  events: EventsTable;
  stream_snapshots: StreamSnapshotsTable;
  process_manager_states: ProcessManagerStatesTable;
  job_side_effects: JobSideEffectsTable;
  request_rate_limits: RequestRateLimitsTable;
}
