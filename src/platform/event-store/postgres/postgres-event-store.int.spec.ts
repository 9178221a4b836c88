import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-database';
import { letSubscriberSettle, staysTrue } from '../../../../test/support/waiting';
import { collectSubscription, describeEventStoreContract } from '../event-store.contract';
import { comparePositions, type RecordedEvent } from '../event-store.port';
import { PostgresEventStore } from './postgres-event-store';


let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

// A long polling interval, so prompt delivery in the contract can only come from LISTEN/NOTIFY.
describeEventStoreContract(
  'PostgreSQL event store',
  async () => new PostgresEventStore({ pool: database.pool, listenUrl: database.url, pollIntervalMs: 10_000 }),
);

describe('PostgreSQL event store: transactions that commit late', () => {
  let store: PostgresEventStore;
  const clients: pg.Client[] = [];
  beforeAll(() => {
    store = new PostgresEventStore({ pool: database.pool, listenUrl: database.url, pollIntervalMs: 10_000 });
  });
  afterEach(async () => {
    for (const client of clients.splice(0)) await client.end().catch(() => undefined);
  });
  afterAll(async () => {
    await store.close();
  });

  async function openTransaction(): Promise<{ client: pg.Client; xid: bigint }> {
    const client = new pg.Client({ connectionString: database.url });
    clients.push(client);
    await client.connect();
    await client.query('begin');
    const { rows } = await client.query<{ xid: string }>('select pg_current_xact_id()::text as xid');
    return { client, xid: BigInt(rows[0].xid) };
  }

  it('delivers an event committed after a later one exactly once, in (transaction id, position) order', async () => {
    const run = randomUUID().slice(0, 8);
    const early = `late_${run}-early`;
    const later = `late_${run}-later`;
    const owns = (e: RecordedEvent) => e.streamId === early || e.streamId === later;
    const from = await store.headPosition();
    const subscription = collectSubscription(store, from, owns);
    try {
      // The older transaction takes its id first, then the store appends and commits a later event.
      const { client, xid } = await openTransaction();
      const laterResult = await store.appendToStream(later, 'no_stream', [{ type: 'Later', data: {} }]);
      expect(laterResult.position.major).toBeGreaterThan(xid);
      // The older transaction now inserts its event with the store's own statement shape: it draws a
      // larger global position than the later event, but keeps its smaller transaction id.
      await client.query(
        `with bump as (insert into streams (stream_id, version) values ($1, 1) returning version)
         insert into events (stream_id, stream_version, event_id, type, data, metadata)
         select $1, bump.version, $2, 'Early', '{}'::jsonb, '{}'::jsonb from bump`,
        [early, randomUUID()],
      );

      // While it is open, the later event is committed but neither read nor delivered, and the head stays put.
      await staysTrue(500, async () => {
        expect(subscription.received).toEqual([]);
        expect((await store.readAll(from, 100)).filter(owns)).toEqual([]);
        expect(comparePositions(await store.headPosition(), from)).toBe(0);
      });

      await client.query('commit');
      await subscription.until(() => subscription.received.length >= 2, 5_000);
      await staysTrue(300, () => expect(subscription.received).toHaveLength(2));
      const delivered = subscription.received;
      expect(delivered.map((e) => e.type)).toEqual(['Early', 'Later']);
      expect(subscription.positionsInOrder).toBe(true);
      // A cursor on global position alone would have moved past 'Later' and skipped 'Early'.
      expect(delivered[0].position.minor).toBeGreaterThan(delivered[1].position.minor);
      expect(delivered[0].position.major).toBe(xid);
      const read = (await store.readAll(from, 100)).filter(owns);
      expect(read.map((e) => e.id)).toEqual(delivered.map((e) => e.id));
    } finally {
      await subscription.stop();
    }
  });

  it('an event committed late by a rolled-back transaction never appears', async () => {
    const stream = `rollback_${randomUUID().slice(0, 8)}`;
    const from = await store.headPosition();
    const subscription = collectSubscription(store, from, (e) => e.streamId.startsWith(stream));
    try {
      const { client } = await openTransaction();
      await client.query(
        `insert into events (stream_id, stream_version, event_id, type, data) values ($1, 1, $2, 'Lost', '{}'::jsonb)`,
        [`${stream}-lost`, randomUUID()],
      );
      await store.appendToStream(`${stream}-kept`, 'no_stream', [{ type: 'Kept', data: {} }]);
      await client.query('rollback');
      await subscription.until(() => subscription.received.length >= 1, 5_000);
      await staysTrue(300, () => expect(subscription.received.map((e) => e.type)).toEqual(['Kept']));
    } finally {
      await subscription.stop();
    }
  });

  it('a subscriber held back by an unrelated open transaction catches up promptly once it ends', async () => {
    const stream = `held_${randomUUID().slice(0, 8)}`;
    const subscription = collectSubscription(store, await store.headPosition(), (e) => e.streamId === stream);
    try {
      // A transaction that writes no events: its commit sends no notification.
      const { client } = await openTransaction();
      await store.appendToStream(stream, 'no_stream', [{ type: 'HeldBack', data: {} }]);
      await staysTrue(400, () => expect(subscription.received).toEqual([]));
      const committed = performance.now();
      await client.query('commit');
      await subscription.until(() => subscription.received.length === 1, 5_000);
      expect(performance.now() - committed).toBeLessThan(2_000);
    } finally {
      await subscription.stop();
    }
  });
});

describe('PostgreSQL event store: global order', () => {
  it('orders by transaction id as a number, also where its digit count grows', async () => {
    const store = new PostgresEventStore({ pool: database.pool });
    try {
      // Transaction ids are the server's, which the run's other test files use too: stop short of a power of ten
      // by a margin, then append three margins' worth, so the appends straddle it whatever the others commit.
      const margin = 15n;
      const { rows } = await database.pool.query<{ xid: string }>('select pg_current_xact_id()::text as xid');
      const current = BigInt(rows[0].xid);
      let next = 10n ** BigInt(rows[0].xid.length);
      if (next - current < 2n * margin) next *= 10n;
      await database.pool.query(`do $$ begin loop exit when pg_current_xact_id()::text::bigint >= ${next - margin}; commit; end loop; end $$`);
      const from = await store.headPosition();
      const stream = `digits_${randomUUID().slice(0, 8)}`;
      const appends = Number(3n * margin);
      const positions = [];
      for (let n = 1; n <= appends; n++) {
        positions.push((await store.appendToStream(stream, n === 1 ? 'no_stream' : n - 1, [{ type: 'E', data: { n } }])).position);
      }
      expect(positions[0].major).toBeLessThan(next);
      expect(positions.at(-1)!.major).toBeGreaterThanOrEqual(next);
      // The head is where every older transaction of the server has ended: the other files' ones end soon after.
      await expect.poll(() => store.headPosition()).toEqual(positions.at(-1));
      const all = await store.readAll(from, 100);
      expect(all.map((e) => e.position)).toEqual(positions);
      const paged: RecordedEvent[] = [];
      let after = from;
      for (let page = await store.readAll(after, 3); page.length > 0; page = await store.readAll(after, 3)) {
        paged.push(...page);
        after = page[page.length - 1].position;
      }
      expect(paged.map((e) => e.version)).toEqual(positions.map((_, index) => index + 1));
    } finally {
      await store.close();
    }
  });
});

describe('PostgreSQL event store: notifications', () => {
  it('still delivers by polling when notifications are unavailable (no listen URL)', async () => {
    const store = new PostgresEventStore({ pool: database.pool, pollIntervalMs: 100 });
    const stream = `polling_${randomUUID().slice(0, 8)}`;
    const subscription = collectSubscription(store, await store.headPosition(), (e) => e.streamId === stream);
    try {
      await letSubscriberSettle();
      for (let n = 1; n <= 3; n++) {
        await store.appendToStream(stream, n === 1 ? 'no_stream' : n - 1, [{ type: `Polled${n}`, data: {} }]);
        await subscription.until(() => subscription.received.length === n, 3_000);
      }
      expect(subscription.received.map((e) => e.type)).toEqual(['Polled1', 'Polled2', 'Polled3']);
    } finally {
      await subscription.stop();
      await store.close();
    }
  });

  it('still delivers by polling when the listen connection cannot be made', async () => {
    const unreachable = new URL(database.url);
    unreachable.password = 'wrong-password';
    const store = new PostgresEventStore({ pool: database.pool, listenUrl: unreachable.toString(), pollIntervalMs: 100 });
    const stream = `nolisten_${randomUUID().slice(0, 8)}`;
    const subscription = collectSubscription(store, await store.headPosition(), (e) => e.streamId === stream);
    try {
      await store.appendToStream(stream, 'no_stream', [{ type: 'Polled', data: {} }]);
      await subscription.until(() => subscription.received.length === 1, 3_000);
    } finally {
      await subscription.stop();
      await store.close();
    }
  });

  it('notifies after its own appends, coalescing concurrent ones', async () => {
    await withNotifyingSubscription('self_notify', async (store, stream, subscription) => {
      // Concurrent appends share notifications, yet the last one is always followed by one.
      await Promise.all(
        Array.from({ length: 20 }, (_, n) => store.appendToStream(`${stream}-${n}`, 'no_stream', [{ type: 'Burst', data: {} }])),
      );
      await store.appendToStream(stream, 5, [{ type: 'Last', data: {} }]);
      await subscription.until(() => subscription.received.some((e) => e.type === 'Last'), 1_000);
    });
  });

  it('wakes on NOTIFY long before the polling interval', async () => {
    await withNotifyingSubscription('notify', async () => undefined);
  });
});

/**
 * Opens a store that polls only once a minute and a subscription to one fresh stream, checks that
 * each of five appends is delivered within a second (so by NOTIFY), runs `then`, and closes both.
 */
async function withNotifyingSubscription(
  prefix: string,
  then: (store: PostgresEventStore, stream: string, subscription: ReturnType<typeof collectSubscription>) => Promise<void>,
): Promise<void> {
  const store = new PostgresEventStore({ pool: database.pool, listenUrl: database.url, pollIntervalMs: 60_000 });
  const stream = `${prefix}_${randomUUID().slice(0, 8)}`;
  const subscription = collectSubscription(store, await store.headPosition(), (e) => e.streamId === stream);
  try {
    await letSubscriberSettle();
    for (let n = 1; n <= 5; n++) {
      const started = performance.now();
      await store.appendToStream(stream, n === 1 ? 'no_stream' : n - 1, [{ type: 'Notified', data: { n } }]);
      await subscription.until(() => subscription.received.length === n, 5_000);
      expect(performance.now() - started).toBeLessThan(1_000);
    }
    await then(store, stream, subscription);
  } finally {
    await subscription.stop();
    await store.close();
  }
}
