import { type Selectable, sql } from 'kysely';
import { type SkipListEvent, skipListEventTypes } from '../../src/modules/dnc/skip-list/events';
import type { RecordedEvent } from '../../src/platform/event-store/event-store.port';
import { defineProjection, type ProjectionTransaction } from '../../src/platform/projections/projection';
import { storedVersions } from '../../src/platform/projections/stream-version-guard';
import type { DncEntriesTable } from './tables';

export const SKIP_LIST_PROJECTION = 'dnc-skip-list';

type SkipListRecorded = RecordedEvent<SkipListEvent>;
const userIdOf = (event: SkipListRecorded) => event.data.userId;

/** What a batch does to one user's list, folded in event order. Applied as: clear, then removes, then adds. */
interface ListChange {
  /** The list was cleared in this batch: every row that existed before the batch goes. */
  cleared: boolean;
  /** Usernames to delete from the rows that existed before the batch (and were not cleared). */
  removes: Set<string>;
  /** Usernames to add, with the time (epoch ms) of the event that added them; an existing row keeps its own time. */
  adds: Map<string, number>;
  /** The last event applied to the list. */
  last: SkipListRecorded;
}

/**
 * Folds a batch per user, in event order, skipping events at or below the version the user's list already
 * reflects (the stream-version guard: a replayed event changes nothing).
 */
export function foldBatch(events: readonly SkipListRecorded[], stored: ReadonlyMap<string, number>): Map<string, ListChange> {
  const changes = new Map<string, ListChange>();
  for (const recorded of events) {
    const userId = userIdOf(recorded);
    if (recorded.version <= (stored.get(userId) ?? 0)) continue;
    let change = changes.get(userId);
    if (!change) {
      change = { cleared: false, removes: new Set(), adds: new Map(), last: recorded };
      changes.set(userId, change);
    }
    change.last = recorded;
    const event = recorded as SkipListEvent;
    switch (event.type) {
      case 'UsernamesSkipped': {
        const at = recorded.createdAt.getTime();
        for (const username of event.data.usernames) if (!change.adds.has(username)) change.adds.set(username, at);
        break;
      }
      case 'UsernameUnskipped':
        change.adds.delete(event.data.username);
        // After a clear in this batch the rows from before it are gone already.
        if (!change.cleared) change.removes.add(event.data.username);
        break;
      case 'SkipListCleared':
        change.cleared = true;
        change.removes.clear();
        change.adds.clear();
        break;
    }
  }
  return changes;
}

/** Rows each statement touched, per user. */
type Counts = Map<string, number>;

/** Entries added or removed per user, as the data-modifying CTEs below count them. */
type UserCount = Pick<Selectable<DncEntriesTable>, 'user_id'> & { n: number };

const countsOf = (rows: readonly UserCount[]): Counts => new Map(rows.map((row) => [row.user_id, row.n]));

/** Empties the lists cleared in this batch (their counts restart at zero in `updateLists`). */
async function clearEntries(trx: ProjectionTransaction, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  await sql`delete from dnc_entries where user_id = any(${userIds}::text[])`.execute(trx);
}

/** Deletes the (user, username) pairs that exist; answers how many rows went per user. */
async function removeEntries(trx: ProjectionTransaction, userIds: string[], usernames: string[]): Promise<Counts> {
  if (userIds.length === 0) return new Map();
  const { rows } = await sql<UserCount>`
    with removed as (
      delete from dnc_entries e
      using unnest(${userIds}::text[], ${usernames}::text[]) as r(user_id, username)
      where e.user_id = r.user_id and e.username = r.username
      returning e.user_id)
    select user_id, count(*)::int as n from removed group by user_id`.execute(trx);
  return countsOf(rows);
}

const UNIQUE_VIOLATION = '23505';

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;

/**
 * Inserts the entries, in key order (neighbouring index pages, not random ones); answers how many rows were
 * added per user. The decider only skips usernames not already listed, so a plain insert normally takes them
 * all and the counts are the batch's own. Should a username be listed already (a log the decider did not
 * write), the insert rolls back to its savepoint and runs again skipping the listed ones, counting what it
 * actually inserted. Times travel as epoch milliseconds.
 */
async function addEntries(trx: ProjectionTransaction, userIds: string[], usernames: string[], addedAt: number[]): Promise<Counts> {
  if (userIds.length === 0) return new Map();
  const rows = sql`
    select user_id, username, timestamptz 'epoch' + ms * interval '1 millisecond'
    from unnest(${userIds}::text[], ${usernames}::text[], ${addedAt}::int8[]) as a(user_id, username, ms)
    order by user_id, username`;
  await sql`savepoint dnc_adds`.execute(trx);
  try {
    await sql`insert into dnc_entries (user_id, username, added_at) ${rows}`.execute(trx);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await sql`rollback to savepoint dnc_adds`.execute(trx);
    const { rows: counts } = await sql<UserCount>`
      with added as (
        insert into dnc_entries (user_id, username, added_at) ${rows}
        on conflict do nothing
        returning user_id)
      select user_id, count(*)::int as n from added group by user_id`.execute(trx);
    return countsOf(counts);
  }
  await sql`release savepoint dnc_adds`.execute(trx);
  const counts: Counts = new Map();
  for (const userId of userIds) counts.set(userId, (counts.get(userId) ?? 0) + 1);
  return counts;
}

interface ListRows {
  userIds: string[];
  versions: number[];
  deltas: number[];
  updatedAt: number[];
  cleared: boolean[];
}

const emptyRows = (): ListRows => ({ userIds: [], versions: [], deltas: [], updatedAt: [], cleared: [] });

/**
 * Moves each touched list to the version of its last event and its count by the rows actually deleted and
 * inserted (from zero when the list was cleared): never recounted. Lists with a stored version are updated,
 * the others inserted (a projection's batches never run concurrently, so none appears in between).
 */
async function updateLists(
  trx: ProjectionTransaction,
  changes: Map<string, ListChange>,
  stored: ReadonlyMap<string, number>,
  removed: Counts,
  added: Counts,
): Promise<void> {
  const existing = emptyRows();
  const created = emptyRows();
  for (const [userId, change] of changes) {
    const rows = stored.has(userId) ? existing : created;
    rows.userIds.push(userId);
    rows.versions.push(change.last.version);
    rows.deltas.push((added.get(userId) ?? 0) - (removed.get(userId) ?? 0));
    rows.updatedAt.push(change.last.createdAt.getTime());
    rows.cleared.push(change.cleared);
  }
  if (existing.userIds.length > 0) {
    await sql`
      update dnc_lists l
      set stream_version = u.version, entry_count = case when u.cleared then 0 else l.entry_count end + u.delta,
          updated_at = timestamptz 'epoch' + u.ms * interval '1 millisecond'
      from unnest(${existing.userIds}::text[], ${existing.versions}::int[], ${existing.deltas}::int[], ${existing.updatedAt}::int8[],
                  ${existing.cleared}::bool[]) as u(user_id, version, delta, ms, cleared)
      where l.user_id = u.user_id`.execute(trx);
  }
  if (created.userIds.length > 0) {
    await sql`
      insert into dnc_lists (user_id, stream_version, entry_count, updated_at)
      select user_id, version, delta, timestamptz 'epoch' + ms * interval '1 millisecond'
      from unnest(${created.userIds}::text[], ${created.versions}::int[], ${created.deltas}::int[], ${created.updatedAt}::int8[])
        as u(user_id, version, delta, ms)`.execute(trx);
  }
}

/**
 * The Do Not Contact read model: dnc_entries (one row per username) and dnc_lists (per user: the stream
 * version applied and the entry count). Set-based: a batch is folded per user in memory (adds, removes and
 * clears in event order), then written with one multi-row statement per kind of change whatever the batch
 * size (clears, removes, adds, lists); each list's count moves by the rows actually deleted and inserted,
 * never recounted. Events at or below a list's stored version are skipped, so a replayed batch changes nothing.
 */
export const skipListProjection = defineProjection<SkipListEvent>({
  name: SKIP_LIST_PROJECTION,
  handles: skipListEventTypes,
  tables: ['dnc_entries', 'dnc_lists'],
  async apply(trx, events) {
    const stored = await storedVersions(trx, 'dnc_lists', 'user_id', events.map(userIdOf));
    const changes = foldBatch(events, stored);
    if (changes.size === 0) return;
    const cleared: string[] = [];
    const removes: [string[], string[]] = [[], []];
    const adds: [string[], string[], number[]] = [[], [], []];
    for (const [userId, change] of changes) {
      if (change.cleared) cleared.push(userId);
      for (const username of change.removes) {
        removes[0].push(userId);
        removes[1].push(username);
      }
      for (const [username, at] of change.adds) {
        adds[0].push(userId);
        adds[1].push(username);
        adds[2].push(at);
      }
    }
    await clearEntries(trx, cleared);
    const removed = await removeEntries(trx, ...removes);
    const added = await addEntries(trx, ...adds);
    await updateLists(trx, changes, stored, removed, added);
  },
});
