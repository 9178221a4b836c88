import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type RunningServer, } from '../../src/app/start';
import { startAnotherProcess, startTestApp, type TestApp } from '../support/start-app';
import { as, signUp, type TestUser } from '../support/users';
import { type BrowserSession, collectPageErrors, launchBrowser, saveScreenshot } from './support/browser';

let api1: TestApp;
let api2: RunningServer;
let projections: RunningServer;
let api2Url: string;
let browser: BrowserSession;


beforeAll(async () => {
  api1 = await startTestApp({ ROLE: 'api' });
  api2 = await startAnotherProcess(api1, 'api');
  api2Url = api2.url ?? '';
  projections = await startAnotherProcess(api1, 'projections');
  browser = await launchBrowser({ allowOrigins: [api2Url] });
});

afterAll(async () => {
  await browser?.close();
  await projections?.close();
  await api2?.close();
  await api1?.close();
});

/** A browser tab signed in as `user` (the session cookie of api #1 is good on api #2: one database). */
async function signedInPage(user: TestUser): Promise<Page> {
  await browser.context.addCookies(
    user.cookie.split('; ').map((pair) => {
      const [name, ...value] = pair.split('=');
      return { name, value: value.join('='), url: api2Url };
    }),
  );
  return browser.newPage();
}

it('shows a username added through another api process on the open Do Not Contact page, without reloading', async () => {
  const user = await signUp(api1);
  const page = await signedInPage(user);
  const errors = collectPageErrors(page);
  const streaming = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/live' && response.status() === 200);
  await page.goto(`${api2Url}/dashboard/do-not-contact`);
  await page.getByRole('heading', { name: 'Your Do Not Contact list is empty' }).waitFor({ timeout: 20_000 });
  await streaming;
  await page.evaluate(() => {
    (globalThis as { loadedOnce?: boolean }).loadedOnce = true;
  });

  const response = await as(api1, user)('/api/do-not-contact', { method: 'POST', json: { input: 'live_elsewhere' } });
  expect(response.status).toBe(201);

  await page.getByText('@live_elsewhere', { exact: true }).waitFor({ timeout: 10_000 });
  expect(await page.evaluate(() => (globalThis as { loadedOnce?: boolean }).loadedOnce)).toBe(true);
  await saveScreenshot(page, 'live-updates-do-not-contact');
  expect(errors).toEqual([]);
});
