import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-database';
import { PostgresEventStore } from '../../../platform/event-store/postgres/postgres-event-store';
import { JobsService } from '../../../platform/jobs/jobs.service';
import { processManagerProjection } from '../../../platform/process-managers/process-manager-projection';
import { ProjectionRunner } from '../../../platform/projections/projection-runner';
import type { ChangePlanRecord } from '../../billing';
import { accountsStreamId } from '../account/events';
import { AFTER_DISCONNECT_QUEUE, type AfterDisconnectJob } from './queues';
import type { CampaignsUsingAccounts } from '../campaigns-port';
import { loadKeyring } from '../vault/keyring';
import { rotateVault, vaultStatus } from '../vault/rotate';
import { Vault } from '../vault/vault';
import { accountFollowUpsProcess } from './account-follow-ups.process';

let database: TestDatabase;
let store: PostgresEventStore;
let jobs: JobsService;
const dataDir = mkdtempSync(path.join(tmpdir(), 'accounts-int-'));

beforeAll(async () => {
  database = await createTestDatabase();
  store = new PostgresEventStore({ pool: database.pool, listenUrl: database.url, pollIntervalMs: 100 });
  jobs = new JobsService({ ROLE: 'workers', LOG_LEVEL: 'silent' }, database.url, database.db, { pollingIntervalSeconds: 0.5 });
  await jobs.start();
});

afterAll(async () => {
  await jobs?.stop();
  await store?.close();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const at = '2026-11-23T12:00:00.000Z';
const connected = (n: number) => ({
  type: 'AccountConnected',
  data: { userId: 'u1', accountId: `acc-${n}`, profileId: `9${n}`, username: `a${n}`, name: `A${n}`, profileImageUrl: null, verified: false, at },
});

it('a crash between AccountDisconnected and the campaign pause still pauses the campaigns, once', async () => {
  // The campaigns context's side of the port: campaigns using acc-1 are paused for validation.
  const paused: string[] = [];
  const campaigns: CampaignsUsingAccounts = {
    countUsing: async () => 2,
    pauseUsing: async (_user, accountId, why) => {
      paused.push(`${accountId}:${why.reason}`);
      return 2;
    },
  };
  const counts: number[] = [];
  let crashes = 1;
  const runner = () =>
    new ProjectionRunner({
      db: database.db,
      eventStore: store,
      databaseUrl: database.url,
      retryDelayMs: { initial: 50, max: 50 },
      projections: [
        processManagerProjection(accountFollowUpsProcess, {
          async execute(command) {
            const count = (command as ChangePlanRecord).command;
            if (count.type === 'CountConnectedAccounts' && count.currentAccounts === 1 && counts.length === 2 && crashes > 0) {
              crashes--;
              // The process dies after the disconnect was read, before its follow-ups were recorded.
              throw new Error('crash');
            }
            if (count.type === 'CountConnectedAccounts') counts.push(count.currentAccounts);
          },
          enqueue: ({ queue, data, singletonKey }, trx) => jobs.send(queue, data, { singletonKey, trx }),
        }),
      ],
    });
  await store.appendToStream(accountsStreamId('u1'), 'no_stream', [connected(1), connected(2)]);
  const first = runner();
  first.start();
  await expect.poll(() => counts, { timeout: 10_000 }).toEqual([1, 2]);
  await store.appendToStream(accountsStreamId('u1'), 2, [
    { type: 'AccountDisconnected', data: { userId: 'u1', accountId: 'acc-1', profileId: '91', username: 'a1', reason: 'user', at } },
  ]);
  // The batch with the disconnect failed and was retried: the pause job exists exactly once, the count went down.
  await expect.poll(() => counts, { timeout: 10_000 }).toEqual([1, 2, 1]);
  await first.stop();
  expect(crashes).toBe(0);
  const { rows } = await sql<{ data: AfterDisconnectJob }>`select data from pgboss.job where name = ${AFTER_DISCONNECT_QUEUE}`.execute(database.db);
  expect(rows.map((row) => row.data)).toEqual([{ userId: 'u1', accountId: 'acc-1' }]);
  // A restarted process resumes from the checkpoint: nothing is sent or enqueued again. Another user's connection,
  // appended after the restart, is the one event it handles (had it started over, u1's counts would come again first).
  const second = runner();
  second.start();
  await store.appendToStream(accountsStreamId('u9'), 'no_stream', [{ type: 'AccountConnected', data: { ...connected(9).data, userId: 'u9' } }]);
  await expect.poll(() => counts.length, { timeout: 10_000 }).toBe(4);
  await second.stop();
  expect(counts).toEqual([1, 2, 1, 1]);
  // The job pauses the campaigns through the port.
  jobs.work<AfterDisconnectJob>(AFTER_DISCONNECT_QUEUE, async (job) => {
    await campaigns.pauseUsing(job.data.userId, job.data.accountId, { reason: 'account_disconnected', message: '' });
  });
  await expect.poll(() => paused, { timeout: 15_000 }).toEqual(['acc-1:account_disconnected']);
  const { rows: state } = await sql<{ state: unknown }>`select state from process_manager_states where key = 'u1'`.execute(database.db);
  expect(state[0]?.state).toEqual({ connected: 1 });
});

it('rotation re-encrypts every entry under a new key and re-hashes token lookups', async () => {
  const config = { DATA_DIR: dataDir, VAULT_PREVIOUS_KEYS: [] as string[] };
  const vault = new Vault(loadKeyring({ dataDir }));
  const owner = { userId: 'u2', accountId: 'acc-9' };
  await vault.put(database.db, owner, 'auth_token', 'tok-123');
  await vault.put(database.db, owner, 'ct0', 'ct0-456');
  await sql`insert into account_claims (profile_id, user_id, account_id, token_hash) values ('99', 'u2', 'acc-9', ${vault.tokenHash('tok-123', 'ct0-456')})`.execute(database.db);
  const oldKey = vault.currentKeyId;
  const result = await rotateVault(database.db, config);
  expect(result).toMatchObject({ mode: 'file', reencrypted: 2, rehashed: 1 });
  expect(result.keyId).not.toBe(oldKey);
  expect(await vaultStatus(database.db)).toEqual([{ keyId: result.keyId, entries: 2 }]);
  const rotated = new Vault(loadKeyring({ dataDir }));
  expect(rotated.currentKeyId).toBe(result.keyId);
  expect(await rotated.get(database.db, owner, 'auth_token')).toBe('tok-123');
  const { rows } = await sql<{ token_hash: string }>`select token_hash from account_claims where account_id = 'acc-9'`.execute(database.db);
  expect(rows[0]?.token_hash).toBe(rotated.tokenHash('tok-123', 'ct0-456'));
  // With VAULT_KEY, what the previous key encrypted moves under VAULT_KEY.
  const envKey = 'c'.repeat(64);
  const fileKeyHex = Object.values(JSON.parse((await import('node:fs')).readFileSync(path.join(dataDir, 'vault-keys.json'), 'utf8')).keys)[0] as string;
  const envResult = await rotateVault(database.db, { DATA_DIR: dataDir, VAULT_KEY: envKey, VAULT_PREVIOUS_KEYS: [fileKeyHex] });
  expect(envResult).toMatchObject({ mode: 'env', reencrypted: 2 });
  expect(await new Vault(loadKeyring({ vaultKey: envKey, dataDir })).get(database.db, owner, 'ct0')).toBe('ct0-456');
});
