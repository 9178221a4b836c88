import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEmail } from '../support/users';
import { appInBrowser } from './support/app-in-browser';
import { type BrowserSession, collectPageErrors, saveScreenshot, screenshotAtBothSizes, viewports } from './support/browser';
import { signUpInSharedBrowser } from './support/api-setup';
import { expectToast as expectToastWithin, horizontalOverflow, signUp, signUpThroughForm } from './support/flows';
import { addBox, addUsernames, listedUsernames, pasteUsernames, waitForTotal } from './support/dnc-page';
import { navigateInApp, pushInApp } from './support/in-app-navigation';

const fixture = appInBrowser();
/** A fresh browser (its own profile, so its own cookies) that reaches nothing but the app under test. */
const freshBrowser = () => fixture.freshBrowser();

/** A toast with exactly this text appears; on these screens, within 15 seconds. */
const expectToast = (page: Page, text: string) => expectToastWithin(page, text, 15_000);

describe('dashboard', () => {
  let browser: BrowserSession;
  let page: Page;
  let errors: string[];
  const email = newEmail('dashboard');

  beforeAll(async () => {
    // The file's browser, signed out: this user signs up through the /signup screen.
    browser = fixture.browser;
    await browser.context.clearCookies();
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: fixture.app.url });
  });

  afterAll(async () => {
    await page?.close();
  });

  it('signs a new user up through /signup and lands on Campaigns with the Free Plan badge', async () => {
    page = await signUpThroughForm(fixture.app, browser, email);
    errors = collectPageErrors(page);
    await page.getByRole('heading', { name: 'No Campaigns Yet' }).waitFor();
    await page.getByTestId('plan-badge').getByText('Free Plan').waitFor();
    // The free plan cannot create campaigns: the empty state offers the upgrade instead.
    expect(await page.getByRole('button', { name: 'Create Campaign' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Upgrade your plan' }).first().getAttribute('href')).toBe('/dashboard/account');
    expect(await page.getByRole('button', { name: `User menu: ${email}` }).count()).toBe(1);
    // The active link is the one whose path the current page starts with.
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Campaigns' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Find Leads' }).getAttribute('aria-current')).toBeNull();
    await screenshotAtBothSizes(page, 'dashboard-campaigns');

    // /dashboard itself opens Campaigns.
    await pushInApp(page, '/dashboard');
    await page.waitForURL(`${fixture.app.url}/dashboard/campaigns`);
  });

  it('has every navigation link, a page for each, and page-specific help', async () => {
    const links: Array<[string, string, string]> = [
      ['Find Leads', '/dashboard/leads', 'dashboard-leads'],
      ['Connect Account', '/dashboard/connect', 'dashboard-connect'],
      ['Training Center', '/dashboard/training', 'dashboard-training'],
      ['Roadmap & Feedback', '/dashboard/roadmap', 'dashboard-roadmap'],
      ['Campaigns', '/dashboard/campaigns', 'dashboard-campaigns'],
    ];
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, path, shot] of links) {
      await nav.getByRole('link', { name: label }).click();
      await page.waitForURL(fixture.app.url + path);
      await expect.poll(() => nav.getByRole('link', { name: label }).getAttribute('aria-current')).toBe('page');
      await page.getByRole('heading', { level: 1 }).waitFor();
      // A first visit to the Training Center has read nothing yet.
      if (path === '/dashboard/training') await expect.poll(() => page.getByTestId('training-percent').textContent()).toBe('0% completed');
      if (shot !== 'dashboard-campaigns') await screenshotAtBothSizes(page, shot);
    }

    // The top bar fits without sideways scrolling at in-between widths too.
    for (const width of [1024, 1200, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const overflow = await horizontalOverflow(page);
      expect(overflow, `horizontal overflow at ${width}px`).toBe(0);
      if (width === 1200) await saveScreenshot(page, 'dashboard-topbar-1200', { fullPage: false });
    }
    await page.setViewportSize({ width: 1440, height: 900 });

    // The user menu's 'Account Plan' entry.
    await page.getByRole('button', { name: `User menu: ${email}` }).click();
    await page.getByRole('menuitem', { name: 'Account Plan' }).click();
    await page.waitForURL(`${fixture.app.url}/dashboard/account`);
    await page.getByTestId('current-plan').getByText('Free Plan').waitFor();
    await screenshotAtBothSizes(page, 'dashboard-account');

    await navigateInApp(page, '/dashboard/scraper', 'Find Twitter Leads');
    await screenshotAtBothSizes(page, 'dashboard-scraper');

    // Help on Campaigns gives the daily limit the form accepts; on Find Leads follower ranges; support replies within 24 hours.
    await navigateInApp(page, '/dashboard/campaigns', 'Campaigns');
    await page.getByRole('button', { name: 'Help' }).click();
    const help = page.getByRole('dialog', { name: 'Running campaigns' });
    await help.waitFor();
    expect(await help.textContent()).toContain('start at 50 a day per campaign');
    expect(await help.textContent()).not.toContain('30-50');
    expect(await help.textContent()).toContain('within 24 hours');
    await saveScreenshot(page, 'dashboard-help-desktop', { fullPage: false });
    await page.keyboard.press('Escape');
    await navigateInApp(page, '/dashboard/leads', 'Lead Sources');
    await page.getByRole('button', { name: 'Help' }).click();
    const leadsHelp = await page.getByRole('dialog', { name: 'Finding good leads' }).textContent();
    for (const figure of ['500-5000', '100-200 contacts', '2-3 bio keywords']) expect(leadsHelp).toContain(figure);
    await page.keyboard.press('Escape');
  });

  it('has a menu toggle with the navigation on a phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await navigateInApp(page, '/dashboard/campaigns', 'Campaigns');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('presentation').getByRole('navigation', { name: 'Main' });
    await drawer.getByRole('link', { name: 'Do Not Contact' }).waitFor();
    await saveScreenshot(page, 'dashboard-menu-phone', { fullPage: false });
    await drawer.getByRole('link', { name: 'Do Not Contact' }).click();
    await page.waitForURL(`${fixture.app.url}/dashboard/do-not-contact`);
    await page.getByRole('heading', { name: 'Your Do Not Contact list is empty' }).waitFor();
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('adds usernames, reports duplicates and refuses empty or junk input', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Do Not Contact' }).click();
    await page.getByRole('heading', { name: 'Add Usernames' }).waitFor();
    await page.getByRole('heading', { name: 'Your Do Not Contact list is empty' }).waitFor();
    await screenshotAtBothSizes(page, 'dashboard-dnc-empty');

    await page.getByRole('button', { name: 'Add to List' }).click();
    await expectToast(page, 'Please enter at least one username');

    await addUsernames(page, '!!! @@@ ###');
    await expectToast(page, 'No valid usernames found in the input');

    // @handles, profile URLs (with query and hash), stray symbols, one per line or space-separated.
    await addBox(page).fill('@Alice https://x.com/Bob_Smith\nhttps://twitter.com/carol/?ref=abc\n  dave!!  @@@ x.com/erin#top');
    await expect.poll(() => page.getByTestId('dnc-valid-count').textContent()).toBe('5 valid usernames');
    await page.getByRole('button', { name: 'Add to List' }).click();
    await expectToast(page, 'Successfully added 5 username(s) to Do Not Contact list');
    expect(await addBox(page).inputValue()).toBe('');
    await waitForTotal(page, '5 usernames');
    expect(await listedUsernames(page)).toEqual(['@alice', '@bob_smith', '@carol', '@dave', '@erin']);

    await addUsernames(page, 'alice @BOB_SMITH frank grace');
    await expectToast(page, 'Successfully added 2 username(s) to Do Not Contact list. 2 duplicate(s) skipped.');
    await waitForTotal(page, '7 usernames');

    await addUsernames(page, '@ALICE');
    await expectToast(page, 'Username @alice is already in your Do Not Contact list');

    await addUsernames(page, 'https://x.com/carol frank');
    await expectToast(page, 'All usernames you entered are already in your Do Not Contact list');
    await waitForTotal(page, '7 usernames');
  });

  it('searches, removes one and clears all after confirmation', async () => {
    await page.getByRole('textbox', { name: 'Search usernames' }).fill('RA');
    await expect.poll(() => listedUsernames(page), { timeout: 10_000 }).toEqual(['@frank', '@grace']);
    // The heading keeps the size of the whole list while searching.
    await waitForTotal(page, '7 usernames');
    await saveScreenshot(page, 'dashboard-dnc-search-desktop', { fullPage: false });
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(() => listedUsernames(page), { timeout: 10_000 }).toHaveLength(7);

    await page.getByRole('button', { name: 'Remove @dave' }).click();
    await expectToast(page, 'Username @dave removed from Do Not Contact list');
    await waitForTotal(page, '6 usernames');
    expect(await listedUsernames(page)).not.toContain('@dave');

    await page.getByRole('button', { name: 'Clear All' }).click();
    const dialog = page.getByRole('dialog', { name: 'Clear the whole list?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('6 usernames');
    await saveScreenshot(page, 'dashboard-dnc-clear-confirm-desktop', { fullPage: false });
    // Cancelling keeps the list.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await waitForTotal(page, '6 usernames');

    await page.getByRole('button', { name: 'Clear All' }).click();
    await dialog.getByRole('button', { name: 'Clear List' }).click();
    await expectToast(page, 'Do Not Contact list cleared successfully');
    await page.getByRole('heading', { name: 'Your Do Not Contact list is empty' }).waitFor();
  });

  it('adds 10,000 pasted usernames in one request and stays responsive', async () => {
    const usernames = Array.from({ length: 10_000 }, (_, i) => `lead_${String(i + 1).padStart(5, '0')}`);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/do-not-contact')) posts.push(request.url());
    });
    await pasteUsernames(page, usernames.join('\n'));
    await expect.poll(() => page.getByTestId('dnc-valid-count').textContent()).toBe('10,000 valid usernames');
    await page.getByRole('button', { name: 'Add to List' }).click();
    await expectToast(page, 'Successfully added 10,000 username(s) to Do Not Contact list');
    await waitForTotal(page, '10,000 usernames');
    expect(posts).toHaveLength(1);
    expect(await page.getByTestId('dnc-range').textContent()).toBe('1–50 of 10,000');
    expect(await page.getByTestId('dnc-row').count()).toBe(50);

    // Paging and searching work with 10,000 entries (how fast: `npm run bench -- read-path`).
    await page.getByRole('button', { name: 'Go to page 2', exact: true }).click();
    await expect.poll(() => page.getByTestId('dnc-range').textContent()).toBe('51–100 of 10,000');
    await expect.poll(async () => (await listedUsernames(page))[0]).toBe('@lead_00051');
    await page.getByRole('textbox', { name: 'Search usernames' }).fill('lead_0999');
    await expect.poll(() => page.getByTestId('dnc-range').textContent()).toBe('1–10 of 10 matching "lead_0999"');
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(() => page.getByTestId('dnc-range').textContent()).toBe('1–50 of 10,000');

    await page.evaluate('window.scrollTo(0, 0)');
    await screenshotAtBothSizes(page, 'dashboard-dnc', async (p) => {
      await p.getByTestId('dnc-row').first().waitFor();
    });
    // The list as a phone shows it, scrolled to its heading.
    await page.setViewportSize({ width: 390, height: 844 });
    await page
      .getByRole('heading', { name: 'Current List' })
      .evaluate((heading) => (globalThis as any).scrollTo(0, heading.getBoundingClientRect().top + (globalThis as any).scrollY - 90));
    await saveScreenshot(page, 'dashboard-dnc-list-phone', { fullPage: false });
    await page.setViewportSize({ width: 1440, height: 900 });
    // The duplicate-only additions answer 409 on purpose; nothing else may fail.
    expect(errors.filter((error) => !error.includes('status of 409'))).toEqual([]);
  });

  it('signs out, and /dashboard then sends to /login', async () => {
    await page.getByRole('button', { name: `User menu: ${email}` }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL(`${fixture.app.url}/login`);
    await expectToast(page, 'Successfully signed out');
    await page.getByLabel('Email').waitFor();
    await saveScreenshot(page, 'dashboard-signed-out-desktop', { fullPage: false });
    await page.goto(`${fixture.app.url}/dashboard`);
    await page.waitForURL(`${fixture.app.url}/login`);
    // A link inside the app is refused the same way.
    await pushInApp(page, '/dashboard/do-not-contact');
    await page.waitForURL(`${fixture.app.url}/login`);
  });

  it("shows a second user, in a fresh browser, none of the first user's list", async () => {
    const other = await freshBrowser();
    // Signed up through the API: the /signup screen is the first test's subject.
    const otherPage = await signUp(fixture.app, other, newEmail('second'));
    await otherPage.setViewportSize(viewports.phone);
    await otherPage.goto(`${fixture.app.url}/dashboard/do-not-contact`);
    await otherPage.getByRole('heading', { name: 'Your Do Not Contact list is empty' }).waitFor();
    expect(await otherPage.getByTestId('dnc-row').count()).toBe(0);
    await addUsernames(otherPage, 'lead_00001');
    await expectToast(otherPage, 'Successfully added 1 username(s) to Do Not Contact list');
    await waitForTotal(otherPage, '1 username');
    expect(await listedUsernames(otherPage)).toEqual(['@lead_00001']);
  });
});

describe('dashboard error screen', () => {
  it('shows the generic error screen with Refresh Page and Go Back when a page fails to render', async () => {
    const page = await signUpInSharedBrowser(fixture.app, fixture.browser, newEmail('error'));
    await page.goto(`${fixture.app.url}/dashboard/campaigns`);
    // An entry without a username makes the Do Not Contact page fail to render.
    await page.route('**/api/do-not-contact?**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'content-range': 'do-not-contact 0-0/1' },
        body: JSON.stringify([{ id: 'x', username: null, addedAt: new Date().toISOString() }]),
      }),
    );
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Do Not Contact' }).click();
    await page.getByRole('heading', { name: 'Oops! Something went wrong' }).waitFor();
    await page.getByText('We encountered an error while rendering this page.').waitFor();
    expect(await page.getByRole('button', { name: 'Refresh Page' }).count()).toBe(1);
    await screenshotAtBothSizes(page, 'dashboard-error');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL(`${fixture.app.url}/dashboard/campaigns`);
    await page.getByRole('heading', { name: 'No Campaigns Yet' }).waitFor();
    await page.close();
  });
});

/** The box of an element, or null when it is not on the page. */
