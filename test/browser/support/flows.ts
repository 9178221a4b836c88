import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { TIP_IDS, TOUR_IDS } from '../../../src/modules/onboarding/contract';
import { DEMO_SESSIONS, type DemoSession } from '../../../src/stand-ins/x/demo-world';
import { buyPlan } from '../../support/buy-plan';
import { givenPaidPlan, userIdOf } from '../../support/given-paid-plan';
import type { TestApp } from '../../support/start-app';
import { type BrowserSession, launchBrowser, type ViewportName, viewports } from './browser';

/**
 * What the browser tests do on the way to the screen they test: sign a user up, pay for a plan on the Stripe
 * stand-in, connect a demo X account, upload a lead source; and the layout check every screen gets on a phone.
 */

/** The password of every user the browser tests sign up. */
export const PASSWORD = 'correct-horse-42';

/** A demo X session of the simulator's world (its tokens connect the account), by screen name. */
export function demoSession(screenName: string): DemoSession {
  const session = DEMO_SESSIONS.find((candidate) => candidate.screenName === screenName);
  if (!session) throw new Error(`no demo session ${screenName}`);
  return session;
}

/** The Stripe stand-in's origin: its hosted checkout and billing portal pages are not on the app's. */
export function stripeOriginOf(app: TestApp): string {
  return new URL(app.config.STRIPE_API_BASE as string).origin;
}

/** A browser of its own that reaches the app and the Stripe stand-in's pages, nothing else; the caller closes it. */
export function launchCheckoutBrowser(app: TestApp): Promise<BrowserSession> {
  return launchBrowser({ allowOrigins: [app.url, stripeOriginOf(app)] });
}

/**
 * Marks every guided tour and tip card of the user signed in on `page` as seen, as for a user past their first
 * visits: a new user's first dashboard visit opens the dashboard tour over the page, and its pages their tours.
 */
export async function skipOnboarding(app: TestApp, page: Page): Promise<void> {
  const response = await page.request.patch(`${app.url}/api/onboarding`, {
    data: { complete: [...TOUR_IDS, ...TIP_IDS] },
    headers: { origin: app.url },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Signs a new user up through the API, on a new desktop tab whose browser then holds the session cookie. The
 * user has seen the guided tours unless `onboarding` is 'new'.
 */
export async function signUp(
  app: TestApp,
  browser: BrowserSession,
  email: string,
  { onboarding = 'seen' }: { onboarding?: 'seen' | 'new' } = {},
): Promise<Page> {
  const page = await browser.newPage('desktop');
  const response = await page.request.post(`${app.url}/api/auth/sign-up/email`, {
    data: { email, password: PASSWORD, name: '' },
    headers: { origin: app.url },
  });
  expect(response.status()).toBe(200);
  if (onboarding === 'seen') await skipOnboarding(app, page);
  return page;
}

/**
 * Signs a new user up through the /signup screen, as a person does, and waits for the dashboard. It types as
 * soon as the form is there, without waiting for the network to settle: the screen holds a submit made before
 * its scripts have loaded and replays it, and that is part of what this exercises.
 */
export async function signUpThroughForm(
  app: TestApp,
  browser: BrowserSession,
  email: string,
  viewport: ViewportName = 'desktop',
): Promise<Page> {
  const page = await browser.newPage(viewport);
  await page.goto(`${app.url}/signup`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm Password' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL(`${app.url}/dashboard/campaigns`, { timeout: 20_000 });
  // The first visit opens the dashboard tour: the user has seen the tours, and the page is opened again without it.
  await skipOnboarding(app, page);
  await page.reload();
  return page;
}

/** A toast with exactly this text appears (toasts queue, so allow for the ones before it to hide). */
export async function expectToast(page: Page, text: string, timeout = 20_000): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor({ state: 'visible', timeout });
}

/** The message shown beside a field: an alert with exactly this text. */
export async function expectAlert(scope: Page | Locator, text: string): Promise<void> {
  await scope.getByRole('alert').filter({ hasText: text }).first().waitFor({ timeout: 20_000 });
}

/** A command through the API with the page's cookies, as the screens send it; answers the JSON body. */
export async function apiCommand<T = unknown>(
  app: TestApp,
  page: Page,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await page.request.fetch(`${app.url}/api${path}`, { method, data, headers: { origin: app.url } });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as T;
}

/** A query through the API with the page's cookies; answers the JSON body. */
export async function apiGet<T>(app: TestApp, page: Page, path: string): Promise<T> {
  const response = await page.request.get(`${app.url}/api${path}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

/** The Cookie header of the user signed in on `page`. */
async function cookieOnPage(app: TestApp, page: Page): Promise<string> {
  const cookies = await page.context().cookies(app.url);
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

/** The id of the user signed in on `page`. */
async function userOnPage(app: TestApp, page: Page): Promise<string> {
  return userIdOf(app, await cookieOnPage(app, page));
}

/** Makes the signed-in user of `page` Basic by paying the Stripe stand-in's checkout: for tests that need the subscription itself. */
export async function payForBasic(app: TestApp, page: Page): Promise<void> {
  await buyPlan(app, { email: 'payer@example.com', password: '', cookie: await cookieOnPage(app, page) }, { plan_type: 'basic', trial: false }, 20_000);
}

/** Makes the signed-in user of `page` Basic (no trial) through billing's own plan command: the checkout has tests of its own. */
export async function becomeBasic(app: TestApp, page: Page): Promise<void> {
  await givenPaidPlan(app, await userOnPage(app, page), 'basic');
}

/** Makes the signed-in user of `page` Pro for 2 accounts through billing's own plan command. */
export async function becomePro(app: TestApp, page: Page): Promise<void> {
  await givenPaidPlan(app, await userOnPage(app, page), 'pro', 2);
}

let cardCounter = 0;

/** A test card number of its own (Luhn-valid): a card is given one trial, whoever uses it. */
export function newCard(): string {
  const body = `4${String(Date.now() % 1e9).padStart(9, '0')}${String(++cardCounter).padStart(5, '0')}`;
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let digit = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return body + String((10 - (sum % 10)) % 10);
}

/**
 * On the Account Plan page: clicks `button`, pays with `card` on the Stripe stand-in's hosted checkout page and
 * waits to be back on the app's Account Plan page. The page's browser must reach the stand-in
 * (launchCheckoutBrowser).
 */
export async function checkoutWith(app: TestApp, page: Page, button: string, card: string): Promise<void> {
  const stripe = stripeOriginOf(app);
  await page.getByRole('button', { name: button }).click();
  await page.waitForURL((url) => url.origin === stripe, { timeout: 20_000 });
  await page.getByLabel('Card number').fill(card);
  await page.locator('button[type=submit]').click();
  await page.waitForURL((url) => url.origin === new URL(app.url).origin && url.pathname === '/dashboard/account', {
    timeout: 20_000,
  });
}

/** Through the Stripe stand-in's hosted checkout: the Basic trial, with a card of its own. */
export async function startBasicTrial(app: TestApp, page: Page): Promise<void> {
  await page.goto(`${app.url}/dashboard/account`);
  await checkoutWith(app, page, 'Start 7-Day Free Trial', newCard());
  await page.getByTestId('current-plan').getByRole('heading', { name: 'Basic Plan' }).waitFor({ timeout: 20_000 });
}

/** Connects an X account (outtwit_demo unless told) through the API, as the Connect Account page does; answers its id. */
export async function connectAccount(
  app: TestApp,
  page: Page,
  session: { authToken: string; ct0: string } = demoSession('outtwit_demo'),
): Promise<string> {
  const answer = await apiCommand<{ account: { id: string } }>(app, page, 'POST', '/accounts', {
    auth_token: session.authToken,
    ct0_token: session.ct0,
  });
  return answer.account.id;
}

/** Connects outtwit_demo on the Connect Account page, as a user pastes its tokens, and waits for its row. */
export async function connectDemoAccountOnPage(app: TestApp, page: Page): Promise<void> {
  const session = demoSession('outtwit_demo');
  await page.goto(`${app.url}/dashboard/connect`);
  await page.getByTestId('plan-banner').waitFor({ timeout: 20_000 });
  await page.getByLabel('Auth Token', { exact: true }).fill(session.authToken);
  await page.getByLabel('CT0 Token', { exact: true }).fill(session.ct0);
  await page.getByRole('button', { name: 'Connect Account', exact: true }).click();
  await page.locator('[data-testid="account-row"][data-username="outtwit_demo"]').waitFor({ timeout: 30_000 });
}

/** Uploads a CSV lead source through the API, as the upload form does; answers its id. */
export async function uploadSource(app: TestApp, page: Page, name: string, csv: string, fileName = `${name}.csv`): Promise<string> {
  const response = await page.request.post(`${app.url}/api/lead-sources/upload`, {
    multipart: { name, file: { name: fileName, mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') } },
    headers: { origin: app.url },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** How far the page scrolls sideways at its current size: 0 when everything fits. */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth') as Promise<number>;
}

/** The elements that stick out of the viewport on the right, to name the culprit of a sideways scroll. */
function widerThanScreen(page: Page): Promise<string[]> {
  return page.evaluate(`(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .slice(0, 10)
      .map((element) => element.tagName + ' ' + String(element.className).slice(0, 80) + ' ' + (element.textContent ?? '').slice(0, 40));
  })()`) as Promise<string[]>;
}

/**
 * Nothing on the page scrolls sideways on a phone (390x844); a failure names the elements that stick out.
 * The page is back at the desktop size afterwards.
 */
export async function expectNoSidewaysScrollOnPhone(page: Page): Promise<void> {
  await page.setViewportSize(viewports.phone);
  expect(await horizontalOverflow(page), (await widerThanScreen(page)).join('\n')).toBe(0);
  await page.setViewportSize(viewports.desktop);
}
