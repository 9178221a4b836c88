import type { Selectable } from 'kysely';
import type { Database } from '../database/database';
import type { StreamSnapshotsTable } from '../database/platform-tables';

export type Snapshot = Pick<Selectable<StreamSnapshotsTable>, 'version' | 'schema' | 'state'>;

/** Where long streams keep their latest folded state. */
export interface SnapshotStore {
  read(streamId: string): Promise<Snapshot | undefined>;
  /** Keeps the snapshot unless a newer one is stored already. */
  write(streamId: string, snapshot: Snapshot): Promise<void>;
}

export class PostgresSnapshotStore implements SnapshotStore {
  constructor(private readonly db: Database) {}

  async read(streamId: string): Promise<Snapshot | undefined> {
    return this.db.selectFrom('stream_snapshots').select(['version', 'schema', 'state']).where('stream_id', '=', streamId).executeTakeFirst();
  }

  async write(streamId: string, snapshot: Snapshot): Promise<void> {
    await this.db
      .insertInto('stream_snapshots')
      .values({ stream_id: streamId, version: snapshot.version, schema: snapshot.schema, state: JSON.stringify(snapshot.state) })
      .onConflict((oc) =>
        oc
          .column('stream_id')
          .doUpdateSet((eb) => ({ version: eb.ref('excluded.version'), schema: eb.ref('excluded.schema'), state: eb.ref('excluded.state'), taken_at: eb.fn('now') }))
          .where((eb) => eb.or([eb('stream_snapshots.version', '<', eb.ref('excluded.version')), eb('stream_snapshots.schema', '<>', eb.ref('excluded.schema'))])),
      )
      .execute();
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
