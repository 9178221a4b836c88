import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DemoStripe } from '../../src/app/demo-stripe';
import { accountMessages } from '../../src/modules/accounts/contract';
import { freePort } from '../support/free-port';
import { newEmail } from '../support/users';
import { appInBrowser } from './support/app-in-browser';
import { pollOnTabClock } from './support/tab-clock';
import { signUpInSharedBrowser, startBasicTrialThroughApi, upgradeToProThroughApi } from './support/api-setup';
import { screenshotAtBothSizes, screenshotViewportAtBothSizes } from './support/browser';
import { connectedCount, connectWith, openConnectPage, row } from './support/connect-page';
import { connectAccount, demoSession, expectToast } from './support/flows';

// Connect Account for plans that change and pages that fail: the rest of connect-account.browser.spec.ts (the two
// were about a minute as one file), with its own app and browser. Demo mode: the app runs the X simulator on a
// port of its own.
const env: Record<string, string> = { X_SIMULATOR: '1' };
beforeAll(async () => {
  env.X_SIMULATOR_PORT = String(await freePort());
});
const fixture = appInBrowser(env);

const verifiedDemo = demoSession('outtwit_demo');
const unverifiedDemo = demoSession('outtwit_starter');
const agencyDemo = demoSession('outtwit_agency');

/**
 * A new user in the file's one browser (the one signed in before is signed out): the plans are bought through
 * the API, as the checkout and upgrade screens are account-plan.browser.spec.ts's subject.
 */
const newUser = (prefix: string) => signUpInSharedBrowser(fixture.app, fixture.browser, newEmail(prefix));

describe('Connect Account, tokens another user has connected', () => {
  it("refuses them with 'already in use by another account'", async () => {
    // The owner connects through the API, as the Connect Account page does: only the other user needs the page.
    const owner = await newUser('connect-owner');
    await startBasicTrialThroughApi(fixture.app, owner);
    await connectAccount(fixture.app, owner, agencyDemo);
    await owner.close();

    const page = await newUser('connect-other');
    try {
      await startBasicTrialThroughApi(fixture.app, page);
      await openConnectPage(page, fixture.app.url);
      await connectWith(page, agencyDemo);
      await expectToast(page, accountMessages.inUseByAnotherAccount);
      expect(await row(page, 'outtwit_agency').count()).toBe(0);
      await expect.poll(() => connectedCount(page)).toBe('Connected: 0 / 1');
    } finally {
      await page.close();
    }
  });
});

describe('Connect Account, a Pro to Basic downgrade with two accounts', () => {
  it('makes the user choose the account to keep, and disconnects the other', async () => {
    const page = await newUser('connect-downgrade');
    try {
      await startBasicTrialThroughApi(fixture.app, page);
      await upgradeToProThroughApi(fixture.app, page, 2);
      await openConnectPage(page, fixture.app.url);
      await connectWith(page, verifiedDemo);
      await row(page, 'outtwit_demo').waitFor({ timeout: 20_000 });

      // A downgrade is scheduled with one account (more would refuse it); a second is connected before it applies.
      const response = await page.request.post(`${fixture.app.url}/api/billing/schedule-downgrade`, {
        data: { downgrade_to: 'basic' },
        headers: { origin: fixture.app.url },
      });
      expect(response.status()).toBe(200);
      await connectWith(page, unverifiedDemo);
      await row(page, 'outtwit_starter').waitFor({ timeout: 20_000 });
      // The downgrade's job runs now rather than at the period's end.
      await sql`update pgboss.job set start_after = now() where name = 'billing-apply-downgrade' and state = 'created'`.execute(
        fixture.app.database.db,
      );

      // The change arrives live: the plan badge, then the chooser.
      await page.getByTestId('plan-badge').getByText('Basic Plan').waitFor({ timeout: 30_000 });
      const chooser = page.getByRole('dialog', { name: 'Choose the account to keep' });
      await chooser.waitFor({ timeout: 20_000 });
      await page.getByTestId('plan-banner-plan').getByText('Basic Plan').waitFor();
      // It cannot be dismissed, and asks for a choice.
      await page.keyboard.press('Escape');
      expect(await chooser.isVisible()).toBe(true);
      await chooser.getByRole('button', { name: 'Keep this account' }).click();
      await chooser.getByRole('alert').getByText(accountMessages.keepRequired).waitFor();
      await chooser.getByRole('radio', { name: 'Keep @outtwit_starter' }).check();
      await screenshotViewportAtBothSizes(page, 'connect-downgrade-chooser');
      await chooser.getByRole('button', { name: 'Keep this account' }).click();
      await expectToast(page, accountMessages.adjustedForBasic);
      await chooser.waitFor({ state: 'hidden', timeout: 20_000 });
      await expect.poll(() => connectedCount(page), { timeout: 20_000 }).toBe('Connected: 1 / 1');
      await row(page, 'outtwit_starter').waitFor();
      expect(await row(page, 'outtwit_demo').count()).toBe(0);
    } finally {
      await page.close();
    }
  });
});

describe('Connect Account, when the page fails to render', () => {
  it("shows 'Connect Account Error' with 'Refresh Page', which brings the page back", async () => {
    const page = await newUser('connect-broken');
    // A malformed answer (a row without a usable name) breaks the page, not the dashboard around it.
    await page.route('**/api/accounts?*', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'content-range': 'accounts 0-0/1', 'access-control-expose-headers': 'Content-Range' },
        body: JSON.stringify([{ id: 'broken', twitter_username: 42, twitter_name: '', health: 'healthy' }]),
      }),
    );
    await page.goto(`${fixture.app.url}/dashboard/connect`);
    const alert = page.getByTestId('connect-error');
    await alert.waitFor({ timeout: 20_000 });
    await alert.getByRole('heading', { name: accountMessages.errorBoundaryTitle }).waitFor();
    // The dashboard around the page still works.
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await screenshotAtBothSizes(page, 'connect-error');
    await page.unroute('**/api/accounts?*');
    await alert.getByRole('button', { name: accountMessages.refreshPage }).click();
    await page.getByTestId('plan-banner').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('connect-error').count()).toBe(0);
    await page.close();
  });
});

describe('Connect Account, when the accounts cannot be loaded', () => {
  it("warns 'Error fetching user data: ...' with the server's reason", async () => {
    const page = await newUser('connect-load-failure');
    await page.route('**/api/accounts/usage', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'The database is restarting', code: 'unavailable' }) }),
    );
    // The page retries a failed load with back-off (seconds) before it warns: those seconds pass on the test's clock.
    await page.clock.install();
    await page.goto(`${fixture.app.url}/dashboard/connect`);
    const warning = page.getByText(accountMessages.fetchUserDataWarning('The database is restarting'), { exact: true }).first();
    await pollOnTabClock(page, () => warning.isVisible(), { stepMs: 500, timeout: 20_000 }).toBe(true);
    // The rest of the page still works.
    await page.getByRole('heading', { name: 'No X accounts connected yet' }).waitFor();
    await page.close();
  });
});

// Last in the file: it moves the Stripe stand-in's clock a month on for every user of this app.
describe('Connect Account, a paid plan that ended with an account still connected', () => {
  it("gives the Free plan's limit message and offers only an upgrade", async () => {
    const page = await newUser('connect-ended');
    try {
      await startBasicTrialThroughApi(fixture.app, page);
      await openConnectPage(page, fixture.app.url);
      await connectWith(page, verifiedDemo);
      await row(page, 'outtwit_demo').waitFor({ timeout: 20_000 });

      const response = await page.request.post(`${fixture.app.url}/api/billing/schedule-downgrade`, {
        data: { downgrade_to: 'free' },
        headers: { origin: fixture.app.url },
      });
      expect(response.status()).toBe(200);
      const stripe = fixture.app.server.stripe as DemoStripe;
      stripe.advance(32 * 86_400);
      await stripe.webhooksIdle();

      await page.getByTestId('plan-banner-plan').getByText('Free Plan').waitFor({ timeout: 30_000 });
      await expect.poll(() => page.getByTestId('plan-limit-note').textContent(), { timeout: 20_000 }).toBe(accountMessages.planLimit.free);
      await page.getByRole('link', { name: accountMessages.upgradeToConnect, exact: true }).waitFor();
      expect(await page.getByRole('button', { name: 'Connect Account', exact: true }).count()).toBe(0);
      // The account stays listed, to be disconnected or used again after an upgrade.
      await row(page, 'outtwit_demo').waitFor();
      await screenshotAtBothSizes(page, 'connect-free-with-account');
    } finally {
      await page.close();
    }
  });
});
