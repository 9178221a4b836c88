import { sql } from 'kysely';
import { type SkipListEvent, skipListEventTypes } from '../../src/modules/dnc/skip-list/events';
import type { RecordedEvent } from '../../src/platform/event-store/event-store.port';
import { defineProjection, type ProjectionTransaction } from '../../src/platform/projections/projection';
import { newerThanStored, storedVersions } from '../../src/platform/projections/stream-version-guard';

export const SKIP_LIST_PROJECTION = 'dnc-skip-list';

type SkipListRecorded = RecordedEvent<SkipListEvent>;
const userIdOf = (event: SkipListRecorded) => event.data.userId;

/** What a batch does to one user's list, folded in event order. Applied as: clear, then removes, then adds. */
interface ListChange {
  userId: string;
  /** The list was cleared in this batch: every row that existed before it goes. */
  cleared: boolean;
  /** Usernames to delete from the rows that existed before the batch (and were not cleared). */
  removes: Set<string>;
  /** Usernames to add, with the time of the event that added them; an existing row keeps its own time. */
  adds: Map<string, string>;
  version: number;
  at: string;
}

function fold(events: readonly SkipListRecorded[]): ListChange[] {
  const changes = new Map<string, ListChange>();
  for (const recorded of events) {
    const userId = userIdOf(recorded);
    let change = changes.get(userId);
    if (!change) {
      change = { userId, cleared: false, removes: new Set(), adds: new Map(), version: 0, at: '' };
      changes.set(userId, change);
    }
    change.version = recorded.version;
    change.at = recorded.createdAt.toISOString();
    const event = recorded as SkipListEvent;
    switch (event.type) {
      case 'UsernamesSkipped':
        for (const username of event.data.usernames) if (!change.adds.has(username)) change.adds.set(username, change.at);
        break;
      case 'UsernameUnskipped':
        change.adds.delete(event.data.username);
        change.removes.add(event.data.username);
        break;
      case 'SkipListCleared':
        change.cleared = true;
        change.removes.clear();
        change.adds.clear();
        break;
    }
  }
  return [...changes.values()];
}

type Counts = Map<string, number>;

async function clearLists(trx: ProjectionTransaction, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  await sql`
    with cleared as (delete from dnc_entries where user_id = any(${userIds}::text[]))
    update dnc_lists set entry_count = 0 where user_id = any(${userIds}::text[])`.execute(trx);
}

/** Deletes the pairs that exist; answers how many rows went per user. */
async function removeEntries(trx: ProjectionTransaction, pairs: [string, string][]): Promise<Counts> {
  if (pairs.length === 0) return new Map();
  const { rows } = await sql<{ user_id: string; n: number }>`
    with removed as (
      delete from dnc_entries e
      using unnest(${pairs.map(([userId]) => userId)}::text[], ${pairs.map(([, username]) => username)}::text[]) as r(user_id, username)
      where e.user_id = r.user_id and e.username = r.username
      returning e.user_id)
    select user_id, count(*)::int as n from removed group by user_id`.execute(trx);
  return new Map(rows.map((row) => [row.user_id, row.n]));
}

/** Inserts the entries not already listed; answers how many rows were added per user. */
async function addEntries(trx: ProjectionTransaction, entries: [string, string, string][]): Promise<Counts> {
  if (entries.length === 0) return new Map();
  const { rows } = await sql<{ user_id: string; n: number }>`
    with added as (
      insert into dnc_entries (user_id, username, added_at)
      select * from unnest(${entries.map(([userId]) => userId)}::text[], ${entries.map(([, username]) => username)}::text[],
                           ${entries.map(([, , at]) => at)}::timestamptz[])
      on conflict do nothing
      returning user_id)
    select user_id, count(*)::int as n from added group by user_id`.execute(trx);
  return new Map(rows.map((row) => [row.user_id, row.n]));
}

/** Moves each touched list to its new version and adds the net change to its count. */
async function updateLists(trx: ProjectionTransaction, changes: ListChange[], removed: Counts, added: Counts): Promise<void> {
  const delta = (change: ListChange) => (added.get(change.userId) ?? 0) - (removed.get(change.userId) ?? 0);
  await sql`
    insert into dnc_lists (user_id, stream_version, entry_count, updated_at)
    select * from unnest(${changes.map((change) => change.userId)}::text[], ${changes.map((change) => change.version)}::int[],
                         ${changes.map(delta)}::int[], ${changes.map((change) => change.at)}::timestamptz[])
    on conflict (user_id) do update
      set stream_version = excluded.stream_version, entry_count = dnc_lists.entry_count + excluded.entry_count,
          updated_at = excluded.updated_at`.execute(trx);
}

/**
 * The Do Not Contact read model: dnc_entries (one row per username) and dnc_lists (per user: the stream
 * version applied and the entry count). Set-based: a batch is folded per user in memory, then written with
 * one statement per kind (clears, removes, adds, lists); the count moves by the rows actually deleted and
 * inserted, never recounted. Events at or below a list's version are skipped, so a replayed batch changes
 * nothing.
 */
export const skipListProjection = defineProjection<SkipListEvent>({
  name: SKIP_LIST_PROJECTION,
  handles: skipListEventTypes,
  tables: ['dnc_entries', 'dnc_lists'],
  async apply(trx, events) {
    const stored = await storedVersions(trx, 'dnc_lists', 'user_id', events.map(userIdOf));
    const changes = fold(newerThanStored(events, stored, userIdOf));
    if (changes.length === 0) return;
    await clearLists(
      trx,
      changes.filter((change) => change.cleared).map((change) => change.userId),
    );
    const removed = await removeEntries(
      trx,
      changes.flatMap((change) => [...change.removes].map((username): [string, string] => [change.userId, username])),
    );
    const added = await addEntries(
      trx,
      changes.flatMap((change) => [...change.adds].map(([username, at]): [string, string, string] => [change.userId, username, at])),
    );
    await updateLists(trx, changes, removed, added);
  },
});
