import { expect } from 'vitest';
import { callApi } from './api-call';
import type { TestApp } from './start-app';
import { until } from './until';
import type { TestUser } from './users';

export interface PlanCheckout {
  plan_type: 'basic' | 'pro';
  trial?: boolean;
  allowed_accounts?: number;
}

/**
 * Pays the billing stand-in's hosted checkout for `checkout`'s plan, as the billing page's form does, and waits
 * (up to `waitMs` for each step) until the plan is the user's.
 */
export async function buyPlan(app: TestApp, user: TestUser, checkout: PlanCheckout, waitMs = 10_000): Promise<void> {
  const call = (path: string, method?: string, json?: unknown) => callApi(app, user, path, method, json);
  await until(async () => (await call('/api/plan')).status, 200, waitMs);
  const started = await call('/api/billing/checkout', 'POST', checkout);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const paid = await fetch(started.body.url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: user.email, card_number: '4242 4242 4242 4242', card_expiry: '12 / 34', card_cvc: '123', name: 'Payer' }),
  });
  const sessionId = new URL(paid.headers.get('location') as string).searchParams.get('session_id') as string;
  expect((await call(`/api/billing/verify-session?session_id=${sessionId}`)).status).toBe(200);
  await until(async () => (await call('/api/plan')).body.plan, checkout.plan_type, waitMs);
}
