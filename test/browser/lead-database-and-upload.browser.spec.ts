import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSyntheticProfiles } from '../../src/modules/dataset';
import { DATASET_LIMITS, datasetMessages } from '../../src/modules/dataset/contract';
import { leadMessages } from '../../src/modules/leads/contract';
import { scrapeMessages } from '../../src/modules/leads/scrape-contract';
import { freePort } from '../support/free-port';
import { newEmail } from '../support/users';
import { signUpInSharedBrowser, startBasicTrialThroughApi } from './support/api-setup';
import { appInBrowser } from './support/app-in-browser';
import { screenshotAtBothSizes } from './support/browser';
import { expectNoSidewaysScrollOnPhone } from './support/flows';
import { navigateInApp } from './support/in-app-navigation';
import { addTo, chips, expectMessage, pageErrors, useUpAllCredits } from './support/lead-forms';

// The scraper of a paid user: lead-scraper.browser.spec.ts.

// Demo mode (the database form's demo keywords come with the X simulator's demo targets), on a port of its own.
const env: Record<string, string> = { X_SIMULATOR: '1' };
beforeAll(async () => {
  env.X_SIMULATOR_PORT = String(await freePort());
});
const fixture = appInBrowser(env);

/**
 * The database of X profiles, as `npm run dataset -- seed --synthetic N` fills it: seeded once for the file,
 * by the first test that needs it.
 */
let profilesSeeded: Promise<unknown> | undefined;
function seedProfiles(): Promise<unknown> {
  profilesSeeded ??= seedSyntheticProfiles(fixture.app.database.pool, { count: 5000, seed: 7 });
  return profilesSeeded;
}

describe('the upload and database forms, a Basic user', () => {
  let page: Page;
  let errors: () => string[];

  beforeAll(async () => {
    // The trial through the API: its screens are account-plan's subject.
    page = await signUpInSharedBrowser(fixture.app, fixture.browser, newEmail('forms-basic'));
    await startBasicTrialThroughApi(fixture.app, page);
    errors = pageErrors(page);
  });

  afterAll(async () => {
    await page?.close();
  });

  it('a CSV upload says the file was processed and the source created, or that the source could not be created', async () => {
    // The first upload opens the page; the second comes back to it from the list the first led to.
    const upload = async (name: string, open: () => Promise<unknown>) => {
      await open();
      await page.getByLabel('CSV or JSON file').setInputFiles({ name: 'list.csv', mimeType: 'text/csv', buffer: Buffer.from('username\ncsv_one\ncsv_two\n') });
      await page.getByTestId('file-preview').waitFor();
      await page.getByRole('textbox', { name: 'Source name' }).fill(name);
      await page.getByRole('button', { name: 'Upload and Create Source' }).click();
    };
    await upload('Uploaded list', () => page.goto(`${fixture.app.url}/dashboard/leads/new/csv`));
    await expectMessage(page, leadMessages.fileProcessed(2));
    await expectMessage(page, leadMessages.created);
    await page.waitForURL(`${fixture.app.url}/dashboard/leads`);
    await upload('uploaded LIST', () => navigateInApp(page, '/dashboard/leads/new/csv', 'Upload CSV File'));
    await expectMessage(page, leadMessages.createFailed);
    await expect.poll(() => page.getByTestId('upload-error').textContent()).toBe(`${leadMessages.createFailed}${leadMessages.duplicateSourceName}`);
    // The refusal's 409 was expected: errors are counted from here.
    errors = pageErrors(page);
  });

  it('a paid user chooses the number of leads the database search takes', async () => {
    await seedProfiles();
    await navigateInApp(page, '/dashboard/leads/new/dataset', 'Database Lead Source');
    await page.getByRole('heading', { name: 'Database Lead Source', level: 1 }).waitFor();
    expect(await page.getByTestId('dataset-free-note').count()).toBe(0);
    // Demo mode offers keywords its database answers, added with one click.
    await page.getByTestId('demo-keywords').getByRole('button', { name: 'Add the bio keyword founder' }).click();
    expect(await chips(page, 'dataset-include-keywords')).toEqual(['founder']);
    await page.getByLabel('Remove founder', { exact: true }).click();
    const limit = page.getByTestId('lead-limit');
    expect(await limit.isDisabled()).toBe(false);
    await limit.fill('0');
    await page.getByRole('button', { name: 'Search' }).click();
    await expectMessage(page, datasetMessages.leadLimit);
    await limit.fill('25');
    // Following: between needs both numbers, the smaller first.
    await page.getByRole('combobox', { name: 'Following' }).click();
    await page.getByRole('option', { name: 'Between' }).click();
    await page.getByRole('textbox', { name: 'Following minimum' }).fill('500');
    await page.getByRole('button', { name: 'Search' }).click();
    await expectMessage(page, datasetMessages.filterValueRequired);
    await page.getByRole('textbox', { name: 'Following maximum' }).fill('100');
    await page.getByRole('button', { name: 'Search' }).click();
    await expectMessage(page, datasetMessages.minAboveMax);
    await page.getByRole('textbox', { name: 'Following minimum' }).fill('10');
    await page.getByRole('textbox', { name: 'Following maximum' }).fill('100000');
    await page.getByLabel('Verified only').check();
    await page.getByRole('button', { name: 'Search' }).click();
    await expectMessage(page, datasetMessages.found(25));
    expect(await page.getByTestId('dataset-results').locator('tbody tr').count()).toBe(DATASET_LIMITS.previewRows);
    // Every row previewed is verified.
    expect(await page.getByTestId('dataset-results').getByTestId('verified-badge').count()).toBe(DATASET_LIMITS.previewRows);
    expect(errors()).toEqual([]);
  });
});

describe('a free user: the scraper locked, a 200-lead source from the database', () => {
  let page: Page;
  let errors: () => string[];

  beforeAll(async () => {
    await seedProfiles();
    page = await signUpInSharedBrowser(fixture.app, fixture.browser, newEmail('dataset-free'));
    errors = pageErrors(page);
  });

  afterAll(async () => {
    await page?.close();
  });

  it('shows the scraper locked with the way to upgrade', async () => {
    await page.goto(`${fixture.app.url}/dashboard/scraper`);
    const lock = page.getByTestId('scraper-lock');
    await lock.waitFor({ timeout: 20_000 });
    expect(await lock.textContent()).toContain(scrapeMessages.freePlanBlocked);
    expect(await lock.getByRole('link', { name: scrapeMessages.upgradeYourPlan }).getAttribute('href')).toBe('/dashboard/account');
    // The form shows through the lock, and nothing in it can be used.
    expect(await page.locator('form[aria-label="Find Twitter Leads"] button[type=submit]').isDisabled()).toBe(true);
    await screenshotAtBothSizes(page, 'scraper-locked');
    await expectNoSidewaysScrollOnPhone(page);
  });

  it('builds the database form with the free plan limit and says what is wrong', async () => {
    await navigateInApp(page, '/dashboard/leads/new', leadMessages.chooseType);
    await page.getByTestId('type-dataset').click();
    await page.waitForURL(`${fixture.app.url}/dashboard/leads/new/dataset`);
    await page.getByRole('heading', { name: 'Database Lead Source', level: 1 }).waitFor();
    // The free plan: 200 leads, not changeable, with the message.
    expect(await page.getByTestId('lead-limit').inputValue()).toBe(String(DATASET_LIMITS.freeLeadLimit));
    expect(await page.getByTestId('lead-limit').isDisabled()).toBe(true);
    expect(await page.getByTestId('lead-limit-note').textContent()).toBe(datasetMessages.freeLimit);

    await page.getByRole('button', { name: 'Create Lead Source' }).click();
    await expectMessage(page, datasetMessages.nameRequired);
    await page.getByRole('textbox', { name: 'Lead source name' }).fill('Database founders');
    await page.getByRole('button', { name: 'Create Lead Source' }).click();
    await expectMessage(page, datasetMessages.noResults);

    await addTo(page, 'Include bio keywords', 'founder, marketing');
    await addTo(page, 'Include bio keywords', 'Founder');
    await expectMessage(page, datasetMessages.duplicateKeyword);
    await addTo(page, 'Exclude locations', 'Atlantis');
    await addTo(page, 'Exclude locations', 'ATLANTIS');
    await expectMessage(page, datasetMessages.duplicateLocation);

    // Followers: whole numbers of 0 or more.
    await page.getByRole('combobox', { name: 'Followers' }).click();
    await page.getByRole('option', { name: 'Between' }).click();
    await page.getByRole('textbox', { name: 'Followers minimum' }).fill('-5');
    await page.getByRole('textbox', { name: 'Followers maximum' }).fill('1000000');
    await page.getByRole('button', { name: 'Search' }).click();
    await expectMessage(page, datasetMessages.wholeNumber);
    await page.getByRole('textbox', { name: 'Followers minimum' }).fill('2.5');
    await page.getByRole('button', { name: 'Search' }).click();
    await expectMessage(page, datasetMessages.wholeNumber);
    await page.getByRole('textbox', { name: 'Followers minimum' }).fill('0');
    await screenshotAtBothSizes(page, 'dataset-form');
    await expectNoSidewaysScrollOnPhone(page);
  });

  it('searches, previews 10 rows and creates a 200-lead source', async () => {
    await page.getByRole('button', { name: 'Search' }).click();
    await expectMessage(page, datasetMessages.found(DATASET_LIMITS.freeLeadLimit));
    const results = page.getByTestId('dataset-results');
    await results.waitFor();
    expect(await results.locator('tbody tr').count()).toBe(DATASET_LIMITS.previewRows);
    await screenshotAtBothSizes(page, 'dataset-results');
    await expectNoSidewaysScrollOnPhone(page);

    await page.getByRole('button', { name: 'Create Lead Source' }).click();
    await expectMessage(page, datasetMessages.created);
    await page.waitForURL(`${fixture.app.url}/dashboard/leads`);
    const card = page.getByRole('article', { name: 'Database founders', exact: true });
    await card.waitFor({ timeout: 20_000 });
    await expect.poll(() => card.getByTestId('source-leads').textContent()).toBe('200 leads');
  });

  it('refuses a name already used, and says when nothing matches', async () => {
    await navigateInApp(page, '/dashboard/leads/new/dataset', 'Database Lead Source');
    await page.getByRole('textbox', { name: 'Lead source name' }).fill('database FOUNDERS');
    await page.getByRole('button', { name: 'Search' }).click();
    await expectMessage(page, datasetMessages.found(DATASET_LIMITS.freeLeadLimit));
    await page.getByRole('button', { name: 'Create Lead Source' }).click();
    await expectMessage(page, datasetMessages.nameTakenInForm('database FOUNDERS'));

    await addTo(page, 'Include bio keywords', 'zzzz-no-bio-says-this');
    await page.getByRole('button', { name: 'Search' }).click();
    await expectMessage(page, datasetMessages.noLeads);
    expect(errors()).toEqual([]);
  });

  it('with every lead credit used, shows the free plan\'s banner', async () => {
    await useUpAllCredits(fixture.app, page, 'free');
    // Away and back, so the form reads the credits again.
    await navigateInApp(page, '/dashboard/leads', 'Lead Sources');
    await navigateInApp(page, '/dashboard/leads/new/dataset', 'Database Lead Source');
    const banner = page.getByTestId('credits-exhausted');
    await banner.waitFor({ timeout: 20_000 });
    expect(await banner.textContent()).toContain(leadMessages.creditsExhaustedFree);
    expect(await page.getByRole('button', { name: 'Create Lead Source' }).isDisabled()).toBe(true);
    expect(errors()).toEqual([]);
  });
});
