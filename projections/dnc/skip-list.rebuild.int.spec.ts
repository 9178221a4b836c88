import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { committedHead } from '../../test/support/committed-head';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import type { SkipListEvent } from '../../src/modules/dnc/skip-list/events';
import { comparePositions } from '../../src/platform/event-store/event-store.port';
import { PostgresEventStore } from '../../src/platform/event-store/postgres/postgres-event-store';
import { ensureCheckpoint } from '../../src/platform/projections/checkpoints';
import { ProjectionRunner } from '../../src/platform/projections/projection-runner';
import { rebuildProjection } from '../../src/platform/projections/rebuild';
import { seededRandom } from '../../src/platform/seeded-random';
import { skipListProjection } from './skip-list.projection';

let database: TestDatabase;
let store: PostgresEventStore;
let runner: ProjectionRunner;

beforeAll(async () => {
  database = await createTestDatabase();
  store = new PostgresEventStore({ pool: database.pool, listenUrl: database.url, pollIntervalMs: 100 });
  // Small live batches, so the live run and the rebuild split the log at different places.
  runner = new ProjectionRunner({
    db: database.db,
    eventStore: store,
    databaseUrl: database.url,
    projections: [skipListProjection],
    batchSize: 7,
    retryDelayMs: { initial: 20, max: 200 },
    standbyPollMs: 100,
  });
  runner.start();
});

afterAll(async () => {
  await runner.stop();
  await store.close();
  await database.drop();
});


/**
 * Writes `count` events over a few lists, as the decider would (adds of unlisted names from a small pool, so
 * names come back after removes and clears; removes of listed names; clears of non-empty lists), some
 * appends carrying several events. Answers each list's expected usernames.
 */
async function writeLog(count: number) {
  const next = seededRandom(20261121);
  const lists = new Map<string, Set<string>>(['ann', 'bob', 'cy'].map((userId) => [userId, new Set<string>()]));
  const versions = new Map<string, number>();
  /** Usernames each list has ever held, to count the ones that come back. */
  const ever = new Map<string, Set<string>>([...lists.keys()].map((userId) => [userId, new Set<string>()]));
  const stats = { written: 0, clears: 0, removes: 0, readds: 0 };
  while (stats.written < count) {
    const userId = [...lists.keys()][Math.floor(next() * lists.size)];
    const listed = lists.get(userId)!;
    const events: SkipListEvent[] = [];
    for (let i = 0, n = 1 + Math.floor(next() * 3); i < n; i++) {
      const roll = next();
      if (listed.size > 0 && roll < 0.25) {
        const username = [...listed][Math.floor(next() * listed.size)];
        listed.delete(username);
        stats.removes++;
        events.push({ type: 'UsernameUnskipped', data: { userId, username } });
      } else if (listed.size > 0 && roll < 0.3) {
        events.push({ type: 'SkipListCleared', data: { userId, removedCount: listed.size } });
        stats.clears++;
        listed.clear();
      } else {
        const fresh = [...new Set(Array.from({ length: 1 + Math.floor(next() * 4) }, () => `name_${Math.floor(next() * 30)}`))].filter(
          (username) => !listed.has(username),
        );
        if (fresh.length === 0) continue;
        for (const username of fresh) {
          if (ever.get(userId)!.has(username)) stats.readds++;
          ever.get(userId)!.add(username);
          listed.add(username);
        }
        events.push({ type: 'UsernamesSkipped', data: { userId, usernames: fresh } });
      }
    }
    if (events.length === 0) continue;
    const version = versions.get(userId) ?? 0;
    await store.appendToStream(`dnc-${userId}`, version === 0 ? 'no_stream' : version, events);
    versions.set(userId, version + events.length);
    stats.written += events.length;
  }
  return { lists, ...stats };
}

/** Every row of the read model: entries with their times, lists with version, count and time. */
async function readModel() {
  const entries = await sql<{ user_id: string; username: string; added_at: Date }>`
    select user_id, username, added_at from dnc_entries order by user_id, username`.execute(database.db);
  const lists = await sql<{ user_id: string; stream_version: number; entry_count: number; updated_at: Date }>`
    select user_id, stream_version, entry_count, updated_at from dnc_lists order by user_id`.execute(database.db);
  return { entries: entries.rows, lists: lists.rows };
}

it('rebuilds the same rows and counts as the live run, and both match the lists the decider kept', async () => {
  const log = await writeLog(400);
  // The log exercises removes, clears and names coming back after them.
  expect(log.removes).toBeGreaterThan(20);
  expect(log.clears).toBeGreaterThan(5);
  expect(log.readds).toBeGreaterThan(20);
  const head = await committedHead(database.db);
  await expect
    .poll(async () => comparePositions((await ensureCheckpoint(database.db, skipListProjection.name)).position, head) >= 0, {
      timeout: 20_000,
    })
    .toBe(true);
  const live = await readModel();

  for (const [userId, usernames] of log.lists) {
    expect(live.entries.filter((row) => row.user_id === userId).map((row) => row.username)).toEqual([...usernames].sort());
    expect(live.lists.find((row) => row.user_id === userId)?.entry_count).toBe(usernames.size);
  }

  // The rebuild replays into fresh tables and swaps them in: compared after, so nothing carries over.
  const result = await rebuildProjection({
    db: database.db,
    eventStore: store,
    databaseUrl: database.url,
    projection: skipListProjection,
    batchSize: 50,
  });
  expect(result.applied).toBe(log.written);
  expect(await readModel()).toEqual(live);
});
