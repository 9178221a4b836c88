import { expect } from 'vitest';
import type { TestApp } from './start-app';
import { as, type TestUser } from './users';

/** Pays the billing stand-in's hosted checkout for a Basic plan, as the billing page's form does, and waits for the plan. */
export async function becomeBasic(app: TestApp, user: TestUser): Promise<void> {
  const call = async (path: string, method = 'GET', json?: unknown) => {
    const response = await as(app, user)(path, { method, ...(json === undefined ? {} : { json }) });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, any> };
  };
  const checkout = await call('/api/billing/checkout', 'POST', { plan_type: 'basic', trial: false });
  expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
  const paid = await fetch(checkout.body.url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: user.email, card_number: '4242 4242 4242 4242', card_expiry: '12 / 34', card_cvc: '123', name: 'Payer' }),
  });
  const sessionId = new URL(paid.headers.get('location') as string).searchParams.get('session_id');
  await call(`/api/billing/verify-session?session_id=${sessionId}`);
  const deadline = Date.now() + 20_000;
  while ((await call('/api/plan')).body.plan !== 'basic') {
    if (Date.now() > deadline) throw new Error('the plan did not become basic');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
