import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { billingMessages } from '../../src/modules/billing/contract';
import { newEmail } from '../support/users';
import { type BrowserSession, collectPageErrors, screenshotAtBothSizes, viewports } from './support/browser';
import { appInBrowser } from './support/app-in-browser';

const PASSWORD = 'correct-horse-42';

const fixture = appInBrowser();

/** Signs a new user up (the session cookie lands in the browser) and opens the Account Plan page. */
async function signUpToAccountPage(browser: BrowserSession, email: string): Promise<Page> {
  const page = await browser.newPage('desktop');
  const response = await page.request.post(`${fixture.app.url}/api/auth/sign-up/email`, {
    data: { email, password: PASSWORD, name: '' },
    headers: { origin: fixture.app.url },
  });
  expect(response.status()).toBe(200);
  await page.goto(`${fixture.app.url}/dashboard/account`);
  await page.getByTestId('current-plan').waitFor({ timeout: 20_000 });
  return page;
}

const notice = (page: Page) => page.getByTestId('billing-notice');

async function expectNotice(page: Page, text: string, severity: 'success' | 'error' | 'warning'): Promise<void> {
  await expect.poll(() => notice(page).textContent().catch(() => null), { timeout: 20_000 }).toContain(text);
  expect(await notice(page).getAttribute('data-severity')).toBe(severity);
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth') as Promise<number>;
}

describe('Account Plan page, a free user', () => {
  let browser: BrowserSession;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await fixture.freshBrowser();
    page = await signUpToAccountPage(browser, newEmail('plan-free'));
    errors = collectPageErrors(page);
  });

  it('shows the free plan, the trial and the Pro slider with its prices', async () => {
    const current = page.getByTestId('current-plan');
    await current.getByRole('heading', { name: 'Free Plan' }).waitFor();
    expect(await current.textContent()).toContain('Upgrade to connect');
    // Manage Billing is for paid plans only.
    expect(await page.getByRole('button', { name: 'Manage Billing' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Start 7-Day Free Trial' }).waitFor();
    await page.getByRole('button', { name: 'Subscribe without trial: $77/month' }).waitFor();
    // Paid-plan cards are not offered to a free user.
    expect(await page.getByTestId('downgrade-card').count()).toBe(0);
    expect(await page.getByTestId('cancel-card').count()).toBe(0);

    const slider = page.getByRole('slider', { name: 'Number of X accounts' });
    expect(await slider.getAttribute('aria-valuemin')).toBe('2');
    expect(await slider.getAttribute('aria-valuemax')).toBe('20');
    expect(await slider.inputValue()).toBe('5');
    const price = async () => [
      await page.getByTestId('pro-price').textContent(),
      await page.getByTestId('pro-per-account').textContent(),
    ];
    expect(await price()).toEqual(['$268', '$54 per account']);
    // The keyboard moves it one account at a time, and to either end.
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(price).toEqual(['$312', '$52 per account']);
    await page.keyboard.press('End');
    await expect.poll(price).toEqual(['$823', '$41 per account']);
    await page.keyboard.press('Home');
    await expect.poll(price).toEqual(['$127', '$64 per account']);
    expect(await page.getByTestId('pro-accounts').textContent()).toBe('2');
    // A free user's allowance is below every Pro count: always 'Upgrade Now', never disabled.
    const button = page.getByTestId('pro-button');
    expect(await button.textContent()).toBe('Upgrade Now');
    expect(await button.isDisabled()).toBe(false);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByTestId('pro-accounts').textContent()).toBe('5');
  });

  it('has the comparison table, the billing FAQ and the page help', async () => {
    const table = page.getByRole('table', { name: 'Compare plans' });
    expect(await table.getByRole('row', { name: /Monthly price/ }).textContent()).toContain('$127 to $823');
    expect(await table.getByRole('row', { name: /Free trial/ }).textContent()).toContain('7 days');
    const faq = page.getByRole('region', { name: 'Billing FAQ' });
    await faq.getByRole('button', { name: 'Is there a free trial?' }).click();
    await expect
      .poll(() => faq.getByText(/Basic comes with a 7-day free trial; Pro has none\. Cancel before the trial ends and you are not charged\./).isVisible())
      .toBe(true);
    await faq.getByRole('button', { name: 'How does billing work when I change plans?' }).click();
    await expect.poll(() => faq.getByText(/prorated/).first().isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Help' }).click();
    await page.getByRole('dialog', { name: 'Plans and billing' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Plans and billing' }).waitFor({ state: 'hidden' });
  });

  it('tells what happened on the return from checkout, and clears the query string', async () => {
    const cases: Array<[string, string, 'success' | 'error' | 'warning']> = [
      ['?canceled=true', billingMessages.checkoutCanceled, 'warning'],
      ['?error=Your%20card%20was%20declined.', 'Your card was declined.', 'error'],
      ['?error=', billingMessages.paymentError, 'error'],
      ['?success=true&session_id=cs_test_unknown', billingMessages.couldNotVerify, 'error'],
    ];
    for (const [query, text, severity] of cases) {
      await page.goto(`${fixture.app.url}/dashboard/account${query}`);
      await expectNotice(page, text, severity);
      expect(new URL(page.url()).search).toBe('');
    }
    // Dismiss hides the notice; a reload does not bring it back.
    await notice(page).getByRole('button', { name: 'Dismiss' }).click();
    await notice(page).waitFor({ state: 'hidden' });
    await page.reload();
    await page.getByTestId('current-plan').waitFor();
    expect(await notice(page).count()).toBe(0);
  });

  it('fits a phone screen and renders without errors', async () => {
    await screenshotAtBothSizes(page, 'account-plan-free', async (shot) => {
      await shot.getByTestId('current-plan').waitFor();
    });
    await page.setViewportSize(viewports.phone);
    if (await horizontalOverflow(page)) console.log(await page.evaluate(`(() => { const w = document.documentElement.clientWidth; const out = []; for (const el of document.querySelectorAll('body *')) { const r = el.getBoundingClientRect(); if (r.right > w + 1) out.push(el.tagName + ' ' + String(el.className).slice(0, 90) + ' ' + Math.round(r.right)); } return out.slice(0, 15); })()`));
    expect(await horizontalOverflow(page)).toBe(0);
    await page.setViewportSize(viewports.desktop);
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
  });
});
