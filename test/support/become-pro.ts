import { expect } from 'vitest';
import { callApi } from './api-call';
import type { TestApp } from './start-app';
import { until } from './until';
import type { TestUser } from './users';

/** Pays the billing stand-in's hosted checkout for a Pro plan of `accounts` accounts, as the billing page's form does, and waits for the plan. */
export async function becomePro(app: TestApp, user: TestUser, accounts = 2): Promise<void> {
  const call = (path: string, method?: string, json?: unknown) => callApi(app, user, path, method, json);
  await until(async () => (await call('/api/plan')).status, 200);
  const checkout = await call('/api/billing/checkout', 'POST', { plan_type: 'pro', allowed_accounts: accounts });
  expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
  const paid = await fetch(checkout.body.url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: user.email, card_number: '4242 4242 4242 4242', card_expiry: '12 / 34', card_cvc: '123', name: 'Pro' }),
  });
  const sessionId = new URL(paid.headers.get('location') as string).searchParams.get('session_id') as string;
  expect((await call(`/api/billing/verify-session?session_id=${sessionId}`)).status).toBe(200);
  await until(async () => (await call('/api/plan')).body.plan, 'pro');
}
