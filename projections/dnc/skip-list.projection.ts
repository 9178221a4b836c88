import { sql, type Transaction } from 'kysely';
import { type SkipListEvent, skipListEventTypes } from '../../src/modules/dnc/skip-list/events';
import type { RecordedEvent } from '../../src/platform/event-store/event-store.port';
import type { Projection } from '../../src/platform/projections/projection';
import { newerThanStored, storedVersions } from '../../src/platform/projections/stream-version-guard';

export const SKIP_LIST_PROJECTION = 'dnc-skip-list';

type SkipListRecorded = RecordedEvent<SkipListEvent>;
const userIdOf = (event: SkipListRecorded) => event.data.userId;

/**
 * The Do Not Contact read model: dnc_entries (one row per username) and dnc_lists (per user: the stream
 * version applied and the entry count). Events at or below a list's version are skipped, so a replayed
 * batch changes nothing.
 */
export const skipListProjection: Projection = {
  name: SKIP_LIST_PROJECTION,
  handles: skipListEventTypes,
  tables: ['dnc_entries', 'dnc_lists'],
  async apply(trx: Transaction<any>, events: RecordedEvent[]) {
    const batch = events as SkipListRecorded[];
    const stored = await storedVersions(trx, 'dnc_lists', 'user_id', batch.map(userIdOf));
    const fresh = newerThanStored(batch, stored, userIdOf);
    if (fresh.length === 0) return;
    const latest = new Map<string, SkipListRecorded>();
    for (const recorded of fresh) {
      await applyEvent(trx, recorded);
      latest.set(userIdOf(recorded), recorded);
    }
    const touched = [...latest.values()];
    await sql`
      insert into dnc_lists (user_id, stream_version, entry_count, updated_at)
      select list.user_id, list.version, (select count(*) from dnc_entries e where e.user_id = list.user_id), list.at
      from unnest(${touched.map(userIdOf)}::text[], ${touched.map((event) => event.version)}::int[],
                  ${touched.map((event) => event.createdAt.toISOString())}::timestamptz[]) as list(user_id, version, at)
      on conflict (user_id) do update
        set stream_version = excluded.stream_version, entry_count = excluded.entry_count, updated_at = excluded.updated_at`.execute(trx);
  },
};

async function applyEvent(trx: Transaction<any>, recorded: SkipListRecorded): Promise<void> {
  const event = recorded as SkipListEvent;
  switch (event.type) {
    case 'UsernamesSkipped':
      await sql`
        insert into dnc_entries (user_id, username, added_at)
        select ${event.data.userId}, username, ${recorded.createdAt.toISOString()}::timestamptz
        from unnest(${event.data.usernames}::text[]) as username
        on conflict do nothing`.execute(trx);
      return;
    case 'UsernameUnskipped':
      await sql`delete from dnc_entries where user_id = ${event.data.userId} and username = ${event.data.username}`.execute(trx);
      return;
    case 'SkipListCleared':
      await sql`delete from dnc_entries where user_id = ${event.data.userId}`.execute(trx);
      return;
  }
}
