import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleMessages } from '../../src/modules/campaigns/contract';
import { newEmail } from '../support/users';
import { appInBrowser } from './support/app-in-browser';
import { type BrowserSession, collectPageErrors, saveScreenshot, screenshotAtBothSizes } from './support/browser';
import { expectAlert, expectToast, signUp } from './support/flows';

const fixture = appInBrowser();

describe('keyword samples on the database form', () => {
  let browser: BrowserSession;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = fixture.browser;
    page = await signUp(fixture.app, browser, newEmail('samples'));
    errors = collectPageErrors(page);
  }, 60_000);

  it('keeps keyword samples: save, show more, edit, delete and the limit of 5', async () => {
    await page.goto(`${fixture.app.url}/dashboard/leads/new/dataset`);
    const panel = page.getByTestId('keyword-samples-include');
    await panel.waitFor({ timeout: 20_000 });
    const save = () => panel.getByRole('button', { name: 'Save sample' }).click();
    const dialog = page.getByRole('dialog', { name: /Keyword Sample/ });

    await save();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Save Sample' }).click();
    await expectAlert(dialog, sampleMessages.nameRequired);
    await expectAlert(dialog, sampleMessages.keywordRequired);
    await dialog.getByLabel('Sample name').fill('Founders');
    const keyword = dialog.getByLabel('Add keyword');
    for (const word of ['founder', 'ceo', 'startup', 'saas']) {
      await keyword.fill(word);
      await keyword.press('Enter');
    }
    await keyword.fill('CEO');
    await keyword.press('Enter');
    await expectAlert(dialog, sampleMessages.duplicateKeyword('CEO'));
    await keyword.fill('');
    await saveScreenshot(page, 'keyword-sample-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Save Sample' }).click();
    await expectToast(page, sampleMessages.saved);
    await dialog.waitFor({ state: 'hidden' });
    const founders = panel.getByRole('listitem', { name: 'Founders' });
    await expect.poll(() => founders.getByTestId('keyword-sample-preview').textContent()).toBe('founder, ceo, startup +1 more');

    // The same name again is refused beside the name.
    await save();
    await dialog.getByLabel('Sample name').fill('Founders');
    await dialog.getByLabel('Add keyword').fill('bootstrapped');
    await dialog.getByRole('button', { name: 'Save Sample' }).click();
    await expectAlert(dialog, sampleMessages.nameTaken('Founders'));
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Four more: 2 shown, the rest behind the toggle; a sixth is refused.
    for (const name of ['Marketers', 'Agencies', 'Creators', 'Investors']) {
      await save();
      await dialog.getByLabel('Sample name').fill(name);
      await dialog.getByLabel('Add keyword').fill(name.toLowerCase());
      await dialog.getByRole('button', { name: 'Save Sample' }).click();
      await expectToast(page, sampleMessages.saved);
      await dialog.waitFor({ state: 'hidden' });
    }
    await expect.poll(() => panel.getByTestId('keyword-sample').count()).toBe(2);
    await panel.getByRole('button', { name: 'Show 3 more' }).click();
    await expect.poll(() => panel.getByTestId('keyword-sample').count()).toBe(5);
    await screenshotAtBothSizes(page, 'keyword-samples-panel');
    await save();
    await expectAlert(panel, sampleMessages.maxReached('include'));
    await expectToast(page, sampleMessages.maxReached('include'));
    await panel.getByRole('button', { name: 'Show less' }).click();
    await expect.poll(() => panel.getByTestId('keyword-sample').count()).toBe(2);

    // Edit: rename and drop a keyword.
    await panel.getByRole('button', { name: 'Show 3 more' }).click();
    await founders.getByRole('button', { name: 'Edit Founders' }).click();
    await dialog.waitFor();
    await dialog.getByLabel('Sample name').fill('Founders and CEOs');
    await dialog.getByLabel('Remove saas').click();
    await dialog.getByRole('button', { name: 'Update Sample' }).click();
    await expectToast(page, sampleMessages.updated);
    await expect.poll(() => panel.getByRole('listitem', { name: 'Founders and CEOs' }).getByTestId('keyword-sample-preview').textContent()).toBe(
      'founder, ceo, startup',
    );

    // Delete, after the confirmation; the limit message goes.
    await panel.getByRole('button', { name: 'Delete Investors' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete sample?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, sampleMessages.deleted);
    await expect.poll(() => panel.getByRole('listitem', { name: 'Investors' }).count()).toBe(0);
    await expect.poll(() => panel.getByRole('alert').count()).toBe(0);

    // Apply: the sample's keywords go into the form's include field.
    await panel.getByRole('button', { name: 'Apply Founders and CEOs' }).click();
    const include = page.getByTestId('dataset-include-keywords');
    await expect.poll(() => include.getByRole('listitem').allTextContents()).toEqual(['founder', 'ceo', 'startup']);

    // Signed out in the meantime: saving says so, and the sign-in page follows, as for any command.
    await browser.context.clearCookies();
    await panel.getByRole('button', { name: 'Edit Marketers' }).click();
    await dialog.getByRole('button', { name: 'Update Sample' }).click();
    // The toast goes with the dashboard; the sign-in page the browser is sent to says it in its banner.
    await page.waitForURL((url) => url.pathname === '/login');
    await expectAlert(page, sampleMessages.mustBeLoggedIn);
    expect(errors.filter((error) => !/409|401/.test(error))).toEqual([]);
  });
});
