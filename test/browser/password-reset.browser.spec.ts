import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/start-app';
import { newEmail } from '../support/users';
import { type BrowserSession, collectPageErrors, launchBrowser, screenshotAtBothSizes } from './support/browser';

const OLD_PASSWORD = 'correct-horse-42';
const NEW_PASSWORD = 'battery-staple-77';

let app: TestApp;
let browser: BrowserSession;

beforeAll(async () => {
  app = await startTestApp();
  browser = await launchBrowser({ allowOrigins: [app.url] });
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});


async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

describe('password recovery through the development mailbox', () => {
  const email = newEmail('reset');
  let page: Page;
  let errors: string[];
  let resetLink: string;

  it('signs up through /signup, then signs out', async () => {
    page = await browser.newPage();
    errors = collectPageErrors(page);
    await page.goto(`${app.url}/signup`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill(OLD_PASSWORD);
    await page.getByRole('textbox', { name: 'Confirm Password' }).fill(OLD_PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(`${app.url}/dashboard/campaigns`, { timeout: 20_000 });

    await page.getByRole('button', { name: `User menu: ${email}` }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL(`${app.url}/login`);
  });

  it("asks for a reset link from 'Forgot Password?' and is told to check the email", async () => {
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await page.waitForURL(`${app.url}/forgot-password`);
    await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByTestId('auth-success').getByText('Password reset link sent! Please check your email.').waitFor();
    // After success the form is hidden.
    expect(await page.getByRole('button', { name: 'Send Reset Link' }).count()).toBe(0);
    expect(await page.getByLabel('Email').count()).toBe(0);
  });

  it('opens the mail at /dev/mailbox and follows its link to the Set New Password form', async () => {
    await page.goto(`${app.url}/dev/mailbox`);
    await page.getByRole('heading', { name: 'Development mailbox' }).waitFor();
    const newest = page.locator('article').first();
    await newest.getByRole('heading', { name: 'Reset your OutTwit password' }).waitFor();
    expect(await newest.locator('.meta strong').textContent()).toBe(email);
    const link = newest.locator('a[href*="/api/auth/reset-password/"]');
    expect(await link.count()).toBe(1);
    resetLink = (await link.getAttribute('href'))!;
    expect(resetLink.startsWith(`${app.url}/api/auth/reset-password/`)).toBe(true);
    await screenshotAtBothSizes(page, 'dev-mailbox');

    await link.click();
    await page.waitForURL((url) => url.pathname === '/reset-password' && url.searchParams.has('token'));
    await page.getByRole('heading', { name: 'Set New Password' }).waitFor();
    await page.getByRole('textbox', { name: 'New Password', exact: true }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Confirm New Password', exact: true }).count()).toBe(1);
    expect(await page.getByText('Verifying recovery state...').count()).toBe(0);
    await screenshotAtBothSizes(page, 'reset-password');
  });

  it('sets the new password and is sent to /login', async () => {
    await page.getByRole('textbox', { name: 'New Password', exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('textbox', { name: 'Confirm New Password', exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page
      .getByTestId('auth-success')
      .getByText('Password updated successfully! You will be redirected shortly.')
      .waitFor();
    expect(await page.getByRole('button', { name: 'Update Password' }).count()).toBe(0);
    await page.waitForURL(`${app.url}/login`, { timeout: 10_000 });
  });

  it('refuses the old password with the red banner and signs in with the new one', async () => {
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await signIn(page, email, OLD_PASSWORD);
    const banner = page.getByTestId('auth-error');
    await banner.waitFor({ state: 'visible' });
    expect((await banner.textContent())?.trim().length).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/login');

    await signIn(page, email, NEW_PASSWORD);
    await page.waitForURL(`${app.url}/dashboard/campaigns`, { timeout: 20_000 });
    await page.getByRole('button', { name: `User menu: ${email}` }).waitFor();
    // A wrong password answers 401 on purpose; nothing else may fail.
    expect(errors.filter((error) => !error.includes('status of 401'))).toEqual([]);
  });

  it('refuses the same link a second time and sends to /forgot-password', async () => {
    // Signed out again, so /forgot-password shows its form (a signed-in user is sent to the dashboard).
    await page.getByRole('button', { name: `User menu: ${email}` }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL(`${app.url}/login`);
    await page.close();

    const again = await browser.newPage();
    await again.goto(resetLink);
    await again.waitForURL((url) => url.pathname === '/reset-password' && url.searchParams.has('error'));
    await again.getByRole('heading', { name: 'Set New Password' }).waitFor();
    await again
      .getByTestId('auth-error')
      .getByText('Session expired or invalid link. Please request a new password reset.')
      .waitFor();
    expect(await again.getByRole('textbox', { name: 'New Password', exact: true }).count()).toBe(0);
    await again.waitForURL(`${app.url}/forgot-password`, { timeout: 10_000 });
    await again.getByRole('button', { name: 'Send Reset Link' }).waitFor();
    await again.close();
  });
});
