import type { ColumnType } from 'kysely';

/** The event a failed projection stopped at. */
export interface FailedEvent {
  /** `major/minor`, as the CLI prints positions. */
  position: string;
  streamId: string;
  version: number;
  type: string;
  id: string;
}

/** numeric(20, 0) columns: read back as strings, written as strings or numbers. */
type Numeric = ColumnType<string, string | number | undefined, string | number>;

/** Where each checkpointed subscriber (projection, process manager) has got to, and whether it stopped failed. */
export interface SubscriptionCheckpointsTable {
  name: string;
  position_major: Numeric;
  position_minor: Numeric;
  events_applied: ColumnType<string, string | number | undefined, string | number>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  failed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  failed_event: ColumnType<FailedEvent | null, string | null | undefined, string | null>;
}

export interface CheckpointTables {
  subscription_checkpoints: SubscriptionCheckpointsTable;
}
