import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store';
import { ensureCheckpoint, markFailed } from '../projections/checkpoints';
import { HealthChecks } from './health-checks';

let database: TestDatabase;
let store: PostgresEventStore;
let statements = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  // Counts every statement any client of the pool sends.
  database.pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      statements++;
      return query(...args);
    };
  });
  store = new PostgresEventStore({ pool: database.pool });
  await ensureCheckpoint(database.db, 'caught-up');
});

afterAll(async () => {
  await store.close();
  await database.drop();
});

let appended = 0;
async function appendEvents(count: number) {
  await sql`
    insert into events (stream_id, stream_version, event_id, type, data, metadata)
    select 'health-' || g, 1, gen_random_uuid(), 'Tested', '{}'::jsonb, '{}'::jsonb
    from generate_series(${appended + 1}::int, ${appended + count}::int) g`.execute(database.db);
  appended += count;
}

async function probe(names: string[]) {
  const checks = new HealthChecks(database.db, store, names);
  statements = 0;
  const report = await checks.check();
  return { report, statements };
}

it('costs the same number of statements however many events there are, and shows no positions or counts', async () => {
  await appendEvents(50);
  const few = await probe(['caught-up', 'never-ran']);
  await appendEvents(20_000);
  const many = await probe(['caught-up', 'never-ran']);
  expect(many.statements).toBe(few.statements);
  expect(few.statements).toBeLessThanOrEqual(4);
  expect(many.report.body.checks.projections).toEqual({ ok: false, reason: 'behind: caught-up, never-ran' });
  const text = JSON.stringify(many.report.body);
  expect(text).not.toMatch(/\d/);
  expect(many.report.detail.projections).toMatchObject({ 'caught-up': { lag: 10_001 } });
});

it('names a failed projection with its error', async () => {
  const [event] = await store.readAll({ major: 0n, minor: 0n }, 1);
  await ensureCheckpoint(database.db, 'stopped');
  await markFailed(database.db, 'stopped', event, 'index row size exceeds btree maximum\nDETAIL: more');
  const { report } = await probe(['stopped']);
  expect(report.ok).toBe(false);
  expect(report.body.checks.projections).toEqual({ ok: false, reason: 'stopped failed: index row size exceeds btree maximum' });
});

it('answers probes within a second from one check', async () => {
  const checks = new HealthChecks(database.db, store, ['caught-up']);
  statements = 0;
  await Promise.all([checks.check(1_000), checks.check(1_000), checks.check(1_500)]);
  const once = statements;
  await checks.check(1_600);
  expect(statements).toBe(once);
  await checks.check(2_100);
  expect(statements).toBe(once * 2);
});
