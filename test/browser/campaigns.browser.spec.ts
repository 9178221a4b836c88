import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoStripe } from '../../src/app/demo-stripe';
import { accountMessages } from '../../src/modules/accounts/contract';
import { type CampaignRow, campaignMessages } from '../../src/modules/campaigns/contract';
import { leadMessages } from '../../src/modules/leads/contract';
import type { WorkspaceRow } from '../../src/modules/workspaces/contract';
import { startXSimulator, type XSimulator } from '../../src/stand-ins/x';
import { newEmail } from '../support/users';
import { staysTrue } from '../support/waiting';
import { appInBrowser } from './support/app-in-browser';
import { type BrowserSession, collectPageErrors, screenshotAtBothSizes } from './support/browser';
import { navigateInApp, openInApp } from './support/in-app-navigation';
import {
  apiCommand,
  apiGet,
  becomeBasic,
  connectAccount,
  demoSession,
  expectNoSidewaysScrollOnPhone,
  expectToast,
  payForBasic,
  signUp,
  uploadSource,
} from './support/flows';

// The app talks to an X simulator of this file's own, so the test can expire the sending account's session.
const env: Record<string, string> = {};
let simulator: XSimulator;
beforeAll(async () => {
  simulator = await startXSimulator({ port: 0, host: '127.0.0.1' });
  env.X_API_BASE = simulator.url;
});
afterAll(async () => {
  await simulator?.close();
});
const fixture = appInBrowser(env);

const demo = demoSession('outtwit_demo');
const agency = demoSession('outtwit_agency');

const LEADS_CSV = ['username,name', 'aaron_lee,Aaron Lee', 'bella_c,Bella Cruz', 'carl_dm,Carl Meyer', 'dana_p,Dana Park'].join('\n');

/** The card of a campaign, by its exact name. */
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const statusOf = (campaign: Locator) => campaign.getByTestId('campaign-status').getAttribute('data-status');

/**
 * Opens the campaign list afresh: inside the app when the page shows it already (by way of Lead Sources when the
 * list is on screen, so it mounts again), else by loading it.
 */
async function openList(page: Page): Promise<void> {
  const at = new URL(page.url());
  if (at.origin !== new URL(fixture.app.url).origin) {
    await page.goto(`${fixture.app.url}/dashboard/campaigns`);
    await page.getByRole('heading', { name: 'Campaigns', level: 1 }).waitFor({ timeout: 20_000 });
    return;
  }
  if (at.pathname === '/dashboard/campaigns') await navigateInApp(page, '/dashboard/leads', 'Lead Sources');
  await navigateInApp(page, '/dashboard/campaigns', 'Campaigns');
}

/** Opens the inline rename of `name`, types `text` (after clearing), and leaves with `how`. */
async function rename(page: Page, name: string, text: string, how: 'Enter' | 'Escape' | 'blur'): Promise<void> {
  await card(page, name).getByRole('button', { name: `Rename ${name}` }).click();
  const field = page.getByRole('textbox', { name: `New name for ${name}` });
  await field.fill(text);
  if (how === 'blur') await page.getByRole('heading', { name: 'Campaigns', level: 1 }).click();
  else await field.press(how);
}

describe('the Campaigns screen', () => {
  let browser: BrowserSession;
  let page: Page;
  let errors: string[];
  let accountId: string;
  let sourceId: string;
  let campaignId: string;
  // Links to one resource name the workspace it is in.
  let workspaceId: string;
  const sourceName = 'Conference Leads';
  const first = 'Spring founders outreach';
  const second = 'Agency follow-ups';

  beforeAll(async () => {
    // The file's browser: the plan is paid from Node, so the browser never goes to the Stripe stand-in.
    browser = fixture.browser;
    page = await signUp(fixture.app, browser, newEmail('campaigns'));
    errors = collectPageErrors(page);
    workspaceId = (await apiGet<WorkspaceRow[]>(fixture.app, page, '/workspaces')).find((row) => row.current)!.id;
  }, 60_000);

  it('shows a free user No Campaigns Yet, with the ways to a lead source, an account and a paid plan', async () => {
    await openList(page);
    await page.getByRole('heading', { name: campaignMessages.noCampaigns }).waitFor();
    const checklist = page.getByTestId('campaign-checklist');
    await checklist.getByRole('link', { name: campaignMessages.createLeadSource }).waitFor();
    expect(await checklist.getByRole('link', { name: campaignMessages.createLeadSource }).getAttribute('href')).toBe('/dashboard/leads');
    expect(await checklist.getByRole('link', { name: campaignMessages.connectAccount }).getAttribute('href')).toBe('/dashboard/connect');
    // A free plan cannot create campaigns: the button leads to the Account Plan page instead.
    expect(await page.getByRole('link', { name: campaignMessages.createCampaign }).count()).toBe(0);
    const upgrades = page.getByRole('link', { name: campaignMessages.upgradePlan });
    expect(await upgrades.count()).toBe(2);
    for (const link of await upgrades.all()) expect(await link.getAttribute('href')).toBe('/dashboard/account');
    expect(await page.getByRole('button', { name: campaignMessages.newCampaign }).count()).toBe(0);
    await screenshotAtBothSizes(page, 'campaigns-empty-free');
    await expectNoSidewaysScrollOnPhone(page);

    await upgrades.first().click();
    await page.waitForURL(`${fixture.app.url}/dashboard/account`);
  });

  it('on a paid plan with a source and an account, offers Create Campaign and no setup links', async () => {
    await becomeBasic(fixture.app, page);
    accountId = await connectAccount(fixture.app, page, demo);
    sourceId = await uploadSource(fixture.app, page, sourceName, LEADS_CSV);
    await openList(page);
    await page.getByRole('heading', { name: campaignMessages.noCampaigns }).waitFor();
    const create = page.getByRole('link', { name: campaignMessages.createCampaign });
    await create.waitFor();
    expect(await create.getAttribute('href')).toBe('/dashboard/campaigns/new');
    const checklist = page.getByTestId('campaign-checklist');
    await expect.poll(() => checklist.getByRole('link').count()).toBe(0);
    await create.click();
    await page.waitForURL(`${fixture.app.url}/dashboard/campaigns/new`);
    await page.getByTestId('wizard-step-1').waitFor({ timeout: 20_000 });
  });

  it('shows each campaign as a card: status, progress, counts, sending account and its lead sources', async () => {
    const template = await apiCommand<{ id: string }>(fixture.app, page, 'POST', '/message-templates', {
      name: 'Founders intro',
      messages: ['Hi [First Name], loved your talk.', 'Hey {first_name}, quick question.'],
    });
    const body = { lead_source_ids: [sourceId], template_id: template.id, profile_id: accountId, daily_dm_limit: 120 };
    campaignId = (await apiCommand<CampaignRow>(fixture.app, page, 'POST', '/campaigns', { name: first, ...body })).id;
    await apiCommand<CampaignRow>(fixture.app, page, 'POST', '/campaigns', { name: second, ...body });

    await openList(page);
    const campaign = card(page, first);
    await campaign.waitFor();
    await card(page, second).waitFor();
    // Newest first.
    expect(await page.getByTestId('campaign-name').allTextContents()).toEqual([second, first]);
    expect(await page.getByRole('link', { name: campaignMessages.newCampaign }).getAttribute('href')).toBe('/dashboard/campaigns/new');
    expect(await statusOf(campaign)).toBe('ready');
    expect(await campaign.getByTestId('campaign-status').textContent()).toBe('Ready');
    expect(await campaign.getByTestId('campaign-progress').textContent()).toBe('0%');
    expect(await campaign.getByTestId('campaign-processed').textContent()).toBe('0 of 4 leads');
    for (const stat of ['campaign-sent', 'campaign-failed', 'campaign-skipped']) {
      expect(await campaign.getByTestId(stat).textContent()).toBe('0');
    }
    await expect.poll(() => campaign.getByTestId('campaign-meta').textContent()).toContain('@outtwit_demo');
    expect(await campaign.getByTestId('campaign-meta').textContent()).toContain('120 DMs a day');
    expect(await campaign.getAttribute('data-dimmed')).toBe('false');
    expect(await campaign.getByTestId('campaign-error').count()).toBe(0);

    await campaign.getByRole('button', { name: `Lead sources of ${first}` }).click();
    const popup = page.getByRole('dialog', { name: 'Lead sources' });
    await popup.waitFor();
    expect(await popup.getByRole('listitem').allTextContents()).toEqual([sourceName]);
    expect(await popup.getByRole('link', { name: sourceName }).getAttribute('href')).toBe(`/dashboard/leads/${sourceId}?workspace=${workspaceId}`);
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'hidden' });
    await screenshotAtBothSizes(page, 'campaigns-list');
    await expectNoSidewaysScrollOnPhone(page);
  });

  it('renames a campaign in place: Enter and blur save, Escape cancels, blank and duplicate names are refused', async () => {
    await openList(page);
    const renamed = `${first} (EU)`;
    await rename(page, first, renamed, 'Enter');
    await expectToast(page, campaignMessages.renamed);
    await card(page, renamed).waitFor();

    await rename(page, renamed, 'Something else', 'Escape');
    await card(page, renamed).getByTestId('campaign-name').waitFor();
    expect(await card(page, renamed).getByTestId('campaign-name').textContent()).toBe(renamed);

    await rename(page, renamed, '   ', 'Enter');
    await expectToast(page, campaignMessages.nameBlank);
    expect(await card(page, renamed).getByTestId('campaign-name').textContent()).toBe(renamed);

    await rename(page, renamed, second.toUpperCase(), 'Enter');
    await expectToast(page, campaignMessages.nameTaken);
    expect(await card(page, renamed).getByTestId('campaign-name').textContent()).toBe(renamed);

    await rename(page, renamed, first, 'blur');
    await card(page, first).waitFor();
    const row = (await (await page.request.get(`${fixture.app.url}/api/campaigns/${campaignId}`)).json()) as CampaignRow;
    expect(row.name).toBe(first);
  });

  it('starts and pauses a campaign; a running one cannot be renamed, edited or deleted; a paused card is dimmed', async () => {
    await openList(page);
    const campaign = card(page, first);
    await campaign.getByRole('button', { name: `Start ${first}` }).click();
    await expectToast(page, campaignMessages.started);
    await expect.poll(() => statusOf(campaign)).toBe('running');
    expect(await campaign.getByTestId('campaign-status').textContent()).toBe('Running');

    await campaign.getByRole('button', { name: `Delete ${first}` }).click();
    await expectToast(page, campaignMessages.cannotDeleteRunning);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await campaign.getByRole('button', { name: `Rename ${first}` }).click();
    await expectToast(page, campaignMessages.cannotEditRunning);
    expect(await page.getByRole('textbox', { name: `New name for ${first}` }).count()).toBe(0);
    await campaign.getByRole('button', { name: `Edit ${first}` }).click();
    expect(page.url()).toBe(`${fixture.app.url}/dashboard/campaigns`);
    await screenshotAtBothSizes(page, 'campaigns-running');

    await campaign.getByRole('button', { name: `Pause ${first}` }).click();
    await expectToast(page, campaignMessages.paused);
    await expect.poll(() => statusOf(campaign)).toBe('paused');
    expect(await campaign.getAttribute('data-dimmed')).toBe('true');
    // Dimmed: the card's content is drawn faded (the mouse is away from it).
    await page.mouse.move(0, 0);
    await expect
      .poll(() => campaign.locator('.campaign-body').first().evaluate((element) => Number((globalThis as any).getComputedStyle(element).opacity)))
      .toBeLessThan(1);
    expect(await card(page, second).getAttribute('data-dimmed')).toBe('false');
    await screenshotAtBothSizes(page, 'campaigns-paused');

    // Edit of a paused campaign opens the wizard on it.
    await campaign.getByRole('button', { name: `Edit ${first}` }).click();
    await page.waitForURL(`${fixture.app.url}/dashboard/campaigns/${campaignId}/edit?workspace=${workspaceId}`);
    await page.getByTestId('wizard-step-1').waitFor({ timeout: 20_000 });
  });

  it("lists a campaign's changes in its History tab: what, from and to, when and by whom", async () => {
    await openList(page);
    const campaign = card(page, first);
    // The tabs follow the arrow keys.
    await campaign.getByRole('tab', { name: 'Overview' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await campaign.getByRole('tab', { name: 'History' }).getAttribute('aria-selected')).toBe('true');
    expect(await campaign.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('false');
    const history = campaign.getByTestId('campaign-history');
    await history.waitFor();
    const rows = history.getByTestId('history-row');
    // Newest first: paused, started, renamed back, renamed, created.
    await expect.poll(() => rows.getByTestId('history-what').allTextContents()).toEqual(['Paused', 'Started', 'Renamed', 'Renamed', 'Created']);
    expect(await rows.getByTestId('history-by').allTextContents()).toEqual(['You', 'You', 'You', 'You', 'You']);
    const latestRename = rows.nth(2);
    expect(await latestRename.getByTestId('history-from').textContent()).toBe(`${first} (EU)`);
    expect(await latestRename.getByTestId('history-to').textContent()).toBe(first);
    expect(await rows.nth(0).getByTestId('history-from').textContent()).toBe('Running');
    expect(await rows.nth(0).getByTestId('history-to').textContent()).toBe('Paused');
    expect(await rows.nth(0).getByTestId('history-at').getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // Ids read as what they stand for.
    const created = rows.nth(4);
    await expect.poll(() => created.locator('[data-field="lead_source_ids"]').getByTestId('history-to').textContent()).toBe(sourceName);
    await expect.poll(() => created.locator('[data-field="template_id"]').getByTestId('history-to').textContent()).toBe('Founders intro');
    await expect.poll(() => created.locator('[data-field="profile_id"]').getByTestId('history-to').textContent()).toBe('@outtwit_demo');
    await screenshotAtBothSizes(page, 'campaigns-history');
    await campaign.getByRole('tab', { name: 'Overview' }).click();
    await campaign.getByTestId('campaign-progress').waitFor();
  });

  it('deletes a campaign after asking', async () => {
    await openList(page);
    await card(page, second).getByRole('button', { name: `Delete ${second}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this campaign?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(second);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await card(page, second).waitFor();

    await card(page, second).getByRole('button', { name: `Delete ${second}` }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, campaignMessages.deleted);
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByTestId('campaign-name').allTextContents()).toEqual([first]);
  });

  it("starts after the start pre-check, and says 'Cannot start campaign...' when the check cannot be made", async () => {
    await openList(page);
    const campaign = card(page, first);
    const checkStart = '**/api/campaigns/*/check-start';
    // The check cannot be made (the connection drops): the specification's message, and nothing starts.
    const errorsBefore = errors.length;
    const before = await statusOf(campaign);
    expect(before).not.toBe('running');
    await page.route(checkStart, (route) => route.abort());
    await campaign.getByRole('button', { name: `Start ${first}` }).click();
    await expectToast(page, campaignMessages.startCheckFailed);
    expect(await statusOf(campaign)).toBe(before);
    await page.unroute(checkStart);
    // The browser reports the dropped request; that is this test's doing.
    errors.splice(errorsBefore, errors.length - errorsBefore, ...errors.slice(errorsBefore).filter((error) => !error.includes('ERR_FAILED')));

    const checked = page.waitForRequest((request) => request.url().endsWith(`/api/campaigns/${campaignId}/check-start`));
    await campaign.getByRole('button', { name: `Start ${first}` }).click();
    await checked;
    await expectToast(page, campaignMessages.started);
    await expect.poll(() => statusOf(campaign)).toBe('running');
  });

  it('shows no error tooltip on a campaign the system paused (the specification shows it on campaigns neither running nor paused)', async () => {
    const campaign = card(page, first);
    expect(await campaign.getByTestId('campaign-error').count()).toBe(0);
    // X ends the account's session; the account's check finds it and its campaigns are paused with the reason.
    simulator.state.expireSession(demo.authToken);
    await apiCommand(fixture.app, page, 'POST', `/accounts/${accountId}/check`, {});
    await expect.poll(() => statusOf(campaign), { timeout: 20_000 }).toBe('paused');
    expect((await apiGet<CampaignRow>(fixture.app, page, `/campaigns/${campaignId}`)).error_message).toContain('Twitter connection');
    await staysTrue(1_000, async () => expect(await campaign.getByTestId('campaign-error').count()).toBe(0), 100);
    await campaign.getByRole('tab', { name: 'History' }).click();
    await expect.poll(() => campaign.getByTestId('history-by').first().textContent()).toBe('System');
    await campaign.getByRole('tab', { name: 'Overview' }).click();
  });

  it("asks for an account when the sending one is disconnected, and Validate opens the wizard's step 4", async () => {
    await openList(page);
    const campaign = card(page, first);
    await campaign.waitFor();
    // Disconnected elsewhere (the Connect Account page): the card follows through live updates.
    await apiCommand(fixture.app, page, 'DELETE', `/accounts/${accountId}`);
    const notice = campaign.getByTestId('needs-account');
    await notice.waitFor({ timeout: 20_000 });
    expect(await notice.textContent()).toContain(campaignMessages.needsAccountSelection);
    expect(await statusOf(campaign)).toBe('paused');
    expect(await campaign.getByRole('button', { name: `Start ${first}` }).isDisabled()).toBe(true);
    // The list says so when it opens too, not only right after a disconnect.
    await openList(page);
    const listNotice = page.getByTestId('campaigns-need-account');
    await listNotice.waitFor({ timeout: 20_000 });
    expect(await listNotice.textContent()).toBe(accountMessages.campaignsNeedSelection(1));
    await screenshotAtBothSizes(page, 'campaigns-needs-account');

    await notice.getByRole('button', { name: `Validate ${first}` }).click();
    await page.waitForURL(`${fixture.app.url}/dashboard/campaigns/${campaignId}/edit?step=4&workspace=${workspaceId}`);
    await page.getByTestId('wizard-step-4').waitFor({ timeout: 20_000 });
  });

  it('marks the lead source of the paused campaign In Use, and refuses to delete it', async () => {
    await openInApp(page, fixture.app.url, '/dashboard/leads', 'Lead Sources');
    const source = page.getByRole('article', { name: sourceName, exact: true });
    await source.waitFor({ timeout: 20_000 });
    await expect.poll(() => source.getByTestId('source-status').textContent()).toBe('In Use');
    await source.getByRole('button', { name: `Delete ${sourceName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Cannot Delete Lead Source' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(leadMessages.inUseHint);
    expect(leadMessages.inUseHint).toBe('To delete this lead source, you must first delete all campaigns using it.');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await source.waitFor();
  });

  it('rendered without page errors', () => {
    expect(errors).toEqual([]);
  });
});

// Last in the file: it moves the Stripe stand-in's clock a month on for every user of this app.
describe('the Campaigns screen after a paid plan ended', () => {
  it('offers an upgrade instead of New Campaign, and a start is refused with the plan message', async () => {
    // A browser of its own: the user of the screen's other tests stays signed in to the file's.
    const browser = await fixture.freshBrowser();
    try {
      const page = await signUp(fixture.app, browser, newEmail('campaigns-ended'));
      const errors = collectPageErrors(page);
      // Paid through checkout: the plan ends in Stripe below.
      await payForBasic(fixture.app, page);
      const agencyAccountId = await connectAccount(fixture.app, page, agency);
      const source = await uploadSource(fixture.app, page, 'Agency Leads', LEADS_CSV);
      const template = await apiCommand<{ id: string }>(fixture.app, page, 'POST', '/message-templates', { name: 'Agency intro', messages: ['Hi [First Name]!'] });
      const name = 'Winter agencies';
      await apiCommand(fixture.app, page, 'POST', '/campaigns', { name, lead_source_ids: [source], template_id: template.id, profile_id: agencyAccountId });

      const downgrade = await apiCommand<unknown>(fixture.app, page, 'POST', '/billing/schedule-downgrade', { downgrade_to: 'free' });
      expect(downgrade).toBeTruthy();
      const stripe = fixture.app.server.stripe as DemoStripe;
      stripe.advance(32 * 86_400);
      await stripe.webhooksIdle();
      await expect
        .poll(async () => ((await (await page.request.get(`${fixture.app.url}/api/plan`)).json()) as { plan: string }).plan, { timeout: 30_000 })
        .toBe('free');

      await openList(page);
      const campaign = card(page, name);
      await campaign.waitFor();
      const upgrade = page.getByRole('link', { name: campaignMessages.upgradePlan });
      await upgrade.waitFor();
      expect(await upgrade.getAttribute('href')).toBe('/dashboard/account');
      expect(await page.getByRole('link', { name: campaignMessages.newCampaign }).count()).toBe(0);

      // The start pre-check refuses it, with the server's reason.
      const checked = page.waitForRequest((request) => request.url().includes('/check-start'));
      await campaign.getByRole('button', { name: `Start ${name}` }).click();
      await checked;
      await expectToast(page, campaignMessages.planRequired);
      expect(await statusOf(campaign)).toBe('ready');
      await screenshotAtBothSizes(page, 'campaigns-free-with-campaign');
      expect(errors.filter((error) => !error.includes('403'))).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 120_000);
});
