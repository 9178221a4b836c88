import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasetMessages } from '../../src/modules/dataset/contract';
import { leadMessages } from '../../src/modules/leads/contract';
import { SCRAPE_LIMITS, scrapeMessages, THIRD_WORLD_COUNTRIES } from '../../src/modules/leads/scrape-contract';
import { freePort } from '../support/free-port';
import { newEmail } from '../support/users';
import { signUpInSharedBrowser, startBasicTrialThroughApi } from './support/api-setup';
import { appInBrowser } from './support/app-in-browser';
import { screenshotAtBothSizes } from './support/browser';
import { connectAccount, expectNoSidewaysScrollOnPhone } from './support/flows';
import { navigateInApp, openInApp } from './support/in-app-navigation';
import { addTo, chips, expectMessage, pageErrors, useUpAllCredits } from './support/lead-forms';

// The database form and the upload form, and the scraper of a free user: lead-database-and-upload.browser.spec.ts.

// Demo mode: the app runs the X simulator on a port of its own, so test files may run side by side.
const env: Record<string, string> = { X_SIMULATOR: '1' };
beforeAll(async () => {
  env.X_SIMULATOR_PORT = String(await freePort());
});
// The connected account's and the leads' pictures come from X's image host, answered by its stand-in.
const fixture = appInBrowser(env, { xImages: true });

/** The demo world's quick source (300 verified followers) and its protected account. */
const QUICK_TARGET = 'demo_founders';
const PROTECTED_TARGET = 'private_circle';

/** The X simulator's answers take this long (as X's do over a real network), so a short scrape can be watched. */
async function simulatorLatency(ms: number): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${env.X_SIMULATOR_PORT}/__sim/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ latencyMs: ms }),
  });
  expect(response.status).toBe(200);
}

/** Opens the scraper from the type chooser, without loading the page again: an empty form that reads its lists afresh. */
async function reopenScraper(page: Page): Promise<void> {
  await navigateInApp(page, '/dashboard/leads/new', leadMessages.chooseType);
  await page.getByTestId('type-scraper').click();
  await page.getByRole('heading', { name: scrapeMessages.title, level: 1 }).waitFor();
}

const startButton = (page: Page) => page.getByRole('button', { name: scrapeMessages.startScraping });

/** Clicks Start Scraping and expects `message`. */
async function startExpecting(page: Page, message: string): Promise<void> {
  await startButton(page).click();
  await expectMessage(page, message);
}

/**
 * Records, inside the page, every stage the progress panel of `sourceName` shows and every count of leads
 * found, as they change: what a user watching the panel sees, without missing a short stage between polls.
 */
async function watchProgress(page: Page): Promise<void> {
  await page.evaluate(`(() => {
    const seen = { stages: [], counts: [] };
    window.__scrapeSeen = seen;
    const read = () => {
      const panel = document.querySelector('[data-testid="scrape-result"] [data-testid="scrape-progress"]');
      if (!panel) return;
      const stage = panel.getAttribute('data-stage');
      if (stage && seen.stages[seen.stages.length - 1] !== stage) seen.stages.push(stage);
      const count = panel.querySelector('[data-testid="leads-found"]')?.textContent;
      if (count && seen.counts[seen.counts.length - 1] !== count) seen.counts.push(count);
    };
    new MutationObserver(read).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    read();
  })()`);
}

const progressSeen = (page: Page) => page.evaluate('window.__scrapeSeen') as Promise<{ stages: string[]; counts: string[] }>;

describe('the lead scraper, a Basic user with a connected demo account', () => {
  let page: Page;
  let errors: () => string[];
  const sourceName = 'Demo founders';

  beforeAll(async () => {
    // The trial and the account through the API: their screens are account-plan's and connect-account's subject.
    page = await signUpInSharedBrowser(fixture.app, fixture.browser, newEmail('scraper-basic'));
    await startBasicTrialThroughApi(fixture.app, page);
    // The account is connected by the second test, after a scrape without one was refused.
    errors = pageErrors(page);
  });

  afterAll(async () => {
    await page?.close();
  });

  it('opens the scraper from the type chooser with its defaults', async () => {
    await page.goto(`${fixture.app.url}/dashboard/leads/new`);
    await page.getByRole('heading', { name: leadMessages.chooseType }).waitFor();
    expect(await page.getByTestId('type-scraper').getAttribute('href')).toBe('/dashboard/leads/new/scraper');
    await page.getByTestId('type-scraper').click();
    await page.waitForURL(`${fixture.app.url}/dashboard/leads/new/scraper`);
    await page.getByRole('heading', { name: scrapeMessages.title, level: 1 }).waitFor();
    // Defaults: accounts mode, Verified Followers on, Following off; Retweeters on, Favorites off.
    expect(await page.getByLabel(scrapeMessages.verifiedFollowers).isChecked()).toBe(true);
    expect(await page.getByLabel(scrapeMessages.followingAccounts).isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Post interactions' }).click();
    expect(await page.getByLabel(scrapeMessages.retweeters).isChecked()).toBe(true);
    expect(await page.getByLabel(scrapeMessages.favorites).isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Accounts', exact: true }).click();
    await page.getByText(scrapeMessages.perTargetNote, { exact: false }).waitFor();
    await page.getByText('No scrapes yet.', { exact: false }).waitFor();
    await screenshotAtBothSizes(page, 'scraper-form-empty');
    await expectNoSidewaysScrollOnPhone(page);
  });

  it('offers the demo accounts in one click, says what the Verified Followers switch does, and refuses a scrape without a connected account at once, linking to Connect Account', async () => {
    const demo = page.getByTestId('demo-accounts');
    await demo.waitFor();
    expect(await demo.getByRole('button').allTextContents()).toEqual(['@demo_founders', '@coachcollective', '@cryptodesk', '@saasfounders', '@growthhq']);
    await demo.getByRole('button', { name: /^Add @demo_founders/ }).click();
    expect(await chips(page, 'target-accounts')).toEqual(['demo_founders']);
    expect(await demo.getByRole('button', { name: /^Add @demo_founders/ }).isDisabled()).toBe(true);
    // The switch that is on by default says what it does.
    const help = page.getByText(scrapeMessages.verifiedFollowersHelp, { exact: true });
    expect(await help.isVisible()).toBe(true);
    expect(await page.getByLabel(scrapeMessages.verifiedFollowers).getAttribute('aria-describedby')).toBe(await help.getAttribute('id'));
    await page.getByRole('button', { name: 'Post interactions' }).click();
    await page.getByTestId('demo-posts').getByRole('button', { name: /^Add Demo post 1/ }).click();
    expect(await chips(page, 'post-links')).toEqual(['https://x.com/growthhq/status/1800000000000000001']);
    await page.getByRole('button', { name: 'Accounts', exact: true }).click();

    await page.getByRole('textbox', { name: 'Source name' }).fill('Before connecting');
    await expect.poll(() => page.getByTestId('name-check').textContent(), { timeout: 10_000 }).toBe('This name is available');
    await startExpecting(page, scrapeMessages.noAccounts);
    const notice = page.getByTestId('scraper-error');
    expect(await notice.getByRole('link', { name: scrapeMessages.connectAccountLink }).getAttribute('href')).toBe(scrapeMessages.connectAccountPath);
    await screenshotAtBothSizes(page, 'scraper-no-account');
    // Nothing was made: no source, no scrape.
    expect(await (await page.request.get(`${fixture.app.url}/api/lead-sources`)).json()).toEqual([]);

    await connectAccount(fixture.app, page);
    await reopenScraper(page);
    // The refusal's 409 was expected: errors are counted from here.
    errors = pageErrors(page);
  });

  it('says what is wrong with the accounts, as the user types them', async () => {
    await startExpecting(page, scrapeMessages.nameRequired);
    await page.getByRole('textbox', { name: 'Source name' }).fill(sourceName);
    await startExpecting(page, scrapeMessages.targetRequired);

    await addTo(page, 'Target accounts', 'https://x.com/someone');
    await expectMessage(page, scrapeMessages.usernameOnly);
    // A leading @ is stripped; the same account in another case is refused.
    await addTo(page, 'Target accounts', '@demo_founders');
    expect(await chips(page, 'target-accounts')).toEqual(['demo_founders']);
    await addTo(page, 'Target accounts', 'DEMO_FOUNDERS');
    await expectMessage(page, scrapeMessages.duplicateTarget('DEMO_FOUNDERS'));
    // Comma-separated: split and trimmed; the sixth is one too many.
    await addTo(page, 'Target accounts', ' acct_two , acct_three,acct_four, acct_five ,acct_six');
    expect(await chips(page, 'target-accounts')).toEqual(['demo_founders', 'acct_two', 'acct_three', 'acct_four', 'acct_five']);
    await expectMessage(page, scrapeMessages.maxTargets);
    expect(await page.getByRole('textbox', { name: 'Target accounts' }).inputValue()).toBe('acct_six');

    await page.getByLabel(scrapeMessages.verifiedFollowers).uncheck();
    await startExpecting(page, scrapeMessages.accountsOptionRequired);
    await page.getByLabel(scrapeMessages.verifiedFollowers).check();
  });

  it('says what is wrong with the post links', async () => {
    await page.getByRole('button', { name: 'Post interactions' }).click();
    await startExpecting(page, scrapeMessages.postLinkRequired);
    await addTo(page, 'Post links', 'https://example.com/a/status/1');
    await expectMessage(page, scrapeMessages.invalidPostLink);
    await addTo(page, 'Post links', 'https://x.com/growthhq/status/1800000000000000001');
    await addTo(page, 'Post links', 'https://x.com/growthhq/status/1800000000000000001');
    await expectMessage(page, scrapeMessages.duplicatePostLink);
    const more = Array.from({ length: SCRAPE_LIMITS.maxPostLinks }, (_, i) => `https://twitter.com/someone/status/${1900000000000000000n + BigInt(i)}`);
    await addTo(page, 'Post links', more.join(', '));
    expect(await chips(page, 'post-links')).toHaveLength(SCRAPE_LIMITS.maxPostLinks);
    await expectMessage(page, scrapeMessages.maxPostLinks);
    await page.getByLabel(scrapeMessages.retweeters).uncheck();
    await startExpecting(page, scrapeMessages.interactionsOptionRequired);
    await page.getByLabel(scrapeMessages.retweeters).check();
    await page.getByRole('button', { name: 'Accounts', exact: true }).click();
  });

  it('keeps include and exclude keywords apart, and the 3rd World countries in one click', async () => {
    await addTo(page, 'Include bio keywords', 'founder, SaaS');
    expect(await chips(page, 'include-keywords')).toEqual(['founder', 'SaaS']);
    await addTo(page, 'Include bio keywords', 'Founder');
    await expectMessage(page, scrapeMessages.duplicateKeyword);
    await addTo(page, 'Exclude bio keywords', 'saas');
    await expectMessage(page, scrapeMessages.keywordInInclude('saas'));
    await addTo(page, 'Exclude bio keywords', 'giveaway');
    await addTo(page, 'Include bio keywords', 'Giveaway');
    await expectMessage(page, scrapeMessages.keywordInExclude('Giveaway'));

    // A saved keyword sample applied beside the field: new keywords join, one already excluded is said.
    const saved = await page.request.post(`${fixture.app.url}/api/keyword-samples`, {
      headers: { origin: fixture.app.url },
      data: { name: 'Founders', type: 'include', keywords: ['founder', 'indie hacker', 'giveaway'] },
    });
    expect(saved.status(), await saved.text()).toBe(201);
    await reopenScraper(page);
    await page.getByRole('textbox', { name: 'Source name' }).fill(sourceName);
    await addTo(page, 'Target accounts', QUICK_TARGET);
    await addTo(page, 'Include bio keywords', 'founder, SaaS');
    await addTo(page, 'Exclude bio keywords', 'giveaway');
    await page.getByTestId('keyword-samples-include').getByRole('button', { name: 'Apply Founders' }).click();
    await expectMessage(page, scrapeMessages.keywordInExclude('giveaway'));
    expect(await chips(page, 'include-keywords')).toEqual(['founder', 'SaaS', 'indie hacker']);

    await addTo(page, 'Exclude locations', 'Atlantis');
    await addTo(page, 'Exclude locations', 'atlantis');
    await expectMessage(page, scrapeMessages.duplicateLocation('atlantis'));
    await page.getByRole('button', { name: scrapeMessages.addThirdWorld }).click();
    await expectMessage(page, scrapeMessages.thirdWorldAdded);
    await page.getByRole('button', { name: scrapeMessages.removeThirdWorld }).waitFor();
    // The list is long: a few chips and '+N more'.
    await page.getByText(`+${THIRD_WORLD_COUNTRIES.length + 1 - 12} more`, { exact: true }).waitFor();
    await screenshotAtBothSizes(page, 'scraper-form-filled');
    await expectNoSidewaysScrollOnPhone(page);
    await page.getByRole('button', { name: scrapeMessages.removeThirdWorld }).click();
    await expectMessage(page, scrapeMessages.thirdWorldRemoved);
    expect(await chips(page, 'exclude-locations')).toEqual(['Atlantis']);
  });

  it('scrapes the verified followers of two accounts, one protected: the stages and the count move live, and the source completes with the failed target', async () => {
    // The two demo targets and no include keywords (the demo followers' bios are not about founders).
    for (const keyword of ['founder', 'SaaS', 'indie hacker']) await page.getByLabel(`Remove ${keyword}`, { exact: true }).click();
    expect(await chips(page, 'include-keywords')).toEqual([]);
    await addTo(page, 'Target accounts', PROTECTED_TARGET);
    expect(await chips(page, 'target-accounts')).toEqual([QUICK_TARGET, PROTECTED_TARGET]);
    await expect.poll(() => page.getByTestId('name-check').textContent(), { timeout: 10_000 }).toBe('This name is available');

    await simulatorLatency(1000);
    await watchProgress(page);
    await startButton(page).click();
    await expectMessage(page, scrapeMessages.started);
    const result = page.getByRole('article', { name: sourceName, exact: true });
    await result.waitFor({ timeout: 20_000 });
    // The form is ready for the next scrape.
    expect(await page.getByRole('textbox', { name: 'Source name' }).inputValue()).toBe('');

    await result.locator('[data-testid="scrape-progress"][data-stage="scraping"]').waitFor({ timeout: 60_000 });
    await screenshotAtBothSizes(page, 'scraper-progress');

    // Meanwhile, in another tab: the source's card on the list and its detail view show the scrape as it runs.
    const other = await fixture.browser.newPage('desktop');
    await other.goto(`${fixture.app.url}/dashboard/leads`);
    const card = other.getByRole('article', { name: sourceName, exact: true });
    await card.getByTestId('scrape-progress-line').waitFor({ timeout: 20_000 });
    await screenshotAtBothSizes(other, 'scraper-card-scraping');
    await card.getByRole('link', { name: `View Details of ${sourceName}` }).click();
    await other.getByTestId('source-header').getByTestId('scrape-progress').waitFor({ timeout: 20_000 });
    await screenshotAtBothSizes(other, 'scraper-detail-scraping');
    await other.close();
    // Watched through two counts: the rest of the scrape needs no slow answers.
    await expect.poll(async () => (await progressSeen(page)).counts.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(2);
    await simulatorLatency(0);
    await expect.poll(async () => (await result.getByTestId('source-status').textContent()) ?? '', { timeout: 120_000, interval: 250 }).toBe('Completed');

    const seen = await progressSeen(page);
    // At least two stages were shown one after the other, ending with scraping, and the count grew while it ran.
    expect(seen.stages.length, JSON.stringify(seen)).toBeGreaterThanOrEqual(2);
    expect(seen.stages).toContain('scraping');
    const counts = seen.counts.map((text) => Number(text.replace(/,/g, '')));
    expect(counts.length, JSON.stringify(seen)).toBeGreaterThanOrEqual(2);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));

    // Completed, with the warning variant naming the protected account.
    const warning = result.getByTestId('failed-targets-warning');
    await warning.waitFor({ timeout: 20_000 });
    expect(await warning.textContent()).toContain(scrapeMessages.failedTargetsWarning);
    expect(await warning.getByTestId('failed-target').allTextContents()).toEqual([`@${PROTECTED_TARGET}: ${scrapeMessages.targetErrors.protected}`]);
    expect(await warning.textContent()).toContain(scrapeMessages.createWithValidTargets);
    const leads = Number(((await result.getByTestId('result-leads').textContent()) ?? '').replace(/[^0-9]/g, ''));
    // The panel counted up to the last page it showed; the source holds them all.
    expect(leads).toBeGreaterThanOrEqual(counts[counts.length - 1] as number);
    expect(leads).toBeGreaterThan(0);
    await screenshotAtBothSizes(page, 'scraper-completed');
    await expectNoSidewaysScrollOnPhone(page);
  });

  it('checks the name 500 ms after typing: a taken one keeps Start Scraping disabled', async () => {
    await page.getByRole('textbox', { name: 'Source name' }).fill(sourceName.toUpperCase());
    await expect.poll(() => page.getByTestId('name-check').textContent(), { timeout: 10_000 }).toBe(scrapeMessages.nameTaken);
    expect(await startButton(page).isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Source name' }).fill(`${sourceName} 2`);
    await expect.poll(() => page.getByTestId('name-check').textContent(), { timeout: 10_000 }).toBe('This name is available');
    expect(await startButton(page).isDisabled()).toBe(false);
  });

  it('a scrape of the protected account alone fails: the card says Scraping Failed with the target', async () => {
    await page.getByRole('textbox', { name: 'Source name' }).fill('Private circle');
    await addTo(page, 'Target accounts', PROTECTED_TARGET);
    await expect.poll(() => page.getByTestId('name-check').textContent(), { timeout: 10_000 }).toBe('This name is available');
    await startButton(page).click();
    await expectMessage(page, scrapeMessages.started);
    const result = page.getByRole('article', { name: 'Private circle', exact: true });
    await expect.poll(async () => (await result.getByTestId('source-status').textContent()) ?? '', { timeout: 60_000, interval: 250 }).toBe('Failed');
    const failed = result.getByTestId('failed-targets-error');
    await failed.waitFor({ timeout: 20_000 });
    expect(await failed.getByTestId('failed-target').allTextContents()).toEqual([`@${PROTECTED_TARGET}: ${scrapeMessages.targetErrors.protected}`]);
    expect(await result.getByTestId('scrape-failed').textContent()).toContain(scrapeMessages.scrapingFailed);

    // On the list, the failed card's status explains itself.
    await navigateInApp(page, '/dashboard/leads', 'Lead Sources');
    const card = page.getByRole('article', { name: 'Private circle', exact: true });
    await card.waitFor({ timeout: 20_000 });
    await card.getByTestId('source-status').hover();
    const tooltip = page.getByTestId('scrape-failed-tooltip');
    await tooltip.waitFor();
    expect(await tooltip.textContent()).toContain(scrapeMessages.scrapingFailed);
    await expect.poll(() => tooltip.textContent()).toContain(`@${PROTECTED_TARGET}: ${scrapeMessages.targetErrors.protected}`);
    await screenshotAtBothSizes(page, 'scraper-failed-card');

    // The completed source's detail view shows its leads and the warning.
    await page.getByRole('article', { name: sourceName, exact: true }).getByRole('link', { name: `View Details of ${sourceName}` }).click();
    await page.getByTestId('source-header').waitFor();
    await page.getByTestId('failed-targets-warning').waitFor({ timeout: 20_000 });
    await page.getByRole('table').waitFor();
    await expectNoSidewaysScrollOnPhone(page);
  });

  it('scrapes the retweeters of a post', async () => {
    await reopenScraper(page);
    await page.getByRole('textbox', { name: 'Source name' }).fill('Launch retweeters');
    await page.getByRole('button', { name: 'Post interactions' }).click();
    await addTo(page, 'Post links', 'https://x.com/growthhq/status/1800000000000000002');
    await expect.poll(() => page.getByTestId('name-check').textContent(), { timeout: 10_000 }).toBe('This name is available');
    await startButton(page).click();
    await expectMessage(page, scrapeMessages.started);
    const result = page.getByRole('article', { name: 'Launch retweeters', exact: true });
    await expect.poll(async () => (await result.getByTestId('source-status').textContent()) ?? '', { timeout: 60_000, interval: 250 }).toBe('Completed');
    expect(await result.textContent()).toContain('Retweeters');
    await expect.poll(async () => Number(((await result.getByTestId('result-leads').textContent()) ?? '').replace(/[^0-9]/g, ''))).toBeGreaterThan(0);
    expect(await result.getByTestId('failed-targets-warning').count()).toBe(0);
  });

  it('scrapes whom handles demo mode makes up follow (naval, ...), keeping only the followers range asked', async () => {
    const name = 'Made-up handles';
    const targets = ['naval', 'paul_graham', 'sama', 'jason'];
    await simulatorLatency(0);
    await reopenScraper(page);
    await page.getByRole('textbox', { name: 'Source name' }).fill(name);
    for (const target of targets) await addTo(page, 'Target accounts', target);
    await page.getByLabel(scrapeMessages.verifiedFollowers).uncheck();
    await page.getByLabel(scrapeMessages.followingAccounts).check();
    // The followers range: the database form's field, with its rule.
    await page.getByTestId('followers-range').getByRole('combobox', { name: 'Followers' }).click();
    await page.getByRole('option', { name: 'Between' }).click();
    await page.getByRole('textbox', { name: 'Followers minimum' }).fill('5000');
    await page.getByRole('textbox', { name: 'Followers maximum' }).fill('100');
    await expect.poll(() => page.getByTestId('name-check').textContent(), { timeout: 10_000 }).toBe('This name is available');
    await startExpecting(page, datasetMessages.minAboveMax);
    await page.getByRole('textbox', { name: 'Followers minimum' }).fill('100');
    await page.getByRole('textbox', { name: 'Followers maximum' }).fill('100000');
    await screenshotAtBothSizes(page, 'scraper-followers-range');
    await startButton(page).click();
    await expectMessage(page, scrapeMessages.started);
    const result = page.getByRole('article', { name, exact: true });
    await expect.poll(async () => (await result.getByTestId('source-status').textContent()) ?? '', { timeout: 90_000, interval: 250 }).toBe('Completed');
    expect(await result.getByTestId('failed-targets-warning').count()).toBe(0);

    // Every lead kept is within the range.
    const sources = (await (await page.request.get(`${fixture.app.url}/api/lead-sources`)).json()) as { id: string; name: string; total_leads: number }[];
    const source = sources.find((row) => row.name === name);
    expect(source?.total_leads).toBeGreaterThan(0);
    const leads = (await (await page.request.get(`${fixture.app.url}/api/lead-sources/${source?.id}/leads?range=[0,99]`)).json()) as { followers_count: number }[];
    expect(leads.length).toBeGreaterThan(0);
    for (const lead of leads) expect(lead.followers_count).toBeGreaterThanOrEqual(100);
    for (const lead of leads) expect(lead.followers_count).toBeLessThanOrEqual(100_000);

    // Its card lists the first 3 targets and '+1 more'; the locked download says what is locked.
    await navigateInApp(page, '/dashboard/leads', 'Lead Sources');
    const card = page.getByRole('article', { name, exact: true });
    await card.waitFor({ timeout: 20_000 });
    const details = card.getByTestId('source-target-accounts');
    expect(await details.locator('.MuiChip-label').allTextContents()).toEqual(['@naval', '@paul_graham', '@sama']);
    expect(await details.getByText('+1 more', { exact: true }).getAttribute('title')).toBe('@jason');
    const founders = page.getByRole('article', { name: sourceName, exact: true });
    expect(await founders.getByTestId('source-target-accounts').locator('.MuiChip-label').allTextContents()).toEqual(['@demo_founders', '@private_circle']);
    const locked = card.getByRole('button', { name: `Download CSV of ${name} (locked: ${leadMessages.downloadTooltip})`, exact: true });
    await locked.hover();
    await page.getByRole('tooltip').getByText(leadMessages.downloadTooltip, { exact: true }).waitFor();
    await screenshotAtBothSizes(page, 'lead-source-card-details');

    // Its leads' URLs stay on one line, the whole URL on hover.
    await card.getByRole('link', { name: `View Details of ${name}` }).click();
    await page.getByRole('table').waitFor();
    const urls = page.getByRole('table').getByTestId('lead-url');
    await urls.first().waitFor();
    for (const url of (await urls.all()).slice(0, 5)) {
      const style = await url.evaluate((element) => {
        const css = element.ownerDocument.defaultView?.getComputedStyle(element);
        return { whiteSpace: css?.whiteSpace, textOverflow: css?.textOverflow, href: element.getAttribute('href'), title: element.getAttribute('title') };
      });
      expect(style).toMatchObject({ whiteSpace: 'nowrap', textOverflow: 'ellipsis' });
      expect(style.href).toContain(style.title?.replace(/^https?:\/\//, ''));
    }
    await screenshotAtBothSizes(page, 'lead-source-detail-urls');
  });

  it('/dashboard/scraper shows the same form, and the page rendered without errors', async () => {
    await openInApp(page, fixture.app.url, '/dashboard/scraper', scrapeMessages.title);
    await page.getByRole('article', { name: sourceName, exact: true }).waitFor({ timeout: 20_000 });
    expect(errors()).toEqual([]);
  });

  it('with every lead credit used, says so with the paid plans\' banner and does not start', async () => {
    await useUpAllCredits(fixture.app, page, 'paid');
    // Away and back, so the form reads the credits again.
    await navigateInApp(page, '/dashboard/leads', 'Lead Sources');
    await navigateInApp(page, '/dashboard/scraper', scrapeMessages.title);
    const banner = page.getByTestId('credits-exhausted');
    await banner.waitFor({ timeout: 20_000 });
    expect(await banner.textContent()).toContain(leadMessages.creditsExhaustedPaid);
    expect(await startButton(page).isDisabled()).toBe(true);
    await screenshotAtBothSizes(page, 'scraper-credits-exhausted');
    expect(errors()).toEqual([]);
  });
});
