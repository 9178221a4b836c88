import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages, healthLabels } from '../../src/modules/accounts/contract';
import { type TestProxy, startConnectProxy } from '../support/connect-proxy';
import { freePort } from '../support/free-port';
import { newEmail } from '../support/users';
import { appInBrowser } from './support/app-in-browser';
import { signUpInSharedBrowser, startBasicTrialThroughApi, upgradeToProThroughApi } from './support/api-setup';
import { collectPageErrors, screenshotAtBothSizes, screenshotViewportAtBothSizes } from './support/browser';
import { connectedCount, connectWith, fillTokens, openConnectPage, row } from './support/connect-page';
import { demoSession, expectNoSidewaysScrollOnPhone, expectToast } from './support/flows';

// Demo mode: the app runs the X simulator (on a port of its own, so test files may run side by side) and accepts
// proxies on loopback, where this file's proxy listens.
// 'Test proxy' asks an IP echo service through the proxy: here one on loopback, answering the caller's address.
const env: Record<string, string> = { X_SIMULATOR: '1' };
const ipEcho = createHttpServer((req, res) => {
  res.writeHead(200, { 'content-type': 'text/plain' });
  res.end(req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '');
});
beforeAll(async () => {
  env.X_SIMULATOR_PORT = String(await freePort());
  await new Promise<void>((resolve) => ipEcho.listen(0, '127.0.0.1', resolve));
  env.PROXY_IP_ECHO_URL = `http://127.0.0.1:${(ipEcho.address() as AddressInfo).port}/ip`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => ipEcho.close(() => resolve()));
});
// The connected account's and the leads' pictures come from X's image host, answered by its stand-in.
const fixture = appInBrowser(env, { xImages: true });

const verifiedDemo = demoSession('outtwit_demo');
const unverifiedDemo = demoSession('outtwit_starter');
const agencyDemo = demoSession('outtwit_agency');

/** The plan-limit modal says `message` and the allowance, then closes. */
async function expectPlanLimit(page: Page, message: string, allowance: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Account limit reached' });
  await dialog.waitFor({ timeout: 20_000 });
  expect(await dialog.getByTestId('plan-limit-message').textContent()).toBe(message);
  expect(await dialog.getByTestId('plan-limit-allowance').textContent()).toContain(`Your plan allows ${allowance} connected account`);
  expect(await dialog.getByRole('link', { name: 'Upgrade Plan' }).getAttribute('href')).toBe('/dashboard/account');
}

async function closePlanLimit(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Account limit reached' });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/**
 * A new user in the file's one browser (the one signed in before is signed out): the plans are bought through
 * the API, as the checkout and upgrade screens are account-plan.browser.spec.ts's subject.
 */
const newUser = (prefix: string) => signUpInSharedBrowser(fixture.app, fixture.browser, newEmail(prefix));

describe('Connect Account, a free user', () => {
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    page = await newUser('connect-free');
    errors = collectPageErrors(page);
    await openConnectPage(page, fixture.app.url);
  });

  afterAll(async () => {
    await page?.close();
  });

  it('shows the plan banner, the guide and the form, and offers only an upgrade to connect', async () => {
    const banner = page.getByTestId('plan-banner');
    await banner.getByTestId('plan-banner-plan').getByText('Free Plan').waitFor();
    await expect.poll(() => connectedCount(page)).toMatch(/^Connected: 0 \/ \d+$/);
    expect(await page.getByTestId('plan-limit-note').textContent()).toContain(accountMessages.upgradeToConnect);
    expect(await banner.getByRole('link', { name: 'Upgrade Plan' }).getAttribute('href')).toBe('/dashboard/account');
    // The form is there to read, but connecting needs a paid plan.
    const upgrade = page.getByRole('link', { name: accountMessages.upgradeToConnect, exact: true });
    expect(await upgrade.getAttribute('href')).toBe('/dashboard/account');
    expect(await page.getByRole('button', { name: 'Connect Account', exact: true }).count()).toBe(0);
    expect(await page.getByLabel('Auth Token', { exact: true }).getAttribute('type')).toBe('password');
    expect(await page.getByLabel('CT0 Token', { exact: true }).getAttribute('type')).toBe('password');
    expect(await page.getByLabel('Auth Token', { exact: true }).isDisabled()).toBe(true);
    const guide = page.getByTestId('safety-recommendation').getByRole('link', { name: /account safety guide/ });
    expect(await guide.getAttribute('target')).toBe('_blank');
    expect(await guide.getAttribute('href')).toMatch(/^https:\/\//);
    await page.getByTestId('connect-disclaimer').getByText(/not affiliated with or endorsed by X Corp/).waitFor();
    await page.getByRole('heading', { name: 'No X accounts connected yet' }).waitFor();
    // The page's tour, in the help popup, reads as its name, a space between the words (as flex items they ran together).
    await page.getByRole('button', { name: 'Help', exact: true }).click();
    // biome-ignore lint/performance/useDomNodeTextContent: the text as shown is the point; the DOM's has the spaces either way.
    await expect.poll(() => page.getByTestId('page-tour-button').innerText()).toBe('Replay Connect Account Tour');
    await page.keyboard.press('Escape');

    // Upgrade to connect leads to the Account Plan page.
    await upgrade.click();
    await page.waitForURL(`${fixture.app.url}/dashboard/account`);
    await page.goBack();
    await page.getByTestId('plan-banner').waitFor();
  });

  it('plays the video guide and the proxy guide in modals that close from the keyboard', async () => {
    await page.getByRole('button', { name: 'Watch Video Guide' }).click();
    const video = page.getByRole('dialog', { name: 'Video guide: connecting an X account' });
    await video.waitFor();
    expect(await video.locator('video source').getAttribute('src')).toBe('/demo/outtwit-demo.mp4');
    await screenshotViewportAtBothSizes(page, 'connect-video-guide');
    await page.keyboard.press('Escape');
    await video.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Proxy Setup Guide' }).focus();
    await page.keyboard.press('Enter');
    const proxyVideo = page.getByRole('dialog', { name: 'Proxy setup guide' });
    await proxyVideo.waitFor();
    await proxyVideo.getByRole('button', { name: 'Close' }).click();
    await proxyVideo.waitFor({ state: 'hidden' });
  });

  it('fits a phone and renders without errors', async () => {
    await screenshotAtBothSizes(page, 'connect-free');
    await expectNoSidewaysScrollOnPhone(page);
    expect(errors).toEqual([]);
  });
});

describe('Connect Account, from Basic to Pro: connect, proxy, check, limits and disconnect', () => {
  let page: Page;
  let errors: string[];
  let proxy: TestProxy;
  let pictures: string[];
  const proxyUser = 'buyer';
  const proxyPassword = 's3cret:with-colon';

  beforeAll(async () => {
    pictures = fixture.browser.xImagesAsked;
    page = await newUser('connect-flow');
    errors = collectPageErrors(page);
    proxy = await startConnectProxy(proxyUser, proxyPassword);
    await startBasicTrialThroughApi(fixture.app, page);
    await openConnectPage(page, fixture.app.url);
  });

  afterAll(async () => {
    await page?.close();
    await proxy?.close();
  });

  it('asks for both tokens, then connects the demo account with its picture and verified badge', async () => {
    await page.getByTestId('plan-banner-plan').getByText('Basic Plan').waitFor();
    // Demo mode: the one-click demo accounts come before the developer-tools instructions.
    const demoTop = (await page.getByTestId('demo-accounts').boundingBox({ timeout: 20_000 }))?.y ?? Number.NaN;
    const stepsTop = (await page.getByRole('heading', { name: 'How to find your tokens' }).boundingBox())?.y ?? Number.NaN;
    expect(demoTop).toBeLessThan(stepsTop);
    expect(await page.getByTestId('connect-next-step').count()).toBe(0);
    await expect.poll(() => connectedCount(page)).toBe('Connected: 0 / 1');
    await page.getByRole('button', { name: 'Connect Account', exact: true }).click();
    await expectToast(page, accountMessages.tokensRequired);
    await fillTokens(page, '   ', verifiedDemo.ct0);
    await page.getByRole('button', { name: 'Connect Account', exact: true }).click();
    await expectToast(page, accountMessages.tokensRequired);

    // Pasted with quotes and spaces around them, as copied from the browser's cookie table.
    await fillTokens(page, ` "${verifiedDemo.authToken}" `, `'${verifiedDemo.ct0}'\n`);
    await page.getByRole('button', { name: 'Connect Account', exact: true }).click();
    await expectToast(page, accountMessages.connected);
    const account = row(page, 'outtwit_demo');
    await account.waitFor({ timeout: 20_000 });
    expect(await account.textContent()).toContain('@outtwit_demo');
    await account.getByTestId('verified-badge').waitFor();
    expect(await account.getByTestId('unverified-badge').count()).toBe(0);
    // The picture, loaded and cached as a data URL: a simulated account's comes from the app, never X's host.
    await expect.poll(() => account.getByTestId('account-image').getAttribute('data-loaded'), { timeout: 20_000 }).toBe('true');
    expect(await account.getByRole('img', { name: /profile picture/ }).getAttribute('src')).toMatch(/^data:image\//);
    expect(pictures).toEqual([]);
    // The runner's figures, loaded beside the accounts: none sent in the last 24 hours, the default cap (in demo
    // mode, whose days pass in seconds, a new account does not warm up unless the user turns it on).
    await expect.poll(() => account.getByTestId('account-quota').textContent()).toBe('DMs, last 24 hours0 / 450');
    expect(await account.getByTestId('account-proxy').textContent()).toBe('No proxy');
    await expect.poll(() => connectedCount(page)).toBe('Connected: 1 / 1');
    // The page points on to the next step: the people to message.
    const next = page.getByTestId('connect-next-step');
    await next.waitFor();
    expect(await next.getByRole('link', { name: 'Scrape X' }).getAttribute('href')).toBe('/dashboard/leads/new/scraper');
    expect(await next.getByRole('link', { name: 'Upload CSV' }).getAttribute('href')).toBe('/dashboard/leads/new/csv');
    // The inputs are cleared, and the tokens are nowhere on the page.
    expect(await page.getByLabel('Auth Token', { exact: true }).inputValue()).toBe('');
    expect(await page.content()).not.toContain(verifiedDemo.authToken);
    await screenshotAtBothSizes(page, 'connect-basic-connected');
    await expectNoSidewaysScrollOnPhone(page);
  });

  it('keeps the picture across a reload without asking for it again', async () => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/demo/avatars/')) asked.push(request.url());
    });
    await page.reload();
    const account = row(page, 'outtwit_demo');
    await account.waitFor({ timeout: 20_000 });
    await expect.poll(() => account.getByTestId('account-image').getAttribute('data-loaded')).toBe('true');
    expect(await account.getByRole('img', { name: /profile picture/ }).getAttribute('src')).toMatch(/^data:image\//);
    expect(asked).toEqual([]);
    expect(pictures).toEqual([]);
  });

  it("gives Basic's plan-limit message in the plan-limit modal", async () => {
    expect(await page.getByTestId('plan-limit-note').textContent()).toBe(accountMessages.planLimit.basic);
    await connectWith(page, unverifiedDemo);
    await expectPlanLimit(page, accountMessages.planLimit.basic, '1');
    await screenshotViewportAtBothSizes(page, 'connect-plan-limit-basic');
    await closePlanLimit(page);
    expect(await row(page, 'outtwit_starter').count()).toBe(0);
  });

  it('adds a proxy by Quick Add, tests it through the proxy, and removes it', async () => {
    const account = row(page, 'outtwit_demo');
    await account.getByRole('button', { name: 'Proxy settings of @outtwit_demo' }).click();
    const dialog = page.getByRole('dialog', { name: /Proxy Configuration/ });
    await dialog.waitFor();
    expect(await dialog.getByTestId('https-hint').textContent()).toBe(accountMessages.httpsProxyHint);
    expect(await dialog.getByRole('radio', { name: 'HTTP', exact: true }).isChecked()).toBe(true);
    // Test proxy is for a saved proxy.
    expect(await dialog.getByRole('button', { name: 'Test proxy' }).count()).toBe(0);

    // A Quick Add with one part fills nothing.
    await dialog.getByLabel('Quick Add').fill('127.0.0.1');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.getByText('Use IP:Port or IP:Port:Username:Password').waitFor();
    expect(await dialog.getByRole('textbox', { name: /^IP/ }).inputValue()).toBe('');

    await dialog.getByLabel('Quick Add').fill(`127.0.0.1:${proxy.port}:${proxyUser}:${proxyPassword}`);
    await dialog.getByLabel('Quick Add').press('Enter');
    expect(await dialog.getByRole('textbox', { name: /^IP/ }).inputValue()).toBe('127.0.0.1');
    expect(await dialog.getByRole('textbox', { name: /^Port/ }).inputValue()).toBe(String(proxy.port));
    expect(await dialog.getByLabel('Username', { exact: true }).inputValue()).toBe(proxyUser);
    expect(await dialog.getByLabel('Password', { exact: true }).inputValue()).toBe(proxyPassword);
    // The setup guide plays inside the form and leaves what was typed.
    await dialog.getByRole('button', { name: 'Proxy Setup Guide' }).click();
    expect(await dialog.locator('video source').getAttribute('src')).toBe('/demo/outtwit-demo.mp4');
    await dialog.getByRole('button', { name: 'Hide the Proxy Setup Guide' }).click();
    expect(await dialog.locator('video').count()).toBe(0);
    expect(await dialog.getByRole('textbox', { name: /^IP/ }).inputValue()).toBe('127.0.0.1');
    expect(await dialog.getByLabel('Password', { exact: true }).inputValue()).toBe(proxyPassword);
    await screenshotViewportAtBothSizes(page, 'connect-proxy-modal');
    await dialog.getByRole('button', { name: 'Save Proxy' }).click();
    await expectToast(page, accountMessages.proxySaved);
    await expect.poll(() => account.getByTestId('account-proxy').textContent(), { timeout: 20_000 }).toBe(`HTTP proxy 127.0.0.1:${proxy.port}`);

    // Saved, it can be tested: the request goes through our proxy and X sees its exit address.
    const test = dialog.getByRole('button', { name: 'Test proxy' });
    await test.waitFor();
    await test.click();
    const result = dialog.getByTestId('proxy-test-result');
    await result.waitFor({ timeout: 30_000 });
    expect(await result.textContent()).toBe(accountMessages.proxyTestOk('127.0.0.1'));
    expect(proxy.tunnels.length).toBeGreaterThan(0);
    // The password never comes back to the page.
    expect(await dialog.getByLabel('Password', { exact: true }).inputValue()).toBe('');
    expect(await page.content()).not.toContain(proxyPassword);
    await screenshotViewportAtBothSizes(page, 'connect-proxy-tested');

    // With a wrong password the proxy refuses: the test says so, and so does the account's check.
    await dialog.getByLabel('Password', { exact: true }).fill('not-the-password');
    await dialog.getByRole('button', { name: 'Save Proxy' }).click();
    await expectToast(page, accountMessages.proxySaved);
    await dialog.getByRole('button', { name: 'Test proxy' }).click();
    await expect.poll(() => result.getAttribute('data-ok'), { timeout: 30_000 }).toBe('false');
    expect(await result.textContent()).toMatch(/^Proxy test failed: /);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await account.getByRole('button', { name: 'Check @outtwit_demo now' }).click();
    const health = account.getByTestId('account-health');
    await expect.poll(() => health.getAttribute('data-state'), { timeout: 30_000 }).toBe('proxy_failed');
    expect(await health.textContent()).toContain(healthLabels.proxy_failed.label);
    expect(await health.textContent()).toContain(healthLabels.proxy_failed.action as string);
    await screenshotAtBothSizes(page, 'connect-proxy-failed');

    await account.getByRole('button', { name: 'Proxy settings of @outtwit_demo' }).click();
    await dialog.getByRole('button', { name: 'Remove Proxy' }).click();
    await expectToast(page, accountMessages.proxyRemoved);
    await expect.poll(() => account.getByTestId('account-proxy').textContent(), { timeout: 20_000 }).toBe('No proxy');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('checks the account now: without the broken proxy it is healthy again', async () => {
    const account = row(page, 'outtwit_demo');
    await account.getByRole('button', { name: 'Check @outtwit_demo now' }).click();
    await expect.poll(() => account.getByTestId('account-health').getAttribute('data-state'), { timeout: 20_000 }).toBe('healthy');
    expect(await account.getByTestId('account-health').textContent()).toContain('Connected');
  });

  it('on Pro: refuses a pair already connected, shows the unverified tooltip, and the limit of 2 accounts', async () => {
    await upgradeToProThroughApi(fixture.app, page, 2);
    await openConnectPage(page, fixture.app.url);
    await expect.poll(() => connectedCount(page), { timeout: 20_000 }).toBe('Connected: 1 / 2');
    await page.getByTestId('plan-banner-plan').getByText('Pro Plan').waitFor();

    await connectWith(page, verifiedDemo);
    await expectToast(page, accountMessages.alreadyConnected);

    await connectWith(page, unverifiedDemo);
    await expectToast(page, accountMessages.connected);
    const starter = row(page, 'outtwit_starter');
    await starter.waitFor({ timeout: 20_000 });
    // The tooltip shows on hover and on keyboard focus.
    const badge = starter.getByTestId('unverified-badge');
    await badge.hover();
    await page.getByRole('tooltip').getByText(accountMessages.verifiedTooltip).waitFor();
    await page.mouse.move(0, 0);
    await page.getByRole('tooltip').waitFor({ state: 'hidden' });
    await starter.getByRole('button', { name: 'Check @outtwit_starter now' }).focus();
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate("document.activeElement?.getAttribute('data-testid')")).toBe('unverified-badge');
    await page.getByRole('tooltip').getByText(accountMessages.verifiedTooltip).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => connectedCount(page)).toBe('Connected: 2 / 2');

    expect(await page.getByTestId('plan-limit-note').textContent()).toBe(accountMessages.planLimit.reached(2));
    await connectWith(page, agencyDemo);
    await expectPlanLimit(page, accountMessages.planLimit.reached(2), '2');
    await screenshotViewportAtBothSizes(page, 'connect-plan-limit-pro');
    await closePlanLimit(page);
    await screenshotAtBothSizes(page, 'connect-pro-two-accounts');
    await expectNoSidewaysScrollOnPhone(page);
  });

  it("gives the weeks-old @outtwit_starter the specification's guidance for new accounts, and not the years-old @outtwit_demo", async () => {
    const guidance = row(page, 'outtwit_starter').getByTestId('account-guidance');
    await guidance.waitFor();
    expect(await guidance.getByRole('listitem').allTextContents()).toEqual([accountMessages.guidance.new_x_account, accountMessages.guidance.few_conversations]);
    expect(await row(page, 'outtwit_demo').getByTestId('account-guidance').count()).toBe(0);
    // The note stays inside its card at both sizes.
    await screenshotAtBothSizes(page, 'connect-account-guidance', async () => {
      const [note, card] = [await guidance.boundingBox(), await row(page, 'outtwit_starter').boundingBox()];
      expect(note && card && note.x >= card.x && note.x + note.width <= card.x + card.width).toBe(true);
      await page.evaluate('window.scrollTo(0, 0)');
    });
  });

  it('disconnects an account after confirmation; it leaves the list at once', async () => {
    const starter = row(page, 'outtwit_starter');
    await starter.getByRole('button', { name: 'Disconnect @outtwit_starter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Disconnect account?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('@outtwit_starter');
    await screenshotViewportAtBothSizes(page, 'connect-disconnect-confirm');
    // Cancel keeps it.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await starter.count()).toBe(1);

    await starter.getByRole('button', { name: 'Disconnect @outtwit_starter' }).click();
    await dialog.getByRole('button', { name: 'Disconnect' }).click();
    await starter.waitFor({ state: 'detached', timeout: 2_000 });
    await expectToast(page, accountMessages.disconnected);
    await expect.poll(() => connectedCount(page), { timeout: 20_000 }).toBe('Connected: 1 / 2');
    // A campaign-free account pauses nothing: no notice.
    expect(await page.getByTestId('campaigns-notice').count()).toBe(0);
    await page.reload();
    await row(page, 'outtwit_demo').waitFor({ timeout: 20_000 });
    expect(await row(page, 'outtwit_starter').count()).toBe(0);

    // The last one too (which frees the demo account for the other users of this file).
    await row(page, 'outtwit_demo').getByRole('button', { name: 'Disconnect @outtwit_demo' }).click();
    await dialog.getByRole('button', { name: 'Disconnect' }).click();
    await expectToast(page, accountMessages.disconnected);
    await page.getByRole('heading', { name: 'No X accounts connected yet' }).waitFor({ timeout: 20_000 });
    await expect.poll(() => connectedCount(page), { timeout: 20_000 }).toBe('Connected: 0 / 2');
    // Only the refusals this flow asked for (a plan limit: 403, a pair already connected: 409) show in the console.
    expect(errors.filter((error) => !/status of (403|409)/.test(error))).toEqual([]);
  });
});
