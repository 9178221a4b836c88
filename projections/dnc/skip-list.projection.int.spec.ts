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
