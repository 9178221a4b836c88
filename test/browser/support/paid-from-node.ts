import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { TestApp } from '../../support/start-app';
import { until } from '../../support/until';

/**
 * Starts the Basic trial of the user signed in on `page` with `card`, from Node: a checkout session through the
 * API, the Stripe stand-in's hosted page posted with the card, the session verified, then waits for the plan.
 * For a test whose subject is not the checkout screens (the screens' own tests walk them in the browser).
 */
export async function startBasicTrialFromNode(app: TestApp, page: Page, card: string): Promise<void> {
  const origin = app.url;
  const checkout = await page.request.post(`${origin}/api/billing/checkout`, { data: { plan_type: 'basic', trial: true }, headers: { origin } });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const { url, session_id: sessionId } = (await checkout.json()) as { url: string; session_id: string };
  const paid = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: 'payer@example.com', card_number: card, card_expiry: '12 / 34', card_cvc: '123', name: 'Test Payer' }),
  });
  expect([302, 303]).toContain(paid.status);
  const verified = await page.request.get(`${origin}/api/billing/verify-session?session_id=${sessionId}`);
  expect(verified.status(), await verified.text()).toBe(200);
  const plan = async () => ((await (await page.request.get(`${origin}/api/plan`)).json()) as { plan: string }).plan;
  await until(plan, 'basic', 20_000);
}
