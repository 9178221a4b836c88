import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TRAINING_MODULES } from '../../src/modules/onboarding/training-modules';
import { newEmail } from '../support/users';
import { appInBrowser } from './support/app-in-browser';
import { collectPageErrors, saveScreenshot, screenshotAtBothSizes } from './support/browser';
import { expectNoSidewaysScrollOnPhone, signUp } from './support/flows';

const guides = TRAINING_MODULES.map((module) => `https://guides.example.com/${module.id}`);
const fixture = appInBrowser({ TRAINING_GUIDE_URLS: guides.join(',') });

const position = (page: Page) => page.getByTestId('training-position').textContent();
const shownTitle = (page: Page) => page.locator('#training-module-title').textContent();
const previous = (page: Page) => page.getByRole('button', { name: 'Previous' });
const next = (page: Page) => page.getByRole('button', { name: 'Next' });

describe('Training Center', () => {
  it('pages through the six modules in order, Previous disabled on the first and Next on the last', async () => {
    const page = await signUp(fixture.app, fixture.browser, newEmail('training'));
    const errors = collectPageErrors(page);
    await page.goto(`${fixture.app.url}/dashboard`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Training Center' }).click();
    await page.waitForURL(`${fixture.app.url}/dashboard/training`);
    await page.getByRole('heading', { name: 'Training Center', level: 1 }).waitFor();

    // The list holds the six modules in order.
    await expect
      .poll(() => page.getByTestId('training-module-item').locator('p:first-of-type').allTextContents())
      .toEqual(TRAINING_MODULES.map((module) => module.title));

    await expect.poll(() => position(page)).toBe('Module 1/6');
    expect(await previous(page).isDisabled()).toBe(true);
    expect(await next(page).isDisabled()).toBe(false);
    await screenshotAtBothSizes(page, 'training-first-module');

    for (const [index, module] of TRAINING_MODULES.entries()) {
      await expect.poll(() => position(page)).toBe(`Module ${index + 1}/6`);
      expect(await shownTitle(page)).toBe(module.title);
      expect(await page.getByTestId('training-module-duration').textContent()).toBe(module.duration);
      expect(await page.getByTestId('training-module-description').textContent()).toBe(module.description);
      const guide = page.getByRole('link', { name: 'Read Full Guide' });
      expect(await guide.getAttribute('href')).toBe(guides[index]);
      expect(await guide.getAttribute('target')).toBe('_blank');
      // The bar is the share of the six read: those moved on from with Next (0% on the first visit).
      await expect.poll(() => page.getByTestId('training-progress').getAttribute('aria-valuenow')).toBe(String(Math.round((index / 6) * 100)));
      if (index < 5) await next(page).click();
    }
    expect(await next(page).isDisabled()).toBe(true);
    expect(await previous(page).isDisabled()).toBe(false);
    await screenshotAtBothSizes(page, 'training-last-module');

    await previous(page).click();
    await expect.poll(() => position(page)).toBe('Module 5/6');
    // A module of the list opens on a click.
    await page.getByTestId('training-module-item').nth(1).click();
    await expect.poll(() => position(page)).toBe('Module 2/6');
    expect(await shownTitle(page)).toBe(TRAINING_MODULES[1]?.title);
    await expectNoSidewaysScrollOnPhone(page);
    expect(errors).toEqual([]);
  });

  it('has a help popup that points to the guided tours on the Campaigns, Leads and Connect Account pages', async () => {
    const page = await signUp(fixture.app, fixture.browser, newEmail('training-help'));
    await page.goto(`${fixture.app.url}/dashboard/training`);
    await page.getByRole('button', { name: 'Help', exact: true }).click();
    const help = page.getByRole('dialog', { name: 'Learning the playbook' });
    await help.waitFor();
    expect(await help.textContent()).toContain('Guided tours walk you through the Campaigns, Leads and Connect Account pages');
    await saveScreenshot(page, 'training-help', { fullPage: false });
  });
});
