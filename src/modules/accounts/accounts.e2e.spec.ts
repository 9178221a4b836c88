import { createServer as createHttpServer, type IncomingMessage, type Server } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/start-app';
import { until } from '../../../test/support/until';
import { as, newEmail, signUp as signUpUser, type TestUser } from '../../../test/support/users';
import { JobsService } from '../../platform/jobs/jobs.service';
import { writeLogsTo } from '../../platform/logging/logger';
import { HEALTH_SWEEP_QUEUE } from './processes/queues';
import { DEMO_SESSIONS, startXSimulator, type XSimulator } from '../../stand-ins/x';
import { type AccountRow, accountMessages } from './contract';

type Json = Record<string, any>;

const logs: string[] = [];
let app: TestApp;
let simulator: XSimulator;
let proxy: { port: number; tunnels: string[]; close(): Promise<void> };
let echo: Server;

/** Every token and proxy password a test handed the app: none may show up where the secrets test looks. */
const allSecrets = DEMO_SESSIONS.flatMap((s) => [s.authToken, s.ct0]).concat(['proxy-secret-pw-7731']);

interface XSession {
  userId: string;
  screenName: string;
  authToken: string;
  ct0: string;
}

let xAccounts = 0;
/** A new X account of the simulator's for one test alone (an X account is connected to one user at a time). */
function newXSession(verified = true): XSession {
  xAccounts += 1;
  const session = {
    userId: `96000${xAccounts}`,
    screenName: `accounts_x_${xAccounts}`,
    authToken: `accounts-auth-${xAccounts}-`.padEnd(40, 'q'),
    ct0: `accounts-ct0-${xAccounts}-`.padEnd(160, 'z'),
  };
  simulator.state.addAccount({ ...session, verified });
  allSecrets.push(session.authToken, session.ct0);
  return session;
}

/** A small CONNECT proxy that records the tunnels it opened. */
async function startProxy() {
  const tunnels: string[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createHttpServer((_req, res) => res.writeHead(405).end());
  server.on('connect', (req: IncomingMessage, client: Socket, head: Buffer) => {
    sockets.add(client);
    const [host, port] = (req.url ?? '').split(':');
    tunnels.push(req.url ?? '');
    const upstream = connect(Number(port), host);
    sockets.add(upstream);
    upstream.once('connect', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.once('error', () => client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n'));
    client.on('error', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    tunnels,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

beforeAll(async () => {
  writeLogsTo({ write: (line: string) => void logs.push(line) });
  simulator = await startXSimulator({ port: 0, host: '127.0.0.1' });
  proxy = await startProxy();
  echo = createHttpServer((req, res) => res.end(JSON.stringify({ ip: req.socket.remoteAddress?.replace('::ffff:', '') })));
  await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
  app = await startTestApp({
    LOG_LEVEL: 'trace',
    TRUST_PROXY: '1',
    X_API_BASE: simulator.url,
    ALLOW_PRIVATE_PROXY_HOSTS: '0',
    PROXY_IP_ECHO_URL: `http://127.0.0.1:${(echo.address() as AddressInfo).port}/ip`,
  });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await simulator?.close();
  await proxy?.close();
  await new Promise((resolve) => echo?.close(resolve));
  writeLogsTo(undefined);
});

const signUp = () => signUpUser(app, newEmail('accounts'));

const responses: string[] = [];
async function call(user: TestUser, path: string, method = 'GET', json?: unknown): Promise<{ status: number; body: Json }> {
  const response = await as(app, user)(path, { method, ...(json === undefined ? {} : { json }) });
  const text = await response.text();
  responses.push(text);
  return { status: response.status, body: text ? JSON.parse(text) : {} };
}

/** Pays the stand-in's hosted checkout, as the billing page's form does. */
async function upgrade(user: TestUser, body: Json) {
  const checkout = await call(user, '/api/billing/checkout', 'POST', body);
  expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
  const paid = await fetch(checkout.body.url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: 'payer@example.com', card_number: '4242 4242 4242 4242', card_expiry: '12 / 34', card_cvc: '123', name: 'Payer' }),
  });
  const sessionId = new URL(paid.headers.get('location') as string).searchParams.get('session_id');
  expect((await call(user, `/api/billing/verify-session?session_id=${sessionId}`)).body.status).toBe('success');
  await until(async () => (await call(user, '/api/plan')).body.plan, body.plan_type, 10_000);
}

const connectAccount = (user: TestUser, session: { authToken: string; ct0: string }) =>
  call(user, '/api/accounts', 'POST', { auth_token: session.authToken, ct0_token: session.ct0 });
const list = async (user: TestUser) => (await call(user, '/api/accounts')).body as unknown as AccountRow[];
const currentAccounts = async (user: TestUser) => (await call(user, '/api/plan')).body.current_accounts;

/** A Basic user of the test's own with a new X account connected. */
async function givenBasicWithAccount(): Promise<{ basic: TestUser; basicAccount: AccountRow; session: XSession }> {
  const basic = await signUp();
  await upgrade(basic, { plan_type: 'basic' });
  const session = newXSession();
  const answer = await connectAccount(basic, session);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { basic, basicAccount: answer.body.account as AccountRow, session };
}

/** A Pro user of the test's own (two accounts) with two new X accounts connected. */
async function givenProWithTwoAccounts(): Promise<{ pro: TestUser; first: XSession; second: XSession }> {
  const pro = await signUp();
  await upgrade(pro, { plan_type: 'pro', allowed_accounts: 2 });
  const [first, second] = [newXSession(), newXSession()];
  for (const session of [first, second]) expect((await connectAccount(pro, session)).status).toBe(201);
  return { pro, first, second };
}

// Each test makes its own users and X accounts, so any test passes alone; those that change no setting of the app's
// run side by side.
describe.concurrent('connecting', () => {
  it('refuses a free user with Upgrade to connect', async ({ expect }) => {
    const free = await signUp();
    const answer = await connectAccount(free, newXSession());
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(accountMessages.upgradeToConnect);
  });

  it('offers no demo accounts when X is real (here: a simulator the app did not start), and none signed out', async ({ expect }) => {
    const free = await signUp();
    expect(await call(free, '/api/accounts/demo')).toEqual({ status: 200, body: { accounts: [] } });
    expect((await fetch(`${app.url}/api/accounts/demo`)).status).toBe(401);
  });

  it('connects a Basic user with both tokens (trimmed, quotes stripped), verified through X, and counts it on the plan', async ({ expect }) => {
    const basic = await signUp();
    await upgrade(basic, { plan_type: 'basic' });
    const session = newXSession();
    const missing = await call(basic, '/api/accounts', 'POST', { auth_token: session.authToken, ct0_token: '  ' });
    expect(missing).toMatchObject({ status: 400, body: { message: accountMessages.tokensRequired } });
    const answer = await connectAccount(basic, { authToken: ` "${session.authToken}" `, ct0: `'${session.ct0}'\n` });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.message).toBe(accountMessages.connected);
    const basicAccount = answer.body.account;
    expect(basicAccount).toMatchObject({ profile_id: session.userId, twitter_username: session.screenName, verified: true, has_proxy: false });
    expect(await list(basic)).toHaveLength(1);
    await expect.poll(() => currentAccounts(basic), { timeout: 10_000 }).toBe(1);
  });

  it('refuses the same pair again, and Basic a second account', async ({ expect }) => {
    const { basic, session } = await givenBasicWithAccount();
    const again = await connectAccount(basic, session);
    expect(again).toMatchObject({ status: 409, body: { message: accountMessages.alreadyConnected } });
    const second = await connectAccount(basic, newXSession(false));
    expect(second).toMatchObject({ status: 403, body: { message: accountMessages.planLimit.basic, code: 'plan_limit' } });
  });

  it('refuses the same X account for another user', async ({ expect }) => {
    const { session } = await givenBasicWithAccount();
    const pro = await signUp();
    await upgrade(pro, { plan_type: 'pro', allowed_accounts: 2 });
    const taken = await connectAccount(pro, session);
    expect(taken).toMatchObject({ status: 409, body: { message: accountMessages.inUseByAnotherAccount } });
  });

  it('lets Pro connect up to its allowance, then says the limit; a grey (Government) check counts as verified', async ({ expect }) => {
    const pro = await signUp();
    await upgrade(pro, { plan_type: 'pro', allowed_accounts: 2 });
    const government = newXSession(false);
    await fetch(`${simulator.url}/__sim/users/verified-type`, { method: 'POST', body: JSON.stringify({ userId: government.userId, verifiedType: 'Government' }) });
    const grey = await connectAccount(pro, government);
    expect(grey.status).toBe(201);
    expect(grey.body.account).toMatchObject({ twitter_username: government.screenName, verified: true });
    expect((await connectAccount(pro, newXSession())).status).toBe(201);
    const more = await connectAccount(pro, { authToken: 'a'.repeat(40), ct0: 'b'.repeat(160) });
    expect(more).toMatchObject({ status: 403, body: { message: accountMessages.planLimit.reached(2), code: 'plan_limit' } });
    expect((await call(pro, '/api/accounts/usage')).body).toMatchObject({ plan: 'pro', connected: 2, allowed: 2, can_connect: false });
  });

  it('answers wrong tokens with a clear message and stores nothing', async ({ expect }) => {
    const other = await signUp();
    await upgrade(other, { plan_type: 'basic' });
    const answer = await connectAccount(other, { authToken: 'f'.repeat(40), ct0: 'e'.repeat(160) });
    expect(answer).toMatchObject({ status: 400, body: { message: accountMessages.xSessionExpired } });
    expect(await list(other)).toEqual([]);
  });
});

describe('proxies', () => {
  it('saves a proxy (never answering its password) and removes it', async () => {
    const { basic, basicAccount } = await givenBasicWithAccount();
    const saved = await call(basic, `/api/accounts/${basicAccount.id}/proxy`, 'PUT', {
      proxy_type: 'HTTP',
      proxy_ip: '203.0.113.9',
      proxy_port: '8080',
      proxy_username: 'user',
      proxy_password: 'proxy-secret-pw-7731',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ message: accountMessages.proxySaved, account: { has_proxy: true, proxy_ip: '203.0.113.9', proxy_port: 8080, proxy_username: 'user', has_proxy_password: true } });
    const removed = await call(basic, `/api/accounts/${basicAccount.id}/proxy`, 'DELETE');
    expect(removed.body).toMatchObject({ message: accountMessages.proxyRemoved, account: { has_proxy: false, proxy_ip: null } });
  });

  it('refuses loopback, metadata and names that resolve inside', async () => {
    const { basic, basicAccount } = await givenBasicWithAccount();
    for (const host of ['127.0.0.1', '169.254.169.254', 'localhost', '10.1.2.3', '[::1]']) {
      const answer = await call(basic, `/api/accounts/${basicAccount.id}/proxy`, 'PUT', { proxy_ip: host, proxy_port: 8080 });
      expect(answer, host).toMatchObject({ status: 400, body: { message: accountMessages.proxyAddressNotAllowed } });
    }
    const missing = await call(basic, `/api/accounts/${basicAccount.id}/proxy`, 'PUT', { proxy_ip: '', proxy_port: 8080 });
    expect(missing).toMatchObject({ status: 400, body: { message: accountMessages.proxyIpPortRequired } });
  });

  it('tests a proxy through X and shows the exit IP when the operator allows local proxies', async () => {
    const { basic, basicAccount } = await givenBasicWithAccount();
    app.config.ALLOW_PRIVATE_PROXY_HOSTS = '1';
    try {
      const saved = await call(basic, `/api/accounts/${basicAccount.id}/proxy`, 'PUT', {
        proxy_ip: '127.0.0.1',
        proxy_port: proxy.port,
        proxy_username: 'user',
        proxy_password: 'proxy-secret-pw-7731',
      });
      expect(saved.status).toBe(200);
      const tested = await call(basic, `/api/accounts/${basicAccount.id}/proxy/test`, 'POST');
      expect(tested.body).toEqual({ ok: true, exit_ip: '127.0.0.1', message: accountMessages.proxyTestOk('127.0.0.1') });
      expect(proxy.tunnels.some((tunnel) => tunnel.endsWith(`:${new URL(simulator.url).port}`))).toBe(true);
    } finally {
      app.config.ALLOW_PRIVATE_PROXY_HOSTS = '0';
    }
    const refused = await call(basic, `/api/accounts/${basicAccount.id}/proxy/test`, 'POST');
    expect(refused).toMatchObject({ status: 400, body: { message: accountMessages.proxyAddressNotAllowed } });
    await call(basic, `/api/accounts/${basicAccount.id}/proxy`, 'DELETE');
  });
});

describe('health', () => {
  it('Check now shows an expired session with what to do', async () => {
    const { basic, basicAccount, session } = await givenBasicWithAccount();
    simulator.state.expireSession(session.authToken);
    const checked = await call(basic, `/api/accounts/${basicAccount.id}/check`, 'POST');
    expect(checked.status).toBe(200);
    expect(checked.body.account).toMatchObject({ health: 'session_expired', health_label: 'Session expired' });
    expect(checked.body.account.health_action).toContain('copy fresh Auth Token');
  });
});

describe('periodic health check', () => {
  it('the sweep job checks every account and shows a locked one', async () => {
    const { pro, first: locked, second: healthy } = await givenProWithTwoAccounts();
    simulator.state.lockAccount(locked.screenName);
    const jobs = new JobsService({ ROLE: 'api', LOG_LEVEL: 'silent' }, app.database.url, app.database.db);
    await jobs.start();
    try {
      await jobs.send(HEALTH_SWEEP_QUEUE, { at: new Date().toISOString() }, { singletonKey: 'health-sweep:test' });
    } finally {
      await jobs.stop();
    }
    const lockedRow = async () => (await list(pro)).find((row) => row.twitter_username === locked.screenName);
    await expect.poll(async () => (await lockedRow())?.health, { timeout: 20_000 }).toBe('locked');
    expect((await lockedRow())?.health_action).toContain('complete its challenge');
    // The others stay healthy (the sweep records changes only).
    expect((await list(pro)).find((row) => row.twitter_username === healthy.screenName)?.health).toBe('healthy');
  });
});

describe('guidance for new X accounts', () => {
  const [established, young] = [DEMO_SESSIONS.find((s) => s.screenName === 'outtwit_demo')!, DEMO_SESSIONS.find((s) => s.screenName === 'outtwit_starter')!];

  it('flags a weeks-old account with 2 conversations, not a years-old one with more than 10; Check now reads the inbox again; B cannot read it', async () => {
    const a = await signUp();
    await upgrade(a, { plan_type: 'pro', allowed_accounts: 2 });
    const youngAnswer = await connectAccount(a, young);
    expect(youngAnswer.status, JSON.stringify(youngAnswer.body)).toBe(201);
    const youngRow = youngAnswer.body.account as AccountRow;
    expect(youngRow).toMatchObject({ twitter_username: 'outtwit_starter', x_conversations: 2, guidance: ['new_x_account', 'few_conversations'] });
    const ageDays = (Date.now() - Date.parse(youngRow.x_created_at!)) / 86_400_000;
    expect(ageDays).toBeGreaterThan(20);
    expect(ageDays).toBeLessThan(22);
    const establishedAnswer = await connectAccount(a, established);
    expect(establishedAnswer.body.account).toMatchObject({ twitter_username: 'outtwit_demo', x_conversations: 10, guidance: [] });
    expect(Date.parse(establishedAnswer.body.account.x_created_at)).toBeLessThan(Date.now() - 5 * 365 * 86_400_000);

    // Eight more people write to the young account: with 10 conversations, only its age is left to flag.
    for (let i = 0; i < 8; i++) simulator.state.deliverMessage(String(1_000_000_100 + i), young.userId, 'Hi there!');
    const checked = await call(a, `/api/accounts/${youngRow.id}/check`, 'POST');
    expect(checked.body.account).toMatchObject({ x_conversations: 10, guidance: ['new_x_account'] });
    expect((await list(a)).find((row) => row.id === youngRow.id)?.guidance).toEqual(['new_x_account']);

    const b = await signUp();
    expect(await list(b)).toEqual([]);
    expect((await call(b, `/api/accounts/${youngRow.id}`)).status).toBe(404);
  });
});

describe('privacy', () => {
  it('user B cannot see, change, test, check or disconnect A’s accounts', async () => {
    const { basic, basicAccount } = await givenBasicWithAccount();
    const b = await signUp();
    const id = basicAccount.id;
    expect(await list(b)).toEqual([]);
    expect((await call(b, `/api/accounts?filter=${encodeURIComponent(JSON.stringify({ id: [id] }))}`)).body).toEqual([]);
    expect((await call(b, `/api/accounts/${id}`)).status).toBe(404);
    expect((await call(b, `/api/accounts/${id}/proxy`, 'PUT', { proxy_ip: '203.0.113.5', proxy_port: 1 })).status).toBe(404);
    expect((await call(b, `/api/accounts/${id}/proxy`, 'DELETE')).status).toBe(404);
    expect((await call(b, `/api/accounts/${id}/proxy/test`, 'POST')).status).toBe(404);
    expect((await call(b, `/api/accounts/${id}/check`, 'POST')).status).toBe(404);
    expect((await call(b, `/api/accounts/${id}`, 'DELETE')).status).toBe(404);
    expect((await call(b, '/api/accounts/keep', 'POST', { account_id: id })).status).toBe(404);
    expect(await list(basic)).toHaveLength(1);
  });
});

describe.concurrent('disconnecting', () => {
  it('removes the account at once, destroys its vault entries and counts the plan down', async ({ expect }) => {
    const { basic, basicAccount, session } = await givenBasicWithAccount();
    await expect.poll(() => currentAccounts(basic), { timeout: 10_000 }).toBe(1);
    const answer = await call(basic, `/api/accounts/${basicAccount.id}`, 'DELETE');
    expect(answer.body).toEqual({ id: basicAccount.id, message: accountMessages.disconnected, campaigns_needing_selection: 0, notice: null });
    expect(await list(basic)).toEqual([]);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from vault_secrets where account_id = ${basicAccount.id}`.execute(app.database.db);
    expect(rows[0]?.n).toBe(0);
    await expect.poll(() => currentAccounts(basic), { timeout: 10_000 }).toBe(0);
    // The tokens are free for another user now (their claim went with the account): they connect, where a held
    // claim would have answered 'already in use'.
    const next = await signUp();
    await upgrade(next, { plan_type: 'basic' });
    expect(await connectAccount(next, session)).toMatchObject({ status: 201, body: { message: accountMessages.connected } });
  });

  it('the downgrade chooser keeps one account and disconnects the others', async ({ expect }) => {
    const { pro } = await givenProWithTwoAccounts();
    expect((await list(pro)).length).toBe(2);
    // Pro's count falls below what is connected (as a downgrade applied by Stripe would leave it).
    const [keep] = await list(pro);
    const plan = (await call(pro, '/api/plan')).body;
    await sql`update plans set plan = 'basic', allowed_accounts = 1 where user_id = ${plan.user_id}`.execute(app.database.db);
    expect((await call(pro, '/api/accounts/usage')).body).toMatchObject({ must_choose: true, connected: 2, allowed: 1 });
    const kept = await call(pro, '/api/accounts/keep', 'POST', { account_id: keep?.id });
    expect(kept.body).toMatchObject({ kept: keep?.id, message: accountMessages.adjustedForBasic });
    expect((await list(pro)).map((row) => row.id)).toEqual([keep?.id]);
    await expect.poll(() => currentAccounts(pro), { timeout: 10_000 }).toBe(1);
  });
});

describe('secrets', () => {
  it('no token or proxy password in events, logs, job payloads, API answers or the read models', async () => {
    // A scrape through a connected account with a proxy password saved, to its end.
    const { pro, first } = await givenProWithTwoAccounts();
    const account = (await list(pro)).find((row) => row.twitter_username === first.screenName) as AccountRow;
    const proxied = await call(pro, `/api/accounts/${account.id}/proxy`, 'PUT', { proxy_ip: '203.0.113.9', proxy_port: 8080, proxy_username: 'user', proxy_password: 'proxy-secret-pw-7731' });
    expect(proxied.status, JSON.stringify(proxied.body)).toBe(200);
    expect((await call(pro, `/api/accounts/${account.id}/proxy`, 'DELETE')).status).toBe(200);
    const scrape = await call(pro, '/api/scrapes', 'POST', { name: 'Secret scan', scrape_type: 'accounts', targetAccounts: ['demo_founders'] });
    expect(scrape.status, JSON.stringify(scrape.body)).toBe(201);
    await expect
      .poll(async () => (await call(pro, `/api/scrapes/${scrape.body.lead_source_id}`)).body.stage, { timeout: 30_000, interval: 200 })
      .toBe('completed');
    const { rows: events } = await sql<{ text: string }>`select data::text || metadata::text as text from events`.execute(app.database.db);
    const { rows: jobs } = await sql<{ text: string }>`select coalesce(data::text, '') || coalesce(output::text, '') as text from pgboss.job`.execute(app.database.db);
    const { rows: readModels } = await sql<{ text: string }>`
      select row_to_json(a)::text as text from connected_accounts a
      union all select row_to_json(c)::text from account_claims c
      union all select row_to_json(s)::text from process_manager_states s
      union all select row_to_json(l)::text from lead_sources l
      union all select row_to_json(r)::text from scrape_runs r
      union all select row_to_json(k)::text from scrape_checkpoints k`.execute(app.database.db);
    const { rows: vault } = await sql<{ text: string }>`select ciphertext as text from vault_secrets`.execute(app.database.db);
    const haystacks = {
      events: events.map((row) => row.text).join('\n'),
      jobs: jobs.map((row) => row.text).join('\n'),
      readModels: readModels.map((row) => row.text).join('\n'),
      vault: vault.map((row) => row.text).join('\n'),
      logs: logs.join('\n'),
      responses: responses.join('\n'),
    };
    expect(events.length).toBeGreaterThan(5);
    expect(logs.length).toBeGreaterThan(10);
    for (const secret of allSecrets) {
      for (const [where, text] of Object.entries(haystacks)) expect(text.includes(secret), `${where} holds a secret`).toBe(false);
      // Nor base64 of it (a proxy authorization header), nor its first 16 characters.
      for (const [where, text] of Object.entries(haystacks)) expect(text.includes(secret.slice(0, 16)), `${where} holds part of a secret`).toBe(false);
    }
  });
});
