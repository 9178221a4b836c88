import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CampaignRow, TemplateRow } from '../../src/modules/campaigns/contract';
import { campaignMessages, templateMessages } from '../../src/modules/campaigns/contract';
import { freePort } from '../support/free-port';
import { newEmail } from '../support/users';
import { appInBrowser } from './support/app-in-browser';
import { holdRequests } from './support/held-requests';
import { continueButton, LEADS_CSV, MORE_CSV, openNewWizard, wizardStep } from './support/campaign-wizard-page';
import { type BrowserSession, collectPageErrors, saveScreenshot, screenshotAtBothSizes, screenshotViewportAtBothSizes } from './support/browser';
import {
  apiCommand,
  apiGet,
  becomeBasic,
  connectAccount,
  expectAlert,
  expectToast,
  signUp,
  uploadSource,
} from './support/flows';

// Demo mode: the app runs the X simulator, on a port of its own so test files may run side by side.
const env: Record<string, string> = { X_SIMULATOR: '1' };
beforeAll(async () => {
  env.X_SIMULATOR_PORT = String(await freePort());
});
const fixture = appInBrowser(env);


describe('the campaign wizard and message templates', () => {
  let browser: BrowserSession;
  let page: Page;
  let errors: string[];
  let accountId: string;
  let sourceId: string;
  const templateName = 'Founders intro';
  const campaignName = 'Spring founders outreach';

  beforeAll(async () => {
    // The file's browser: the plan is paid from Node, so the browser never goes to the Stripe stand-in.
    browser = fixture.browser;
    page = await signUp(fixture.app, browser, newEmail('wizard'));
    errors = collectPageErrors(page);
    await becomeBasic(fixture.app, page);
    accountId = await connectAccount(fixture.app, page);
    sourceId = await uploadSource(fixture.app, page, 'Conference Leads', LEADS_CSV);
    // Two sources: the wizard chooses a lone source by itself, and the test chooses.
    await uploadSource(fixture.app, page, 'Webinar Leads', MORE_CSV);
  }, 120_000);

  it('creates a template with three variations, [First Name] at the cursor and a preview with a lead first name', async () => {
    await openNewWizard(fixture.app, page);
    await page.getByLabel('Campaign name').fill(campaignName);
    await continueButton(page).click();
    await wizardStep(page, 2).waitFor();
    await page.locator('[data-testid="source-option"][data-name="Conference Leads"]').click();
    await continueButton(page).click();
    await wizardStep(page, 3).waitFor();
    // No template yet: writing one is the step's only way on, and its form opens by itself.
    const modal = page.getByRole('dialog', { name: 'Create Message Template' });
    await modal.waitFor();
    expect(await page.getByText('No message templates yet').count()).toBe(1);

    // Nothing written: both messages of the specification, beside their fields. Saving this form, which opened
    // by itself, also continues.
    await modal.getByRole('button', { name: 'Create and Continue' }).click();
    await expectAlert(modal, templateMessages.nameEmpty);
    await expectAlert(modal, templateMessages.messageRequired);

    await modal.getByLabel('Template name').fill(templateName);
    const first = modal.getByLabel('Message 1', { exact: true });
    await first.fill('Hi , loved your work at {custom1}.');
    // The cursor after 'Hi ': the button puts [First Name] there.
    await first.focus();
    await first.evaluate((element) => (element as unknown as { setSelectionRange(start: number, end: number): void }).setSelectionRange(3, 3));
    await modal.getByRole('button', { name: templateMessages.insertFirstName }).click();
    await expect.poll(() => first.inputValue()).toBe('Hi [First Name], loved your work at {custom1}.');

    // Two more variations; the second starts as a near-copy of the first and is warned about.
    await modal.getByRole('button', { name: 'Add variation' }).click();
    const second = modal.getByLabel('Message 2', { exact: true });
    await second.fill('Hi [First Name], loved your work at {custom1}!');
    await modal.getByTestId('similar-warning').filter({ hasText: templateMessages.similarWarning(1, 2) }).waitFor();
    await saveScreenshot(page, 'campaign-template-similar', { fullPage: false });
    await second.fill('Hey [First Name] - saw {username} posting about growth. Want to compare notes this week?');
    await expect.poll(() => modal.getByTestId('similar-warning').count()).toBe(0);
    await modal.getByRole('button', { name: 'Add variation' }).click();
    const third = modal.getByLabel('Message 3', { exact: true });
    await third.fill('x'.repeat(10_001));
    await modal.getByText(templateMessages.messageTooLong).first().waitFor();
    await third.fill('Quick one, [First Name]: would {name} like an invite to our founders dinner?');
    // Only messages beyond the first can be removed, and only while there are several.
    await modal.getByRole('button', { name: 'Add variation' }).click();
    await modal.getByRole('button', { name: 'Remove message 4' }).click();
    await expect.poll(() => modal.getByTestId('template-variation').count()).toBe(3);

    // The live preview: the first lead of the campaign's source, Aaron Lee.
    const preview = modal.getByTestId('template-preview');
    await expect.poll(() => preview.getByTestId('preview-lead').textContent()).toContain('@aaron_lee');
    await expect.poll(() => preview.getByTestId('preview-message').first().textContent()).toContain('Hi Aaron, loved your work at Acme.');
    expect(await preview.getByTestId('preview-message').nth(2).textContent()).toContain('Quick one, Aaron: would Aaron Lee like an invite');
    // The next lead: a name in capitals reads as a first name should.
    await preview.getByRole('button', { name: 'Next lead' }).click();
    await preview.getByRole('button', { name: 'Next lead' }).click();
    await expect.poll(() => preview.getByTestId('preview-message').first().textContent()).toContain('Hi Carl, loved your work at Gamma.');
    await screenshotViewportAtBothSizes(page, 'campaign-template-modal');

    await modal.getByRole('button', { name: 'Create and Continue' }).click();
    await expectToast(page, templateMessages.created);
    await modal.waitFor({ state: 'hidden' });
    // The new template is chosen for the campaign, and the wizard went on to step 4.
    await wizardStep(page, 4).waitFor();
    await page.getByTestId('step-3').click();
    const option = page.locator('[data-testid="template-option"]').filter({ hasText: templateName });
    await option.waitFor();
    expect(await option.getByRole('radio').isChecked()).toBe(true);
    const saved = await apiGet<TemplateRow[]>(fixture.app, page, '/message-templates');
    expect(saved.map((template) => template.messages.length)).toEqual([3]);

    // A second template with the same name is refused beside the name.
    await page.getByRole('button', { name: 'Create Template' }).first().click();
    await modal.waitFor();
    await modal.getByLabel('Template name').fill(templateName);
    await modal.getByLabel('Message 1', { exact: true }).fill('Hello there');
    await modal.getByRole('button', { name: 'Create Template' }).click();
    await expectAlert(modal, templateMessages.nameTaken);
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await modal.waitFor({ state: 'hidden' });
  });

  it('keeps the draft across a reload, Back and a second tab, asks before leaving, and discards it on request', async () => {
    // The wizard above was left at step 3 with a name, a source and the new template chosen.
    await page.reload();
    await wizardStep(page, 3).waitFor({ timeout: 20_000 });
    const template = page.locator('[data-testid="template-option"]').filter({ hasText: templateName });
    await expect.poll(() => template.getByRole('radio').isChecked()).toBe(true);
    await page.getByTestId('step-2').click();
    expect(await page.locator('[data-testid="source-option"][data-name="Conference Leads"]').getByRole('checkbox').isChecked()).toBe(true);
    await page.getByTestId('step-1').click();
    expect(await page.getByLabel('Campaign name').inputValue()).toBe(campaignName);

    // Leaving through a link asks first; Stay stays.
    await page.getByRole('link', { name: 'Back to Campaigns' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave this campaign?' });
    await leave.waitFor();
    await screenshotViewportAtBothSizes(page, 'campaign-wizard-leave');
    await leave.getByRole('button', { name: 'Stay' }).click();
    await leave.waitFor({ state: 'hidden' });
    expect(page.url()).toBe(`${fixture.app.url}/dashboard/campaigns/new`);
    // Leaving keeps the draft; the browser's Back opens it again.
    await page.getByRole('link', { name: 'Back to Campaigns' }).click();
    await leave.getByRole('button', { name: 'Keep draft and leave' }).click();
    await page.waitForURL(`${fixture.app.url}/dashboard/campaigns`);
    await page.goBack();
    await wizardStep(page, 1).waitFor({ timeout: 20_000 });
    expect(await page.getByLabel('Campaign name').inputValue()).toBe(campaignName);

    // A second tab opens the same draft and follows what the first one types.
    const second = await page.context().newPage();
    try {
      await second.goto(`${fixture.app.url}/dashboard/campaigns/new`);
      await wizardStep(second, 1).waitFor({ timeout: 20_000 });
      expect(await second.getByLabel('Campaign name').inputValue()).toBe(campaignName);
      await page.getByLabel('Campaign name').fill(`${campaignName} draft`);
      await expect.poll(() => second.getByLabel('Campaign name').inputValue()).toBe(`${campaignName} draft`);
      // Discarded in one tab, gone in both, and after a reload.
      await page.getByRole('button', { name: 'Discard changes' }).click();
      await expect.poll(() => page.getByLabel('Campaign name').inputValue()).toBe('');
      await expect.poll(() => second.getByLabel('Campaign name').inputValue()).toBe('');
    } finally {
      await second.close();
    }
    await page.reload();
    await wizardStep(page, 1).waitFor({ timeout: 20_000 });
    expect(await page.getByLabel('Campaign name').inputValue()).toBe('');
    expect(await page.getByTestId('wizard-draft').count()).toBe(0);
  });

  it('creates a campaign through the four steps, with every step message on the way', async () => {
    errors.length = 0;
    // A scrape of an account with 250,000 followers: its source stays busy through this test.
    await apiCommand(fixture.app, page, 'POST', '/scrapes', { name: 'Growth followers', scrape_type: 'accounts', targetAccounts: ['growthhq'], scrapeFollowers: true });
    // A scrape of a protected account fails: its source is not offered.
    const failed = await apiCommand<{ lead_source_id: string }>(fixture.app, page, 'POST', '/scrapes', { name: 'Private circle', scrape_type: 'accounts', targetAccounts: ['private_circle'], scrapeFollowers: true });
    await expect
      .poll(async () => (await apiGet<Array<{ id: string; status: string }>>(fixture.app, page, '/lead-sources')).find((source) => source.id === failed.lead_source_id)?.status, { timeout: 60_000 })
      .toBe('failed');
    await openNewWizard(fixture.app, page);
    await screenshotAtBothSizes(page, 'campaign-wizard-step1');

    // Step 1: a name is required.
    await continueButton(page).click();
    await expectAlert(wizardStep(page, 1), campaignMessages.nameRequired);
    await page.getByLabel('Campaign name').fill('  ');
    await continueButton(page).click();
    await expectAlert(wizardStep(page, 1), campaignMessages.nameRequired);
    await page.getByLabel('Campaign name').fill(campaignName);
    await continueButton(page).click();

    // Step 2: at least one source, none still being scraped; Select All / Deselect All.
    await wizardStep(page, 2).waitFor();
    await continueButton(page).click();
    await expectAlert(wizardStep(page, 2), campaignMessages.sourcesRequired);
    const scraping = page.locator('[data-testid="source-option"][data-name="Growth followers"]');
    await expect.poll(() => scraping.getByTestId('source-option-status').textContent(), { timeout: 20_000 }).toMatch(/Queued|Preparing|Connecting|Scraping/);
    expect(await scraping.textContent()).toContain(campaignMessages.sourceScraping);
    await scraping.click();
    await expectToast(page, campaignMessages.sourceScraping);
    expect(await scraping.getByRole('checkbox').isChecked()).toBe(false);
    expect(await page.locator('[data-testid="source-option"][data-name="Private circle"]').count()).toBe(0);
    await page.getByRole('button', { name: campaignMessages.selectAll }).click();
    await expect.poll(() => page.getByTestId('sources-summary').textContent()).toMatch(/^3 of 3 sources selected · [\d,]+ leads$/);
    await continueButton(page).click();
    await expectAlert(wizardStep(page, 2), campaignMessages.sourcesScraping);
    await page.getByRole('button', { name: campaignMessages.deselectAll }).click();
    await expect.poll(() => page.getByTestId('sources-summary').textContent()).toBe('0 of 3 sources selected · 0 leads');
    await page.locator('[data-testid="source-option"][data-name="Conference Leads"]').getByRole('checkbox').check();
    await screenshotAtBothSizes(page, 'campaign-wizard-step2');
    await continueButton(page).click();

    // Step 3: the only template is chosen already.
    await wizardStep(page, 3).waitFor();
    expect(await page.locator('[data-testid="template-option"]').count()).toBe(1);
    expect(await page.locator('[data-testid="template-option"]').filter({ hasText: templateName }).getByRole('radio').isChecked()).toBe(true);
    await screenshotAtBothSizes(page, 'campaign-wizard-step3');
    await continueButton(page).click();

    // Step 4: the only account is chosen already; a daily limit between 50 and 450, clamped when the field is
    // left, with the advice to start at the lowest.
    await wizardStep(page, 4).waitFor();
    expect(await page.locator('[data-testid="account-option"][data-username="outtwit_demo"]').getByRole('radio').isChecked()).toBe(true);
    expect(await wizardStep(page, 4).getByText(campaignMessages.accountRequired).count()).toBe(0);
    const limit = page.getByLabel('Daily DM limit');
    expect(await limit.inputValue()).toBe('100');
    expect(await wizardStep(page, 4).textContent()).toContain('start at 50 a day per campaign');
    await limit.fill('');
    await limit.press('Enter');
    await expectAlert(wizardStep(page, 4), campaignMessages.dailyLimitRequired);
    await limit.fill('20');
    await limit.press('Enter');
    await expectAlert(wizardStep(page, 4), campaignMessages.dailyLimitRange);
    await limit.blur();
    await expect.poll(() => limit.inputValue()).toBe('50');
    await limit.fill('999');
    await limit.blur();
    await expect.poll(() => limit.inputValue()).toBe('450');
    await limit.fill('120');
    await limit.blur();
    expect(await limit.inputValue()).toBe('120');
    // The Do Not Contact list is on unless turned off; skipping already DM'd leads is on.
    expect(await page.getByLabel('Use Do Not Contact list').isChecked()).toBe(true);
    await page.getByLabel("Skip already DM'd").uncheck();
    await screenshotAtBothSizes(page, 'campaign-wizard-step4');

    // Going back to step 1 and clearing the name: clicking step 4 stops at step 1 with its message.
    await page.getByTestId('step-1').click();
    await page.getByLabel('Campaign name').fill('');
    await page.getByTestId('step-4').click();
    await expectAlert(wizardStep(page, 1), campaignMessages.nameRequired);
    await page.getByLabel('Campaign name').fill(campaignName);
    await page.getByTestId('step-4').click();
    await wizardStep(page, 4).waitFor();

    // While the campaign is on its way the button says so (the request is held until that has been seen).
    const creation = await holdRequests(page, '**/api/campaigns', { method: 'POST' });
    await page.getByRole('button', { name: campaignMessages.createCampaign }).click();
    await page.getByRole('button', { name: campaignMessages.creating }).waitFor();
    await creation.release();
    await expectToast(page, campaignMessages.created);
    await page.waitForURL(`${fixture.app.url}/dashboard/campaigns`);
    const [created] = await apiGet<CampaignRow[]>(fixture.app, page, '/campaigns');
    expect(created).toMatchObject({
      name: campaignName,
      status: 'ready',
      lead_source_ids: [sourceId],
      profile_id: accountId,
      daily_dm_limit: 120,
      skip_already_dmd: false,
      use_do_not_contact_list: true,
    });

    // A second campaign cannot take the same name, whatever its case (the list's New Campaign opens the wizard).
    await page.getByRole('link', { name: campaignMessages.newCampaign }).click();
    await wizardStep(page, 1).waitFor({ timeout: 20_000 });
    await page.getByLabel('Campaign name').fill(campaignName.toUpperCase());
    await continueButton(page).click();
    await expectAlert(wizardStep(page, 1), campaignMessages.nameTaken);
    expect(errors).toEqual([]);
  });
});
