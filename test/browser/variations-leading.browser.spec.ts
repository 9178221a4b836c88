import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CampaignRow } from '../../src/modules/campaigns/contract';
import type { CampaignDaily, CampaignOverview, CampaignVariations } from '../../src/modules/runner/contract';
import { DEMO_REPLY_PLAN } from '../../src/stand-ins/x';
import { freePort } from '../support/free-port';
import { appInBrowser } from './support/app-in-browser';
import { collectPageErrors, screenshotAtBothSizes } from './support/browser';
import { openDemoRecipients } from './support/demo-recipients';
import { apiCommand, apiGet, becomePro, connectAccount, expectNoSidewaysScrollOnPhone, signUp, uploadSource } from './support/flows';
import { navigateInApp } from './support/in-app-navigation';

// Demo mode with its simulated X, sending without pauses: the campaign's DMs all leave within seconds.
const env: Record<string, string> = { X_SIMULATOR: '1', RUNNER_DELAY_SCALE: '0', RUNNER_PROGRESS_FLUSH_MS: '300', REPLY_POLL_INTERVAL_SECONDS: '1' };
beforeAll(async () => {
  env.X_SIMULATOR_PORT = String(await freePort());
});
const fixture = appInBrowser(env);

/**
 * Two wordings the demo world answers at clearly different rates: of the first 120 open recipients, 9 would reply
 * to the first and 56 to the second (the simulator's replies are a hash of recipient and wording). Each lead gets
 * a variation at random, so the split varies by run; over 200,000 random splits of these leads, the 'leading' rule
 * (each variation sent at least 30 times, P(best) of at least 95%) named the second every time.
 */
const VARIATIONS = ['Hello [First Name], any interest in a collab?', '[First Name], I made a free guide for coaches, want it?'];
const LEADS = 120;
const ZONE = 'America/Los_Angeles';

const whole = (rate: number) => Math.round(rate * 100);

describe("a campaign's variations in demo mode", () => {
  let page: Page;
  let errors: string[];
  let campaign: CampaignRow;
  const overviewRequests: string[] = [];

  beforeAll(async () => {
    page = await signUp(fixture.app, fixture.browser, `variations-${Date.now()}@example.com`);
    errors = collectPageErrors(page);
    page.on('request', (request) => {
      if (request.url().includes('/api/campaign-overview')) overviewRequests.push(request.url());
    });
    // The user is in Los Angeles: the browser's own time zone is what the overview's days follow.
    await (await page.context().newCDPSession(page)).send('Emulation.setTimezoneOverride', { timezoneId: ZONE });
    await becomePro(fixture.app, page);
  }, 60_000);

  it("shows the variation with the higher reply rate as 'Leading' with its probability, and the API's numbers", async () => {
    // Each lead is looked up on X once; X's 95 lookups per 15 minutes would hold the run for the rest of the window (a
    // window opens at the first call, so before the account is connected).
    await fetch(`${fixture.app.config.X_API_BASE}/__sim/limits`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ endpoint: 'UserByScreenName', limit: 500 }),
    });
    const accountId = await connectAccount(fixture.app, page);
    // An established account (no warm-up), so all the leads are messaged today.
    await apiCommand(fixture.app, page, 'PUT', `/accounts/${accountId}/sending-limits`, { daily_cap: 450, time_zone: 'UTC', warm_up: false });
    const recipients = openDemoRecipients(LEADS).map((recipient) => recipient.username);
    const source = await uploadSource(fixture.app, page, 'Coaches', ['username', ...recipients].join('\n'));
    const template = await apiCommand<{ id: string }>(fixture.app, page, 'POST', '/message-templates', { name: 'Two openers', messages: VARIATIONS });
    campaign = await apiCommand<CampaignRow>(fixture.app, page, 'POST', '/campaigns', {
      name: 'Which opener',
      lead_source_ids: [source],
      template_id: template.id,
      profile_id: accountId,
      daily_dm_limit: 450,
    });
    await apiCommand(fixture.app, page, 'POST', `/campaigns/${campaign.id}/start`);

    await page.goto(`${fixture.app.url}/dashboard/campaigns/${campaign.id}`);
    const table = page.getByRole('region', { name: 'Variations' });
    const rows = table.getByTestId('variation-row');
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(2);

    await expect.poll(async () => (await apiGet<CampaignRow>(fixture.app, page, `/campaigns/${campaign.id}`)).status, { timeout: 120_000 }).toBe('completed');
    // Every demo reply is due a few seconds (of X's time) after its DM: X's clock moves on at once.
    await fetch(`${fixture.app.config.X_API_BASE}/__sim/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: DEMO_REPLY_PLAN.afterMs + DEMO_REPLY_PLAN.spreadMs }),
    });
    const variations = () => apiGet<CampaignVariations>(fixture.app, page, `/campaigns/${campaign.id}/variations`);
    await expect.poll(async () => (await variations()).leading, { timeout: 60_000 }).toBe(1);
    const answer = await variations();
    expect(answer.variations.map((variation) => variation.sent).reduce((a, b) => a + b, 0)).toBe(LEADS);
    const [weak, strong] = answer.variations;
    expect(strong!.reply_rate!).toBeGreaterThan(weak!.reply_rate!);

    // Replies may still be arriving: the table is compared with the API's answer read at the same moment.
    const rowText = (variation: CampaignVariations['variations'][number]) =>
      [
        variation.sent,
        variation.replies,
        `${whole(variation.reply_rate!)}% (${whole(variation.reply_rate_low)}–${whole(variation.reply_rate_high)}%)`,
        variation.leading ? `Leading · ${Math.min(99, Math.floor(variation.probability_best! * 100))}%` : null,
      ].join(' | ');
    const shownRow = async (index: number) => {
      const row = table.locator(`[data-testid="variation-row"][data-index="${index}"]`);
      const badge = row.getByTestId('variation-leading');
      return [
        await row.getByTestId('variation-sent').textContent(),
        await row.getByTestId('variation-replies').textContent(),
        await row.getByTestId('variation-rate').getAttribute('aria-label'),
        (await badge.count()) > 0 ? await badge.textContent() : null,
      ].join(' | ');
    };
    await expect
      .poll(
        async () => {
          const expected = (await variations()).variations.map(rowText);
          const shown = [await shownRow(0), await shownRow(1)];
          return shown.join('\n') === expected.join('\n') ? 'same' : `shown:\n${shown.join('\n')}\nanswered:\n${expected.join('\n')}`;
        },
        { timeout: 30_000, interval: 300 },
      )
      .toBe('same');
    const leadingRow = table.locator('[data-testid="variation-row"][data-index="1"]');
    expect(await leadingRow.getAttribute('data-leading')).toBe('true');
    expect(await table.getByTestId('variation-leading').count()).toBe(1);
    // The rate's interval is written beside it, as its label reads.
    expect((await leadingRow.getByTestId('variation-rate').textContent())?.replace(/\s+/g, ' ')).toBe(await leadingRow.getByTestId('variation-rate').getAttribute('aria-label'));
    // The trailing variation shows its chance instead of a badge.
    expect(await table.locator('[data-testid="variation-row"][data-index="0"]').textContent()).toMatch(/<?\d+% chance best/);

    // The campaign's chart counts the browser's days, as the overview does, and says so.
    await page.getByText('Days in America/Los Angeles').waitFor({ timeout: 20_000 });
    const daily = await apiGet<CampaignDaily>(fixture.app, page, `/campaigns/${campaign.id}/daily?time_zone=${encodeURIComponent(ZONE)}`);
    expect(daily.time_zone).toBe(ZONE);
    expect(daily.days.at(-1)?.sent).toBe(LEADS);
    await screenshotAtBothSizes(page, 'variations-leading', async (shown) => {
      await table.scrollIntoViewIfNeeded();
      await shown.getByTestId('variation-leading').waitFor();
    });
    await expectNoSidewaysScrollOnPhone(page);
    expect(errors).toEqual([]);
  }, 240_000);

  it("counts the overview's days in the browser's time zone and says which", async () => {
    await navigateInApp(page, '/dashboard/campaigns', 'Campaigns');
    const overview = page.getByRole('region', { name: 'Campaigns overview' });
    await overview.getByText('Days in America/Los Angeles').waitFor({ timeout: 20_000 });
    expect(overviewRequests.at(-1)).toContain(`time_zone=${encodeURIComponent(ZONE)}`);
    const answer = () => apiGet<CampaignOverview>(fixture.app, page, `/campaign-overview?time_zone=${encodeURIComponent(ZONE)}`);
    expect(await answer()).toMatchObject({ time_zone: ZONE, sent_today: LEADS });
    const tile = (label: string) => overview.getByLabel(label, { exact: true }).getByTestId('overview-tile-value');
    // Replies may still be arriving: the tiles and a fresh answer are compared until they agree.
    await expect
      .poll(
        async () => {
          const { sent_today, replies_7_days } = await answer();
          const shown = `${await tile('Sent today').textContent()} sent, ${await tile('Replies, last 7 days').textContent()} replies`;
          const answered = `${sent_today} sent, ${replies_7_days} replies`;
          return shown === answered ? 'same' : `shown ${shown}, answered ${answered}`;
        },
        { timeout: 20_000, interval: 300 },
      )
      .toBe('same');
    expect(errors).toEqual([]);
  }, 60_000);
});
