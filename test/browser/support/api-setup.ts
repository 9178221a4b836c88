import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { TestApp } from '../../support/start-app';
import { until } from '../../support/until';
import type { BrowserSession } from './browser';
import { newCard, signUp } from './flows';

/**
 * Set-up through the API for browser tests whose subject is another screen: a user in the file's shared
 * browser without launching a browser of their own, and plans bought or changed without walking the Stripe
 * stand-in's checkout pages (account-plan.browser.spec.ts walks those).
 */

/**
 * Signs a new user up through the API in `browser`, replacing whoever was signed in there: the browser's
 * cookies are cleared first, so one browser serves the users of a file one after another. Gives a new desktop
 * tab holding the new user's session; the user has seen the guided tours unless `onboarding` is 'new'.
 */
export async function signUpInSharedBrowser(
  app: TestApp,
  browser: BrowserSession,
  email: string,
  options: { onboarding?: 'seen' | 'new' } = {},
): Promise<Page> {
  await browser.context.clearCookies();
  return signUp(app, browser, email, options);
}

/** The signed-in user's plan, as the dashboard reads it. */
async function currentPlan(app: TestApp, page: Page): Promise<string> {
  const response = await page.request.get(`${app.url}/api/plan`);
  return ((await response.json()) as { plan: string }).plan;
}

/**
 * Starts the Basic trial of the user signed in on `page` as the Account Plan page does, from Node: a trial
 * checkout through the API, the stand-in's hosted page posted with a card of its own (a card gets one trial),
 * the session verified; then waits for the plan to be Basic.
 */
export async function startBasicTrialThroughApi(app: TestApp, page: Page): Promise<void> {
  const origin = app.url;
  const checkout = await page.request.post(`${origin}/api/billing/checkout`, {
    data: { plan_type: 'basic', trial: true },
    headers: { origin },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const { url, session_id: sessionId } = (await checkout.json()) as { url: string; session_id: string };
  const paid = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      email: 'payer@example.com',
      card_number: newCard(),
      card_expiry: '12 / 34',
      card_cvc: '123',
      name: 'Test Payer',
    }),
  });
  expect([302, 303]).toContain(paid.status);
  const verified = await page.request.get(`${origin}/api/billing/verify-session?session_id=${sessionId}`);
  expect(verified.status(), await verified.text()).toBe(200);
  await until(() => currentPlan(app, page), 'basic', 20_000);
}

/** A paid user of `page` moves to Pro with `accounts` accounts, as the Account Plan page's upgrade does; waits for the plan. */
export async function upgradeToProThroughApi(app: TestApp, page: Page, accounts: number): Promise<void> {
  const response = await page.request.post(`${app.url}/api/billing/change-plan`, {
    data: { plan_type: 'pro', allowed_accounts: accounts },
    headers: { origin: app.url },
  });
  expect(response.status(), await response.text()).toBe(200);
  await until(() => currentPlan(app, page), 'pro', 20_000);
}
