import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { onboardingMessages, TOUR_IDS } from '../../src/modules/onboarding/contract';
import { ONBOARDING_TIMINGS } from '../../src/modules/onboarding/tour-choice';
import { newEmail } from '../support/users';
import { staysTrue } from '../support/waiting';
import { appInBrowser } from './support/app-in-browser';
import { holdRequests } from './support/held-requests';
import { collectPageErrors, saveScreenshot, screenshotViewportAtBothSizes, viewports } from './support/browser';
import { apiGet, signUp } from './support/flows';

const fixture = appInBrowser();

const bubble = (page: Page) => page.getByTestId('tour-bubble');
const toursButton = (page: Page) => page.getByRole('button', { name: 'Tours', exact: true });
const bubbleTitle = (page: Page) => bubble(page).locator('h2').textContent();

/** Waits for the bubble of `title`, then presses Next (or Finish). */
async function next(page: Page, title: string, button = 'Next'): Promise<void> {
  await expect.poll(() => bubbleTitle(page), { timeout: 15_000 }).toBe(title);
  await bubble(page).getByRole('button', { name: button, exact: true }).click();
}

/**
 * A new user (no tour seen) signed up on a new tab of the file's browser, with every other tab closed first: an
 * earlier test's tab, sharing the browser's cookies, would open this user's dashboard too, and a visit of theirs
 * would make this one the user's second.
 */
async function newUserAlone(email: string): Promise<Page> {
  for (const tab of fixture.browser.context.pages()) await tab.close();
  return signUp(fixture.app, fixture.browser, email, { onboarding: 'new' });
}

interface Onboarding {
  completedSteps: string[];
  dashboardVisits: number;
}

describe('guided tours', () => {
  it('a new user gets the dashboard tour on the first visit, finishes it and lands on the Connect page tour', async () => {
    const page = await newUserAlone(newEmail('tours'));
    const errors = collectPageErrors(page);
    await page.goto(`${fixture.app.url}/dashboard`);

    // Step 1 of 8, in the middle of the page, after the start delay.
    await expect.poll(() => bubbleTitle(page), { timeout: 15_000 }).toBe('Welcome to OutTwit');
    expect(await bubble(page).getByTestId('tour-progress').textContent()).toBe('Step 1 of 8');
    await saveScreenshot(page, 'tours-dashboard-welcome', { fullPage: false });
    // No tip card and no Tour menu while a tour plays.
    expect(await page.getByTestId('tip-card').count()).toBe(0);
    expect(await toursButton(page).count()).toBe(0);

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

    // The Connect Account page's tour follows.
    await page.waitForURL(`${fixture.app.url}/dashboard/connect?tour=connect-account-tour`, { timeout: 15_000 });
    await expect.poll(() => bubbleTitle(page), { timeout: 15_000 }).toBe('Your account allowance');
    expect(await bubble(page).getByTestId('tour-missing-target').count()).toBe(0);
    await saveScreenshot(page, 'tours-connect-first-step', { fullPage: false });
    await expect.poll(async () => (await apiGet<Onboarding>(fixture.app, page, '/onboarding')).completedSteps).toEqual(['dashboard-tour']);

    for (const title of ['Your account allowance', 'Connect an X account', 'Keep the account safe']) await next(page, title);
    await next(page, 'Your connected accounts', 'Finish');
    await expect.poll(() => bubble(page).count()).toBe(0);
    // The finished tour's ?tour= is dropped, and the page's own button now offers a replay.
    await expect.poll(() => page.url()).toBe(`${fixture.app.url}/dashboard/connect`);
    await expect.poll(() => page.getByTestId('page-tour-button').textContent()).toBe('Replay Connect Account Tour');
    await screenshotViewportAtBothSizes(page, 'tours-connect-replay-button');
    expect(await toursButton(page).count()).toBe(0);
    await expect
      .poll(async () => (await apiGet<Onboarding>(fixture.app, page, '/onboarding')).completedSteps)
      .toEqual(['dashboard-tour', 'connect-account-tour']);

    // A later visit starts nothing by itself: no bubble in the start delay (and more) after the state arrived.
    const visit = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/onboarding/visits');
    await page.goto(`${fixture.app.url}/dashboard/training`);
    expect((await visit).status()).toBe(200);
    await toursButton(page).waitFor({ timeout: 15_000 });
    await staysTrue(ONBOARDING_TIMINGS.tourStartDelay + 500, async () => expect(await bubble(page).count()).toBe(0));
    expect(errors).toEqual([]);
  });

  it("the Tour menu offers 'Replay ...' once a tour is done, and 'Reset All Tours' brings the dashboard tour back", async () => {
    const page = await signUp(fixture.app, fixture.browser, newEmail('tours-reset'), { onboarding: 'new' });
    await page.request.patch(`${fixture.app.url}/api/onboarding`, {
      data: { complete: ['dashboard-tour', 'connect-account-tour'] },
      headers: { origin: fixture.app.url },
    });
    await page.goto(`${fixture.app.url}/dashboard/training`);
    await toursButton(page).click();
    const menu = page.getByRole('menu');
    await expect.poll(() => menu.getByRole('menuitem').allTextContents()).toEqual([
      'Replay Dashboard Tour',
      'Replay Connect Account Tour',
      'Start Campaign Tour',
      'Start Leads Setup Tour',
      'Start Do Not Contact Tour',
      'Reset All Tours',
    ]);
    await saveScreenshot(page, 'tours-menu', { fullPage: false });

    await menu.getByRole('menuitem', { name: 'Reset All Tours' }).click();
    await expect.poll(() => bubbleTitle(page), { timeout: 15_000 }).toBe('Welcome to OutTwit');
    expect((await apiGet<Onboarding>(fixture.app, page, '/onboarding')).completedSteps).toEqual([]);

    // Closing a tour completes it as well, and dismisses its step.
    await bubble(page).getByRole('button', { name: 'Close tour' }).click();
    await expect.poll(() => bubble(page).count()).toBe(0);
    await expect
      .poll(async () => (await apiGet<Onboarding>(fixture.app, page, '/onboarding')).completedSteps)
      .toEqual(['dashboard-tour', 'dashboard-welcome']);
    await toursButton(page).click();
    await expect.poll(() => page.getByRole('menu').getByRole('menuitem').first().textContent()).toBe('Replay Dashboard Tour');
  });

  it('?tour= starts a tour on its page; a step whose element is not on screen says so', async () => {
    const page = await signUp(fixture.app, fixture.browser, newEmail('tours-param'), { onboarding: 'new' });
    await page.request.patch(`${fixture.app.url}/api/onboarding`, { data: { complete: ['dashboard-tour'] }, headers: { origin: fixture.app.url } });
    await page.goto(`${fixture.app.url}/dashboard/do-not-contact?tour=do-not-contact-tour`);
    await expect.poll(() => bubbleTitle(page), { timeout: 15_000 }).toBe('Add usernames');
    expect(await page.getByTestId('tip-card').count()).toBe(0);
    await next(page, 'Add usernames');
    await expect.poll(() => bubbleTitle(page)).toBe('The current list');
    await saveScreenshot(page, 'tours-do-not-contact', { fullPage: false });
    await next(page, 'The current list', 'Finish');

    // The campaign tour's wizard steps: a free user's wizard has no steps to point at, and the bubble says so.
    await page.goto(`${fixture.app.url}/dashboard/campaigns?tour=campaign-tour`);
    await next(page, 'Your campaigns');
    await next(page, 'Create a campaign');
    await page.waitForURL(/\/dashboard\/campaigns\/new/, { timeout: 15_000 });
    await expect.poll(() => bubbleTitle(page), { timeout: 15_000 }).toBe('Four steps');
    expect(await bubble(page).getByTestId('tour-missing-target').count()).toBe(0);
    await saveScreenshot(page, 'tours-campaign-wizard', { fullPage: false });
    await bubble(page).getByRole('button', { name: 'Skip Tour' }).click();

    // A new user has no lead sources yet: the list the last step of the leads tour points at is not there.
    await page.goto(`${fixture.app.url}/dashboard/leads?tour=leads-setup`);
    await next(page, 'Lead credits');
    await next(page, 'Add a lead source');
    await expect.poll(() => bubbleTitle(page)).toBe('Your lead sources');
    expect(await bubble(page).getByTestId('tour-missing-target').textContent()).toBe(onboardingMessages.missingTarget);
    await saveScreenshot(page, 'tours-missing-target', { fullPage: false });
    await next(page, 'Your lead sources');
    // The last step is on the 'add sources' page.
    await page.waitForURL(/\/dashboard\/leads\/new/, { timeout: 15_000 });
    await expect.poll(() => bubbleTitle(page), { timeout: 15_000 }).toBe('Where leads come from');
    expect(await bubble(page).getByTestId('tour-missing-target').count()).toBe(0);
    await next(page, 'Where leads come from', 'Finish');
    await expect
      .poll(async () => (await apiGet<Onboarding>(fixture.app, page, '/onboarding')).completedSteps)
      .toEqual(['dashboard-tour', 'do-not-contact-tour', 'campaign-tour', 'leads-setup']);
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
    await toursButton(page).click();
    await expect.poll(() => page.getByRole('menu').getByRole('menuitem').first().textContent()).toBe('Replay Dashboard Tour');
    await expect.poll(() => page.getByRole('menu').getByRole('menuitem').nth(4).textContent()).toBe('Replay Do Not Contact Tour');
  });

  it('shows a tip card on its page that closes by itself after 15 seconds, and once dismissed stays away', async () => {
    // A browser of its own: the fake clock is installed on the browser's context, not only on this tab.
    const page = await signUp(fixture.app, await fixture.freshBrowser(), newEmail('tours-tips'), { onboarding: 'new' });
    await page.request.patch(`${fixture.app.url}/api/onboarding`, { data: { complete: [...TOUR_IDS] }, headers: { origin: fixture.app.url } });
    await page.clock.install();
    await page.goto(`${fixture.app.url}/dashboard/do-not-contact`);
    const tip = page.getByTestId('tip-card');
    await tip.getByText('Tip: protect your customers').waitFor({ timeout: 15_000 });
    await saveScreenshot(page, 'tours-tip-card', { fullPage: false });
    await page.clock.fastForward(14_000);
    expect(await tip.count()).toBe(1);
    await page.clock.fastForward(1_500);
    await expect.poll(() => tip.count()).toBe(0);

    // Closing by itself is not a dismissal: the next visit shows it again; the close button dismisses it for good.
    await page.reload();
    await tip.waitFor({ timeout: 15_000 });
    await tip.getByRole('button', { name: 'Dismiss tip' }).click();
    await expect.poll(() => tip.count()).toBe(0);
    await expect.poll(async () => (await apiGet<Onboarding>(fixture.app, page, '/onboarding')).completedSteps).toContain('tip-do-not-contact');
    await page.reload();
    await page.getByRole('heading', { name: 'Do Not Contact', level: 1 }).waitFor({ timeout: 15_000 });
    await page.clock.fastForward(3_000);
    expect(await tip.count()).toBe(0);
  });

  it('on a phone the navigation steps point at the menu toggle, and every dashboard step finds its element', async () => {
    const page = await newUserAlone(newEmail('tours-phone'));
    await page.setViewportSize(viewports.phone);
    await page.goto(`${fixture.app.url}/dashboard`);
    const titles = ['Welcome to OutTwit', 'Find Leads', 'Campaigns', 'Connect Account', 'Do Not Contact', 'Training Center', 'Your plan', 'Help on every page'];
    for (const title of titles) {
      await expect.poll(() => bubbleTitle(page), { timeout: 15_000 }).toBe(title);
      expect(await bubble(page).getByTestId('tour-missing-target').count(), title).toBe(0);
      if (title === 'Find Leads') await saveScreenshot(page, 'tours-dashboard-phone-menu-step', { fullPage: false });
      if (title !== 'Help on every page') await bubble(page).getByRole('button', { name: 'Next', exact: true }).click();
    }
    // The last step offers Finish, not Skip Tour.
    expect(await bubble(page).getByRole('button', { name: 'Skip Tour' }).count()).toBe(0);
    expect(await bubble(page).getByRole('button', { name: 'Finish' }).count()).toBe(1);
  });
});
