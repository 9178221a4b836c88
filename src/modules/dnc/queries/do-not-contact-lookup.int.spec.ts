import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-database';
import { ReadModelDoNotContactLookup } from './do-not-contact-lookup';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db
    .insertInto('dnc_entries')
    .values([
      { user_id: 'alice', username: 'bob', added_at: new Date() },
      { user_id: 'alice', username: 'carol', added_at: new Date() },
      { user_id: 'dave', username: 'erin', added_at: new Date() },
    ])
    .execute();
});
afterAll(async () => {
  await database?.drop();
});

it("answers which usernames are on the user's own list, and never another user's", async () => {
  const lookup = new ReadModelDoNotContactLookup(database.db);
  expect(await lookup.listedAmong('alice', ['bob', 'erin', 'zed', 'bob'])).toEqual(new Set(['bob']));
  expect(await lookup.listedAmong('dave', ['bob', 'carol', 'erin'])).toEqual(new Set(['erin']));
  expect(await lookup.listedAmong('mallory', ['bob', 'erin'])).toEqual(new Set());
  expect(await lookup.listedAmong('alice', [])).toEqual(new Set());
});
