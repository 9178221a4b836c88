import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../../../test/support/free-port';
import { startTestApp, type TestApp } from '../../../test/support/start-app';
import { as, newEmail, type TestUser } from '../../../test/support/users';
import { DEMO_SESSIONS } from '../../stand-ins/x';
import { accountMessages } from './contract';

let app: TestApp;

beforeAll(async () => {
  // Demo mode as `X_SIMULATOR=1 npm start` runs it: the X simulator inside the app, the Stripe stand-in.
  app = await startTestApp({ X_SIMULATOR: '1', X_SIMULATOR_PORT: String(await freePort()) });
}, 60_000);
afterAll(async () => {
  await app?.close();
});

async function call(user: TestUser, path: string, method = 'GET', json?: unknown) {
  const response = await as(app, user)(path, { method, ...(json === undefined ? {} : { json }) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {} };
}

it('a new user upgrades with the local billing stand-in and connects the demo tokens, with a local proxy allowed', async () => {
  const email = newEmail('demo');
  const signUp = await fetch(`${app.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.url },
    body: JSON.stringify({ email, password: 'correct-horse-battery', name: email }),
  });
  const user = { email, password: '', cookie: signUp.headers.getSetCookie().map((h) => h.split(';')[0]).join('; ') };
  const checkout = await call(user, '/api/billing/checkout', 'POST', { plan_type: 'basic', trial: false });
  expect(checkout.status).toBe(200);
  const paid = await fetch(checkout.body.url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, card_number: '4242 4242 4242 4242', card_expiry: '12 / 34', card_cvc: '123', name: 'Demo' }),
  });
  const sessionId = new URL(paid.headers.get('location') as string).searchParams.get('session_id');
  await call(user, `/api/billing/verify-session?session_id=${sessionId}`);
  await expect.poll(async () => (await call(user, '/api/plan')).body.plan, { timeout: 10_000 }).toBe('basic');
  // Connect Account offers the simulated X's accounts; the first one's tokens connect it.
  const offered = await call(user, '/api/accounts/demo');
  expect(offered.body.accounts).toEqual(
    DEMO_SESSIONS.map((session) => ({ screen_name: session.screenName, label: session.label, auth_token: session.authToken, ct0_token: session.ct0 })),
  );
  const demo = offered.body.accounts[0];
  const connected = await call(user, '/api/accounts', 'POST', { auth_token: demo.auth_token, ct0_token: demo.ct0_token });
  expect(connected.status, JSON.stringify(connected.body)).toBe(201);
  expect(connected.body).toMatchObject({ message: accountMessages.connected, account: { twitter_username: 'outtwit_demo', verified: true } });
  expect(connected.body.account.twitter_profile_image).toBeTruthy();
  // Demo mode allows proxies on this machine (ALLOW_PRIVATE_PROXY_HOSTS unset).
  const proxy = await call(user, `/api/accounts/${connected.body.account.id}/proxy`, 'PUT', { proxy_ip: '127.0.0.1', proxy_port: 3128 });
  expect(proxy.body.message).toBe(accountMessages.proxySaved);
});
