import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type { Database } from '../../src/platform/database/database';
import { rebuildCheck } from '../../test/support/rebuild-check';
import type { SkipListEvent } from '../../src/modules/dnc/skip-list/events';
import { seededRandom } from '../../src/platform/seeded-random';
import { skipListProjection } from './skip-list.projection';

// Small live batches, so the live run and the rebuild split the log at different places.
const check = rebuildCheck(skipListProjection, 7, readModel);

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
    await check.live.store.appendToStream(`dnc-${userId}`, version === 0 ? 'no_stream' : version, events);
    versions.set(userId, version + events.length);
    stats.written += events.length;
  }
  return { lists, ...stats };
}

/** Every row of the read model: entries with their times, lists with version, count and time. */
async function readModel(db: Database) {
  const entries = await sql<{ user_id: string; username: string; added_at: Date }>`
    select user_id, username, added_at from dnc_entries order by user_id, username`.execute(db);
  const lists = await sql<{ user_id: string; stream_version: number; entry_count: number; updated_at: Date }>`
    select user_id, stream_version, entry_count, updated_at from dnc_lists order by user_id`.execute(db);
  return { entries: entries.rows, lists: lists.rows };
}

it('rebuilds the same rows and counts as the live run, and both match the lists the decider kept', async () => {
  const log = await writeLog(400);
  // The log exercises removes, clears and names coming back after them.
  expect(log.removes).toBeGreaterThan(20);
  expect(log.clears).toBeGreaterThan(5);
  expect(log.readds).toBeGreaterThan(20);
  const live = await check.liveModel();

  for (const [userId, usernames] of log.lists) {
    expect(live.entries.filter((row) => row.user_id === userId).map((row) => row.username)).toEqual([...usernames].sort());
    expect(live.lists.find((row) => row.user_id === userId)?.entry_count).toBe(usernames.size);
  }

  expect(await check.rebuiltMatches(live)).toBe(log.written);
});
