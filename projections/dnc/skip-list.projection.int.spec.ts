import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import type { SkipListEvent } from '../../src/modules/dnc/skip-list/events';
import type { RecordedEvent } from '../../src/platform/event-store/event-store.port';
import { skipListProjection } from './skip-list.projection';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

let position = 0n;
function recorded(userId: string, version: number, event: SkipListEvent): RecordedEvent {
  position += 1n;
  return {
    id: `00000000-0000-4000-8000-${position.toString().padStart(12, '0')}`,
    streamId: `dnc-${userId}`,
    version,
    type: event.type,
    data: event.data,
    metadata: { userId },
    position: { major: 1n, minor: position },
    createdAt: new Date('2026-11-21T12:00:00Z'),
  };
}

const apply = (events: RecordedEvent[]) => database.db.transaction().execute((trx) => skipListProjection.apply(trx, events));

async function listOf(userId: string) {
  const entries = await sql<{ username: string }>`
    select username from dnc_entries where user_id = ${userId} order by username`.execute(database.db);
  const list = await sql<{ stream_version: number; entry_count: number }>`
    select stream_version, entry_count from dnc_lists where user_id = ${userId}`.execute(database.db);
  return { usernames: entries.rows.map((row) => row.username), list: list.rows[0] };
}

it('applies a batch in order and keeps the count and version of each list', async () => {
  await apply([
    recorded('a', 1, { type: 'UsernamesSkipped', data: { userId: 'a', usernames: ['x', 'y', 'z'] } }),
    recorded('b', 1, { type: 'UsernamesSkipped', data: { userId: 'b', usernames: ['q'] } }),
    recorded('a', 2, { type: 'UsernameUnskipped', data: { userId: 'a', username: 'y' } }),
  ]);
  expect(await listOf('a')).toEqual({ usernames: ['x', 'z'], list: { stream_version: 2, entry_count: 2 } });
  expect(await listOf('b')).toEqual({ usernames: ['q'], list: { stream_version: 1, entry_count: 1 } });
});

it('ignores replayed and older events', async () => {
  await apply([
    recorded('a', 1, { type: 'UsernamesSkipped', data: { userId: 'a', usernames: ['x', 'y', 'z'] } }),
    recorded('a', 2, { type: 'SkipListCleared', data: { userId: 'a', removedCount: 2 } }),
  ]);
  expect(await listOf('a')).toEqual({ usernames: ['x', 'z'], list: { stream_version: 2, entry_count: 2 } });
});

it('empties a list on SkipListCleared', async () => {
  await apply([recorded('a', 3, { type: 'SkipListCleared', data: { userId: 'a', removedCount: 2 } })]);
  expect(await listOf('a')).toEqual({ usernames: [], list: { stream_version: 3, entry_count: 0 } });
});

it('keeps counts exact through duplicate adds, removes of absent names, re-adds and clears in one batch', async () => {
  await apply([
    recorded('c', 1, { type: 'UsernamesSkipped', data: { userId: 'c', usernames: ['a1', 'a2', 'a2', 'a3'] } }),
    recorded('d', 1, { type: 'UsernamesSkipped', data: { userId: 'd', usernames: ['d1', 'd2'] } }),
  ]);
  expect(await listOf('c')).toEqual({ usernames: ['a1', 'a2', 'a3'], list: { stream_version: 1, entry_count: 3 } });
  await apply([
    recorded('c', 2, { type: 'UsernamesSkipped', data: { userId: 'c', usernames: ['a1', 'a4', 'a4'] } }),
    recorded('c', 3, { type: 'UsernameUnskipped', data: { userId: 'c', username: 'absent' } }),
    recorded('c', 4, { type: 'UsernameUnskipped', data: { userId: 'c', username: 'a2' } }),
    recorded('c', 5, { type: 'UsernameUnskipped', data: { userId: 'c', username: 'a4' } }),
    recorded('c', 6, { type: 'UsernamesSkipped', data: { userId: 'c', usernames: ['a2', 'a5'] } }),
    recorded('d', 2, { type: 'SkipListCleared', data: { userId: 'd', removedCount: 2 } }),
    recorded('d', 3, { type: 'UsernamesSkipped', data: { userId: 'd', usernames: ['d2', 'd3'] } }),
    recorded('d', 4, { type: 'UsernameUnskipped', data: { userId: 'd', username: 'd1' } }),
    recorded('e', 1, { type: 'UsernameUnskipped', data: { userId: 'e', username: 'nobody' } }),
  ]);
  expect(await listOf('c')).toEqual({ usernames: ['a1', 'a2', 'a3', 'a5'], list: { stream_version: 6, entry_count: 4 } });
  expect(await listOf('d')).toEqual({ usernames: ['d2', 'd3'], list: { stream_version: 4, entry_count: 2 } });
  expect(await listOf('e')).toEqual({ usernames: [], list: { stream_version: 1, entry_count: 0 } });
});

/** An event of user's list at `version`, created `version` minutes after a fixed start (so each add has its own time). */
function at(userId: string, version: number, event: SkipListEvent): RecordedEvent {
  return { ...recorded(userId, version, event), createdAt: new Date(Date.UTC(2026, 10, 21, 12, version)) };
}
const added = (userId: string, usernames: string[]): SkipListEvent => ({ type: 'UsernamesSkipped', data: { userId, usernames } });
const removed = (userId: string, username: string): SkipListEvent => ({ type: 'UsernameUnskipped', data: { userId, username } });
const cleared = (userId: string): SkipListEvent => ({ type: 'SkipListCleared', data: { userId, removedCount: 1 } });

async function entriesOf(userId: string) {
  const { rows } = await sql<{ username: string; added_at: Date }>`
    select username, added_at from dnc_entries where user_id = ${userId} order by username`.execute(database.db);
  return rows.map((row) => `${row.username}@${row.added_at.getUTCMinutes()}`);
}

/** The list's stored count, and whether it equals its rows. */
async function countOf(userId: string) {
  const { rows } = await sql<{ entry_count: number; rows: number }>`
    select entry_count, (select count(*)::int from dnc_entries where user_id = ${userId}) as rows
    from dnc_lists where user_id = ${userId}`.execute(database.db);
  expect(rows[0].entry_count).toBe(rows[0].rows);
  return rows[0].entry_count;
}

it('ends right after a batch that adds, removes and clears the same usernames of one list', async () => {
  await apply([at('f', 1, added('f', ['p', 'x', 'y']))]);
  await apply([
    at('f', 2, removed('f', 'p')),
    at('f', 3, added('f', ['p', 's'])),
    at('f', 4, removed('f', 'x')),
    at('f', 5, cleared('f')),
    at('f', 6, added('f', ['x', 't'])),
    at('f', 7, removed('f', 't')),
    at('f', 8, added('f', ['t', 'u'])),
    at('f', 9, removed('f', 'x')),
    at('f', 10, added('f', ['x'])),
    at('g', 1, added('g', ['p'])),
  ]);
  // Each username that stays carries the time of the add that put it back last.
  expect(await entriesOf('f')).toEqual(['t@8', 'u@8', 'x@10']);
  expect(await countOf('f')).toBe(3);
  expect((await listOf('f')).list.stream_version).toBe(10);
  expect(await entriesOf('g')).toEqual(['p@1']);
});

it('keeps each count equal to its rows through removes, clears and re-adds across batches', async () => {
  const steps: [RecordedEvent[], string[]][] = [
    [[at('h', 1, added('h', ['a', 'b', 'c']))], ['a@1', 'b@1', 'c@1']],
    [[at('h', 2, removed('h', 'b')), at('h', 3, removed('h', 'a'))], ['c@1']],
    [[at('h', 4, added('h', ['a', 'b']))], ['a@4', 'b@4', 'c@1']],
    [[at('h', 5, cleared('h'))], []],
    [[at('h', 6, added('h', ['a'])), at('h', 7, added('h', ['c', 'd']))], ['a@6', 'c@7', 'd@7']],
    [[at('h', 8, removed('h', 'd')), at('h', 9, cleared('h')), at('h', 10, added('h', ['d']))], ['d@10']],
    [[at('h', 11, removed('h', 'd'))], []],
    [[at('h', 12, added('h', ['d', 'e']))], ['d@12', 'e@12']],
  ];
  for (const [batch, expected] of steps) {
    await apply(batch);
    expect(await entriesOf('h')).toEqual(expected);
    expect(await countOf('h')).toBe(expected.length);
  }
});

it('applies nothing twice when a batch starts before the version already applied', async () => {
  await apply([at('k', 1, added('k', ['a'])), at('k', 2, added('k', ['z'])), at('k', 3, removed('k', 'z'))]);
  // As after a crash: the next batch repeats versions 2 and 3 before the new ones.
  await apply([
    at('k', 2, added('k', ['z'])),
    at('k', 3, removed('k', 'z')),
    at('k', 4, added('k', ['m'])),
    at('k', 5, removed('k', 'a')),
  ]);
  expect(await entriesOf('k')).toEqual(['m@4']);
  expect(await countOf('k')).toBe(1);
  expect((await listOf('k')).list.stream_version).toBe(5);
});

it('skips a username already listed (a log the decider would not write) and counts only the rows inserted', async () => {
  await apply([at('m', 1, added('m', ['a', 'b']))]);
  await apply([at('m', 2, added('m', ['b', 'c'])), at('n', 1, added('n', ['b']))]);
  expect(await entriesOf('m')).toEqual(['a@1', 'b@1', 'c@2']);
  expect(await countOf('m')).toBe(3);
  expect(await entriesOf('n')).toEqual(['b@1']);
  expect(await countOf('n')).toBe(1);
});
