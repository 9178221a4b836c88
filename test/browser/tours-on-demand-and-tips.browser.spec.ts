import { describe, expect, it } from 'vitest';
import { TOUR_IDS } from '../../src/modules/onboarding/contract';
import { newEmail } from '../support/users';
import { appInBrowser } from './support/app-in-browser';
import { saveScreenshot, screenshotViewportAtBothSizes } from './support/browser';
import { apiGet, signUp } from './support/flows';
import { navigateInApp } from './support/in-app-navigation';
import { bubble, bubbleTitle, next, type Onboarding, openTours } from './support/tours';

// The tours a page starts by itself: tours.browser.spec.ts.

const fixture = appInBrowser();

describe('guided tours on demand, and the page tips', () => {
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
    await navigateInApp(page, '/dashboard/campaigns?tour=campaign-tour', 'Campaigns');
    await next(page, 'Your campaigns');
    await next(page, 'Create a campaign');
    await page.waitForURL(/\/dashboard\/campaigns\/new/, { timeout: 15_000 });
    await expect.poll(() => bubbleTitle(page), { timeout: 15_000 }).toBe('Four steps');
    await saveScreenshot(page, 'tours-campaign-wizard', { fullPage: false });
    await bubble(page).getByRole('button', { name: 'Skip Tour' }).click();

    // A new user has no lead sources yet: the step about the list is passed over, on to the 'add sources' page.
    await navigateInApp(page, '/dashboard/leads?tour=leads-setup', 'Lead Sources');
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

  it("shows the page's tip as a notice in the page, not floating; it stays until dismissed, and once dismissed stays away", async () => {
    // The fake clock is installed on the browser's context, not only on this tab, and stays: this test comes last,
    // alone in the file's browser.
    for (const tab of fixture.browser.context.pages()) await tab.close();
    const page = await signUp(fixture.app, fixture.browser, newEmail('tours-tips'), { onboarding: 'new' });
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
});
