import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { campaignMessages } from '../../src/modules/campaigns/contract';
import { type WorkspaceRole, type WorkspaceRow, workspaceMessages } from '../../src/modules/workspaces/contract';
import { freePort } from '../support/free-port';
import { newEmail } from '../support/users';
import { signUpInSharedBrowser } from './support/api-setup';
import { appInBrowser } from './support/app-in-browser';
import { type BrowserSession, collectPageErrors, screenshotAtBothSizes } from './support/browser';
import { apiCommand, apiGet, becomePro, connectAccount, horizontalOverflow, signUp, uploadSource } from './support/flows';
import { invitationToken } from '../support/invitation-mail';

// Demo mode's simulated X verifies the connected account's tokens.
const env: Record<string, string> = { X_SIMULATOR: '1' };
beforeAll(async () => {
  env.X_SIMULATOR_PORT = String(await freePort());
});
const fixture = appInBrowser(env);

const CAMPAIGN = 'Shared spring outreach';
const SOURCE = 'Shared conference leads';
const HANDLE = '@outtwit_demo';

/** The note atop a page whose changes `role` may not make; `needed` is the role they need. */
const note = (role: WorkspaceRole, needed: WorkspaceRole) => workspaceMessages.readOnlyNote(role, needed);

/** The workspaces of the person signed in on `page`. */
const workspacesOf = (page: Page) => apiGet<WorkspaceRow[]>(fixture.app, page, '/workspaces');

/** Opens `path` and waits for its level-1 heading. */
async function open(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(`${fixture.app.url}${path}`);
  await page.getByRole('heading', { name: heading, level: 1, exact: true }).waitFor({ timeout: 20_000 });
}

/** The page's note, once the role is known: its text, or null when the page has none. */
async function noteOn(page: Page): Promise<string | null> {
  const shown = page.getByTestId('read-only-note');
  return (await shown.count()) === 0 ? null : shown.textContent();
}

/** A control of a page: a button, or a link styled as one (New Campaign). */
type Control = readonly ['button' | 'link', string];

/** How many of each control the page shows. */
async function controlCounts(page: Page, controls: readonly Control[]): Promise<number[]> {
  return Promise.all(controls.map(([role, name]) => page.getByRole(role, { name, exact: true }).count()));
}

const campaignControls: Control[] = [
  ['link', campaignMessages.newCampaign],
  ['button', `Start ${CAMPAIGN}`],
  ['button', `Edit ${CAMPAIGN}`],
  ['button', `Delete ${CAMPAIGN}`],
  ['button', `Rename ${CAMPAIGN}`],
];
const accountControls: Control[] = [
  ['button', 'Connect Account'],
  ['button', `Check ${HANDLE} now`],
  ['button', `Proxy settings of ${HANDLE}`],
  ['button', `Sending limits of ${HANDLE}`],
  ['button', `Disconnect ${HANDLE}`],
];
const leadControls: Control[] = [
  ['link', 'New Lead Source'],
  ['button', `Delete ${SOURCE}`],
  ['button', `Rename ${SOURCE}`],
  ['button', 'Select'],
];
const dncControls: Control[] = [
  ['button', 'Add to List'],
  ['button', 'Clear All'],
  ['button', 'Remove @kept_out'],
];
const billingControls: Control[] = [['button', 'Manage Billing']];

/** Nothing scrolls sideways at the size shown. */
const fits = async (shown: Page) => {
  expect(await horizontalOverflow(shown)).toBe(0);
};

describe('what each role of a workspace sees it may change', () => {
  let owner: Page;
  let member: Page;
  let viewer: Page;
  let others: BrowserSession;
  let ownerWorkspace: string;
  let campaignId: string;
  const errors: string[] = [];

  beforeAll(async () => {
    owner = await signUp(fixture.app, fixture.browser, newEmail('roles-owner'));
    errors.push(...collectPageErrors(owner));
    await becomePro(fixture.app, owner);
    const accountId = await connectAccount(fixture.app, owner);
    const sourceId = await uploadSource(fixture.app, owner, SOURCE, 'username\nana_lead\nbo_lead\n');
    const template = await apiCommand<{ id: string }>(fixture.app, owner, 'POST', '/message-templates', { name: 'Intro', messages: ['Hi {first_name}!'] });
    campaignId = (
      await apiCommand<{ id: string }>(fixture.app, owner, 'POST', '/campaigns', {
        name: CAMPAIGN,
        lead_source_ids: [sourceId],
        template_id: template.id,
        profile_id: accountId,
        daily_dm_limit: 50,
      })
    ).id;
    await apiCommand(fixture.app, owner, 'POST', '/do-not-contact', { input: '@kept_out' });
    ownerWorkspace = (await workspacesOf(owner)).find((row) => row.current)!.id;

    // A member and a viewer, each in a browser of their own, join by their invitations.
    const join = async (browser: BrowserSession, role: 'member' | 'viewer') => {
      const email = newEmail(`roles-${role}`);
      await apiCommand(fixture.app, owner, 'POST', '/workspace/invitations', { email, role });
      const page = await signUp(fixture.app, browser, email);
      await apiCommand(fixture.app, page, 'POST', '/invitations/accept', { token: await invitationToken(fixture.app, email) });
      await apiCommand(fixture.app, page, 'POST', `/workspaces/${ownerWorkspace}/switch`);
      errors.push(...collectPageErrors(page));
      return page;
    };
    others = await fixture.freshBrowser();
    member = await join(others, 'member');
    viewer = await join(await fixture.freshBrowser(), 'viewer');
  }, 120_000);

  it('the owner sees every change on every page, and no note', async () => {
    await open(owner, '/dashboard/campaigns', 'Campaigns');
    await owner.getByRole('button', { name: `Start ${CAMPAIGN}` }).waitFor({ timeout: 20_000 });
    expect(await controlCounts(owner, campaignControls)).toEqual([1, 1, 1, 1, 1]);
    expect(await owner.getByRole('link', { name: `View details of ${CAMPAIGN}` }).getAttribute('href')).toBe(
      `/dashboard/campaigns/${campaignId}?workspace=${ownerWorkspace}`,
    );

    await open(owner, '/dashboard/connect', 'Connect Account');
    await owner.getByRole('button', { name: `Disconnect ${HANDLE}` }).waitFor({ timeout: 20_000 });
    expect(await controlCounts(owner, accountControls)).toEqual([1, 1, 1, 1, 1]);

    await open(owner, '/dashboard/leads', 'Lead Sources');
    await owner.getByRole('button', { name: `Delete ${SOURCE}` }).waitFor({ timeout: 20_000 });
    expect(await controlCounts(owner, leadControls)).toEqual([1, 1, 1, 1]);

    await open(owner, '/dashboard/do-not-contact', 'Do Not Contact');
    await owner.getByRole('button', { name: 'Remove @kept_out' }).waitFor({ timeout: 20_000 });
    expect(await controlCounts(owner, dncControls)).toEqual([1, 1, 1]);

    await open(owner, '/dashboard/account', 'Account Plan');
    await owner.getByRole('button', { name: 'Manage Billing' }).waitFor({ timeout: 20_000 });
    await owner.getByRole('heading', { name: 'Change your plan' }).waitFor();
    expect(await noteOn(owner)).toBeNull();
  });

  it('a viewer sees everything, changes nothing, and each page says why', async () => {
    const viewerNote = note('viewer', 'member');
    expect(viewerNote).toBe("You're a Viewer in this workspace: you can see everything but not change it. Ask an Admin for access.");

    await open(viewer, '/dashboard/campaigns', 'Campaigns');
    await viewer.getByRole('article', { name: CAMPAIGN }).waitFor({ timeout: 20_000 });
    await viewer.getByTestId('read-only-note').waitFor({ timeout: 20_000 });
    expect(await noteOn(viewer)).toBe(viewerNote);
    expect(await controlCounts(viewer, campaignControls)).toEqual([0, 0, 0, 0, 0]);
    expect(await viewer.getByRole('link', { name: `View details of ${CAMPAIGN}` }).count()).toBe(1);
    expect(await viewer.getByTestId('getting-started').count()).toBe(0);
    await screenshotAtBothSizes(viewer, 'roles-viewer-campaigns', fits);

    // The wizard is a change: its address shows the note instead.
    await open(viewer, '/dashboard/campaigns/new', campaignMessages.createCampaign);
    await viewer.getByTestId('read-only-note').waitFor({ timeout: 20_000 });
    expect(await viewer.getByTestId('wizard-step-1').count()).toBe(0);
    expect(await noteOn(viewer)).toBe(viewerNote);
    await screenshotAtBothSizes(viewer, 'roles-viewer-new-campaign', fits);

    await open(viewer, '/dashboard/connect', 'Connect Account');
    await viewer.locator(`[data-testid="account-row"][data-username="outtwit_demo"]`).waitFor({ timeout: 20_000 });
    await viewer.getByTestId('read-only-note').waitFor({ timeout: 20_000 });
    expect(await noteOn(viewer)).toBe(note('viewer', 'admin'));
    expect(await controlCounts(viewer, accountControls)).toEqual([0, 0, 0, 0, 0]);
    expect(await viewer.getByTestId('connect-panel').count()).toBe(0);
    await screenshotAtBothSizes(viewer, 'roles-viewer-connect', fits);

    await open(viewer, '/dashboard/leads', 'Lead Sources');
    await viewer.getByRole('article', { name: SOURCE }).waitFor({ timeout: 20_000 });
    await viewer.getByTestId('read-only-note').waitFor({ timeout: 20_000 });
    expect(await noteOn(viewer)).toBe(viewerNote);
    expect(await controlCounts(viewer, leadControls)).toEqual([0, 0, 0, 0]);
    await screenshotAtBothSizes(viewer, 'roles-viewer-leads', fits);

    await open(viewer, '/dashboard/do-not-contact', 'Do Not Contact');
    await viewer.getByText('@kept_out').waitFor({ timeout: 20_000 });
    await viewer.getByTestId('read-only-note').waitFor({ timeout: 20_000 });
    expect(await noteOn(viewer)).toBe(viewerNote);
    expect(await controlCounts(viewer, dncControls)).toEqual([0, 0, 0]);
    expect(await viewer.getByRole('textbox', { name: 'Usernames to add' }).count()).toBe(0);
    await screenshotAtBothSizes(viewer, 'roles-viewer-dnc', fits);

    await open(viewer, '/dashboard/account', 'Account Plan');
    await viewer.getByTestId('current-plan').waitFor({ timeout: 20_000 });
    await viewer.getByTestId('read-only-note').waitFor({ timeout: 20_000 });
    expect(await noteOn(viewer)).toBe(note('viewer', 'owner'));
    expect(await controlCounts(viewer, billingControls)).toEqual([0]);
    expect(await viewer.getByRole('heading', { name: 'Change your plan' }).count()).toBe(0);
  });

  it('a member changes leads, campaigns and Do Not Contact, and is told accounts are the Admins’ and billing the Owner’s', async () => {
    await open(member, '/dashboard/campaigns', 'Campaigns');
    await member.getByRole('button', { name: `Start ${CAMPAIGN}` }).waitFor({ timeout: 20_000 });
    expect(await controlCounts(member, campaignControls)).toEqual([1, 1, 1, 1, 1]);
    expect(await noteOn(member)).toBeNull();

    await open(member, '/dashboard/leads', 'Lead Sources');
    await member.getByRole('button', { name: `Delete ${SOURCE}` }).waitFor({ timeout: 20_000 });
    expect(await controlCounts(member, leadControls)).toEqual([1, 1, 1, 1]);

    await open(member, '/dashboard/do-not-contact', 'Do Not Contact');
    await member.getByRole('button', { name: 'Remove @kept_out' }).waitFor({ timeout: 20_000 });
    expect(await controlCounts(member, dncControls)).toEqual([1, 1, 1]);

    await open(member, '/dashboard/connect', 'Connect Account');
    await member.locator(`[data-testid="account-row"][data-username="outtwit_demo"]`).waitFor({ timeout: 20_000 });
    await member.getByTestId('read-only-note').waitFor({ timeout: 20_000 });
    expect(await noteOn(member)).toBe(
      "You're a Member in this workspace: only Admins and Owners can make changes here. Ask an Admin if something needs changing.",
    );
    expect(await controlCounts(member, accountControls)).toEqual([0, 0, 0, 0, 0]);
    await screenshotAtBothSizes(member, 'roles-member-connect', fits);

    await open(member, '/dashboard/account', 'Account Plan');
    await member.getByTestId('current-plan').waitFor({ timeout: 20_000 });
    await member.getByTestId('read-only-note').waitFor({ timeout: 20_000 });
    expect(await noteOn(member)).toBe(
      "You're a Member in this workspace: only its Owner can change the plan and billing. Ask the Owner if something needs changing.",
    );
    expect(await controlCounts(member, billingControls)).toEqual([0]);
    await screenshotAtBothSizes(member, 'roles-member-account', fits);
    expect(errors).toEqual([]);
  });

  it('a shared campaign link opens the campaign in its workspace for a member working in another, and keeps naming it', async () => {
    const personal = (await workspacesOf(member)).find((row) => row.personal)!;
    await apiCommand(fixture.app, member, 'POST', `/workspaces/${personal.id}/switch`);
    expect((await workspacesOf(member)).find((row) => row.current)?.id).toBe(personal.id);

    const link = `/dashboard/campaigns/${campaignId}?workspace=${ownerWorkspace}`;
    await open(member, link, CAMPAIGN);
    await member.getByTestId('campaign-detail').waitFor();
    expect(new URL(member.url()).search).toBe(`?workspace=${ownerWorkspace}`);
    expect((await workspacesOf(member)).find((row) => row.current)?.id).toBe(ownerWorkspace);
    await screenshotAtBothSizes(member, 'roles-shared-campaign', fits);

    // Opened without it, the page names its workspace in place: Back goes to the page before.
    await open(member, '/dashboard/leads', 'Lead Sources');
    await open(member, `/dashboard/campaigns/${campaignId}`, CAMPAIGN);
    await member.waitForURL((url) => url.searchParams.get('workspace') === ownerWorkspace, { timeout: 20_000 });
    await member.goBack();
    await member.waitForURL(`${fixture.app.url}/dashboard/leads`, { timeout: 20_000 });
  });

  it('someone outside the workspace who opens the link gets the campaign’s not-found page', async () => {
    await member.close();
    const outsider = await signUpInSharedBrowser(fixture.app, others, newEmail('roles-outsider'));
    const personal = (await workspacesOf(outsider)).find((row) => row.current)!.id;
    await outsider.goto(`${fixture.app.url}/dashboard/campaigns/${campaignId}?workspace=${ownerWorkspace}`);
    await outsider.getByRole('heading', { name: campaignMessages.notFound }).waitFor({ timeout: 20_000 });
    expect(await outsider.getByText(CAMPAIGN).count()).toBe(0);
    expect((await workspacesOf(outsider)).find((row) => row.current)?.id).toBe(personal);
  });
});
