import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-database';
import type { XProfile } from '../../x';
import { upsertProfiles } from './upsert-profiles';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

const profile = (userId: string, over: Partial<XProfile> = {}): XProfile => ({
  userId,
  username: `user${userId}`,
  name: `User ${userId}`,
  bio: 'Growth marketer',
  bioUrls: ['https://example.com'],
  profileUrls: [],
  location: 'Berlin',
  verified: false,
  followersCount: 10,
  followingCount: 5,
  canDm: true,
  profileImageUrl: null,
  protected: false,
  ...over,
});

const rows = async () =>
  (await sql<{ id: string; username: string; bio: string; followers_count: number; bio_urls: string[] }>`
    select id, username, bio, followers_count, bio_urls from x_profiles order by id`.execute(database.db)).rows;

it('inserts new profiles and updates known ones with newer data, in one statement, in a transaction too', async () => {
  const t1 = new Date('2026-11-23T10:00:00Z');
  await upsertProfiles(database.db, [profile('1'), profile('2', { bio: 'Founder\u0000 of things' })], t1);
  expect(await rows()).toEqual([
    { id: '1', username: 'user1', bio: 'Growth marketer', followers_count: 10, bio_urls: ['https://example.com'] },
    { id: '2', username: 'user2', bio: 'Founder of things', followers_count: 10, bio_urls: ['https://example.com'] },
  ]);
  // Newer data wins; within a batch the last profile of an id wins.
  const t2 = new Date('2026-11-23T11:00:00Z');
  await database.db.transaction().execute((trx) =>
    upsertProfiles(trx, [profile('1', { followersCount: 20 }), profile('1', { followersCount: 30, username: 'renamed' }), profile('3')], t2),
  );
  // Older data than what is stored is ignored.
  await upsertProfiles(database.db, [profile('2', { bio: 'stale' })], new Date('2026-11-23T09:00:00Z'));
  expect(await rows()).toEqual([
    { id: '1', username: 'renamed', bio: 'Growth marketer', followers_count: 30, bio_urls: ['https://example.com'] },
    { id: '2', username: 'user2', bio: 'Founder of things', followers_count: 10, bio_urls: ['https://example.com'] },
    { id: '3', username: 'user3', bio: 'Growth marketer', followers_count: 10, bio_urls: ['https://example.com'] },
  ]);
  expect(await upsertProfiles(database.db, [])).toBe(0);
});
