import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { callApi } from '../../../test/support/api-call';
import { becomePro } from '../../../test/support/become-pro';
import { startAnotherProcess, startTestApp, type TestApp } from '../../../test/support/start-app';
import { signUp } from '../../../test/support/users';
import type { RunningServer } from '../../app/start';
import { DEMO_SESSIONS, startXSimulator, type XSimulator } from '../../stand-ins/x';
import { CLAIM_LEASE_MS } from './account/claims';
import { accountMessages } from './contract';
import { vaultFromConfig } from './vault/vault.provider';
import type { SecretName } from './vault/vault';

let app: TestApp;
let secondApi: RunningServer;
let simulator: XSimulator;
const demo = DEMO_SESSIONS[0] as (typeof DEMO_SESSIONS)[number];

beforeAll(async () => {
  // Its own app: X is a simulator the test starts, and a second api process races the first on the same database.
  simulator = await startXSimulator({ port: 0, host: '127.0.0.1' });
  app = await startTestApp({ X_API_BASE: simulator.url });
  secondApi = await startAnotherProcess(app, 'api');
}, 60_000);

afterAll(async () => {
  await secondApi?.close();
  await app?.close();
  await simulator?.close();
});

it('20 parallel connects of one X account leave exactly one working account, and another user is then refused it', async () => {
  const alice = await signUp(app);
  const bob = await signUp(app);
  await becomePro(app, alice, 3);
  await becomePro(app, bob, 3);
  const servers = [app.url, secondApi.url as string];

  const answers = await Promise.all(
    Array.from({ length: 20 }, async (_, n) => {
      const response = await fetch(`${servers[n % 2]}/api/accounts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: servers[n % 2] as string, cookie: alice.cookie },
        body: JSON.stringify({ auth_token: demo.authToken, ct0_token: demo.ct0 }),
      });
      return { status: response.status, body: (await response.json()) as { message: string; code?: string } };
    }),
  );
  // One connects; every other is told the account is already connected (never a 500, never a second account).
  expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
  const refusals = answers.filter((answer) => answer.status !== 201);
  expect(refusals.filter((answer) => answer.status !== 409 || answer.body.message !== accountMessages.alreadyConnected)).toEqual([]);

  const accounts = (await callApi(app, alice, '/api/accounts')).body as unknown as Array<{ id: string; profile_id: string }>;
  expect(accounts).toHaveLength(1);
  const account = accounts[0] as { id: string; profile_id: string };
  expect(account.profile_id).toBe(demo.userId);

  // Its check goes through X with the stored session: the vault still holds it.
  const checked = await callApi(app, alice, `/api/accounts/${account.id}/check`, 'POST');
  expect(checked.status, JSON.stringify(checked.body)).toBe(200);
  expect(checked.body.account).toMatchObject({ id: account.id, health: 'healthy' });
  // Its secrets are there once, and decrypt to the tokens connected.
  const vault = vaultFromConfig(app.config);
  const { rows: secrets } = await sql<{ user_id: string; name: SecretName; ciphertext: string }>`
    select user_id, name, ciphertext from vault_secrets where account_id = ${account.id} order by name`.execute(app.database.db);
  expect(secrets.map((row) => row.name)).toEqual(['auth_token', 'ct0']);
  const plain = secrets.map((row) => vault.decrypt({ userId: row.user_id, accountId: account.id }, row.name, row.ciphertext));
  expect(plain).toEqual([demo.authToken, demo.ct0]);
  const { rows: claims } = await sql<{ account_id: string }>`select account_id from account_claims where profile_id = ${demo.userId}`.execute(app.database.db);
  expect(claims).toEqual([{ account_id: account.id }]);

  // The X account stays Alice's: Bob is refused it with the product's message, and gets nothing.
  const taken = await callApi(app, bob, '/api/accounts', 'POST', { auth_token: demo.authToken, ct0_token: demo.ct0 });
  expect(taken).toMatchObject({ status: 409, body: { message: accountMessages.inUseByAnotherAccount, code: 'in_use_by_another_account' } });
  expect((await callApi(app, bob, '/api/accounts')).body).toEqual([]);
  expect((await callApi(app, alice, `/api/accounts/${account.id}/check`, 'POST')).status).toBe(200);
}, 120_000);

it('a claim whose connect may still be running is never freed; one left by a crashed connect past its lease is', async () => {
  const carol = await signUp(app);
  await becomePro(app, carol, 3);
  const [, running, crashed] = DEMO_SESSIONS as [unknown, (typeof DEMO_SESSIONS)[number], (typeof DEMO_SESSIONS)[number]];
  const vault = vaultFromConfig(app.config);
  // Claims as a connect writes them before its AccountConnected: one just now, one past the lease.
  await sql`
    insert into account_claims (profile_id, user_id, account_id, token_hash, created_at) values
      (${running.userId}, 'user-elsewhere', 'acc-running', ${vault.tokenHash(running.authToken, running.ct0)}, now()),
      (${crashed.userId}, 'user-elsewhere', 'acc-crashed', ${vault.tokenHash(crashed.authToken, crashed.ct0)}, now() - ${`${CLAIM_LEASE_MS + 60_000} milliseconds`}::interval)`.execute(
    app.database.db,
  );
  const refused = await callApi(app, carol, '/api/accounts', 'POST', { auth_token: running.authToken, ct0_token: running.ct0 });
  expect(refused).toMatchObject({ status: 409, body: { message: accountMessages.inUseByAnotherAccount } });
  const { rows: held } = await sql<{ account_id: string }>`select account_id from account_claims where profile_id = ${running.userId}`.execute(app.database.db);
  expect(held).toEqual([{ account_id: 'acc-running' }]);

  const connected = await callApi(app, carol, '/api/accounts', 'POST', { auth_token: crashed.authToken, ct0_token: crashed.ct0 });
  expect(connected.status, JSON.stringify(connected.body)).toBe(201);
  const { rows: claims } = await sql<{ user_id: string }>`select user_id from account_claims where profile_id = ${crashed.userId}`.execute(app.database.db);
  expect(claims).toHaveLength(1);
  expect(claims[0]?.user_id).not.toBe('user-elsewhere');
});
