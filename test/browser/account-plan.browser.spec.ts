import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingMessages } from '../../src/modules/billing/contract';
import { DEMO_SESSIONS, startXSimulator, type XSimulator } from '../../src/stand-ins/x';
import { newEmail } from '../support/users';
import { appInBrowser } from './support/app-in-browser';
import { pushInApp } from './support/in-app-navigation';
import { startBasicTrialFromNode } from './support/paid-from-node';
import {
  type BrowserSession,
  collectPageErrors,
  saveScreenshot,
  screenshotAtBothSizes,
  screenshotViewportAtBothSizes,
} from './support/browser';
import {
  checkoutWith,
  connectAccount,
  expectNoSidewaysScrollOnPhone,
  launchCheckoutBrowser,
  signUp,
  stripeOriginOf,
} from './support/flows';

/** A simulated X for connecting accounts, started before the app so the app can be pointed at it. */
const env: Record<string, string> = {};
let xSimulator: XSimulator | undefined;
beforeAll(async () => {
  xSimulator = await startXSimulator({ port: 0, host: '127.0.0.1' });
  env.X_API_BASE = xSimulator.url;
});
afterAll(async () => {
  await xSimulator?.close();
});

const fixture = appInBrowser(env);

let checkoutBrowser: BrowserSession | undefined;
afterAll(async () => {
  await checkoutBrowser?.close();
});

/**
 * The file's browser that reaches the Stripe stand-in's pages too (launched once), as a fresh one: no tab open
 * and no cookie. Each user of the file's checkouts signs up there in turn.
 */
async function cleanCheckoutBrowser(): Promise<BrowserSession> {
  checkoutBrowser ??= await launchCheckoutBrowser(fixture.app);
  for (const tab of checkoutBrowser.context.pages()) await tab.close();
  await checkoutBrowser.context.clearCookies();
  return checkoutBrowser;
}

/** Signs a new user up (the session cookie lands in the browser) and opens the Account Plan page. */
async function signUpToAccountPage(browser: BrowserSession, email: string): Promise<Page> {
  const page = await signUp(fixture.app, browser, email);
  await page.goto(`${fixture.app.url}/dashboard/account`);
  await page.getByTestId('current-plan').waitFor({ timeout: 20_000 });
  return page;
}

const notice = (page: Page) => page.getByTestId('billing-notice');

async function expectNotice(page: Page, text: string, severity: 'success' | 'error' | 'warning'): Promise<void> {
  await expect.poll(() => notice(page).textContent().catch(() => null), { timeout: 20_000 }).toContain(text);
  expect(await notice(page).getAttribute('data-severity')).toBe(severity);
}

describe('Account Plan page, a free user', () => {
  let browser: BrowserSession;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    // The file's browser, which no other user of the file signs in to.
    browser = fixture.browser;
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
    expect(await table.getByRole('row', { name: /Lead credits/ }).textContent()).toMatch(/Limited\s*50,000\s*100,000/);
    // The seats of a workspace on each plan (invitations past them are refused).
    expect(await table.getByRole('row', { name: /Members of the workspace/ }).textContent()).toMatch(/1\s*3\s*10$/);
    const faq = page.getByRole('region', { name: 'Billing FAQ' });
    await faq.getByRole('button', { name: 'Is there a free trial?' }).click();
    await expect
      .poll(() => faq.getByText(/Basic comes with a 7-day free trial; Pro has none\. Cancel before the trial ends and you are not charged\./).isVisible())
      .toBe(true);
    await faq.getByRole('button', { name: 'How does billing work when I change plans?' }).click();
    await expect.poll(() => faq.getByText(/prorated/).first().isVisible()).toBe(true);
    // The help button steps aside while it would cover a control (an FAQ question, say); the room kept at the end
    // of the page brings it back, so the user scrolls there.
    await page.evaluate('window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" })');
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
    // Checkout sends the user back with a full load; the page reads the query string just the same when the app
    // itself moves to it, which costs no load.
    for (const [query, text, severity] of cases) {
      await pushInApp(page, `/dashboard/account${query}`);
      await expectNotice(page, text, severity);
      expect(new URL(page.url()).search).toBe('');
    }
    // A session that was never paid: its status, and whom to ask.
    const checkout = await page.request.post(`${fixture.app.url}/api/billing/checkout`, {
      data: { plan_type: 'basic', trial: false },
      headers: { origin: fixture.app.url },
    });
    expect(checkout.status()).toBe(200);
    const { session_id: openSession } = (await checkout.json()) as { session_id: string };
    await pushInApp(page, `/dashboard/account?success=true&session_id=${openSession}`);
    await expectNotice(page, billingMessages.checkoutStatus('open'), 'warning');
    expect(new URL(page.url()).search).toBe('');

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
    await expectNoSidewaysScrollOnPhone(page);
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
  });
});

/** The plan history rows' texts, newest first. */
async function historyTexts(page: Page): Promise<string[]> {
  return page.getByTestId('plan-history-row').allTextContents();
}

describe('Account Plan page, from free to trial, Pro, a scheduled downgrade and a cancellation', () => {
  let browser: BrowserSession;
  let page: Page;
  let errors: string[];
  let stripeOrigin: string;

  beforeAll(async () => {
    // The stand-in's hosted checkout and portal pages are on their own origin.
    stripeOrigin = stripeOriginOf(fixture.app);
    browser = await cleanCheckoutBrowser();
    page = await signUpToAccountPage(browser, newEmail('plan-flow'));
    errors = collectPageErrors(page);
  }, 60_000);

  it('starts the Basic trial through the checkout page and comes back to a verified payment', async () => {
    await page.getByRole('button', { name: 'Start 7-Day Free Trial' }).click();
    await page.waitForURL((url) => url.origin === stripeOrigin, { timeout: 20_000 });
    await saveScreenshot(page, 'account-plan-stand-in-checkout');
    await page.getByRole('button', { name: 'Start trial' }).click();
    await page.waitForURL((url) => url.origin === new URL(fixture.app.url).origin && url.pathname === '/dashboard/account', {
      timeout: 20_000,
    });
    await expectNotice(page, billingMessages.paymentSuccessful, 'success');
    // The $0 trial is a milestone too: the notice points on to connecting an account.
    const next = notice(page).getByRole('link', { name: 'Connect Account' });
    expect(await next.getAttribute('href')).toBe('/dashboard/connect');
    await page.getByTestId('current-plan').getByRole('heading', { name: 'Basic Plan' }).waitFor({ timeout: 20_000 });
    await page.getByTestId('plan-badge').getByText('Basic Plan').waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(await page.getByTestId('plan-usage').textContent()).toContain('0 / 1');
    // The plan record has what the plan table promises Basic.
    expect(await page.getByTestId('current-plan').textContent()).toContain('50,000');
    await page.getByRole('button', { name: 'Manage Billing' }).waitFor();
    // A Basic user is offered Pro and cancellation, not a downgrade to the plan they have.
    expect(await page.getByTestId('downgrade-card').count()).toBe(0);
    await page.getByTestId('cancel-card').waitFor();
    await expect.poll(() => historyTexts(page).then((rows) => rows.join('\n'))).toMatch(/Basic trial started/);
    await screenshotAtBothSizes(page, 'account-plan-basic');
    await expectNoSidewaysScrollOnPhone(page);

    // Manage Billing opens the billing portal, which leads back here.
    await page.getByRole('button', { name: 'Manage Billing' }).click();
    await page.waitForURL((url) => url.origin === stripeOrigin, { timeout: 20_000 });
    await page.getByRole('link', { name: 'Return to OutTwit' }).click();
    await page.waitForURL(`${fixture.app.url}/dashboard/account`, { timeout: 20_000 });
    await page.getByTestId('current-plan').getByRole('heading', { name: 'Basic Plan' }).waitFor();
  });

  it('moves to Pro with 5 accounts after showing the prorated price, and the modal closes on Escape and outside click', async () => {
    expect(await page.getByTestId('pro-accounts').textContent()).toBe('5');
    const proButton = page.getByTestId('pro-button');
    expect(await proButton.textContent()).toBe('Upgrade Now');
    const dialog = page.getByRole('dialog', { name: 'Confirm upgrade' });

    await proButton.click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await proButton.click();
    await dialog.waitFor();
    await page.mouse.click(8, 8);
    await dialog.waitFor({ state: 'hidden' });

    await proButton.click();
    await dialog.waitFor();
    // During Basic's trial the change ends the trial and charges Pro's first month in full.
    const preview = dialog.getByTestId('price-preview');
    await preview.getByText('Charged now (trial ends)').waitFor({ timeout: 20_000 });
    expect(await dialog.textContent()).toContain('this change ends the trial now and charges the first month of the new plan to your card immediately');
    expect(await preview.textContent()).toContain('Charged now (trial ends)$268.00');
    expect(await preview.textContent()).toContain('New monthly price$268/month');
    await screenshotViewportAtBothSizes(page, 'account-plan-upgrade-modal');
    await dialog.getByRole('button', { name: 'Confirm Upgrade' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 20_000 });
    await page.getByTestId('current-plan').getByRole('heading', { name: 'Pro Plan' }).waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('plan-allowance').textContent()).toContain('5 accounts');
    expect(await notice(page).getAttribute('data-severity')).toBe('success');

    // At the current allowance the button is disabled; below it reads Downgrade, above it Upgrade Now.
    await expect.poll(() => proButton.isDisabled()).toBe(true);
    const slider = page.getByRole('slider', { name: 'Number of X accounts' });
    await slider.focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => proButton.textContent()).toBe('Downgrade');
    expect(await proButton.isDisabled()).toBe(false);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => proButton.textContent()).toBe('Upgrade Now');
    expect(await proButton.isDisabled()).toBe(false);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => proButton.isDisabled()).toBe(true);
    await expect.poll(() => historyTexts(page).then((rows) => rows[0] ?? '')).toMatch(/Pro Plan \(5 accounts\)/);
  });

  it('follows a change made elsewhere (another tab, the API) without a reload', async () => {
    const before = await page.evaluate('performance.getEntriesByType("navigation").length + ":" + performance.timeOrigin');
    const response = await page.request.post(`${fixture.app.url}/api/billing/change-plan`, {
      data: { plan_type: 'pro', allowed_accounts: 6 },
      headers: { origin: fixture.app.url },
    });
    expect(response.status()).toBe(200);
    await expect.poll(() => page.getByTestId('plan-allowance').textContent(), { timeout: 20_000 }).toContain('6 accounts');
    await expect.poll(() => historyTexts(page).then((rows) => rows[0] ?? '')).toMatch(/Changed to Pro Plan \(6 accounts\)/);
    expect(await page.evaluate('performance.getEntriesByType("navigation").length + ":" + performance.timeOrigin')).toBe(before);
  });

  it('schedules the downgrade to Basic and shows the notice; the downgrade is then disabled', async () => {
    // All from the keyboard: Enter opens the modal, Escape closes it and gives focus back, Tab reaches its buttons.
    const card = page.getByTestId('downgrade-card');
    const trigger = card.getByRole('button', { name: 'Downgrade to Basic' });
    const dialog = page.getByRole('dialog', { name: 'Downgrade to Basic' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('takes effect at the end of your current billing cycle');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => trigger.evaluate((element) => element === element.ownerDocument.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    const focused = () => page.evaluate('document.activeElement && document.activeElement.textContent');
    for (let presses = 0; presses < 5 && (await focused()) !== 'Schedule Downgrade'; presses++) await page.keyboard.press('Tab');
    expect(await focused()).toBe('Schedule Downgrade');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden', timeout: 20_000 });
    const scheduled = page.getByTestId('scheduled-change');
    await scheduled.waitFor({ timeout: 20_000 });
    expect(await scheduled.textContent()).toContain('Your plan changes to Basic Plan (1 account) on');
    expect(await notice(page).getAttribute('data-severity')).toBe('success');
    await expect.poll(() => card.getByRole('button', { name: 'Downgrade scheduled' }).isDisabled()).toBe(true);
    await expect.poll(() => historyTexts(page).then((rows) => rows[0] ?? '')).toMatch(/Downgrade to Basic Plan \(1 account\) scheduled for [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    await screenshotAtBothSizes(page, 'account-plan-downgrade-scheduled');
    await expectNoSidewaysScrollOnPhone(page);
  });

  it('asks for a reason before cancelling, then goes on to the billing portal', async () => {
    await page.getByTestId('cancel-card').getByRole('button', { name: 'Cancel Subscription' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel Subscription' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
    await dialog.getByRole('alert').getByText(billingMessages.reasonRequired).waitFor();
    await screenshotViewportAtBothSizes(page, 'account-plan-cancel-modal');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // Opened again, it starts blank.
    await page.getByTestId('cancel-card').getByRole('button', { name: 'Cancel Subscription' }).click();
    await dialog.waitFor();
    expect(await dialog.getByRole('alert').count()).toBe(0);
    await dialog.getByRole('radio', { name: 'It is too expensive' }).check();
    await dialog.getByRole('textbox', { name: 'More feedback (optional)' }).fill('Great tool, just over budget.');
    await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.waitForURL((url) => url.origin === stripeOrigin, { timeout: 20_000 });
    await saveScreenshot(page, 'account-plan-stand-in-portal');
    await page.getByRole('button', { name: 'Cancel plan' }).click();
    await page.getByText(/Your plan is canceled/).waitFor();
    await page.getByRole('link', { name: 'Return to OutTwit' }).click();
    await page.waitForURL(`${fixture.app.url}/dashboard/account`, { timeout: 20_000 });
    await page.getByTestId('current-plan').waitFor();

    const rows = (await historyTexts(page)).join('\n');
    expect(rows).toMatch(/Basic trial started/);
    expect(rows).toMatch(/Changed to Pro Plan \(5 accounts\)/);
    expect(rows).toMatch(/Downgrade to Basic Plan \(1 account\) scheduled for [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    await expect
      .poll(() => historyTexts(page).then((texts) => texts.join('\n')))
      .toContain('Cancellation reason: It is too expensive (Great tool, just over budget.)');
    // The portal's cancellation ends the subscription at the period's end: a change to Free is scheduled.
    await expect.poll(() => page.getByTestId('scheduled-change').textContent().catch(() => ''), { timeout: 20_000 }).toContain(
      'Your plan changes to Free Plan on',
    );
    await expect.poll(() => page.getByTestId('cancel-card').getByRole('button', { name: 'Cancellation scheduled' }).isDisabled()).toBe(true);
    await screenshotAtBothSizes(page, 'account-plan-history');
    expect(errors).toEqual([]);
  });

  it('becomes Free, live, when the billing period ends', async () => {
    // The stand-in's clock moves past the period's end (a month after the change to Pro ended the trial): Stripe
    // ends the subscription and tells the app.
    const advance = await fetch(`${stripeOrigin}/_stand-in/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ seconds: 32 * 24 * 3600 }),
    });
    expect(advance.status).toBe(200);
    await page.getByTestId('current-plan').getByRole('heading', { name: 'Free Plan' }).waitFor({ timeout: 30_000 });
    await page.getByTestId('plan-badge').getByText('Free Plan').waitFor();
    await page.getByTestId('scheduled-change').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Start 7-Day Free Trial' }).waitFor();
    await screenshotAtBothSizes(page, 'account-plan-ended');
    expect(errors).toEqual([]);
  });
});

describe('Account Plan page, checkouts that do not end in a new plan', () => {
  let stripeOrigin: string;

  beforeAll(() => {
    stripeOrigin = stripeOriginOf(fixture.app);
  });

  it('says the checkout was canceled when the user leaves the checkout page', async () => {
    const page = await signUpToAccountPage(await cleanCheckoutBrowser(), newEmail('plan-leave'));
    await page.getByTestId('pro-button').click();
    await page.waitForURL((url) => url.origin === stripeOrigin, { timeout: 20_000 });
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expectNotice(page, billingMessages.checkoutCanceled, 'warning');
    expect(new URL(page.url()).search).toBe('');
    await page.getByTestId('current-plan').getByRole('heading', { name: 'Free Plan' }).waitFor();
    await page.close();
  });

  it('refuses a second trial with a card already used for one, and the plan stays free', async () => {
    const card = '4000 0566 5566 5556';
    // A first user's trial with the card, paid from Node (the walk through checkout is the other tests' subject).
    const first = await signUp(fixture.app, await cleanCheckoutBrowser(), newEmail('plan-trial-1'));
    await startBasicTrialFromNode(fixture.app, first, card);

    // Another user, in a browser as fresh, with the same card.
    const second = await signUpToAccountPage(await cleanCheckoutBrowser(), newEmail('plan-trial-2'));
    await checkoutWith(fixture.app, second, 'Start 7-Day Free Trial', card);
    await expectNotice(second, billingMessages.trialAbuse, 'error');
    await second.getByTestId('current-plan').getByRole('heading', { name: 'Free Plan' }).waitFor();
    await expect
      .poll(() => historyTexts(second).then((rows) => rows.join('\n')))
      .toMatch(/Trial refused/);
    await screenshotAtBothSizes(second, 'account-plan-trial-refused');
  });
});

describe('Account Plan page, Pro with two connected accounts', () => {
  let page: Page;
  let stripeOrigin: string;

  beforeAll(() => {
    stripeOrigin = stripeOriginOf(fixture.app);
  });

  it('buys Pro for 2 accounts through checkout and connects two X accounts', async () => {
    page = await signUpToAccountPage(await cleanCheckoutBrowser(), newEmail('plan-two-accounts'));
    const slider = page.getByRole('slider', { name: 'Number of X accounts' });
    await slider.focus();
    await page.keyboard.press('Home');
    await expect.poll(() => page.getByTestId('pro-accounts').textContent()).toBe('2');
    await page.getByTestId('pro-button').click();
    await page.waitForURL((url) => url.origin === stripeOrigin, { timeout: 20_000 });
    await page.locator('button[type=submit]').click();
    await expectNotice(page, billingMessages.paymentSuccessful, 'success');
    await page.getByTestId('current-plan').getByRole('heading', { name: 'Pro Plan' }).waitFor({ timeout: 20_000 });
    for (const session of DEMO_SESSIONS.slice(0, 2)) await connectAccount(fixture.app, page, session);
  });

  it('blocks the downgrade and the cancellation until accounts are disconnected', async () => {
    await expect.poll(() => page.getByTestId('plan-usage').textContent(), { timeout: 20_000 }).toContain('2 / 2');
    expect(await page.getByTestId('downgrade-blocked').textContent()).toBe(billingMessages.cannotDowngrade(2));
    expect(await page.getByTestId('cancel-blocked').textContent()).toBe(billingMessages.cannotCancel(2));
    for (const card of ['downgrade-card', 'cancel-card']) {
      const link = page.getByTestId(card).getByRole('link', { name: billingMessages.disconnectFirst });
      expect(await link.getAttribute('href')).toBe('/dashboard/connect');
      expect(await page.getByTestId(card).getByRole('button', { name: /Downgrade to Basic|Cancel Subscription/ }).count()).toBe(0);
    }
    // At Pro's current allowance of 2 the slider's button is disabled.
    const slider = page.getByRole('slider', { name: 'Number of X accounts' });
    await slider.focus();
    await page.keyboard.press('Home');
    await expect.poll(() => page.getByTestId('pro-button').isDisabled()).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByTestId('pro-button').textContent()).toBe('Upgrade Now');
    await screenshotAtBothSizes(page, 'account-plan-blocked');
    await expectNoSidewaysScrollOnPhone(page);

    await page.getByTestId('cancel-card').getByRole('link', { name: billingMessages.disconnectFirst }).click();
    await page.waitForURL(`${fixture.app.url}/dashboard/connect`);
  });
});
