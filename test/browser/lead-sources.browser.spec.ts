import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_COLUMNS, exportFileName, leadMessages } from '../../src/modules/leads/contract';
import { newEmail } from '../support/users';
import { appInBrowser } from './support/app-in-browser';
import { type BrowserSession, collectPageErrors, screenshotAtBothSizes } from './support/browser';
import { becomePro, expectToast, signUp } from './support/flows';

const fixture = appInBrowser();

/** A semicolon-separated file with a 'Handle' column (some with @), extra columns, a repeat and a blank row. */
function semicolonCsv(count: number): string {
  const lines = ['Handle;name;Company;Notes'];
  for (let i = 1; i <= count; i++) {
    const handle = `${i % 2 ? '@' : ''}lead_${String(i).padStart(3, '0')}`;
    lines.push(`${handle};Person ${i};Acme ${i % 3};"note ${i}; with a semicolon"`);
  }
  lines.push('@lead_001;Person 1 again;Acme;repeat');
  lines.push(';;;');
  return lines.join('\n');
}

const csvFile = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });

/** The card of a source on the list, by its exact name. */
function card(page: Page, name: string) {
  return page.getByRole('article', { name, exact: true });
}

async function openUploadForm(page: Page): Promise<void> {
  await page.goto(`${fixture.app.url}/dashboard/leads`);
  await page.getByRole('link', { name: 'New Lead Source' }).first().click();
  await page.waitForURL(`${fixture.app.url}/dashboard/leads/new`);
  await page.getByRole('heading', { name: leadMessages.chooseType }).waitFor();
  await page.getByTestId('type-csv').click();
  await page.waitForURL(`${fixture.app.url}/dashboard/leads/new/csv`);
  await page.getByRole('heading', { name: 'Upload CSV File' }).waitFor();
}

/** Uploads a file through the form and waits for the list with the toast. */
async function uploadSource(page: Page, name: string, file: ReturnType<typeof csvFile>, leads: number): Promise<void> {
  await openUploadForm(page);
  await page.getByLabel('CSV or JSON file').setInputFiles(file);
  await page.getByTestId('file-preview').waitFor();
  await page.getByRole('textbox', { name: 'Source name' }).fill(name);
  await page.getByRole('button', { name: 'Upload and Create Source' }).click();
  await expectToast(page, leadMessages.fileProcessed(leads));
  await page.waitForURL(`${fixture.app.url}/dashboard/leads`);
  await card(page, name).waitFor();
}

describe('lead sources in the browser', () => {
  let browser: BrowserSession;
  let page: Page;
  let errors: string[];
  const sourceName = 'Conference Leads';

  beforeAll(async () => {
    // The file's browser: the Stripe stand-in's checkout is on its own origin, and the test pays it from Node.
    // The user signs up through the API (the sign-up screen has tests of its own).
    browser = fixture.browser;
    page = await signUp(fixture.app, browser, newEmail('leads'));
    errors = collectPageErrors(page);
  }, 60_000);

  it('shows the free plan header, the credits and the empty list, and the type chooser', async () => {
    await page.goto(`${fixture.app.url}/dashboard/leads`);
    await page.getByRole('heading', { name: 'Lead Sources', level: 1 }).waitFor();
    await page.getByTestId('free-plan-header').getByText(leadMessages.freePlanHeader, { exact: true }).waitFor();
    expect(await page.getByTestId('free-plan-header').getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/dashboard/account');
    await expect.poll(() => page.getByTestId('credits-usage').textContent()).toBe('0 / 10,000 leads used');
    expect(await page.getByTestId('credits-percent').textContent()).toBe('0.0%');
    await page.getByRole('heading', { name: 'No lead sources yet' }).waitFor();
    await screenshotAtBothSizes(page, 'leads-empty');

    await page.getByRole('link', { name: 'New Lead Source' }).first().click();
    await page.getByRole('heading', { name: leadMessages.chooseType }).waitFor();
    for (const title of ['X/Twitter Scraper', 'Upload CSV', 'OutTwit Database']) {
      await page.getByRole('heading', { name: title }).waitFor();
    }
    // A free user cannot scrape: the scraper choice leads to the Account Plan page.
    expect(await page.getByTestId('type-scraper').getAttribute('href')).toBe('/dashboard/account');
    expect(await page.getByTestId('type-scraper').textContent()).toContain('Upgrade Your Plan');
    // /dashboard/leads/add is the same page.
    await page.goto(`${fixture.app.url}/dashboard/leads/add`);
    await page.getByRole('heading', { name: leadMessages.chooseType }).waitFor();
    await screenshotAtBothSizes(page, 'leads-choose-type');
    await page.getByRole('link', { name: leadMessages.backToSources }).click();
    await page.waitForURL(`${fixture.app.url}/dashboard/leads`);
  });

  it('refuses files it cannot read, with the specification messages', async () => {
    await openUploadForm(page);
    const upload = page.getByRole('button', { name: 'Upload and Create Source' });
    expect(await upload.isDisabled()).toBe(true);
    expect(await page.getByTestId('upload-hint').textContent()).toBe(leadMessages.fileAndNameRequired);

    await page.getByLabel('CSV or JSON file').setInputFiles(csvFile('no-handles.csv', 'name,company\nAlice,Acme\n'));
    await expect.poll(() => page.getByTestId('file-error').textContent()).toBe(leadMessages.usernameColumnRequired);
    expect(await upload.isDisabled()).toBe(true);

    await page
      .getByLabel('CSV or JSON file')
      .setInputFiles({ name: 'leads.json', mimeType: 'application/json', buffer: Buffer.from('{"people": 3}') });
    await expect.poll(() => page.getByTestId('file-error').textContent()).toBe(leadMessages.invalidJson);

    await page
      .getByLabel('CSV or JSON file')
      .setInputFiles({ name: 'leads.json', mimeType: 'application/json', buffer: Buffer.from('["@", ""]') });
    await expect.poll(() => page.getByTestId('file-error').textContent()).toBe(leadMessages.noValidUsernames);
  });

  it('uploads a semicolon CSV with extra columns: preview, progress, the created source', async () => {
    await openUploadForm(page);
    await page.getByLabel('CSV or JSON file').setInputFiles(csvFile('conference.csv', semicolonCsv(50)));
    const preview = page.getByTestId('file-preview');
    await preview.waitFor();
    expect(await page.getByTestId('preview-separator').textContent()).toBe('semicolon');
    expect(await page.getByTestId('preview-username-column').textContent()).toBe('Handle');
    expect(await page.getByTestId('preview-extra-columns').textContent()).toBe('name, Company, Notes');
    expect(await preview.getByTestId('preview-row').count()).toBe(5);
    expect(await preview.getByTestId('preview-row').first().textContent()).toBe('@lead_001Person 1Acme 1note 1; with a semicolon');
    // The name defaults to the file's; the user names it.
    expect(await page.getByRole('textbox', { name: 'Source name' }).inputValue()).toBe('conference');
    await page.getByRole('textbox', { name: 'Source name' }).fill(sourceName);
    await screenshotAtBothSizes(page, 'leads-upload-preview');

    await page.getByRole('button', { name: 'Upload and Create Source' }).click();
    await expectToast(page, leadMessages.fileProcessed(50));
    await page.waitForURL(`${fixture.app.url}/dashboard/leads`);
    const created = card(page, sourceName);
    await created.waitFor();
    expect(await created.getByTestId('source-leads').textContent()).toBe('50 leads');
    expect(await created.getByTestId('source-status').textContent()).toBe('Ready');
    expect(await created.getByTestId('source-meta').textContent()).toContain('CSV Upload');
    expect(await created.getByTestId('source-percent').textContent()).toBe('0.5% of credits');
    await expect.poll(() => page.getByTestId('credits-usage').textContent()).toBe('50 / 10,000 leads used');
    expect(await page.getByTestId('credits-percent').textContent()).toBe('0.5%');
    await screenshotAtBothSizes(page, 'leads-list');
  });

  it('opens the detail view: header, columns, 20 leads per page with Previous and Next, Download CSV locked', async () => {
    await card(page, sourceName).getByRole('link', { name: `View Details of ${sourceName}` }).click();
    await page.waitForURL(/\/dashboard\/leads\/[^/]+$/);
    const header = page.getByTestId('source-header');
    await header.getByRole('heading', { name: sourceName, level: 1 }).waitFor();
    expect(await header.getByTestId('source-type').textContent()).toBe('CSV Upload');
    expect(await header.getByTestId('source-count').textContent()).toBe('50 leads');
    const table = page.getByRole('table', { name: 'Leads' });
    await table.waitFor();
    const headings = await table.locator('thead th').allTextContents();
    expect(headings.slice(0, 9)).toEqual(['Username', 'Name', 'Bio', 'Bio URLs', 'Profile URLs', 'Location', 'Verified', 'Followers', 'Following']);
    // The file's other columns follow, kept as text with each lead.
    expect(headings.slice(9)).toEqual(['Company', 'Notes']);
    expect(await page.getByTestId('lead-row').first().textContent()).toContain('note 1; with a semicolon');
    await expect.poll(() => page.getByTestId('lead-row').count()).toBe(20);
    expect(await page.getByTestId('lead-row').first().locator('td').first().textContent()).toBe('@lead_001');
    expect(await page.getByTestId('page-indicator').textContent()).toBe('Page 1 of 3');
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    await screenshotAtBothSizes(page, 'leads-detail');

    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.getByTestId('page-indicator').textContent()).toBe('Page 2 of 3');
    await expect.poll(() => page.getByTestId('lead-row').first().locator('td').first().textContent()).toBe('@lead_021');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.getByTestId('lead-row').count()).toBe(10);
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => page.getByTestId('page-indicator').textContent()).toBe('Page 2 of 3');

    // A free user's Download CSV is locked, with the tooltip.
    const download = page.getByRole('button', { name: /^Download CSV/ });
    expect(await download.getAttribute('aria-disabled')).toBe('true');
    await download.hover();
    await page.getByRole('tooltip').getByText(leadMessages.downloadTooltip).waitFor();

    // An address that is no source of this user's.
    await page.goto(`${fixture.app.url}/dashboard/leads/00000000-0000-4000-8000-000000000000`);
    await page.getByText(leadMessages.notFound).waitFor();
  });

  it('renames a source in place: Enter saves, Escape cancels, blank and duplicate names are refused', async () => {
    await page.goto(`${fixture.app.url}/dashboard/leads`);
    const original = card(page, sourceName);
    await original.waitFor();

    await original.getByRole('button', { name: `Rename ${sourceName}` }).click();
    let field = page.getByRole('textbox', { name: `New name for ${sourceName}` });
    await field.fill('Something else');
    await field.press('Escape');
    await expect.poll(() => original.getByTestId('source-name').textContent()).toBe(sourceName);

    await original.getByRole('button', { name: `Rename ${sourceName}` }).click();
    field = page.getByRole('textbox', { name: `New name for ${sourceName}` });
    await field.fill('   ');
    await field.press('Enter');
    await expectToast(page, leadMessages.nameBlank);
    expect(await original.getByTestId('source-name').textContent()).toBe(sourceName);

    // Another tab of the same user follows the change through live updates, without reloading.
    const otherTab = await browser.newPage('phone');
    await otherTab.goto(`${fixture.app.url}/dashboard/leads`);
    await card(otherTab, sourceName).waitFor();

    // From the keyboard: the rename button, a new name, Enter.
    await original.getByRole('button', { name: `Rename ${sourceName}` }).focus();
    await page.keyboard.press('Enter');
    field = page.getByRole('textbox', { name: `New name for ${sourceName}` });
    await field.fill('SaaS Founders');
    await page.keyboard.press('Enter');
    await expectToast(page, leadMessages.renamed);
    await card(page, 'SaaS Founders').waitFor();
    await card(otherTab, 'SaaS Founders').waitFor({ timeout: 20_000 });
    await otherTab.close();
  });

  it('keeps a free user to 3 lead sources, with the header and its Upgrade link', async () => {
    await uploadSource(page, 'Second List', csvFile('second.csv', 'username,notes\nalpha_1,a\nbeta_2,b\n'), 2);
    await uploadSource(
      page,
      'Third List',
      { name: 'third.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(['@gamma_3', 'delta_4', 'epsilon_5'])) },
      3,
    );
    await page.getByTestId('free-plan-count').getByText('You have used all 3.', { exact: false }).waitFor();
    const header = page.getByTestId('free-plan-header');
    expect(await header.getByText(leadMessages.freePlanHeader, { exact: true }).isVisible()).toBe(true);
    expect(await header.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/dashboard/account');
    // New Lead Source is hidden, and a fourth upload is refused by the API.
    expect(await page.getByRole('link', { name: 'New Lead Source' }).count()).toBe(0);
    await screenshotAtBothSizes(page, 'leads-free-limit');

    await page.goto(`${fixture.app.url}/dashboard/leads/new/csv`);
    await page.getByLabel('CSV or JSON file').setInputFiles(csvFile('fourth.csv', 'username\nzeta_6\n'));
    await page.getByTestId('file-preview').waitFor();
    await page.getByRole('textbox', { name: 'Source name' }).fill('Fourth List');
    await page.getByRole('button', { name: 'Upload and Create Source' }).click();
    await expect
      .poll(() => page.getByTestId('upload-error').textContent())
      .toBe(`${leadMessages.createFailed}${leadMessages.freeSourceLimit}`);
  });

  it('deletes several sources at once from the multi-select mode', async () => {
    await page.goto(`${fixture.app.url}/dashboard/leads`);
    await card(page, 'Second List').waitFor();
    await page.getByRole('button', { name: 'Select', exact: true }).click();
    await page.getByRole('checkbox', { name: 'Select Second List' }).check();
    await page.getByRole('checkbox', { name: 'Select Third List' }).check();
    expect(await page.getByTestId('selected-count').textContent()).toBe('2 selected');
    await page.getByRole('button', { name: 'Delete Selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete 2 lead sources?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, leadMessages.deletedMany(2));
    await expect.poll(() => page.getByTestId('source-card').count()).toBe(1);
    await page.getByRole('link', { name: 'New Lead Source' }).waitFor();
  });

  it('searches, filters and sorts the list', async () => {
    await uploadSource(page, 'Big Agency List', csvFile('big.csv', semicolonCsv(60).replace(/lead_/g, 'agency_')), 60);
    const names = () => page.getByTestId('source-name').allTextContents();
    await expect.poll(names).toEqual(['Big Agency List', 'SaaS Founders']);

    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Fewest leads' }).click();
    await expect.poll(names).toEqual(['SaaS Founders', 'Big Agency List']);

    await page.getByRole('textbox', { name: 'Search lead sources' }).fill('saas');
    await expect.poll(names).toEqual(['SaaS Founders']);
    await page.getByRole('textbox', { name: 'Search lead sources' }).fill('');
    await expect.poll(names).toEqual(['SaaS Founders', 'Big Agency List']);

    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Failed' }).click();
    await page.getByRole('heading', { name: 'No lead sources match' }).waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(names).toHaveLength(2);
  });

  it('exports as a Pro user: the specified file name, a byte-order mark, every cell quoted', async () => {
    await becomePro(fixture.app, page);
    await page.goto(`${fixture.app.url}/dashboard/leads`);
    const saas = card(page, 'SaaS Founders');
    await saas.waitFor();
    await saas.getByRole('link', { name: 'View Details of SaaS Founders' }).click();
    await page.getByTestId('source-header').waitFor();
    const button = page.getByRole('button', { name: 'Download CSV', exact: true });
    await expect.poll(() => button.getAttribute('aria-disabled')).toBe('false');

    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe(exportFileName('SaaS Founders'));
    expect(download.suggestedFilename()).toBe('SaaS_Founders_leads.csv');
    await expectToast(page, leadMessages.exported);
    const bytes = await readFile((await download.path()) as string);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trim().split(/\r?\n/);
    expect(lines[0]).toBe(EXPORT_COLUMNS.map((column) => `"${column}"`).join(','));
    expect(lines).toHaveLength(51);
    expect(lines[1]?.startsWith('"lead_001","Person 1"')).toBe(true);
    for (const line of lines) expect(line).toMatch(/^"[^"]*"(,"[^"]*")*$/);

    // The list card downloads too.
    await page.goto(`${fixture.app.url}/dashboard/leads`);
    const [fromCard] = await Promise.all([
      page.waitForEvent('download'),
      card(page, 'SaaS Founders').getByRole('button', { name: 'Download CSV of SaaS Founders' }).click(),
    ]);
    expect(fromCard.suggestedFilename()).toBe('SaaS_Founders_leads.csv');
  });

  it('rendered without page errors', () => {
    expect(errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
  });
});
