import { sql, type Transaction } from 'kysely';
import type { SkipListEvent } from '../../src/modules/dnc/skip-list/events';
import type { RecordedEvent } from '../../src/platform/event-store/event-store.port';
import type { Projection } from '../../src/platform/projections/projection';

export const SKIP_LIST_PROJECTION = 'dnc-skip-list';

interface ListRow {
  version: number;
  count: number;
}

/**
 * The Do Not Contact read model: dnc_entries (one row per username) and dnc_lists (per user: the stream
 * version applied and the entry count). Events at or below a list's version are skipped, so a replayed
 * batch changes nothing.
 */
export const skipListProjection: Projection = {
  name: SKIP_LIST_PROJECTION,
  handles: ['UsernamesSkipped', 'UsernameUnskipped', 'SkipListCleared'],
  tables: ['dnc_entries', 'dnc_lists'],
  async apply(trx: Transaction<any>, events: RecordedEvent[]) {
    const userIds = [...new Set(events.map((event) => (event as RecordedEvent<SkipListEvent>).data.userId))];
    const lists = new Map<string, ListRow>();
    const { rows } = await sql<{ user_id: string; stream_version: number; entry_count: number }>`
      select user_id, stream_version, entry_count from dnc_lists where user_id = any(${userIds})`.execute(trx);
    for (const row of rows) lists.set(row.user_id, { version: row.stream_version, count: row.entry_count });

    const touched = new Map<string, { list: ListRow; at: Date }>();
    for (const recorded of events as RecordedEvent<SkipListEvent>[]) {
      const { userId } = recorded.data;
      const list = lists.get(userId) ?? { version: 0, count: 0 };
      if (recorded.version <= list.version) continue;
      list.count += await applyEvent(trx, recorded);
      list.version = recorded.version;
      lists.set(userId, list);
      touched.set(userId, { list, at: recorded.createdAt });
    }
    if (touched.size === 0) return;
    const entries = [...touched.entries()];
    await sql`
      insert into dnc_lists (user_id, stream_version, entry_count, updated_at)
      select * from unnest(${entries.map(([id]) => id)}::text[], ${entries.map(([, t]) => t.list.version)}::int[],
                           ${entries.map(([, t]) => t.list.count)}::int[], ${entries.map(([, t]) => t.at.toISOString())}::timestamptz[])
      on conflict (user_id) do update
        set stream_version = excluded.stream_version, entry_count = excluded.entry_count, updated_at = excluded.updated_at`.execute(trx);
  },
};

/** Applies one event's rows and returns the change in entry count. */
async function applyEvent(trx: Transaction<any>, recorded: RecordedEvent<SkipListEvent>): Promise<number> {
  const event = recorded as SkipListEvent & { createdAt: Date };
  switch (event.type) {
    case 'UsernamesSkipped': {
      const result = await sql`
        insert into dnc_entries (user_id, username, added_at)
        select ${event.data.userId}, username, ${recorded.createdAt.toISOString()}::timestamptz
        from unnest(${event.data.usernames}::text[]) as username
        on conflict do nothing`.execute(trx);
      return Number(result.numAffectedRows ?? 0);
    }
    case 'UsernameUnskipped': {
      const result = await sql`
        delete from dnc_entries where user_id = ${event.data.userId} and username = ${event.data.username}`.execute(trx);
      return -Number(result.numAffectedRows ?? 0);
    }
    case 'SkipListCleared': {
      const result = await sql`delete from dnc_entries where user_id = ${event.data.userId}`.execute(trx);
      return -Number(result.numAffectedRows ?? 0);
    }
  }
}
