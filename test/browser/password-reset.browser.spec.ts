import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newEmail } from '../support/users';
import { appInBrowser } from './support/app-in-browser';
import { collectPageErrors, screenshotAtBothSizes } from './support/browser';

const OLD_PASSWORD = 'correct-horse-42';
const NEW_PASSWORD = 'battery-staple-77';
/** How long the Set New Password screen shows its outcome before it moves on (a success, an expired link). */
const REDIRECT_AFTER_SUCCESS_MS = 2_000;
const REDIRECT_AFTER_NOTICE_MS = 3_000;

const fixture = appInBrowser();


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
  let resetToken: string;

  it('signs up through /signup, then signs out', async () => {
    page = await fixture.browser.newPage();
    errors = collectPageErrors(page);
    await page.goto(`${fixture.app.url}/signup`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill(OLD_PASSWORD);
    await page.getByRole('textbox', { name: 'Confirm Password' }).fill(OLD_PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(`${fixture.app.url}/dashboard/campaigns`, { timeout: 20_000 });

    await page.getByRole('button', { name: `User menu: ${email}` }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL(`${fixture.app.url}/login`);
  });

  it('offers no Google sign-in when the server has none configured', async () => {
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    // The screen asks the server which methods it offers; give the answer time to arrive before looking.
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('button', { name: 'Continue with Google' }).count()).toBe(0);
    expect(await page.getByText('or', { exact: true }).count()).toBe(0);
    await page.goto(`${fixture.app.url}/signup`);
    await page.getByRole('button', { name: 'Create Account' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('button', { name: 'Continue with Google' }).count()).toBe(0);
    await page.goto(`${fixture.app.url}/login`);
  });

  it("asks for a reset link from 'Forgot Password?' and is told to check the email", async () => {
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await page.waitForURL(`${fixture.app.url}/forgot-password`);
    await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByTestId('auth-success').getByText('Password reset link sent! Please check your email.').waitFor();
    // After success the form is hidden.
    expect(await page.getByRole('button', { name: 'Send Reset Link' }).count()).toBe(0);
    expect(await page.getByLabel('Email').count()).toBe(0);
  });

  it('opens the mail at /dev/mailbox and follows its link to the Set New Password form', async () => {
    await page.goto(`${fixture.app.url}/dev/mailbox`);
    await page.getByRole('heading', { name: 'Development mailbox' }).waitFor();
    const newest = page.locator('article').first();
    await newest.getByRole('heading', { name: 'Reset your OutTwit password' }).waitFor();
    expect(await newest.locator('.meta strong').textContent()).toBe(email);
    const link = newest.locator('a[href*="/api/auth/reset-password/"]');
    expect(await link.count()).toBe(1);
    resetLink = (await link.getAttribute('href'))!;
    expect(resetLink.startsWith(`${fixture.app.url}/api/auth/reset-password/`)).toBe(true);
    await screenshotAtBothSizes(page, 'dev-mailbox');

    // The browser's clock from here on may be moved on past the screen's redirect delays (time flows as usual
    // otherwise).
    await page.clock.install();
    await link.click();
    await page.waitForURL((url) => url.pathname === '/reset-password' && url.searchParams.has('token'));
    resetToken = new URL(page.url()).searchParams.get('token') as string;
    await page.getByRole('heading', { name: 'Set New Password' }).waitFor();
    await page.getByRole('textbox', { name: 'New Password', exact: true }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Confirm New Password', exact: true }).count()).toBe(1);
    expect(await page.getByText('Verifying recovery state...').count()).toBe(0);
    await screenshotAtBothSizes(page, 'reset-password');
  });

  it('sets the new password and lands on the dashboard, signed in', async () => {
    await page.getByRole('textbox', { name: 'New Password', exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('textbox', { name: 'Confirm New Password', exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByTestId('auth-success').getByText('Password updated successfully! Redirecting...').waitFor();
    expect(await page.getByRole('button', { name: 'Update Password' }).count()).toBe(0);
    await screenshotAtBothSizes(page, 'reset-password-done');
    // 'In a few seconds' (2): on the screen's clock, not the test's.
    await page.clock.fastForward(REDIRECT_AFTER_SUCCESS_MS);
    await page.waitForURL(`${fixture.app.url}/dashboard/campaigns`, { timeout: 10_000 });
    await page.getByRole('button', { name: `User menu: ${email}` }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL(`${fixture.app.url}/login`);
  });

  it('says the link expired when a used token is submitted again', async () => {
    await page.goto(`${fixture.app.url}/reset-password?token=${encodeURIComponent(resetToken)}`);
    await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('another-pass-55');
    await page.getByRole('textbox', { name: 'Confirm New Password', exact: true }).fill('another-pass-55');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page
      .getByTestId('auth-error')
      .getByText('Session expired or invalid link. Please request a new password reset.')
      .waitFor();
    expect(await page.getByText('Invalid token').count()).toBe(0);
    await page.goto(`${fixture.app.url}/login`);
  });

  it('refuses the old password with the red banner and signs in with the new one', async () => {
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await signIn(page, email, OLD_PASSWORD);
    const banner = page.getByTestId('auth-error');
    await banner.waitFor({ state: 'visible' });
    expect((await banner.textContent())?.trim().length).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/login');

    await signIn(page, email, NEW_PASSWORD);
    await page.waitForURL(`${fixture.app.url}/dashboard/campaigns`, { timeout: 20_000 });
    await page.getByRole('button', { name: `User menu: ${email}` }).waitFor();
    // A wrong password (401) and the used token (400) fail on purpose; nothing else may.
    expect(errors.filter((error) => !/status of 40[01]/.test(error))).toEqual([]);
  });

  it('refuses the same link a second time and sends to /forgot-password', async () => {
    // Signed out again, so /forgot-password shows its form (a signed-in user is sent to the dashboard).
    await page.getByRole('button', { name: `User menu: ${email}` }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL(`${fixture.app.url}/login`);
    await page.close();

    // A tab of the browser whose clock the Set New Password test installed.
    const again = await fixture.browser.newPage();
    await again.goto(resetLink);
    await again.waitForURL((url) => url.pathname === '/reset-password' && url.searchParams.has('error'));
    await again.getByRole('heading', { name: 'Set New Password' }).waitFor();
    await again
      .getByTestId('auth-error')
      .getByText('Session expired or invalid link. Please request a new password reset.')
      .waitFor();
    expect(await again.getByRole('textbox', { name: 'New Password', exact: true }).count()).toBe(0);
    // The notice stays 3 seconds: on the screen's clock, not the test's.
    await again.clock.fastForward(REDIRECT_AFTER_NOTICE_MS);
    await again.waitForURL(`${fixture.app.url}/forgot-password`, { timeout: 10_000 });
    await again.getByRole('button', { name: 'Send Reset Link' }).waitFor();
    await again.close();
  });
});
