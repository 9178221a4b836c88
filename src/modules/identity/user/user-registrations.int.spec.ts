import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-database';
import { PostgresEventStore } from '../../../platform/event-store/postgres/postgres-event-store';
import { userStreamId } from './events';
import { UserRegistrations } from './user-registrations';

let database: TestDatabase;
let store: PostgresEventStore;
beforeAll(async () => {
  database = await createTestDatabase();
  store = new PostgresEventStore({ pool: database.pool });
});
afterAll(async () => {
  await store?.close();
  await database?.drop();
});

/** A user row as better-auth commits it, created this many days ago. */
async function userRow(daysAgo = 0) {
  const user = { id: randomUUID(), email: `${randomUUID()}@example.com`, createdAt: new Date(Date.now() - daysAgo * 86_400_000) };
  await sql`insert into "user" (id, name, email, "emailVerified", "createdAt") values (${user.id}, 'Ann', ${user.email}, false, ${user.createdAt})`.execute(
    database.db,
  );
  return user;
}

const eventTypes = async (userId: string) => (await store.readStream(userStreamId(userId))).map((event) => event.type);
const marked = async (userId: string) =>
  (await database.db.selectFrom('recorded_registrations').select('user_id').where('user_id', '=', userId).executeTakeFirst()) !== undefined;

it('records at start the registrations of recent users not marked recorded, once each, and trusts the mark', async () => {
  const registrations = new UserRegistrations(store, database.db);
  // Given: a sign-up that stopped before its append, one that stopped between the append and the mark, one
  // recorded, one marked whose stream this store does not have (the mark is what counts), and an old one.
  const [unrecorded, unmarked, recorded, markedOnly, old] = [await userRow(), await userRow(), await userRow(), await userRow(), await userRow(8)];
  await registrations.record(unmarked);
  await database.db.deleteFrom('recorded_registrations').where('user_id', '=', unmarked.id).execute();
  await registrations.record(recorded);
  await database.db.insertInto('recorded_registrations').values({ user_id: markedOnly.id }).execute();
  expect(await marked(recorded.id)).toBe(true);

  // When: the unmarked one's append finds its event (same id) and appends nothing more.
  expect(await registrations.catchUp()).toBe(2);

  // Then
  expect(await eventTypes(unrecorded.id)).toEqual(['UserRegistered']);
  expect(await eventTypes(unmarked.id)).toEqual(['UserRegistered']);
  expect(await eventTypes(markedOnly.id)).toEqual([]);
  expect(await eventTypes(old.id)).toEqual([]);
  expect([await marked(unrecorded.id), await marked(unmarked.id), await marked(old.id)]).toEqual([true, true, false]);
  expect(await registrations.catchUp()).toBe(0);
});
