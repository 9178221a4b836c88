import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CampaignRow } from '../../src/modules/campaigns/contract';
import { freePort } from '../support/free-port';
import { appInBrowser } from './support/app-in-browser';
import { openDemoRecipients } from './support/demo-recipients';
import { collectPageErrors, saveScreenshot, screenshotAtBothSizes, viewports } from './support/browser';
import { apiCommand, apiGet, becomePro, connectAccount, demoSession, expectNoSidewaysScrollOnPhone, horizontalOverflow, signUp, uploadSource } from './support/flows';

// Demo mode with its simulated X; a DM leaves about every 0.9 s at a daily limit of 100 (86,400 s / 100 × 0.001),
// so the tiles are seen moving while the campaign runs.
const env: Record<string, string> = { X_SIMULATOR: '1', RUNNER_DELAY_SCALE: '0.001', RUNNER_PROGRESS_FLUSH_MS: '300', REPLY_POLL_INTERVAL_SECONDS: '1' };
beforeAll(async () => {
  env.X_SIMULATOR_PORT = String(await freePort());
});
const fixture = appInBrowser(env);

/** Usernames of the simulator's world who accept DMs from anyone. */
const openRecipients = (count: number): string[] => openDemoRecipients(count).map((recipient) => recipient.username);

const tileValue = async (page: Page, label: string) =>
  Number(((await page.getByRole('region', { name: 'Campaigns overview' }).getByLabel(label, { exact: true }).getByTestId('overview-tile-value').textContent()) ?? '').replace(/,/g, ''));

describe('the campaigns overview', () => {
  let page: Page;
  let errors: string[];
  const chartRequests: string[] = [];
  const accountChartRequests: string[] = [];

  beforeAll(async () => {
    page = await signUp(fixture.app, fixture.browser, `overview-${Date.now()}@example.com`);
    errors = collectPageErrors(page);
    page.on('request', (request) => {
      if (request.url().includes('OverviewChart')) chartRequests.push(request.url());
      if (request.url().includes('AccountSendsChart')) accountChartRequests.push(request.url());
    });
    await becomePro(fixture.app, page);
  }, 60_000);

  it('shows a user without campaigns no overview, and loads no chart code', async () => {
    await page.goto(`${fixture.app.url}/dashboard/campaigns`);
    await page.getByText('No Campaigns Yet').first().waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('campaign-overview').count()).toBe(0);
    expect(chartRequests).toEqual([]);
  });

  it('shows the tiles and the 14-day chart once a campaign runs, and the numbers move as DMs go out, on the same page', async () => {
    const accountId = await connectAccount(fixture.app, page);
    // An established account (no warm-up): its 20 DMs of a first day would spread the 12 over a minute.
    await apiCommand(fixture.app, page, 'PUT', `/accounts/${accountId}/sending-limits`, { daily_cap: 450, time_zone: 'UTC', warm_up: false });
    const source = await uploadSource(fixture.app, page, 'Overview leads', ['username', ...openRecipients(12)].join('\n'));
    const template = await apiCommand<{ id: string }>(fixture.app, page, 'POST', '/message-templates', { name: 'Overview intro', messages: ['Hi {first_name}, loved your profile!'] });
    const campaign = await apiCommand<CampaignRow>(fixture.app, page, 'POST', '/campaigns', {
      name: 'Overview demo',
      lead_source_ids: [source],
      template_id: template.id,
      profile_id: accountId,
      daily_dm_limit: 100,
    });
    await apiCommand(fixture.app, page, 'POST', `/campaigns/${campaign.id}/start`);

    // The page was not loaded again: the live stream brought the campaign, then each batch of DMs.
    const overview = page.getByRole('region', { name: 'Campaigns overview' });
    await overview.waitFor({ timeout: 30_000 });
    await expect.poll(() => tileValue(page, 'Sent today'), { timeout: 30_000 }).toBeGreaterThan(0);
    const first = await tileValue(page, 'Sent today');
    expect(await tileValue(page, 'Active campaigns')).toBe(1);
    await expect.poll(() => tileValue(page, 'Sent today'), { timeout: 30_000 }).toBeGreaterThan(first);
    await overview.locator('svg rect').first().waitFor({ timeout: 20_000 });
    expect(await overview.getByText('Days in UTC').count()).toBe(1);
    expect(chartRequests.length).toBeGreaterThan(0);

    // Every lead messaged: the tiles agree with the card.
    await expect.poll(async () => (await apiGet<CampaignRow>(fixture.app, page, `/campaigns/${campaign.id}`)).messages_sent, { timeout: 60_000 }).toBe(12);
    await expect.poll(() => tileValue(page, 'Sent today'), { timeout: 20_000 }).toBe(12);
    expect(await tileValue(page, 'Sent, last 7 days')).toBe(12);

    await screenshotAtBothSizes(page, 'campaign-overview', async (shown) => {
      await overview.locator('svg rect').first().waitFor();
      expect(await horizontalOverflow(shown)).toBe(0);
    });
    // On a phone the five tiles wrap onto rows inside the screen, two to a row and the fifth alone.
    await page.setViewportSize(viewports.phone);
    const boxes = await overview.getByTestId('overview-tile').evaluateAll((tiles) =>
      tiles.map((tile) => {
        const { top, right, width } = tile.getBoundingClientRect();
        return { top, right, width };
      }),
    );
    expect(boxes).toHaveLength(5);
    expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBeGreaterThanOrEqual(3);
    for (const box of boxes) expect(box.right).toBeLessThanOrEqual(viewports.phone.width);
    // The fifth takes its row whole.
    expect(boxes[4]!.width).toBeGreaterThan(boxes[0]!.width * 1.5);
    await expectNoSidewaysScrollOnPhone(page);
    expect(errors).toEqual([]);
  }, 120_000);

  it("shows each account's sends per day against its cap on its card, and a line for an account that never sent", async () => {
    expect(accountChartRequests).toEqual([]);
    await connectAccount(fixture.app, page, demoSession('outtwit_agency'));
    await page.goto(`${fixture.app.url}/dashboard/connect`);
    const sender = page.getByRole('region', { name: 'Sends per day of @outtwit_demo' });
    const quiet = page.getByRole('region', { name: 'Sends per day of @outtwit_agency' });
    await quiet.getByText('No DMs sent from this account in the last 14 days.').waitFor({ timeout: 20_000 });
    expect(await quiet.locator('svg').count()).toBe(0);
    await sender.getByText('Last 14 days, UTC').waitFor({ timeout: 20_000 });
    // Days without DMs are bars of no height: attached, not visible.
    const bars = sender.locator('svg rect.MuiBarChart-element');
    await expect.poll(() => bars.count(), { timeout: 20_000 }).toBe(14);
    expect(accountChartRequests.length).toBeGreaterThan(0);
    // One day with DMs, today's: the campaign's 12 under the account's cap of 450 (warm-up off).
    const drawn = await bars.evaluateAll((rects) => rects.map((rect) => Number(rect.getAttribute('height') ?? 0) > 0));
    expect(drawn).toEqual([...Array<boolean>(13).fill(false), true]);
    await sender.locator('svg').hover({ position: { x: (await sender.locator('svg').boundingBox())!.width - 12, y: 60 } });
    const tooltip = page.locator('.MuiChartsTooltip-root');
    await expect.poll(() => tooltip.textContent(), { timeout: 10_000 }).toMatch(/DMs sent\s*12.*Cap\s*450/);
    await page.mouse.move(0, 0);

    // The chart where it sits on the page, at both sizes, inside the screen's width.
    for (const viewport of ['desktop', 'phone'] as const) {
      await page.setViewportSize(viewports[viewport]);
      await sender.locator('svg').scrollIntoViewIfNeeded();
      expect(await horizontalOverflow(page)).toBe(0);
      await saveScreenshot(page, `account-sends-per-day-${viewport}`, { fullPage: false });
    }
    await page.setViewportSize(viewports.desktop);
    expect(errors).toEqual([]);
  }, 60_000);
});
