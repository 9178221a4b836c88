import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ONBOARDING_TIMINGS } from '../../src/modules/onboarding/tour-choice';
import { newEmail } from '../support/users';
import { staysTrue } from '../support/waiting';
import { appInBrowser } from './support/app-in-browser';
import { collectPageErrors, saveScreenshot, screenshotViewportAtBothSizes, viewports } from './support/browser';
import { apiGet, becomeBasic, signUp } from './support/flows';
import { holdRequests } from './support/held-requests';
import { bubble, bubbleTitle, helpButton, next, type Onboarding, openTours, startOfferedTour, tourOffer } from './support/tours';

// The tours a page starts by itself; the Tour menu, ?tour= and the page tips: tours-on-demand-and-tips.browser.spec.ts.

const fixture = appInBrowser();

/**
 * A new user (no tour seen) signed up on a new tab of the file's browser, with every other tab closed first: an
 * earlier test's tab, sharing the browser's cookies, would open this user's dashboard too, and a visit of theirs
 * would make this one the user's second.
 */
async function newUserAlone(email: string): Promise<Page> {
  for (const tab of fixture.browser.context.pages()) await tab.close();
  return signUp(fixture.app, fixture.browser, email, { onboarding: 'new' });
}

describe('guided tours', () => {
  it("a new user is offered the dashboard tour on the first visit; Finish leads a free user to Account Plan, their next step", async () => {
    const page = await newUserAlone(newEmail('tours'));
    const errors = collectPageErrors(page);
    await page.goto(`${fixture.app.url}/dashboard`);

    // The page's getting-started list already shows the next step: the tour is offered beside the help, not
    // opened over it.
    await startOfferedTour(page);
    // Step 1 of 8, in the middle of the page.
    await expect.poll(() => bubbleTitle(page), { timeout: 15_000 }).toBe('Welcome to OutTwit');
    expect(await bubble(page).getByTestId('tour-progress').textContent()).toBe('Step 1 of 8');
    await saveScreenshot(page, 'tours-dashboard-welcome', { fullPage: false });
    // No tip while a tour plays.
    expect(await page.getByTestId('page-tip').count()).toBe(0);

    await next(page, 'Welcome to OutTwit');
    await expect.poll(() => bubbleTitle(page)).toBe('Find Leads');
    await screenshotViewportAtBothSizes(page, 'tours-dashboard-find-leads');
    // Previous returns to the previous step, Next moves on again.
    await bubble(page).getByRole('button', { name: 'Previous' }).click();
    await next(page, 'Welcome to OutTwit');
    for (const title of ['Find Leads', 'Campaigns', 'Connect Account', 'Do Not Contact', 'Training Center', 'Your plan']) await next(page, title);
    await expect.poll(() => bubbleTitle(page)).toBe('Help on every page');
    await saveScreenshot(page, 'tours-dashboard-last-step', { fullPage: false });
    await next(page, 'Help on every page', 'Finish');

    // A free user can connect nothing yet: the tour ends on Account Plan, with no second tour over it.
    await page.waitForURL(`${fixture.app.url}/dashboard/account`, { timeout: 15_000 });
    await page.getByTestId('current-plan').waitFor({ timeout: 15_000 });
    await expect.poll(async () => (await apiGet<Onboarding>(fixture.app, page, '/onboarding')).completedSteps).toEqual(['dashboard-tour']);
    await staysTrue(ONBOARDING_TIMINGS.tourStartDelay + 500, async () => expect(await bubble(page).count()).toBe(0));

    // A later visit starts nothing by itself: no bubble in the start delay (and more) after the state arrived.
    const visit = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/onboarding/visits');
    await page.goto(`${fixture.app.url}/dashboard/training`);
    expect((await visit).status()).toBe(200);
    await helpButton(page).waitFor({ timeout: 15_000 });
    await staysTrue(ONBOARDING_TIMINGS.tourStartDelay + 500, async () => expect(await bubble(page).count()).toBe(0));
    expect(errors).toEqual([]);
  });

  it('a paying user with no account is handed from the dashboard tour to the Connect Account tour; at most one tour starts by itself per visit', async () => {
    const page = await newUserAlone(newEmail('tours-paying'));
    await becomeBasic(fixture.app, page);
    await page.goto(`${fixture.app.url}/dashboard/do-not-contact`);
    const titles = ['Welcome to OutTwit', 'Find Leads', 'Campaigns', 'Connect Account', 'Do Not Contact', 'Training Center', 'Your plan'];
    for (const title of titles) await next(page, title);
    await next(page, 'Help on every page', 'Finish');
    await page.waitForURL(`${fixture.app.url}/dashboard/connect?tour=connect-account-tour`, { timeout: 15_000 });
    await expect.poll(() => bubbleTitle(page), { timeout: 15_000 }).toBe('Your account allowance');
    await saveScreenshot(page, 'tours-connect-first-step', { fullPage: false });
    for (const title of ['Your account allowance', 'Connect an X account', 'Keep the account safe']) await next(page, title);
    await next(page, 'Your connected accounts', 'Finish');
    await expect.poll(() => bubble(page).count()).toBe(0);
    // The finished tour's ?tour= is dropped, and the help offers the page's own tour again.
    await expect.poll(() => page.url()).toBe(`${fixture.app.url}/dashboard/connect`);
    const tours = await openTours(page);
    await expect.poll(() => tours.getByRole('menuitem').allTextContents()).toEqual(['Replay Connect Account Tour']);
    await screenshotViewportAtBothSizes(page, 'tours-connect-replay-in-help');
    await page.keyboard.press('Escape');

    // The leads tour would start by itself on its page, but this visit had its tour.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find Leads' }).click();
    await page.waitForURL(`${fixture.app.url}/dashboard/leads`);
    await staysTrue(ONBOARDING_TIMINGS.tourStartDelay + 1_000, async () => expect(await bubble(page).count()).toBe(0));
  });

  it('offers the tour instead of opening it over a user who is typing, and starts it from the offer', async () => {
    const page = await newUserAlone(newEmail('tours-busy'));
    await page.goto(`${fixture.app.url}/dashboard/do-not-contact`);
    // The user is typing before the tour's start delay has passed.
    await page.getByRole('textbox', { name: 'Usernames to add' }).click();
    await page.keyboard.type('alice');
    const offer = await tourOffer(page);
    expect(await offer.textContent()).toContain('Dashboard Tour');
    expect(await page.getByRole('textbox', { name: 'Usernames to add' }).inputValue()).toBe('alice');
    await saveScreenshot(page, 'tours-offered', { fullPage: false });
    await offer.getByRole('button', { name: 'Start tour' }).click();
    await expect.poll(() => bubbleTitle(page), { timeout: 15_000 }).toBe('Welcome to OutTwit');
    await bubble(page).getByRole('button', { name: 'Close tour' }).click();
  });

  it('treats the user as unknown when the state takes over 2 seconds, and shows the dashboard tour', async () => {
    // A user who has seen every tour: only the missing state can bring the dashboard tour.
    const page = await signUp(fixture.app, fixture.browser, newEmail('tours-slow'));
    // The state's answer is held until the tour has been seen.
    const state = await holdRequests(page, '**/api/onboarding/visits');
    const opened = Date.now();
    await page.goto(`${fixture.app.url}/dashboard/training`);
    await expect.poll(() => bubbleTitle(page), { timeout: 15_000 }).toBe('Welcome to OutTwit');
    // The 2 s load timeout, then the 1 s start delay.
    expect(Date.now() - opened).toBeGreaterThanOrEqual(ONBOARDING_TIMINGS.loadTimeout + ONBOARDING_TIMINGS.tourStartDelay);
    await state.release();
    // Escape closes the tour, as the close button does.
    await page.keyboard.press('Escape');
    await expect.poll(() => bubble(page).count()).toBe(0);
    // The late answer still arrives: the menu knows the tours are done.
    const menu = await openTours(page);
    await expect.poll(() => menu.getByRole('menuitem').first().textContent()).toBe('Replay Dashboard Tour');
    await expect.poll(() => menu.getByRole('menuitem').nth(4).textContent()).toBe('Replay Do Not Contact Tour');
  });

  it('on a phone the navigation steps point at the menu toggle, and every dashboard step finds its element', async () => {
    const page = await newUserAlone(newEmail('tours-phone'));
    await page.setViewportSize(viewports.phone);
    await page.goto(`${fixture.app.url}/dashboard`);
    await startOfferedTour(page);
    const titles = ['Welcome to OutTwit', 'Find Leads', 'Campaigns', 'Connect Account', 'Do Not Contact', 'Training Center', 'Your plan', 'Help on every page'];
    for (const title of titles) {
      await expect.poll(() => bubbleTitle(page), { timeout: 15_000 }).toBe(title);
      if (title === 'Find Leads') await saveScreenshot(page, 'tours-dashboard-phone-menu-step', { fullPage: false });
      if (title !== 'Help on every page') await bubble(page).getByRole('button', { name: 'Next', exact: true }).click();
    }
    // The last step offers Finish, not Skip Tour.
    expect(await bubble(page).getByRole('button', { name: 'Skip Tour' }).count()).toBe(0);
    expect(await bubble(page).getByRole('button', { name: 'Finish' }).count()).toBe(1);
  });
});
