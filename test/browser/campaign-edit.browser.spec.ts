import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CampaignRow, TemplateRow } from '../../src/modules/campaigns/contract';
import { campaignMessages, templateMessages } from '../../src/modules/campaigns/contract';
import { freePort } from '../support/free-port';
import { newEmail } from '../support/users';
import { appInBrowser } from './support/app-in-browser';
import { type BrowserSession, collectPageErrors, screenshotAtBothSizes } from './support/browser';
import { continueButton, LEADS_CSV, MORE_CSV, openNewWizard, openWizard, wizardStep } from './support/campaign-wizard-page';
import {
  apiCommand,
  apiGet,
  becomeBasic,
  connectAccount,
  expectAlert,
  expectNoSidewaysScrollOnPhone,
  expectToast,
  signUp,
  uploadSource,
} from './support/flows';
import { holdRequests } from './support/held-requests';
import { navigateInApp } from './support/in-app-navigation';
import { pollOnTabClock } from './support/tab-clock';

// Demo mode: the app runs the X simulator, on a port of its own so test files may run side by side.
const env: Record<string, string> = { X_SIMULATOR: '1' };
beforeAll(async () => {
  env.X_SIMULATOR_PORT = String(await freePort());
});
const fixture = appInBrowser(env);


/**
 * One browser besides the file's for the users other than the wizard's (one at a time: each test signs its own
 * user up there, whose cookie replaces the one before), launched once.
 */
let otherBrowser: Promise<BrowserSession> | undefined;
const otherUsersBrowser = () => (otherBrowser ??= fixture.freshBrowser());

describe('editing a campaign in the wizard', () => {
  let page: Page;
  let accountId: string;
  let sourceId: string;
  let secondSourceId: string;
  const campaignName = 'Spring founders outreach';

  beforeAll(async () => {
    // A campaign as the wizard makes it (campaign-wizard.browser walks its creation), made here over the API.
    page = await signUp(fixture.app, fixture.browser, newEmail('wizard-edit'));
    await becomeBasic(fixture.app, page);
    accountId = await connectAccount(fixture.app, page);
    sourceId = await uploadSource(fixture.app, page, 'Conference Leads', LEADS_CSV);
    secondSourceId = await uploadSource(fixture.app, page, 'Webinar Leads', MORE_CSV);
    const template = await apiCommand<TemplateRow>(fixture.app, page, 'POST', '/message-templates', {
      name: 'Founders intro',
      messages: [
        'Hi [First Name], loved your work at {custom1}.',
        'Hey [First Name] - saw {username} posting about growth. Want to compare notes this week?',
        'Quick one, [First Name]: would a short call next week suit you?',
      ],
    });
    await apiCommand(fixture.app, page, 'POST', '/campaigns', {
      name: campaignName,
      lead_source_ids: [sourceId],
      template_id: template.id,
      profile_id: accountId,
      daily_dm_limit: 120,
      skip_already_dmd: false,
    });
  }, 120_000);

  it('edits the campaign: its own name is no duplicate, and the changes are saved', async () => {
    const [campaign] = await apiGet<CampaignRow[]>(fixture.app, page, '/campaigns');
    await openWizard(fixture.app, page, `/dashboard/campaigns/${campaign!.id}/edit`, 'Edit Campaign');
    expect(await page.getByLabel('Campaign name').inputValue()).toBe(campaignName);
    await page.getByLabel('Campaign name').fill(`${campaignName} (EU)`);
    // Every step is filled in: step 4 opens at once.
    await page.getByTestId('step-4').click();
    await wizardStep(page, 4).waitFor();
    expect(await page.getByLabel('Daily DM limit').inputValue()).toBe('120');
    await page.getByTestId('step-2').click();
    await page.locator('[data-testid="source-option"][data-name="Webinar Leads"]').getByRole('checkbox').check();

    // Step 3: a template made here is chosen; deleted, the step asks for one again. The campaign's own
    // template cannot be deleted.
    await page.getByTestId('step-3').click();
    await page.getByRole('button', { name: 'Create Template' }).first().click();
    const modal = page.getByRole('dialog', { name: 'Create Message Template' });
    await modal.getByLabel('Template name').fill('Spare');
    await modal.getByLabel('Message 1', { exact: true }).fill('Hello [First Name]');
    await modal.getByRole('button', { name: 'Create Template' }).click();
    await expectToast(page, templateMessages.created);
    const spare = page.locator('[data-testid="template-option"][data-name="Spare"]');
    await expect.poll(() => spare.getByRole('radio').isChecked()).toBe(true);
    await spare.getByRole('button', { name: 'Edit Spare' }).click();
    const editModal = page.getByRole('dialog', { name: 'Edit Message Template' });
    await editModal.getByRole('button', { name: 'Delete template' }).click();
    await page.getByRole('dialog', { name: 'Delete template?' }).getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, templateMessages.deleted);
    await expect.poll(() => spare.count()).toBe(0);
    await continueButton(page).click();
    await expectAlert(wizardStep(page, 3), campaignMessages.templateRequired);
    const used = page.locator('[data-testid="template-option"][data-name="Founders intro"]');
    await used.getByRole('button', { name: 'Edit Founders intro' }).click();
    await editModal.getByRole('button', { name: 'Delete template' }).click();
    await page.getByRole('dialog', { name: 'Delete template?' }).getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, `${templateMessages.deleteFailed}: ${templateMessages.inUse}`);
    // Edited instead: a fourth variation.
    await editModal.getByRole('button', { name: 'Add variation' }).click();
    await editModal.getByLabel('Message 4', { exact: true }).fill('Last one, [First Name]: are you at the summit next month?');
    await editModal.getByRole('button', { name: 'Update Template' }).click();
    await expectToast(page, templateMessages.updated);
    await editModal.waitFor({ state: 'hidden' });
    await expect.poll(() => used.textContent()).toContain('4 variations');
    await used.getByRole('radio').check();

    await page.getByTestId('step-4').click();
    await page.getByLabel('Daily DM limit').fill('200');
    // While the save is on its way the button says so (the request is held until that has been seen).
    const save = await holdRequests(page, '**/api/campaigns/*', { method: 'PUT' });
    await page.getByRole('button', { name: campaignMessages.saveChanges }).click();
    await page.getByRole('button', { name: campaignMessages.saving }).waitFor();
    await save.release();
    await expectToast(page, campaignMessages.updated);
    await page.waitForURL(`${fixture.app.url}/dashboard/campaigns`);
    const edited = await apiGet<CampaignRow>(fixture.app, page, `/campaigns/${campaign!.id}`);
    expect(edited).toMatchObject({ name: `${campaignName} (EU)`, daily_dm_limit: 200 });
    expect([...edited.lead_source_ids].sort()).toEqual([sourceId, secondSourceId].sort());
  });

  it('adds follow-ups in the messages step: a template and a wait each, at most 3, each checked; saved and shown again', async () => {
    const bump = await apiCommand<TemplateRow>(fixture.app, page, 'POST', '/message-templates', { name: 'Gentle bump', messages: ['Any thoughts, [First Name]?'] });
    const [campaign] = await apiGet<CampaignRow[]>(fixture.app, page, '/campaigns');
    await openWizard(fixture.app, page, `/dashboard/campaigns/${campaign!.id}/edit?step=3`, 'Edit Campaign', 3);
    const section = page.getByTestId('follow-ups');
    const add = section.getByRole('button', { name: 'Add follow-up' });
    await add.click();
    await section.getByRole('combobox', { name: 'Template of follow-up 1' }).click();
    await page.getByRole('option', { name: 'Gentle bump' }).click();
    const wait = section.getByRole('textbox', { name: 'Days to wait before follow-up 1' });
    expect(await wait.inputValue()).toBe('3');
    await wait.fill('0');
    await continueButton(page).click();
    await expectAlert(section, campaignMessages.followUpWaitInvalid);
    await wait.fill('5');
    // Three at most; one without a template is refused.
    await add.click();
    await add.click();
    expect(await add.isDisabled()).toBe(true);
    await continueButton(page).click();
    await expectAlert(section, campaignMessages.followUpTemplateRequired);
    await screenshotAtBothSizes(page, 'campaign-wizard-follow-ups');
    await section.getByRole('button', { name: 'Remove follow-up 3' }).click();
    await section.getByRole('button', { name: 'Remove follow-up 2' }).click();
    await continueButton(page).click();
    await wizardStep(page, 4).waitFor();
    await page.getByRole('button', { name: campaignMessages.saveChanges }).click();
    await expectToast(page, campaignMessages.updated);
    const saved = await apiGet<CampaignRow>(fixture.app, page, `/campaigns/${campaign!.id}`);
    expect(saved.follow_ups).toEqual([{ template_id: bump.id, wait_days: 5 }]);
    // Edited again, the step shows them as saved.
    await openWizard(fixture.app, page, `/dashboard/campaigns/${campaign!.id}/edit?step=3`, 'Edit Campaign', 3);
    expect(await section.getByRole('combobox', { name: 'Template of follow-up 1' }).textContent()).toContain('Gentle bump');
    expect(await section.getByRole('textbox', { name: 'Days to wait before follow-up 1' }).inputValue()).toBe('5');
    await expectNoSidewaysScrollOnPhone(page);
    // The campaign's page gets a row per step, with its own counters.
    await navigateInApp(page, `/dashboard/campaigns/${campaign!.id}`, saved.name);
    const steps = page.getByRole('region', { name: 'Steps' }).getByTestId('step-row');
    await expect.poll(() => steps.count(), { timeout: 20_000 }).toBe(2);
    expect(await steps.getByTestId('step-name').allTextContents()).toEqual(['First message', 'Follow-up 1 (after 5 days)']);
    expect(await steps.getByTestId('step-sent').allTextContents()).toEqual(['0', '0']);
  });

  it('keeps the sources of a paused campaign, and validates one whose account was disconnected', async () => {
    const [campaign] = await apiGet<CampaignRow[]>(fixture.app, page, '/campaigns');
    const id = campaign!.id;
    // Sending hours that begin two hours from now: the runner sends nothing, so the campaign cannot complete
    // (its five demo leads would otherwise be done within seconds) before it is paused.
    const now = new Date();
    const nowMinute = now.getUTCHours() * 60 + now.getUTCMinutes();
    await apiCommand(fixture.app, page, 'PUT', `/campaigns/${id}`, {
      send_window_start: (nowMinute + 120) % 1440,
      send_window_end: (nowMinute + 180) % 1440,
      time_zone: 'UTC',
    });
    await apiCommand(fixture.app, page, 'POST', `/campaigns/${id}/start`);
    // A running campaign cannot be edited: the wizard says so and cannot save.
    await openWizard(fixture.app, page, `/dashboard/campaigns/${id}/edit?step=4`, 'Edit Campaign', 4);
    await page.getByRole('alert').filter({ hasText: campaignMessages.cannotEditRunning }).waitFor();
    expect(await page.getByRole('button', { name: campaignMessages.saveChanges }).isDisabled()).toBe(true);
    await apiCommand(fixture.app, page, 'POST', `/campaigns/${id}/pause`);
    await openWizard(fixture.app, page, `/dashboard/campaigns/${id}/edit`, 'Edit Campaign');
    await page.getByTestId('step-2').click();
    await page.locator('[data-testid="source-option"][data-name="Webinar Leads"]').getByRole('checkbox').uncheck();
    await expectAlert(wizardStep(page, 2), campaignMessages.cannotRemoveSources('paused'));
    await screenshotAtBothSizes(page, 'campaign-wizard-paused-sources');
    await continueButton(page).click();
    await expectAlert(wizardStep(page, 2), campaignMessages.cannotRemoveSources('paused'));
    await page.locator('[data-testid="source-option"][data-name="Webinar Leads"]').getByRole('checkbox').check();
    await expect.poll(() => wizardStep(page, 2).getByRole('alert').count()).toBe(0);

    // The sending account is disconnected: the campaign needs an account chosen again.
    await apiCommand(fixture.app, page, 'DELETE', `/accounts/${accountId}`);
    await expect.poll(async () => (await apiGet<CampaignRow>(fixture.app, page, `/campaigns/${id}`)).requires_validation, { timeout: 20_000 }).toBe(true);
    accountId = await connectAccount(fixture.app, page);
    await openWizard(fixture.app, page, `/dashboard/campaigns/${id}/edit?step=4`, 'Validate Campaign', 4);
    await page.getByTestId('validation-notice').getByText(campaignMessages.validationAccountRequired).waitFor();
    await page.getByRole('button', { name: campaignMessages.saveChanges }).click();
    await expectAlert(wizardStep(page, 4), campaignMessages.validationAccountRequired);
    await screenshotAtBothSizes(page, 'campaign-wizard-validate');
    await page.locator('[data-testid="account-option"][data-username="outtwit_demo"]').getByRole('radio').check();
    await page.getByRole('button', { name: campaignMessages.saveChanges }).click();
    await expectToast(page, campaignMessages.validated);
    const validated = await apiGet<CampaignRow>(fixture.app, page, `/campaigns/${id}`);
    expect(validated).toMatchObject({ requires_validation: false, profile_id: accountId });
    await expectNoSidewaysScrollOnPhone(page);
  });

  it("does not open another user's campaign", async () => {
    const template = (await apiCommand(fixture.app, page, 'POST', '/message-templates', { name: 'Private words', messages: ['Hi [First Name]'] })) as TemplateRow;
    const campaign = (await apiCommand(fixture.app, page, 'POST', '/campaigns', {
      name: 'Private campaign',
      lead_source_ids: [sourceId],
      template_id: template.id,
      profile_id: accountId,
    })) as CampaignRow;
    const other = await signUp(fixture.app, await otherUsersBrowser(), newEmail('wizard-other'));
    // The screen asks for the campaign again, 1, 2 and 4 s apart, before it says it is not there: the tab's
    // clock (time flows as usual otherwise) is moved on a second at a time while the test waits for that.
    await other.clock.install();
    await other.goto(`${fixture.app.url}/dashboard/campaigns/${campaign.id}/edit`);
    const notFound = other.getByRole('heading', { name: 'This page does not exist' });
    await pollOnTabClock(other, () => notFound.isVisible(), { stepMs: 1_000, timeout: 20_000 }).toBe(true);
    expect(await other.getByTestId('wizard-step-1').count()).toBe(0);
    expect(await other.getByText(campaign.name).count()).toBe(0);
    await other.close();
  });
});

describe('the campaign wizard on the free plan', () => {
  it('says campaigns need a paid plan and links to the Account Plan page', async () => {
    const page = await signUp(fixture.app, await otherUsersBrowser(), newEmail('wizard-free'));
    const errors = collectPageErrors(page);
    await openNewWizard(fixture.app, page);
    const notice = page.getByTestId('plan-notice');
    await notice.getByText(campaignMessages.planRequired, { exact: true }).waitFor({ timeout: 20_000 });
    expect(await notice.getByRole('link', { name: campaignMessages.upgradePlan }).getAttribute('href')).toBe('/dashboard/account');
    // Step 2 without lead sources offers to create one; step 4 without accounts offers to connect one.
    await page.getByLabel('Campaign name').fill('First try');
    await continueButton(page).click();
    expect(await wizardStep(page, 2).getByRole('link', { name: campaignMessages.createLeadSource }).getAttribute('href')).toBe('/dashboard/leads/new');
    await screenshotAtBothSizes(page, 'campaign-wizard-free');
    expect(errors).toEqual([]);
    await page.close();
  });
});
