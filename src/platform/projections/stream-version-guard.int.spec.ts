import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';
import type { RecordedEvent } from '../event-store/event-store.port';
import { newerStreamVersion, newerThanStored, olderThan, storedVersions } from './stream-version-guard';

let database: TestDatabase;
/** The test's own table, beside the app's read models. */
const guarded = () => database.db.withTables<{ guarded: { id: string; label: string; stream_version: number } }>();

beforeAll(async () => {
  database = await createTestDatabase();
  await sql`create table guarded (id text primary key, label text not null, stream_version int not null)`.execute(database.db);
});

afterAll(async () => {
  await database.drop();
});

async function upsert(id: string, label: string, version: number) {
  await guarded()
    .insertInto('guarded')
    .values({ id, label, stream_version: version })
    .onConflict((oc) => oc.column('id').doUpdateSet({ label: sql.ref('excluded.label'), stream_version: sql.ref('excluded.stream_version') }).where(newerStreamVersion('guarded')))
    .execute();
}

async function row(id: string) {
  return guarded().selectFrom('guarded').select(['label', 'stream_version']).where('id', '=', id).executeTakeFirst();
}

it('applies an upsert only when the event is newer than the row, ignoring replayed and older events', async () => {
  await upsert('a', 'v3', 3);
  await upsert('a', 'v2, older', 2);
  expect(await row('a')).toEqual({ label: 'v3', stream_version: 3 });
  await upsert('a', 'v3 replayed', 3);
  expect(await row('a')).toEqual({ label: 'v3', stream_version: 3 });
  await upsert('a', 'v4', 4);
  expect(await row('a')).toEqual({ label: 'v4', stream_version: 4 });
});

it('guards plain updates by the stored version', async () => {
  await upsert('b', 'v5', 5);
  const older = await guarded().updateTable('guarded').set({ label: 'v5 replayed', stream_version: 5 }).where('id', '=', 'b').where(olderThan(5)).executeTakeFirst();
  expect(older.numUpdatedRows).toBe(0n);
  await guarded().updateTable('guarded').set({ label: 'v6', stream_version: 6 }).where('id', '=', 'b').where(olderThan(6)).execute();
  expect(await row('b')).toEqual({ label: 'v6', stream_version: 6 });
});

it('filters a batch down to the events newer than the rows they update', async () => {
  await upsert('c', 'v2', 2);
  const event = (streamId: string, version: number) => ({ streamId, version, id: `${streamId}-${version}` }) as RecordedEvent;
  const batch = [event('c', 1), event('c', 2), event('c', 3), event('d', 1), event('d', 2)];
  const kept = await database.db.transaction().execute(async (trx) => {
    const stored = await storedVersions(trx, 'guarded', 'id', batch.map((e) => e.streamId));
    expect(stored).toEqual(new Map([['c', 2]]));
    return newerThanStored(batch, stored, (e) => e.streamId);
  });
  expect(kept.map((e) => e.id)).toEqual(['c-3', 'd-1', 'd-2']);
});
