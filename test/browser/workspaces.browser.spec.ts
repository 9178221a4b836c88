import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { workspaceMessages } from '../../src/modules/workspaces/contract';
import { newEmail } from '../support/users';
import { appInBrowser } from './support/app-in-browser';
import { type BrowserSession, collectPageErrors, screenshotAtBothSizes } from './support/browser';
import { becomePro, expectNoSidewaysScrollOnPhone, expectToast, horizontalOverflow, PASSWORD, signUp, skipOnboarding } from './support/flows';
import { invitationLink } from '../support/invitation-mail';

const fixture = appInBrowser({});

describe('a workspace shared by its people', () => {
  let owner: Page;
  let errors: string[];
  let others: BrowserSession;
  const ownerEmail = newEmail('ws-owner');

  beforeAll(async () => {
    owner = await signUp(fixture.app, fixture.browser, ownerEmail);
    errors = collectPageErrors(owner);
    await becomePro(fixture.app, owner);
    others = await fixture.freshBrowser();
  }, 60_000);

  it('the owner invites by email; a member joins from the mailed link and works in the owner’s workspace', async () => {
    await owner.goto(`${fixture.app.url}/dashboard/workspace`);
    const members = owner.getByRole('region', { name: 'Members' });
    await members.getByTestId('workspace-member').first().waitFor({ timeout: 20_000 });
    expect(await owner.getByTestId('workspace-seats').textContent()).toBe('1 of 10 seats used on the Pro plan · Your role: Owner');

    const memberEmail = newEmail('ws-member');
    const invite = owner.getByRole('region', { name: 'Invite someone' });
    await invite.getByLabel('Email').fill(memberEmail);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expectToast(owner, workspaceMessages.invited(memberEmail));
    await expect.poll(() => members.getByTestId('workspace-invitation').count()).toBe(1);
    await screenshotAtBothSizes(owner, 'workspace-members', async (shown) => {
      expect(await horizontalOverflow(shown)).toBe(0);
    });

    // The member, signed up in a browser of their own, opens the link and joins.
    const member = await signUp(fixture.app, others, memberEmail);
    await member.goto(await invitationLink(fixture.app, memberEmail));
    const invitation = member.getByTestId('invitation');
    await expect.poll(() => invitation.getByRole('heading', { level: 1 }).textContent(), { timeout: 20_000 }).toBe(`Join ${ownerEmail}'s workspace`);
    await screenshotAtBothSizes(member, 'workspace-invitation', async (shown) => {
      expect(await horizontalOverflow(shown)).toBe(0);
    });
    await invitation.getByRole('button', { name: 'Join workspace' }).click();
    await member.waitForURL(`${fixture.app.url}/dashboard/campaigns`, { timeout: 20_000 });
    // The user menu lists both workspaces, the owner's current, with the member's role.
    await member.getByTestId('user-menu-button').click();
    const options = member.getByTestId('workspace-option');
    await expect.poll(() => options.count()).toBe(2);
    expect(await member.locator('[data-testid="workspace-option"][data-current="true"]').getAttribute('aria-label')).toBe(
      `${ownerEmail}'s workspace (Member), current workspace`,
    );
    await member.keyboard.press('Escape');

    // What the member adds is the workspace's: the owner sees it.
    await member.goto(`${fixture.app.url}/dashboard/do-not-contact`);
    await member.getByRole('textbox').first().fill('@added_by_member');
    await member.getByRole('button', { name: /^Add/ }).first().click();
    await owner.goto(`${fixture.app.url}/dashboard/do-not-contact`);
    await owner.getByText('added_by_member').first().waitFor({ timeout: 20_000 });
    await member.close();
    expect(errors).toEqual([]);
  });

  it('a viewer invited before having an account signs up, comes back to the link, joins, and sees the list without its changes', async () => {
    const viewerEmail = newEmail('ws-viewer');
    await owner.goto(`${fixture.app.url}/dashboard/workspace`);
    const invite = owner.getByRole('region', { name: 'Invite someone' });
    await invite.getByLabel('Email').fill(viewerEmail);
    await invite.getByRole('combobox', { name: 'Role' }).click();
    await owner.getByRole('option', { name: 'Viewer' }).click();
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expectToast(owner, workspaceMessages.invited(viewerEmail));

    const viewerBrowser = await fixture.freshBrowser();
    const viewer = await viewerBrowser.newPage('desktop');
    await viewer.goto(await invitationLink(fixture.app, viewerEmail));
    // Signed out: the sign-in screen, then sign-up, then back at the invitation.
    await viewer.waitForURL(`${fixture.app.url}/login`, { timeout: 20_000 });
    await viewer.goto(`${fixture.app.url}/signup`);
    await viewer.getByLabel('Email').fill(viewerEmail);
    await viewer.getByLabel(/^Password/).fill(PASSWORD);
    await viewer.getByRole('textbox', { name: 'Confirm Password' }).fill(PASSWORD);
    await viewer.getByRole('button', { name: 'Create Account' }).click();
    await viewer.waitForURL(/\/dashboard\/invitations\//, { timeout: 20_000 });
    await skipOnboarding(fixture.app, viewer);
    await viewer.getByRole('button', { name: 'Join workspace' }).click();
    await viewer.waitForURL(`${fixture.app.url}/dashboard/campaigns`, { timeout: 20_000 });

    // The viewer sees the workspace's list, not the form to change it, and why; the API refuses the change too.
    await viewer.goto(`${fixture.app.url}/dashboard/do-not-contact`);
    await viewer.getByText('added_by_member').first().waitFor({ timeout: 20_000 });
    await viewer.getByTestId('read-only-note').waitFor({ timeout: 20_000 });
    expect(await viewer.getByTestId('read-only-note').textContent()).toBe(workspaceMessages.readOnlyNote('viewer', 'member'));
    expect(await viewer.getByRole('textbox', { name: 'Usernames to add' }).count()).toBe(0);
    const refused = await viewer.request.post(`${fixture.app.url}/api/do-not-contact`, { data: { input: '@viewer_try' }, headers: { origin: fixture.app.url } });
    expect(refused.status()).toBe(403);
    expect(await refused.text()).toContain(workspaceMessages.forbidden('viewer'));
    // The owner sees three members, the viewer's role among them.
    await owner.reload();
    const roles = owner.getByRole('region', { name: 'Members' }).getByTestId('workspace-member');
    await expect.poll(() => roles.count(), { timeout: 20_000 }).toBe(3);
    await expectNoSidewaysScrollOnPhone(owner);
    await viewerBrowser.close();
    expect(errors).toEqual([]);
  });
});
