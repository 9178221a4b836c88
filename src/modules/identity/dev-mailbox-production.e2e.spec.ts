import { afterAll, beforeAll, expect, it } from 'vitest';
import { HttpSession } from '../../../test/support/oidc/http-session';
import { startTestApp, type TestApp } from '../../../test/support/start-app';
import { billingMessages } from '../billing/contract';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ NODE_ENV: 'production', VAULT_KEY: 'ab'.repeat(32) });
});

afterAll(async () => {
  await app?.close();
});

it('has no development mailbox in production', async () => {
  for (const path of ['/dev/mailbox', '/api/dev/mailbox']) {
    const response = await fetch(`${app.url}${path}`);
    expect(response.status, path).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found', code: 'not_found' });
  }
});

it('sets Secure, HttpOnly, SameSite=Lax session cookies in production', async () => {
  const session = new HttpSession({ origin: app.url });
  const response = await session.post(`${app.url}/api/auth/sign-up/email`, {
    email: `prod-${Date.now()}@example.com`,
    password: 'correct-horse-42',
    name: '',
  });
  expect(response.status).toBe(200);
  const [cookie] = session.cookiesNamed('session_token');
  expect(cookie.name).toBe('__Secure-better-auth.session_token');
  expect(cookie.attributes.get('secure')).toBe(true);
  expect(cookie.attributes.get('httponly')).toBe(true);
  expect(String(cookie.attributes.get('samesite')).toLowerCase()).toBe('lax');
});

it('sells no plan through the Stripe stand-in in production without Stripe keys: checkout answers 503 saying billing is not configured', async () => {
  expect(app.server.stripe).toBeUndefined();
  const session = new HttpSession({ origin: app.url });
  expect((await session.post(`${app.url}/api/auth/sign-up/email`, { email: `prod-billing-${Date.now()}@example.com`, password: 'correct-horse-42', name: '' })).status).toBe(200);
  for (const [path, body] of [
    ['/api/billing/checkout', { plan_type: 'pro', allowed_accounts: 20 }],
    ['/api/billing/checkout', { plan_type: 'basic', trial: true }],
  ] as const) {
    const response = await session.post(`${app.url}${path}`, body);
    expect(response.status, path).toBe(503);
    expect(await response.json()).toEqual({ message: billingMessages.notConfigured, code: 'billing_unavailable' });
  }
  const plan = await session.fetch(`${app.url}/api/plan`);
  expect(((await plan.json()) as { plan: string }).plan).toBe('free');
});
