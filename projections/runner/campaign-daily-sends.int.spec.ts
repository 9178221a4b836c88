import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import type { DeliveryState } from './tables';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

let contact = 0;
/** Ledger rows as the reservation writes them: 'reserved' (or decided at once, e.g. a skip), one statement. */
async function reserve(campaignId: string, userId: string, count: number, state: DeliveryState = 'reserved', finishedAt: string | null = null): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  await database.db
    .insertInto('dm_deliveries')
    .values(
      ids.map((id) => ({
        id,
        user_id: userId,
        campaign_id: campaignId,
        account_id: 'acc-1',
        lead_source_id: 'src-1',
        username: `lead_${contact++}`,
        contact_index: contact,
        day: '2026-11-20',
        state,
        finished_at: finishedAt,
      })),
    )
    .execute();
  return ids;
}

/** One settlement statement for several deliveries, as the runner's batches write them. */
const settle = (ids: string[], state: 'sent' | 'failed', finishedAt: string) =>
  sql`update dm_deliveries set state = ${state}, finished_at = ${finishedAt}::timestamptz where id = any(${ids}::uuid[])`.execute(database.db);

const rows = () =>
  sql<{ campaign_id: string; day: string; user_id: string; sent: number }>`
    select campaign_id, to_char(day, 'YYYY-MM-DD') as day, user_id, sent from campaign_daily_sends order by campaign_id, day`
    .execute(database.db)
    .then((result) => result.rows);

it('counts the ledger rows that become sent, per campaign and UTC day, whatever the statement; a recount from the ledger gives the same rows', async () => {
  const a = await reserve('c-a', 'user-1', 5);
  const b = await reserve('c-b', 'user-2', 3);
  // One batch over two campaigns, across a UTC midnight (23:30 in New York is the next day in UTC).
  await settle([...a.slice(0, 3), ...b.slice(0, 2)], 'sent', '2026-11-21T04:30:00Z');
  await settle([a[3]!], 'sent', '2026-11-20T23:59:59Z');
  await settle([a[4]!], 'failed', '2026-11-21T05:00:00Z');
  // Settled again (a retry writing the same outcome): already sent, counts nothing.
  await settle([a[0]!, a[1]!], 'sent', '2026-11-21T06:00:00Z');
  // A skip decided at reservation, and a row written as sent in the same statement that inserts it.
  await reserve('c-b', 'user-2', 2, 'skipped_already_dmd', '2026-11-21T07:00:00Z');
  await reserve('c-b', 'user-2', 1, 'sent', '2026-11-22T00:00:01Z');
  // An update that changes no state (a text or id written later) counts nothing.
  await sql`update dm_deliveries set conversation_id = 'conv' where campaign_id = 'c-b'`.execute(database.db);

  const live = await rows();
  expect(live).toEqual([
    { campaign_id: 'c-a', day: '2026-11-20', user_id: 'user-1', sent: 1 },
    { campaign_id: 'c-a', day: '2026-11-21', user_id: 'user-1', sent: 3 },
    { campaign_id: 'c-b', day: '2026-11-21', user_id: 'user-2', sent: 2 },
    { campaign_id: 'c-b', day: '2026-11-22', user_id: 'user-2', sent: 1 },
  ]);
  await sql`select campaign_daily_sends_rebuild()`.execute(database.db);
  expect(await rows()).toEqual(live);
});
