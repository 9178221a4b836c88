import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CampaignRow } from '../../src/modules/campaigns/contract';
import { DELIVERY_CSV_COLUMNS } from '../../src/modules/runner/contract';
import type { WorkspaceRow } from '../../src/modules/workspaces/contract';
import { freePort } from '../support/free-port';
import { appInBrowser } from './support/app-in-browser';
import { openDemoRecipients } from './support/demo-recipients';
import { collectPageErrors, screenshotAtBothSizes } from './support/browser';
import { apiCommand, apiGet, becomePro, connectAccount, expectNoSidewaysScrollOnPhone, horizontalOverflow, signUp, uploadSource } from './support/flows';

// Demo mode with its simulated X; a DM leaves about every 0.9 s at a daily limit of 100 (86,400 s / 100 × 0.001),
// so the log is seen filling while the page stays open.
const env: Record<string, string> = { X_SIMULATOR: '1', RUNNER_DELAY_SCALE: '0.001', RUNNER_PROGRESS_FLUSH_MS: '300', REPLY_POLL_INTERVAL_SECONDS: '1' };
beforeAll(async () => {
  env.X_SIMULATOR_PORT = String(await freePort());
});
const fixture = appInBrowser(env);

/** Usernames of the simulator's world who accept DMs from anyone. */
const openRecipients = (count: number): string[] => openDemoRecipients(count).map((recipient) => recipient.username);

const LEADS = 6;

describe("a campaign's detail page", () => {
  let page: Page;
  let errors: string[];
  const recipients = openRecipients(LEADS);
  // On Do Not Contact: the campaign skips this lead.
  const listed = recipients[0]!;

  beforeAll(async () => {
    page = await signUp(fixture.app, fixture.browser, `detail-${Date.now()}@example.com`);
    errors = collectPageErrors(page);
    await becomePro(fixture.app, page);
  }, 60_000);

  it('opens from the card and shows the tiles, the chart and every lead reached, live, filtered, searched and downloaded', async () => {
    const accountId = await connectAccount(fixture.app, page);
    // An established account (no warm-up), so its DMs leave at the pace above.
    await apiCommand(fixture.app, page, 'PUT', `/accounts/${accountId}/sending-limits`, { daily_cap: 450, time_zone: 'UTC', warm_up: false });
    await apiCommand(fixture.app, page, 'POST', '/do-not-contact', { input: listed });
    const source = await uploadSource(fixture.app, page, 'Detail leads', ['username', ...recipients].join('\n'));
    const template = await apiCommand<{ id: string }>(fixture.app, page, 'POST', '/message-templates', { name: 'Detail intro', messages: ['Hi [First Name]!', 'Hey [First Name], quick one?'] });
    const campaign = await apiCommand<CampaignRow>(fixture.app, page, 'POST', '/campaigns', {
      name: 'Detail demo',
      lead_source_ids: [source],
      template_id: template.id,
      profile_id: accountId,
      daily_dm_limit: 100,
      use_do_not_contact_list: true,
    });
    await apiCommand(fixture.app, page, 'POST', `/campaigns/${campaign.id}/start`);

    await page.goto(`${fixture.app.url}/dashboard/campaigns`);
    await page.getByRole('link', { name: 'View details of Detail demo' }).click();
    const detail = page.getByTestId('campaign-detail');
    await detail.waitFor({ timeout: 20_000 });
    // The address names the campaign's workspace, so it can be shared.
    const workspace = (await apiGet<WorkspaceRow[]>(fixture.app, page, '/workspaces')).find((row) => row.current)!;
    expect(page.url()).toBe(`${fixture.app.url}/dashboard/campaigns/${campaign.id}?workspace=${workspace.id}`);
    await expect.poll(() => detail.getByRole('heading', { level: 1 }).textContent()).toBe('Detail demo');
    expect(await detail.getByTestId('detail-tile').count()).toBe(5);

    // The page is not loaded again: the live stream brings each lead as the runner reaches it.
    const rows = page.getByTestId('delivery-row');
    await expect.poll(() => rows.count(), { timeout: 60_000 }).toBe(LEADS);
    await expect.poll(async () => (await apiGet<CampaignRow>(fixture.app, page, `/campaigns/${campaign.id}`)).status, { timeout: 30_000 }).toBe('completed');
    await expect.poll(() => detail.getByLabel('Sent', { exact: true }).getByTestId('detail-tile-value').textContent(), { timeout: 20_000 }).toBe(String(LEADS - 1));
    expect(await detail.getByLabel('Skipped', { exact: true }).getByTestId('detail-tile-value').textContent()).toBe('1');
    await detail.getByRole('region', { name: 'Variations' }).getByTestId('variation-row').first().waitFor();
    // The chart's bars (its code loaded with this page).
    await detail.locator('svg rect').first().waitFor({ timeout: 20_000 });
    await expect.poll(() => rows.evaluateAll((all) => all.map((row) => row.getAttribute('data-status')).sort())).toEqual(
      expect.arrayContaining(['skipped']),
    );
    const statuses = await rows.evaluateAll((all) => all.map((row) => row.getAttribute('data-status')));
    expect(statuses.filter((status) => status === 'sent' || status === 'replied')).toHaveLength(LEADS - 1);
    expect(await page.locator(`[data-testid="delivery-row"][data-username="${recipients[1]}"] [data-testid="delivery-variation"]`).textContent()).toMatch(/^V[12]$/);

    await screenshotAtBothSizes(page, 'campaign-detail', async (shown) => {
      await detail.locator('svg rect').first().waitFor();
      expect(await horizontalOverflow(shown)).toBe(0);
    });

    // Skipped: the one lead on Do Not Contact, with why.
    await page.getByRole('button', { name: 'Skipped', exact: true }).click();
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().getAttribute('data-username')).toBe(listed);
    expect(await rows.first().getByTestId('delivery-reason').textContent()).toBe('On Do Not Contact');
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect.poll(() => rows.count()).toBe(LEADS);

    // A username searched with its @ and in capitals.
    const searched = recipients[2]!;
    await page.getByLabel('Search leads').fill(`@${searched.toUpperCase()}`);
    await expect.poll(() => rows.evaluateAll((all) => all.map((row) => row.getAttribute('data-username')))).toEqual([searched]);

    // The file of the rows shown.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('Detail_demo_delivery_log.csv');
    const lines = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe(DELIVERY_CSV_COLUMNS.map((column) => `"${column}"`).join(','));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"${searched}"`);

    await expectNoSidewaysScrollOnPhone(page);
    expect(errors).toEqual([]);
  }, 150_000);
});
