import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiKeyMessages, type WebhookEndpointRow, webhookMessages } from '../../src/modules/developers/contract';
import { type WorkspaceRow, workspaceMessages } from '../../src/modules/workspaces/contract';
import { freePort } from '../support/free-port';
import { newEmail } from '../support/users';
import { startWebhookReceiver } from '../support/webhook-receiver';
import { signUpInSharedBrowser } from './support/api-setup';
import { appInBrowser } from './support/app-in-browser';
import { collectPageErrors, saveScreenshot, screenshotAtBothSizes, screenshotViewportAtBothSizes } from './support/browser';
import { holdRequests } from './support/held-requests';
import { apiCommand, apiGet, becomePro, connectAccount, expectAlert, expectToast, horizontalOverflow, signUp, uploadSource } from './support/flows';
import { invitationToken } from '../support/invitation-mail';

// Demo mode's simulated X verifies the connected account's tokens (a campaign needs an account); webhooks go to
// a receiver on this machine.
const env: Record<string, string> = { X_SIMULATOR: '1', ALLOW_PRIVATE_WEBHOOK_HOSTS: '1' };
beforeAll(async () => {
  env.X_SIMULATOR_PORT = String(await freePort());
});
const fixture = appInBrowser(env);

const KEY_NAME = 'CRM sync';

/** Nothing scrolls sideways at the size shown. */
const fits = async (shown: Page) => {
  expect(await horizontalOverflow(shown)).toBe(0);
};

/** A request from a server of one's own: the key alone, no cookie, no origin. */
const withKey = (key: string, path: string, method = 'GET') => fetch(`${fixture.app.url}/api${path}`, { method, headers: { authorization: `Bearer ${key}` } });

/** Opens the user menu and waits for the person's workspaces in it (their role is known then). */
async function openUserMenu(page: Page, workspaces: number): Promise<void> {
  await page.getByTestId('user-menu-button').click();
  await expect.poll(() => page.getByTestId('workspace-option').count(), { timeout: 20_000 }).toBe(workspaces);
}

describe('the Developers page', () => {
  let owner: Page;
  let campaignId: string;
  let errors: string[] = [];

  beforeAll(async () => {
    owner = await signUp(fixture.app, fixture.browser, newEmail('dev-owner'));
    errors = collectPageErrors(owner);
    await becomePro(fixture.app, owner);
    const accountId = await connectAccount(fixture.app, owner);
    const sourceId = await uploadSource(fixture.app, owner, 'Key leads', 'username\nana_lead\nbo_lead\n');
    const template = await apiCommand<{ id: string }>(fixture.app, owner, 'POST', '/message-templates', { name: 'Intro', messages: ['Hi!'] });
    const campaign = { name: 'Keyed', lead_source_ids: [sourceId], template_id: template.id, profile_id: accountId, daily_dm_limit: 50 };
    campaignId = (await apiCommand<{ id: string }>(fixture.app, owner, 'POST', '/campaigns', campaign)).id;
  }, 60_000);

  it('the owner makes a read-only key, copies it once, the key reads but cannot start a campaign, and once revoked it answers 401', async () => {
    const url = fixture.app.url;
    await owner.goto(`${url}/dashboard/campaigns`);
    // The list loading, then failing to load, then loaded by Try again.
    const keysUrl = '**/api/developers/api-keys';
    const failing = await holdRequests(owner, keysUrl, { method: 'GET', answer: (route) => route.fulfill({ status: 500, json: { message: 'Internal error', code: 'internal' } }) });
    await openUserMenu(owner, 1);
    await owner.getByRole('menuitem', { name: 'Developers' }).click();
    await owner.waitForURL(`${url}/dashboard/developers`);
    await owner.getByTestId('api-keys-loading').waitFor({ timeout: 20_000 });
    await screenshotAtBothSizes(owner, 'developers-loading', fits);
    await failing.release();
    await owner.getByText('The API keys could not be loaded.').waitFor({ timeout: 20_000 });
    await saveScreenshot(owner, 'developers-error-desktop', { fullPage: false });
    await owner.unroute(keysUrl);
    await owner.getByRole('button', { name: 'Try again' }).click();
    await owner.getByRole('heading', { name: 'No API keys yet' }).waitFor({ timeout: 20_000 });
    expect(await owner.getByTestId('api-example').inputValue()).toBe(`curl -H "Authorization: Bearer otk_…" ${url}/api/campaigns`);
    expect(await owner.getByRole('link', { name: /API reference/ }).getAttribute('href')).toBe('/api/docs');
    await screenshotAtBothSizes(owner, 'developers-empty', fits);

    // The dialog: the name is required; read-only chosen; 90 days unless told.
    await owner.getByRole('button', { name: 'Create API key' }).click();
    const dialog = owner.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create key' }).click();
    await expectAlert(dialog, apiKeyMessages.nameRequired);
    await dialog.getByLabel('Name').fill(KEY_NAME);
    await dialog.getByRole('radio', { name: /^Read-only/ }).check();
    expect(await dialog.getByRole('combobox', { name: 'Expires after' }).textContent()).toBe('90 days');
    await screenshotViewportAtBothSizes(owner, 'developers-create-dialog');
    await dialog.getByRole('button', { name: 'Create key' }).click();

    // The key, this once: copied with the button.
    await dialog.getByRole('heading', { name: 'Copy your key' }).waitFor({ timeout: 20_000 });
    expect(await dialog.getByTestId('api-key-created').textContent()).toBe(apiKeyMessages.created);
    const key = await dialog.getByTestId('new-api-key').inputValue();
    expect(key).toMatch(/^otk_/);
    await owner.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
    await dialog.getByRole('button', { name: 'Copy API key' }).click();
    await dialog.getByRole('button', { name: 'Copied API key' }).waitFor();
    expect(await owner.evaluate('navigator.clipboard.readText()')).toBe(key);
    await screenshotViewportAtBothSizes(owner, 'developers-copy-key');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Listed by its prefix, never the key; not used yet.
    const row = owner.locator(`[data-testid="api-key-row"][data-name="${KEY_NAME}"]`);
    await row.waitFor({ timeout: 20_000 });
    expect(await row.getByTestId('api-key-prefix').textContent()).toBe(`${key.slice(0, 12)}…`);
    expect(await row.getByTestId('api-key-scope').textContent()).toBe('Read-only');
    expect(await row.getByTestId('api-key-last-used').textContent()).toBe('Never used');
    expect(await owner.getByText(key).count()).toBe(0);

    // From a server: it reads the workspace's campaigns, and may not start one.
    const listed = await withKey(key, '/campaigns');
    expect(listed.status).toBe(200);
    expect(JSON.stringify(await listed.json())).toContain(campaignId);
    const started = await withKey(key, `/campaigns/${campaignId}/start`, 'POST');
    expect(started.status).toBe(403);
    expect(((await started.json()) as { message: string }).message).toBe(workspaceMessages.readOnlyKey);

    await owner.reload();
    await expect.poll(() => row.getByTestId('api-key-last-used').textContent(), { timeout: 20_000 }).toBe('Just now');
    await screenshotAtBothSizes(owner, 'developers-keys', async (shown) => {
      await row.waitFor();
      await fits(shown);
    });

    // Revoked after asking: gone from the list, and the key no longer works.
    await row.getByRole('button', { name: `Revoke ${KEY_NAME}` }).click();
    const confirm = owner.getByRole('dialog');
    await confirm.getByText(`Revoke "${KEY_NAME}"? Apps using it stop working at once.`).waitFor();
    await screenshotViewportAtBothSizes(owner, 'developers-revoke');
    await confirm.getByRole('button', { name: 'Revoke', exact: true }).click();
    await expectToast(owner, apiKeyMessages.revoked);
    await row.waitFor({ state: 'detached', timeout: 20_000 });
    await owner.getByRole('heading', { name: 'No API keys yet' }).waitFor();
    const refused = await withKey(key, '/campaigns');
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { message: string }).message).toBe(apiKeyMessages.invalid);
    // Only the list's failures made above.
    expect(errors.filter((error) => !error.includes('status of 500'))).toEqual([]);
  });

  it('the owner adds a webhook endpoint, copies its secret, sends test events, reads the delivery log, resends a failure and removes it', async () => {
    const receiver = await startWebhookReceiver();
    try {
      await owner.goto(`${fixture.app.url}/dashboard/developers`);
      const panel = owner.getByRole('region', { name: 'Webhooks' });
      await panel.getByRole('heading', { name: 'No webhook endpoints yet' }).waitFor({ timeout: 20_000 });
      await screenshotAtBothSizes(owner, 'developers-webhooks-empty', fits);

      // The dialog: an event type is required; then the secret, this once.
      await panel.getByRole('button', { name: 'Add endpoint' }).click();
      const dialog = owner.getByRole('dialog');
      await dialog.getByLabel('Endpoint URL').fill(receiver.url);
      await dialog.getByRole('button', { name: 'Add endpoint' }).click();
      await expectAlert(dialog, webhookMessages.eventTypesRequired);
      await dialog.getByRole('checkbox', { name: /lead_source\.completed/ }).check();
      await screenshotViewportAtBothSizes(owner, 'developers-webhooks-add');
      await dialog.getByRole('button', { name: 'Add endpoint' }).click();
      await dialog.getByRole('heading', { name: 'Copy your signing secret' }).waitFor({ timeout: 20_000 });
      expect(await dialog.getByTestId('webhook-added').textContent()).toBe(webhookMessages.added);
      const secret = await dialog.getByTestId('webhook-secret').inputValue();
      expect(secret).toMatch(/^whsec_/);
      receiver.useSecret(secret);
      await screenshotViewportAtBothSizes(owner, 'developers-webhooks-secret');
      await dialog.getByRole('button', { name: 'Done' }).click();
      await dialog.waitFor({ state: 'hidden' });

      const endpoint = panel.getByTestId('webhook-endpoint');
      await endpoint.waitFor({ timeout: 20_000 });
      expect(await endpoint.getByTestId('webhook-url').textContent()).toBe(receiver.url);
      expect(await endpoint.getByTestId('webhook-event-type').allTextContents()).toEqual(['lead_source.completed']);
      expect(await owner.getByText(secret).count()).toBe(0);

      // A test event taken, then one refused: the answers in toasts.
      await endpoint.getByRole('button', { name: 'Send test event' }).click();
      await expectToast(owner, webhookMessages.testDelivered(200));
      receiver.failNext(1, 'webhook.test');
      await endpoint.getByRole('button', { name: 'Send test event' }).click();
      await expectToast(owner, webhookMessages.testRefused('the endpoint answered 500'));
      expect(receiver.received().map((hook) => [hook.type, hook.valid, hook.answered])).toEqual([
        ['webhook.test', true, 200],
        ['webhook.test', true, 500],
      ]);
      await screenshotAtBothSizes(owner, 'developers-webhooks', fits);

      // Disabled (as after a day of failures; the list answered so): the banner and Enable.
      const listUrl = '**/api/developers/webhooks';
      await owner.route(listUrl, async (route) => {
        if (route.request().method() !== 'GET') return route.fallback();
        const rows = (await (await route.fetch()).json()) as WebhookEndpointRow[];
        await route.fulfill({ json: rows.map((row) => ({ ...row, disabled_at: new Date().toISOString(), disabled_reason: webhookMessages.disabledReason })) });
      });
      await owner.reload();
      const banner = endpoint.getByTestId('webhook-disabled');
      await banner.waitFor({ timeout: 20_000 });
      expect(await banner.textContent()).toContain(`${webhookMessages.disabledReason}. Fix the endpoint, then enable it.`);
      await banner.getByRole('button', { name: 'Enable' }).waitFor();
      await screenshotAtBothSizes(owner, 'developers-webhooks-disabled', fits);
      await owner.unroute(listUrl);
      await owner.reload();
      await endpoint.waitFor({ timeout: 20_000 });

      // The log: both tests, newest first; the refused one resent arrives.
      await endpoint.getByRole('button', { name: 'Delivery log' }).click();
      const log = owner.getByRole('dialog', { name: 'Delivery log' });
      const deliveries = log.getByTestId('webhook-delivery');
      await expect.poll(() => deliveries.count(), { timeout: 20_000 }).toBe(2);
      expect((await log.getByTestId('webhook-delivery-attempt').allTextContents()).map((text) => text.split(' · ')[0])).toEqual(['HTTP 500', 'HTTP 200']);
      await deliveries.first().getByText('Response').click();
      expect(await deliveries.first().getByTestId('webhook-delivery-response').textContent()).toBe('not now');
      await screenshotViewportAtBothSizes(owner, 'developers-webhooks-log');
      await deliveries.first().getByRole('button', { name: 'Resend' }).click();
      await expectToast(owner, webhookMessages.resent);
      expect(receiver.received().map((hook) => hook.answered)).toEqual([200, 500, 200]);
      expect(receiver.received()[2].id).toBe(receiver.received()[1].id);
      await log.getByRole('button', { name: 'Done' }).click();
      await log.waitFor({ state: 'hidden' });

      // Removed after asking.
      await endpoint.getByRole('button', { name: `Remove ${receiver.url}` }).click();
      const confirm = owner.getByRole('dialog');
      await confirm.getByText(/It gets no more events/).waitFor();
      await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
      await expectToast(owner, webhookMessages.removed);
      await panel.getByRole('heading', { name: 'No webhook endpoints yet' }).waitFor({ timeout: 20_000 });
      expect(errors.filter((error) => !error.includes('status of 500'))).toEqual([]);
    } finally {
      await receiver.close();
    }
  });

  it('a Member finds no Developers in the user menu, and the page shows why without its controls', async () => {
    const email = newEmail('dev-member');
    const ownerWorkspace = (await apiGet<WorkspaceRow[]>(fixture.app, owner, '/workspaces')).find((row) => row.current)?.id;
    await apiCommand(fixture.app, owner, 'POST', '/workspace/invitations', { email, role: 'member' });
    const member = await signUpInSharedBrowser(fixture.app, fixture.browser, email);
    const memberErrors = collectPageErrors(member);
    await apiCommand(fixture.app, member, 'POST', '/invitations/accept', { token: await invitationToken(fixture.app, email) });
    await apiCommand(fixture.app, member, 'POST', `/workspaces/${ownerWorkspace}/switch`);

    await member.goto(`${fixture.app.url}/dashboard/campaigns`);
    await openUserMenu(member, 2);
    expect(await member.locator('[data-testid="workspace-option"][data-current="true"]').getAttribute('aria-label')).toMatch(/\(Member\), current workspace$/);
    await member.getByRole('menuitem', { name: 'Workspace & members' }).waitFor();
    expect(await member.getByRole('menuitem', { name: 'Developers' }).count()).toBe(0);
    await member.keyboard.press('Escape');

    await member.goto(`${fixture.app.url}/dashboard/developers`);
    await member.getByTestId('read-only-note').waitFor({ timeout: 20_000 });
    expect(await member.getByTestId('read-only-note').textContent()).toBe(workspaceMessages.readOnlyNote('member', 'admin'));
    expect(await member.getByRole('button', { name: 'Create API key' }).count()).toBe(0);
    expect(await member.getByRole('region', { name: 'API keys' }).count()).toBe(0);
    expect(await member.getByRole('region', { name: 'Webhooks' }).count()).toBe(0);
    await screenshotAtBothSizes(member, 'developers-member', fits);
    expect(memberErrors).toEqual([]);
  });
});
