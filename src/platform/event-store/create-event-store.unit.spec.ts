import pg from 'pg';
import { afterEach, expect, it } from 'vitest';
import { createEventStore } from './create-event-store';
import type { EventStore } from './event-store.port';
import { KurrentDBEventStore } from './kurrentdb/kurrentdb-event-store';
import { PostgresEventStore } from './postgres/postgres-event-store';

// Nothing connects until the store is used.
const pool = new pg.Pool({ connectionString: 'postgres://localhost:1/none' });
const stores: EventStore[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
});

it('uses PostgreSQL unless a KurrentDB URL is given', () => {
  const store = createEventStore({ pool, databaseUrl: 'postgres://localhost:1/none' });
  stores.push(store);
  expect(store).toBeInstanceOf(PostgresEventStore);
});

it('uses KurrentDB when its URL is given', () => {
  const store = createEventStore({ pool, databaseUrl: 'postgres://localhost:1/none', kurrentdbUrl: 'kurrentdb://localhost:2113?tls=false' });
  stores.push(store);
  expect(store).toBeInstanceOf(KurrentDBEventStore);
});
