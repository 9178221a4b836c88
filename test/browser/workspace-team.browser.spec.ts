import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CampaignRow } from '../../src/modules/campaigns/contract';
import { campaignMessages } from '../../src/modules/campaigns/contract';
import { workspaceMessages } from '../../src/modules/workspaces/contract';
import { freePort } from '../support/free-port';
import { newEmail } from '../support/users';
import { appInBrowser } from './support/app-in-browser';
import { collectPageErrors, screenshotAtBothSizes } from './support/browser';
import { openDemoRecipients } from './support/demo-recipients';
import { apiCommand, apiGet, becomePro, connectAccount, expectToast, horizontalOverflow, signUp, uploadSource } from './support/flows';
import { invitationLink } from '../support/invitation-mail';

// Demo mode: the owner's connected account sends to the simulated X, a DM about every 0.9 s at a limit of 100 a day.
const env: Record<string, string> = { X_SIMULATOR: '1', RUNNER_DELAY_SCALE: '0.001', RUNNER_PROGRESS_FLUSH_MS: '300' };
beforeAll(async () => {
  env.X_SIMULATOR_PORT = String(await freePort());
});
const fixture = appInBrowser(env);

const LEADS = 4;
const CAMPAIGN = 'Client launch';

/** A person invited by the owner with `role`, signed up in a browser of their own, joined through the mailed link. */
async function joinedInOwnBrowser(owner: Page, role: 'member' | 'viewer'): Promise<{ page: Page; email: string }> {
  const email = newEmail(`team-${role}`);
  await apiCommand(fixture.app, owner, 'POST', '/workspace/invitations', { email, role });
  const page = await signUp(fixture.app, await fixture.freshBrowser(), email);
  await page.goto(await invitationLink(fixture.app, email));
  await page.getByTestId('invitation').getByRole('button', { name: 'Join workspace' }).click({ timeout: 20_000 });
  await page.waitForURL(`${fixture.app.url}/dashboard/campaigns`, { timeout: 20_000 });
  return { page, email };
}

const card = (page: Page) => page.getByRole('article', { name: CAMPAIGN, exact: true });

describe("an agency's team on one workspace", () => {
  let owner: Page;
  let accountId: string;

  beforeAll(async () => {
    owner = await signUp(fixture.app, fixture.browser, newEmail('team-owner'));
    await becomePro(fixture.app, owner);
    accountId = await connectAccount(fixture.app, owner);
    await apiCommand(fixture.app, owner, 'PUT', `/accounts/${accountId}/sending-limits`, { daily_cap: 450, time_zone: 'UTC', warm_up: false });
  }, 60_000);

  it("a member starts a campaign on the owner's account; a viewer watches it live, cannot change it, and its History names the member", async () => {
    const member = await joinedInOwnBrowser(owner, 'member');
    const viewer = await joinedInOwnBrowser(owner, 'viewer');
    const memberErrors = collectPageErrors(member.page);
    const viewerErrors = collectPageErrors(viewer.page);

    // The member makes the campaign from the workspace's things: their upload, their template, the owner's account.
    const source = await uploadSource(fixture.app, member.page, 'Client leads', ['username', ...openDemoRecipients(LEADS).map((r) => r.username)].join('\n'));
    const template = await apiCommand<{ id: string }>(fixture.app, member.page, 'POST', '/message-templates', { name: 'Client intro', messages: ['Hi [First Name]!'] });
    const campaign = await apiCommand<CampaignRow>(fixture.app, member.page, 'POST', '/campaigns', {
      name: CAMPAIGN,
      lead_source_ids: [source],
      template_id: template.id,
      profile_id: accountId,
      daily_dm_limit: 100,
    });

    // The viewer has the campaigns open before it starts, and never reloads.
    await viewer.page.goto(`${fixture.app.url}/dashboard/campaigns`);
    const watched = card(viewer.page);
    await watched.waitFor({ timeout: 20_000 });
    await viewer.page.getByTestId('read-only-note').waitFor({ timeout: 20_000 });
    expect(await viewer.page.getByTestId('read-only-note').textContent()).toBe(workspaceMessages.readOnlyNote('viewer', 'member'));
    for (const action of ['Start', 'Pause', 'Delete', 'Edit', 'Rename']) {
      expect(await watched.getByRole('button', { name: `${action} ${CAMPAIGN}` }).count(), action).toBe(0);
    }
    expect(await viewer.page.getByRole('link', { name: campaignMessages.newCampaign }).count()).toBe(0);

    // The member starts it from the card.
    await member.page.goto(`${fixture.app.url}/dashboard/campaigns`);
    await card(member.page).getByRole('button', { name: `Start ${CAMPAIGN}` }).click({ timeout: 20_000 });
    expect(await member.page.getByRole('link', { name: campaignMessages.newCampaign }).count()).toBe(1);
    expect(await member.page.getByTestId('read-only-note').count()).toBe(0);
    await expectToast(member.page, campaignMessages.started);

    // The viewer sees it run and finish, the count rising through the leads, with no reload.
    const status = () => watched.getByTestId('campaign-status').getAttribute('data-status');
    await expect.poll(status, { timeout: 20_000 }).not.toBe('ready');
    const seen = new Set<string>();
    await expect
      .poll(
        async () => {
          seen.add((await watched.getByTestId('campaign-progress').textContent()) ?? '');
          return status();
        },
        { timeout: 60_000, interval: 100 },
      )
      .toBe('completed');
    expect(seen.size, [...seen].join(' | ')).toBeGreaterThanOrEqual(3);
    expect((await apiGet<CampaignRow>(fixture.app, viewer.page, `/campaigns/${campaign.id}`)).messages_sent).toBe(LEADS);
    // Still nothing to change, and the server agrees.
    expect(await watched.getByRole('button', { name: `Delete ${CAMPAIGN}` }).count()).toBe(0);
    const refused = await viewer.page.request.post(`${fixture.app.url}/api/campaigns/${campaign.id}/pause`, { headers: { origin: fixture.app.url } });
    expect(refused.status()).toBe(403);

    // History, as the viewer reads it: the member created and started it, the runner completed it.
    await watched.getByRole('tab', { name: 'History' }).click();
    const rows = watched.getByTestId('campaign-history').getByTestId('history-row');
    await expect.poll(() => rows.getByTestId('history-what').allTextContents(), { timeout: 20_000 }).toEqual(['Completed', 'Started', 'Created']);
    const by = await rows.getByTestId('history-by').allTextContents();
    expect(by.slice(1)).toEqual([member.email.toLowerCase(), member.email.toLowerCase()]);
    expect(by[0]).not.toBe(member.email.toLowerCase());
    await screenshotAtBothSizes(viewer.page, 'workspace-viewer-campaign', async (shown) => {
      expect(await horizontalOverflow(shown)).toBe(0);
    });
    // Made a Member by the owner, the viewer's open page offers the changes at once, with no reload.
    const viewerId = (await apiGet<Array<{ id: string; personal: boolean }>>(fixture.app, viewer.page, '/workspaces')).find((w) => w.personal)?.id;
    await apiCommand(fixture.app, owner, 'PATCH', `/workspace/members/${viewerId}`, { role: 'member' });
    await expect.poll(() => viewer.page.getByTestId('read-only-note').count(), { timeout: 15_000 }).toBe(0);
    await watched.getByRole('button', { name: `Delete ${CAMPAIGN}` }).waitFor({ timeout: 15_000 });
    // The member reads their own changes as 'You'.
    await card(member.page).getByRole('tab', { name: 'History' }).click();
    await expect
      .poll(() => card(member.page).getByTestId('campaign-history').getByTestId('history-by').allTextContents(), { timeout: 20_000 })
      .toEqual(expect.arrayContaining(['You', 'You']));
    expect([...memberErrors, ...viewerErrors]).toEqual([]);
  }, 180_000);
});
