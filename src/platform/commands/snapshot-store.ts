import { sql } from 'kysely';
import type { Database } from '../database/database';

export interface Snapshot {
  version: number;
  schema: number;
  state: unknown;
}

/** Where long streams keep their latest folded state. */
export interface SnapshotStore {
  read(streamId: string): Promise<Snapshot | undefined>;
  /** Keeps the snapshot unless a newer one is stored already. */
  write(streamId: string, snapshot: Snapshot): Promise<void>;
}

export class PostgresSnapshotStore implements SnapshotStore {
  constructor(private readonly db: Database) {}

  async read(streamId: string): Promise<Snapshot | undefined> {
    const { rows } = await sql<Snapshot>`
      select version, schema, state from stream_snapshots where stream_id = ${streamId}`.execute(this.db);
    return rows[0];
  }

  async write(streamId: string, snapshot: Snapshot): Promise<void> {
    await sql`
      insert into stream_snapshots (stream_id, version, schema, state)
      values (${streamId}, ${snapshot.version}, ${snapshot.schema}, ${JSON.stringify(snapshot.state)}::jsonb)
      on conflict (stream_id) do update
        set version = excluded.version, schema = excluded.schema, state = excluded.state, taken_at = now()
        where stream_snapshots.version < excluded.version or stream_snapshots.schema <> excluded.schema`.execute(this.db);
  }
}

/** Snapshots kept in memory, for handler tests on the in-memory event store. */
export class InMemorySnapshotStore implements SnapshotStore {
  private readonly snapshots = new Map<string, string>();

  async read(streamId: string): Promise<Snapshot | undefined> {
    const stored = this.snapshots.get(streamId);
    return stored === undefined ? undefined : (JSON.parse(stored) as Snapshot);
  }

  async write(streamId: string, snapshot: Snapshot): Promise<void> {
    const current = await this.read(streamId);
    if (current && current.schema === snapshot.schema && current.version >= snapshot.version) return;
    this.snapshots.set(streamId, JSON.stringify(snapshot));
  }
}
