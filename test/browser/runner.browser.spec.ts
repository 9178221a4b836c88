import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CampaignRow, campaignMessages } from '../../src/modules/campaigns/contract';
import { sendingLimitsMessages } from '../../src/modules/runner/contract';
import { DEMO_REPLY_PLAN, type SentDm } from '../../src/stand-ins/x';
import { becomeBasic } from '../support/become-basic';
import { freePort } from '../support/free-port';
import { newEmail, signUp as signUpThroughApi, type TestUser } from '../support/users';
import { staysTrue } from '../support/waiting';
import { appInBrowser } from './support/app-in-browser';
import { type DemoRecipient, openDemoRecipients } from './support/demo-recipients';
import { type BrowserSession, collectPageErrors, saveScreenshot, screenshotAtBothSizes, screenshotViewportAtBothSizes } from './support/browser';
import { apiCommand, apiGet, demoSession, expectNoSidewaysScrollOnPhone, expectToast, PASSWORD, signUp, uploadSource } from './support/flows';

// Demo mode: the app runs the X simulator on a port of its own. The delays are scaled so a DM leaves every 0.9 s
// or so at a daily limit of 100 (86,400 s / 100 × 0.001): slow enough to watch and pause, fast enough to finish.
// The inbox is read every second (demo mode's default is five), so a reply shows while leads are left to send.
const env: Record<string, string> = { X_SIMULATOR: '1', RUNNER_DELAY_SCALE: '0.001', RUNNER_PROGRESS_FLUSH_MS: '300', REPLY_POLL_INTERVAL_SECONDS: '1' };
beforeAll(async () => {
  env.X_SIMULATOR_PORT = String(await freePort());
});
// The connected account's and the leads' pictures come from X's image host, answered by its stand-in.
const fixture = appInBrowser(env, { xImages: true });
const simulatorUrl = () => `http://127.0.0.1:${env.X_SIMULATOR_PORT}`;

const demo = demoSession('outtwit_demo');

/** Recipients who accept DMs from anyone, in username order: the runner walks a source's leads in that order too. */
const openRecipients = (count: number): DemoRecipient[] => openDemoRecipients(count).sort((a, b) => a.username.localeCompare(b.username));

/** What the simulator recorded as sent by the demo account. */
async function dmsSent(): Promise<SentDm[]> {
  const response = await fetch(`${simulatorUrl()}/__sim/dms?sender=${demo.userId}`);
  expect(response.status).toBe(200);
  return (await response.json()) as SentDm[];
}

interface RunState {
  /** Stopped, with no delivery in flight and no worker holding it. */
  settled: boolean;
  messages_sent: number;
  next_send_at: Date;
}

/** The campaign's run as the runner keeps it. */
async function runOf(campaignId: string): Promise<RunState | undefined> {
  const { rows } = await sql<RunState>`
    select status = 'stopped' and in_flight is null and leased_by is null as settled, messages_sent, next_send_at
      from campaign_runs where campaign_id = ${campaignId}`.execute(fixture.app.database.db);
  return rows[0];
}

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const count = async (campaign: Locator, testId: string) => Number(((await campaign.getByTestId(testId).textContent()) ?? '').replace(/,/g, ''));

describe('the DM runner on screen', () => {
  let browser: BrowserSession;
  let page: Page;
  let errors: string[];
  let accountId: string;
  const leads = openRecipients(40);
  // Two leads a warm-up campaign messages first: the main campaign skips them as already DM'd.
  const warmUp = leads.slice(0, 2);
  // The last lead in order goes on the Do Not Contact list while the campaign runs.
  const blocked = leads.at(-1) as (typeof leads)[number];
  // A lead whose profile was read as closed to DMs (can_dm false): skipped without a DM.
  const cannotDm = leads[5] as (typeof leads)[number];
  const campaignName = 'Founders in demo mode';
  let templateId: string;

  const email = newEmail('runner');

  beforeAll(async () => {
    // The file's browser: the plan is bought through the API, so no page here goes to the Stripe stand-in.
    browser = fixture.browser;
    page = await signUp(fixture.app, browser, email);
    errors = collectPageErrors(page);
    page.on('requestfailed', (request) => {
      // Requests the page gave up itself (leaving a screen) and the live-updates stream being cut are no errors.
      if (request.failure()?.errorText === 'net::ERR_ABORTED' || request.url().includes('/api/live')) return;
      errors.push(`request failed: ${request.url()} (${request.failure()?.errorText})`);
    });
  }, 60_000);

  /** The user signed in on the page, for calls from Node: the browser's session cookie. */
  async function signedIn(): Promise<TestUser> {
    const cookies = await page.context().cookies(fixture.app.url);
    return { email, password: PASSWORD, cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') };
  }

  it('a user upgrades, connects the demo account and sets its sending limits', async () => {
    // Upgraded to Basic through billing's command: the Account Plan and checkout screens have tests of their own.
    await becomeBasic(fixture.app, await signedIn());
    // Demo mode offers the simulated X's accounts on the Connect Account page: one click connects one.
    await page.goto(`${fixture.app.url}/dashboard/connect`);
    const connectPanel = page.getByTestId('connect-panel');
    await connectPanel.getByTestId('demo-accounts').waitFor({ timeout: 20_000 });
    await screenshotAtBothSizes(page, 'connect-demo-accounts');
    await connectPanel.getByTestId('demo-accounts').getByRole('button', { name: 'Connect @outtwit_demo' }).click({ timeout: 20_000 });
    const row = page.locator('[data-testid="account-row"][data-username="outtwit_demo"]');
    await row.waitFor({ timeout: 30_000 });
    // Newly connected: it warms up, and its card says how far.
    await expect.poll(() => row.getByTestId('account-warm-up').textContent(), { timeout: 20_000 }).toBe('Warm-up: day 1 of 14, 20 today');
    await row.getByRole('button', { name: 'Sending limits of @outtwit_demo' }).click();
    const dialog = page.getByTestId('sending-limits-dialog');
    const cap = dialog.getByTestId('daily-cap');
    await cap.waitFor({ timeout: 20_000 });
    expect(await cap.inputValue()).toBe('450');
    expect(await dialog.getByTestId('limits-time-zone').inputValue()).toBe('UTC');
    await cap.fill('451');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(sendingLimitsMessages.dailyCapInvalid).waitFor();
    await cap.fill('300');
    await dialog.getByTestId('limits-time-zone').selectOption('Europe/Berlin');
    // Turned off, so the campaigns below send from the cap.
    const warmUpSwitch = dialog.getByRole('switch', { name: 'Warm up this account' });
    expect(await warmUpSwitch.isChecked()).toBe(true);
    await warmUpSwitch.uncheck();
    await screenshotViewportAtBothSizes(page, 'runner-sending-limits');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, sendingLimitsMessages.saved);
    await dialog.waitFor({ state: 'hidden' });
    const accounts = await apiGet<{ id: string; twitter_username: string }[]>(fixture.app, page, '/accounts');
    accountId = (accounts.find((account) => account.twitter_username === 'outtwit_demo') as { id: string }).id;
    expect(await apiGet(fixture.app, page, `/accounts/${accountId}/sending-limits`)).toMatchObject({ daily_cap: 300, time_zone: 'Europe/Berlin', warm_up: false });
    // Back to the most the product allows, so the cap is not what this test watches.
    await apiCommand(fixture.app, page, 'PUT', `/accounts/${accountId}/sending-limits`, { daily_cap: 450, time_zone: 'UTC' });
  });

  it('a warm-up campaign messages two leads and completes', async () => {
    const template = await apiCommand<{ id: string }>(fixture.app, page, 'POST', '/message-templates', {
      name: 'Demo intro',
      messages: ['Hi {first_name}, saw your profile and had to say hello.', 'Hey {first_name}! Quick question about what you are building.'],
    });
    templateId = template.id;
    const source = await uploadSource(fixture.app, page, 'Warm-up', ['username', ...warmUp.map((lead) => lead.username)].join('\n'));
    const campaign = await apiCommand<CampaignRow>(fixture.app, page, 'POST', '/campaigns', {
      name: 'Warm-up',
      lead_source_ids: [source],
      template_id: templateId,
      profile_id: accountId,
      daily_dm_limit: 450,
    });
    await apiCommand(fixture.app, page, 'POST', `/campaigns/${campaign.id}/start`);
    await expect.poll(async () => (await apiGet<CampaignRow>(fixture.app, page, `/campaigns/${campaign.id}`)).status, { timeout: 60_000 }).toBe('completed');
    expect((await dmsSent()).map((dm) => dm.recipientId).sort()).toEqual(warmUp.map((lead) => lead.userId).sort());
  });

  it('creates a campaign in the wizard (all day, in the browser’s time zone) and starts it from its card', async () => {
    const csv = ['username,name', ...leads.map((lead) => `${lead.username},${lead.name}`)].join('\n');
    const source = await uploadSource(fixture.app, page, 'Demo founders', csv);
    await sql`update leads set can_dm = false where source_id = ${source} and lower(username) = ${cannotDm.username}`.execute(fixture.app.database.db);
    await page.goto(`${fixture.app.url}/dashboard/campaigns/new`);
    await page.getByTestId('wizard-step-1').waitFor({ timeout: 20_000 });
    await page.getByLabel('Campaign name').fill(campaignName);
    await page.getByRole('button', { name: campaignMessages.continue }).click();
    await page.locator('[data-testid="source-option"][data-name="Demo founders"]').getByRole('checkbox').check();
    await page.getByRole('button', { name: campaignMessages.continue }).click();
    await page.locator('[data-testid="template-option"]').filter({ hasText: 'Demo intro' }).getByRole('radio').check();
    await page.getByRole('button', { name: campaignMessages.continue }).click();
    await page.getByTestId('wizard-step-4').waitFor();
    await page.locator('[data-testid="account-option"][data-username="outtwit_demo"]').getByRole('radio').check();
    // Sending hours: all day unless chosen; the time zone is the browser's.
    const browserZone = await page.evaluate('Intl.DateTimeFormat().resolvedOptions().timeZone');
    expect(await page.getByRole('radio', { name: 'All day' }).isChecked()).toBe(true);
    expect(await page.getByTestId('time-zone').inputValue()).toBe(browserZone);
    await page.getByRole('radio', { name: 'Only between' }).check();
    await page.getByTestId('window-start').fill('10:00');
    await page.getByTestId('window-end').fill('10:00');
    await page.getByRole('button', { name: campaignMessages.createCampaign }).click();
    await page.getByTestId('send-window-error').getByText(campaignMessages.sendWindowEmpty).waitFor();
    await page.getByTestId('window-end').fill('18:30');
    // A changed time clears the message.
    await page.getByTestId('send-window-error').waitFor({ state: 'detached' });
    await screenshotAtBothSizes(page, 'runner-wizard-sending-hours');
    // This test watches sending now, whatever the hour: back to all day.
    await page.getByRole('radio', { name: 'All day' }).check();
    // Off unless turned on; saved with the campaign.
    const optimise = page.getByLabel('Optimise automatically');
    expect(await optimise.isChecked()).toBe(false);
    await optimise.check();
    await page.getByRole('button', { name: campaignMessages.createCampaign }).click();
    await expectToast(page, campaignMessages.created);
    await page.waitForURL(`${fixture.app.url}/dashboard/campaigns`);
    const campaign = card(page, campaignName);
    await campaign.waitFor({ timeout: 20_000 });
    expect((await apiGet<CampaignRow[]>(fixture.app, page, '/campaigns')).find((c) => c.name === campaignName)?.optimise_automatically).toBe(true);
    expect(await count(campaign, 'campaign-sent')).toBe(0);
    await campaign.getByRole('button', { name: `Start ${campaignName}` }).click();
    await expectToast(page, campaignMessages.started);
    await expect.poll(() => campaign.getByTestId('campaign-status').getAttribute('data-status')).toBe('running');
  });

  it('shows sent and skipped counts rising live; a username put on Do Not Contact meanwhile is skipped', async () => {
    const campaign = card(page, campaignName);
    // No reload: the counts arrive through the live updates.
    await expect.poll(() => count(campaign, 'campaign-sent'), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
    const firstSeen = await count(campaign, 'campaign-sent');
    await apiCommand(fixture.app, page, 'POST', '/do-not-contact', { input: `@${blocked.username}` });
    await expect.poll(() => count(campaign, 'campaign-sent'), { timeout: 30_000 }).toBeGreaterThan(firstSeen);
    await expect.poll(() => count(campaign, 'campaign-skipped-already'), { timeout: 30_000 }).toBe(warmUp.length);
    await saveScreenshot(page, 'runner-card-running', { fullPage: false });
  });

  it('shows a reply from a recipient in the replies count and the Replies tab', async () => {
    const campaign = card(page, campaignName);
    // The demo world's recipients answer on their own, a share of them by the message's wording and at the
    // latest the account's fifth new one (the third of this campaign, after the warm-up's two), seconds later in
    // X's time, which the test moves on at once.
    await expect.poll(async () => (await dmsSent()).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(warmUp.length + 3);
    const advanced = await fetch(`${simulatorUrl()}/__sim/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: DEMO_REPLY_PLAN.afterMs + DEMO_REPLY_PLAN.spreadMs }),
    });
    expect(advanced.status).toBe(200);
    await expect.poll(() => count(campaign, 'campaign-replies-count'), { timeout: 60_000 }).toBeGreaterThanOrEqual(1);
    expect(await campaign.getByTestId('campaign-reply-rate').textContent()).toMatch(/^\d+(\.\d)?%$/);
    await campaign.getByRole('tab', { name: 'Replies' }).click();
    const reply = campaign.getByTestId('reply-row').first();
    await reply.waitFor({ timeout: 20_000 });
    const username = (await reply.getAttribute('data-username')) as string;
    expect(leads.map((lead) => lead.username)).toContain(username);
    expect(await reply.getByRole('link', { name: new RegExp(`^@${username}`) }).getAttribute('href')).toBe(`https://x.com/${username}`);
    expect(await reply.getByTestId('reply-conversation').getAttribute('href')).toMatch(/^https:\/\/x\.com\/messages\/.+/);
    expect(((await reply.getByTestId('reply-text').textContent()) ?? '').length).toBeGreaterThan(0);
    // Every reply as a file, from the tab.
    const [download] = await Promise.all([page.waitForEvent('download'), campaign.getByTestId('replies-csv').click()]);
    expect(download.suggestedFilename()).toBe(`${campaignName.replace(/ /g, '_')}_replies.csv`);
    expect(await readFile(await download.path(), 'utf8')).toContain(`"${username}"`);
    await screenshotAtBothSizes(page, 'runner-card-replies');
    await campaign.getByRole('tab', { name: 'Overview' }).click();
  });

  it('pauses (the counts stop), resumes, and completes with every lead processed once', async () => {
    const campaign = card(page, campaignName);
    // Leads are left to send when the user pauses.
    expect((await dmsSent()).length).toBeLessThan(leads.length - 5);
    await campaign.getByRole('button', { name: `Pause ${campaignName}` }).click();
    await expectToast(page, campaignMessages.paused);
    await expect.poll(() => campaign.getByTestId('campaign-status').getAttribute('data-status')).toBe('paused');
    // A send already on its way settles: the run stops with nothing in flight and no worker holding it, and the
    // card shows what it sent.
    const campaignId = ((await apiGet<CampaignRow[]>(fixture.app, page, '/campaigns')).find((c) => c.name === campaignName) as CampaignRow).id;
    await expect.poll(async () => (await runOf(campaignId))?.settled, { timeout: 20_000 }).toBe(true);
    const { messages_sent: sentByRun, next_send_at: nextSendAt } = (await runOf(campaignId)) as RunState;
    await expect.poll(() => count(campaign, 'campaign-sent'), { timeout: 20_000 }).toBe(sentByRun);
    const sentWhenPaused = (await dmsSent()).length;
    // After that nothing more leaves: not when its next DM was due, nor at the dispatcher's next look after it.
    await staysTrue(Math.max(0, nextSendAt.getTime() - Date.now()) + 1_500, async () => {
      expect((await dmsSent()).length).toBe(sentWhenPaused);
      expect(await count(campaign, 'campaign-sent')).toBe(sentByRun);
    }, 250);
    await saveScreenshot(page, 'runner-card-paused', { fullPage: false });

    // The daily limit raised while paused applies as it starts again: the rest leaves at its pace.
    await apiCommand(fixture.app, page, 'PUT', `/campaigns/${campaignId}`, { daily_dm_limit: 450 });
    await campaign.getByRole('button', { name: `Start ${campaignName}` }).click();
    await expectToast(page, campaignMessages.started);
    await expect.poll(() => campaign.getByTestId('campaign-status').getAttribute('data-status'), { timeout: 150_000 }).toBe('completed');
    await expect.poll(() => campaign.getByTestId('campaign-progress').textContent(), { timeout: 20_000 }).toBe('100%');
    // Every lead contacted: the card says Completed and offers no Start that could only be refused.
    await campaign.getByTestId('campaign-completed').waitFor();
    expect(await campaign.getByRole('button', { name: `Start ${campaignName}` }).count()).toBe(0);

    const row = (await apiGet<CampaignRow[]>(fixture.app, page, '/campaigns')).find((c) => c.name === campaignName) as CampaignRow;
    expect(row.skipped_do_not_contact).toBe(1);
    expect(row.skipped_already_dmd).toBe(warmUp.length);
    expect(row.skipped_cannot_dm).toBe(1);
    expect(row.messages_sent + row.messages_failed + row.skipped_already_dmd + row.skipped_do_not_contact + row.skipped_cannot_dm).toBe(leads.length);
    expect(await count(campaign, 'campaign-skipped-dnc')).toBe(1);
    expect(await count(campaign, 'campaign-skipped-cannot-dm')).toBe(1);
    expect(await count(campaign, 'campaign-skipped')).toBe(warmUp.length + 2);
    expect(await count(campaign, 'campaign-sent')).toBe(row.messages_sent);

    // The simulator's ledger: one DM per lead messaged, none to the Do Not Contact username.
    const dms = await dmsSent();
    const recipients = dms.map((dm) => dm.recipientId);
    expect(recipients).not.toContain(blocked.userId);
    expect(recipients).not.toContain(cannotDm.userId);
    expect(new Set(recipients).size).toBe(recipients.length);
    expect(recipients.length).toBe(warmUp.length + row.messages_sent);
    await screenshotAtBothSizes(page, 'runner-card-completed');
    await expectNoSidewaysScrollOnPhone(page);

    // The History shows the lifecycle, not every DM.
    await campaign.getByRole('tab', { name: 'History' }).click();
    const whats = campaign.getByTestId('history-row').getByTestId('history-what');
    await expect.poll(() => whats.allTextContents()).toEqual(['Completed', 'Started', 'Edited: Daily DM limit', 'Paused', 'Started', 'Created']);
    expect(errors).toEqual([]);
  });

  it('opens the skipped leads from the card, each with its reason', async () => {
    const campaign = card(page, campaignName);
    await campaign.getByRole('tab', { name: 'Overview' }).click();
    // Nothing failed: that count opens nothing.
    expect(await count(campaign, 'campaign-failed')).toBe(0);
    expect(await campaign.getByTestId('campaign-failed-open').count()).toBe(0);
    await campaign.getByTestId('campaign-skipped-open').click();
    const dialog = page.getByTestId('campaign-outcomes-dialog');
    await dialog.getByRole('heading', { name: /Skipped leads/ }).waitFor();
    const rows = dialog.getByTestId('outcome-row');
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(warmUp.length + 2);
    const reasons: Record<string, string> = {};
    for (const row of await rows.all()) reasons[(await row.getAttribute('data-username')) as string] = (await row.getByTestId('outcome-reason').textContent()) as string;
    expect(reasons).toEqual({
      ...Object.fromEntries(warmUp.map((lead) => [lead.username, 'Already messaged'])),
      [blocked.username]: 'On Do Not Contact',
      [cannotDm.username]: 'DMs closed',
    });
    await screenshotViewportAtBothSizes(page, 'runner-card-skipped-leads');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  });

  it("shows each variation's DMs, replies and reply rate in the Variations tab, and what a verdict still needs", async () => {
    const campaign = card(page, campaignName);
    await campaign.getByRole('tab', { name: 'Variations' }).click();
    const rows = campaign.getByTestId('variation-row');
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(2);
    const numbers = async (testId: string) => (await rows.getByTestId(testId).allTextContents()).map(Number);
    // Every DM of the campaign is one variation's; every lead that replied, one variation's. Replies may still be
    // arriving: the tab's totals are compared with a fresh answer of the API until the two agree.
    const totals = async () => {
      const row = (await apiGet<CampaignRow[]>(fixture.app, page, '/campaigns')).find((c) => c.name === campaignName) as CampaignRow;
      const [sentNow, repliesNow] = [await numbers('variation-sent'), await numbers('variation-replies')];
      return { sent: sentNow[0] + sentNow[1] - row.messages_sent, replies: repliesNow[0] + repliesNow[1] - row.replies_count };
    };
    await expect.poll(totals, { message: "the tab's totals less the campaign's" }).toEqual({ sent: 0, replies: 0 });
    const sent = await numbers('variation-sent');
    const texts = rows.getByTestId('variation-text');
    expect(await texts.first().getAttribute('title')).toBe('Hi {first_name}, saw your profile and had to say hello.');
    expect(await texts.first().textContent()).toBe('1. Hi {first_name}, saw your profile and had to say hello.');
    for (const rate of await rows.getByTestId('variation-rate').allTextContents()) expect(rate).toMatch(/^(–|\d+% \(\d+–\d+%\))$/);
    // Below 30 DMs each, a verdict waits (no leader); the line says how many more DMs it needs.
    if (sent.some((n) => n < 30)) {
      const needed = sent.reduce((sum, n) => sum + Math.max(0, 30 - n), 0);
      expect(await campaign.getByTestId('variations-verdict').textContent()).toBe(`${needed} more DM${needed === 1 ? '' : 's'} before a verdict: each variation needs 30.`);
      expect(await campaign.getByTestId('variation-leading').count()).toBe(0);
    }
    await screenshotAtBothSizes(page, 'runner-card-variations');
    await expectNoSidewaysScrollOnPhone(page);
    await campaign.getByRole('tab', { name: 'Overview' }).click();
    expect(errors).toEqual([]);
  });

  it("another user cannot read this campaign's replies or this account's sending limits", async () => {
    // A request of another signed-in user, as their browser sends it.
    const other = await signUpThroughApi(fixture.app, newEmail('runner-other'));
    const asOther = (path: string) => fetch(`${fixture.app.url}${path}`, { headers: { cookie: other.cookie } });
    const row = (await apiGet<CampaignRow[]>(fixture.app, page, '/campaigns')).find((c) => c.name === campaignName) as CampaignRow;
    expect((await asOther(`/api/campaigns/${row.id}/replies`)).status).toBe(404);
    expect((await asOther(`/api/accounts/${accountId}/sending-limits`)).status).toBe(404);
  });
});
