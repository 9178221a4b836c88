import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TOUR_IDS } from '../../src/modules/onboarding/contract';
import { ONBOARDING_TIMINGS } from '../../src/modules/onboarding/tour-choice';
import { newEmail } from '../support/users';
import { staysTrue } from '../support/waiting';
import { appInBrowser } from './support/app-in-browser';
import { holdRequests } from './support/held-requests';
import { collectPageErrors, saveScreenshot, screenshotViewportAtBothSizes, viewports } from './support/browser';
import { apiGet, becomeBasic, signUp } from './support/flows';

const fixture = appInBrowser();

const bubble = (page: Page) => page.getByTestId('tour-bubble');
const helpButton = (page: Page) => page.getByRole('button', { name: 'Help', exact: true });
/** The tours of the help popup (the specification's Tour menu), opened. */
async function openTours(page: Page) {
  await helpButton(page).click();
  return page.getByRole('dialog').getByRole('menu');
}
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
  it("a new user gets the dashboard tour on the first visit; Finish leads a free user to Account Plan, their next step", async () => {
    const page = await newUserAlone(newEmail('tours'));
    const errors = collectPageErrors(page);
    await page.goto(`${fixture.app.url}/dashboard`);

    // Step 1 of 8, in the middle of the page, after the start delay.
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
    const offer = page.getByRole('dialog', { name: 'Tour offer' });
    await offer.waitFor({ timeout: 15_000 });
    expect(await bubble(page).count()).toBe(0);
    expect(await offer.textContent()).toContain('Dashboard Tour');
    expect(await page.getByRole('textbox', { name: 'Usernames to add' }).inputValue()).toBe('alice');
    await saveScreenshot(page, 'tours-offered', { fullPage: false });
    await offer.getByRole('button', { name: 'Start tour' }).click();
    await expect.poll(() => bubbleTitle(page), { timeout: 15_000 }).toBe('Welcome to OutTwit');
    await bubble(page).getByRole('button', { name: 'Close tour' }).click();
  });

  it("the Tour menu offers 'Replay ...' once a tour is done, and 'Reset All Tours' brings the dashboard tour back", async () => {
    const page = await signUp(fixture.app, fixture.browser, newEmail('tours-reset'), { onboarding: 'new' });
    await page.request.patch(`${fixture.app.url}/api/onboarding`, {
      data: { complete: ['dashboard-tour', 'connect-account-tour'] },
      headers: { origin: fixture.app.url },
    });
    await page.goto(`${fixture.app.url}/dashboard/training`);
    const menu = await openTours(page);
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
    await expect.poll(async () => (await openTours(page)).getByRole('menuitem').first().textContent()).toBe('Replay Dashboard Tour');
  });

  it('?tour= starts a tour on its page; a step whose element is not on screen is passed over', async () => {
    const page = await signUp(fixture.app, fixture.browser, newEmail('tours-param'), { onboarding: 'new' });
    await page.request.patch(`${fixture.app.url}/api/onboarding`, { data: { complete: ['dashboard-tour'] }, headers: { origin: fixture.app.url } });
    await page.goto(`${fixture.app.url}/dashboard/do-not-contact?tour=do-not-contact-tour`);
    await expect.poll(() => bubbleTitle(page), { timeout: 15_000 }).toBe('Add usernames');
    expect(await page.getByTestId('page-tip').count()).toBe(0);
    await next(page, 'Add usernames');
    await expect.poll(() => bubbleTitle(page)).toBe('The current list');
    await saveScreenshot(page, 'tours-do-not-contact', { fullPage: false });
    await next(page, 'The current list', 'Finish');

    // The campaign tour's wizard steps.
    await page.goto(`${fixture.app.url}/dashboard/campaigns?tour=campaign-tour`);
    await next(page, 'Your campaigns');
    await next(page, 'Create a campaign');
    await page.waitForURL(/\/dashboard\/campaigns\/new/, { timeout: 15_000 });
    await expect.poll(() => bubbleTitle(page), { timeout: 15_000 }).toBe('Four steps');
    await saveScreenshot(page, 'tours-campaign-wizard', { fullPage: false });
    await bubble(page).getByRole('button', { name: 'Skip Tour' }).click();

    // A new user has no lead sources yet: the step about the list is passed over, on to the 'add sources' page.
    await page.goto(`${fixture.app.url}/dashboard/leads?tour=leads-setup`);
    await next(page, 'Lead credits');
    await next(page, 'Add a lead source');
    await page.waitForURL(/\/dashboard\/leads\/new/, { timeout: 15_000 });
    await expect.poll(() => bubbleTitle(page), { timeout: 15_000 }).toBe('Where leads come from');
    expect(await bubble(page).getByTestId('tour-progress').textContent()).toBe('Step 4 of 4');
    // Previous passes over it too.
    await bubble(page).getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => bubbleTitle(page), { timeout: 15_000 }).toBe('Add a lead source');
    await next(page, 'Add a lead source');
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
    const menu = await openTours(page);
    await expect.poll(() => menu.getByRole('menuitem').first().textContent()).toBe('Replay Dashboard Tour');
    await expect.poll(() => menu.getByRole('menuitem').nth(4).textContent()).toBe('Replay Do Not Contact Tour');
  });

  it("shows the page's tip as a notice in the page, not floating; it stays until dismissed, and once dismissed stays away", async () => {
    // A browser of its own: the fake clock is installed on the browser's context, not only on this tab.
    const page = await signUp(fixture.app, await fixture.freshBrowser(), newEmail('tours-tips'), { onboarding: 'new' });
    await page.request.patch(`${fixture.app.url}/api/onboarding`, { data: { complete: [...TOUR_IDS] }, headers: { origin: fixture.app.url } });
    await page.clock.install();
    await page.goto(`${fixture.app.url}/dashboard/do-not-contact`);
    const tip = page.getByTestId('page-tip');
    await tip.getByText('Tip: protect your customers').waitFor({ timeout: 15_000 });
    // In the page's flow, above its heading: nothing of it floats over the page.
    expect(await tip.evaluate((element) => (globalThis as any).getComputedStyle(element).position)).toBe('static');
    const [tipBox, headingBox] = [await tip.boundingBox(), await page.getByRole('heading', { name: 'Do Not Contact', level: 1 }).boundingBox()];
    expect(tipBox!.y + tipBox!.height).toBeLessThanOrEqual(headingBox!.y);
    await screenshotViewportAtBothSizes(page, 'tours-page-tip');
    // A notice in the page does not vanish by itself (the page would jump under the pointer).
    await page.clock.fastForward(20_000);
    expect(await tip.count()).toBe(1);

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
      if (title === 'Find Leads') await saveScreenshot(page, 'tours-dashboard-phone-menu-step', { fullPage: false });
      if (title !== 'Help on every page') await bubble(page).getByRole('button', { name: 'Next', exact: true }).click();
    }
    // The last step offers Finish, not Skip Tour.
    expect(await bubble(page).getByRole('button', { name: 'Skip Tour' }).count()).toBe(0);
    expect(await bubble(page).getByRole('button', { name: 'Finish' }).count()).toBe(1);
  });
});
