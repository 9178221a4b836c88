import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import { type AccountEvent, accountsStreamId } from '../../src/modules/accounts/account/events';
import { PostgresEventStore } from '../../src/platform/event-store/postgres/postgres-event-store';
import { ProjectionRunner } from '../../src/platform/projections/projection-runner';
import { rebuildProjection } from '../../src/platform/projections/rebuild';
import { CONNECTED_ACCOUNTS_PROJECTION, connectedAccountsProjection } from './connected-accounts.projection';

let database: TestDatabase;
let store: PostgresEventStore;
let runner: ProjectionRunner;

beforeAll(async () => {
  database = await createTestDatabase();
  store = new PostgresEventStore({ pool: database.pool, listenUrl: database.url, pollIntervalMs: 100 });
  runner = new ProjectionRunner({
    db: database.db,
    eventStore: store,
    databaseUrl: database.url,
    projections: [connectedAccountsProjection],
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

const at = '2026-11-23T12:00:00.000Z';
const userId = 'u1';
const connected = (n: number): AccountEvent => ({
  type: 'AccountConnected',
  data: { userId, accountId: `acc-${n}`, profileId: `9${n}`, username: `a${n}`, name: `A${n}`, profileImageUrl: `https://pbs.twimg.com/${n}.jpg`, verified: n === 1, at },
});

const rows = () =>
  database.db
    .selectFrom('connected_accounts')
    .select(['id', 'twitter_username', 'has_proxy', 'proxy_ip', 'proxy_port', 'proxy_username', 'has_proxy_password', 'health', 'health_detail'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

it('builds each account row from its events, removes it on disconnect, and rebuilds to the same rows', async () => {
  const events: AccountEvent[] = [
    connected(1),
    connected(2),
    { type: 'ProxyConfigured', data: { userId, accountId: 'acc-1', proxyType: 'HTTP', host: '203.0.113.9', port: 8080, username: 'u', hasPassword: true, at } },
    { type: 'AccountHealthChecked', data: { userId, accountId: 'acc-1', health: 'locked', detail: 'locked', by: 'job', at } },
    { type: 'ProxyRemoved', data: { userId, accountId: 'acc-1', at } },
    { type: 'ProxyConfigured', data: { userId, accountId: 'acc-1', proxyType: 'HTTPS', host: 'proxy.example.com', port: 443, username: null, hasPassword: false, at } },
    { type: 'AccountDisconnected', data: { userId, accountId: 'acc-2', profileId: '92', username: 'a2', reason: 'user', at } },
  ];
  await store.appendToStream(accountsStreamId(userId), 'no_stream', events);
  const expected = [
    {
      id: 'acc-1',
      twitter_username: 'a1',
      has_proxy: true,
      proxy_ip: 'proxy.example.com',
      proxy_port: 443,
      proxy_username: null,
      has_proxy_password: false,
      health: 'locked',
      health_detail: 'locked',
    },
  ];
  await expect.poll(rows, { timeout: 10_000 }).toEqual(expected);
  await rebuildProjection({ db: database.db, eventStore: store, databaseUrl: database.url, projection: connectedAccountsProjection, batchSize: 3 });
  expect(await rows()).toEqual(expected);
  expect(CONNECTED_ACCOUNTS_PROJECTION).toBe('connected-accounts');
});
