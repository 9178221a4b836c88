import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEmail } from '../support/users';
import { appInBrowser } from './support/app-in-browser';
import { type BrowserSession, collectPageErrors, saveScreenshot, screenshotAtBothSizes, viewports } from './support/browser';
import { signUpInSharedBrowser } from './support/api-setup';
import { expectToast as expectToastWithin } from './support/flows';
import { addBox, addUsernames, listedUsernames, pasteUsernames, waitForTotal } from './support/dnc-page';
import { openInApp } from './support/in-app-navigation';

// What a new user trips on in the dashboard, and its error screen for code that fails to load: the rest of
// dashboard.browser.spec.ts (the two were over a minute as one file), with its own app and browser.
const fixture = appInBrowser();

/** A toast with exactly this text appears; on these screens, within 15 seconds. */
const expectToast = (page: Page, text: string) => expectToastWithin(page, text, 15_000);

async function boxOf(locator: Locator) {
  return locator.boundingBox();
}

/** Whether a click at the centre of the element would reach it (nothing floats on top of it there). */
async function isClickableAtCentre(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = (globalThis as any).document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

/** Scrolls the page, and every scrolling box on it, to the very end, as a user reaching the last row does. */
async function scrollEverythingToTheEnd(page: Page): Promise<void> {
  await page.evaluate(() => {
    const doc = (globalThis as any).document;
    for (const element of doc.querySelectorAll('*')) {
      if (element.scrollHeight > element.clientHeight + 1 && (globalThis as any).getComputedStyle(element).overflowY === 'auto') {
        element.scrollTo({ top: element.scrollHeight, behavior: 'instant' });
      }
    }
    // The page scrolls smoothly for people; the test jumps.
    (globalThis as any).scrollTo({ top: doc.documentElement.scrollHeight, behavior: 'instant' });
  });
}

/** The outline the keyboard focus draws around the focused element ('none' when there is none). */
async function focusRingOfActiveElement(page: Page): Promise<{ label: string; outline: string }> {
  return page.evaluate(() => {
    const active = (globalThis as any).document.activeElement;
    const style = (globalThis as any).getComputedStyle(active);
    return {
      label: active.getAttribute('aria-label') ?? active.textContent?.trim() ?? '',
      outline: style.outlineStyle === 'none' || style.outlineWidth === '0px' ? 'none' : `${style.outlineWidth} ${style.outlineStyle}`,
    };
  });
}

/** Presses Tab until the focused element matches, and says what it passed on the way. */
async function tabTo(page: Page, isTarget: (label: string) => boolean, limit = 30): Promise<Array<{ label: string; outline: string }>> {
  const passed: Array<{ label: string; outline: string }> = [];
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab');
    const ring = await focusRingOfActiveElement(page);
    passed.push(ring);
    if (isTarget(ring.label)) return passed;
  }
  throw new Error(`Tab never reached the target; passed ${passed.map((p) => p.label).join(', ')}`);
}

describe("what a new user trips on", () => {
  let browser: BrowserSession;
  let page: Page;
  let errors: string[];
  const email = newEmail('first-steps');

  beforeAll(async () => {
    // Signed up through the API in the file's browser: the /signup screen is the first describe's subject.
    browser = fixture.browser;
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: fixture.app.url });
    page = await signUpInSharedBrowser(fixture.app, browser, email);
    errors = collectPageErrors(page);
  });

  afterAll(async () => {
    await page?.close();
  });

  it('reads the plan once per page load, and a free plan is offered an upgrade to connect accounts', async () => {
    // The free plan record is written just after sign-up; its arrival is a real change the live stream
    // refetches, so count requests only once it exists.
    await expect
      .poll(async () => ((await (await page.request.get(`${fixture.app.url}/api/plan`)).json()) as { created_at: string | null }).created_at)
      .not.toBeNull();
    const planRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/plan') planRequests.push(request.url());
    });
    await page.goto(`${fixture.app.url}/dashboard/account`);
    await page.getByTestId('current-plan').getByText('Free Plan').waitFor();
    await page.getByTestId('plan-badge').getByText('Free Plan').waitFor();
    expect(await page.getByTestId('current-plan').textContent()).toContain('Upgrade to connect');
    expect(await page.getByTestId('current-plan').textContent()).not.toContain('0 / 1');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Connect Account' }).click();
    await page.getByRole('link', { name: 'Upgrade to connect' }).waitFor();
    await screenshotAtBothSizes(page, 'dashboard-connect-free');
    expect(planRequests).toHaveLength(1);
  });

  it('shows what an add will save and what it drops, and saves exactly that', async () => {
    await openInApp(page, fixture.app.url, '/dashboard/do-not-contact', 'Do Not Contact');
    const long = 'x'.repeat(5000);
    await addBox(page).fill(`alice,bob;carol ${long}\nx.com/home https://x.com/i/communities/123 https://x.com/Kate/status/1/photo/1 !!!`);
    const saved = page.getByTestId('dnc-preview-saved');
    await expect.poll(() => saved.locator('li').allTextContents()).toEqual(['@alice', '@bob', '@carol', '@kate']);
    await expect.poll(() => page.getByTestId('dnc-valid-count').textContent()).toBe('4 valid usernames');
    expect(await page.getByTestId('dnc-preview-dropped').locator('li').allTextContents()).toEqual([
      `${'x'.repeat(39)}…: longer than 15 characters`,
      'x.com/home: a link to x.com/home, not a profile',
      'https://x.com/i/communities/123: a link to x.com/i/communities/123, not a profile',
      '!!!: not a username',
    ]);
    expect(await page.getByTestId('dnc-preview-dropped-summary').textContent()).toBe(
      '4 entries dropped: 2 links to X pages that are not profiles · 1 longer than 15 characters · 1 not a username',
    );
    await screenshotAtBothSizes(page, 'dashboard-dnc-preview');
    await page.getByRole('button', { name: 'Add to List' }).click();
    await expectToast(page, 'Successfully added 4 username(s) to Do Not Contact list');
    await waitForTotal(page, '4 usernames');
    expect(await listedUsernames(page)).toEqual(['@alice', '@bob', '@carol', '@kate']);

    // A paste of 10,000 previews, counting what it does not spell out (how fast: `npm run bench -- dnc-paste`).
    const usernames = Array.from({ length: 10_000 }, (_, i) => `lead_${String(i + 1).padStart(5, '0')}`);
    await pasteUsernames(page, `${usernames.join('\n')}\n${'y'.repeat(20)}`);
    await expect.poll(() => saved.locator('li').last().textContent()).toBe('and 9,976 more');
    expect(await page.getByTestId('dnc-valid-count').textContent()).toBe('10,000 valid usernames');
    expect(await page.getByTestId('dnc-preview-dropped-summary').textContent()).toBe('1 entry dropped: 1 longer than 15 characters');
    await addBox(page).fill('');
    await expect.poll(() => page.getByTestId('dnc-preview').count()).toBe(0);
  });

  it('finds @Alice when searched with the @ and any case', async () => {
    await page.getByRole('textbox', { name: 'Search usernames' }).fill('@ALICE');
    await expect.poll(() => listedUsernames(page), { timeout: 10_000 }).toEqual(['@alice']);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(() => listedUsernames(page), { timeout: 10_000 }).toHaveLength(4);
  });

  it('keeps the last row and Clear All clear of the help button, and toasts below the top bar', async () => {
    // Enough rows that the list fills the screen.
    await addUsernames(page, Array.from({ length: 60 }, (_, i) => `row_${String(i).padStart(2, '0')}`).join(' '));
    await expectToast(page, 'Successfully added 60 username(s) to Do Not Contact list');
    await waitForTotal(page, '64 usernames');
    for (const viewport of ['desktop', 'phone'] as const) {
      await page.setViewportSize(viewports[viewport]);
      await scrollEverythingToTheEnd(page);
      // At the end of the page the room kept below it shows the help button, clear of the page.
      const helpButton = page.getByRole('button', { name: 'Help', exact: true });
      await expect.poll(() => helpButton.isVisible()).toBe(true);
      const targets: Array<[string, Locator]> = [
        ["the last row's remove button", page.getByTestId('dnc-row').last().getByRole('button')],
        ['Clear All', page.getByRole('button', { name: 'Clear All' })],
      ];
      for (const [name, target] of targets) {
        // Brought into view at the bottom edge of the screen, where the help button floats, as focus or a scroll does:
        // there the button is either clear of it or has stepped aside.
        await target.evaluate((element) => element.scrollIntoView({ block: 'end', behavior: 'instant' }));
        const box = await boxOf(target);
        await expect
          .poll(async () => {
            const help = (await helpButton.isVisible()) ? await boxOf(helpButton) : null;
            return help !== null && box!.x < help.x + help.width && help.x < box!.x + box!.width && box!.y < help.y + help.height && help.y < box!.y + box!.height;
          }, { message: `${name} under the help button at ${viewport}` })
          .toBe(false);
        expect(await isClickableAtCentre(target), `${name} clickable at ${viewport}`).toBe(true);
        await saveScreenshot(page, `dashboard-dnc-help-clearance-${name === 'Clear All' ? 'clear-all' : 'last-row'}-${viewport}`, { fullPage: false });
      }

      // A toast lies below the top bar, never over the plan badge or the user menu.
      await page.evaluate(() => (globalThis as any).scrollTo({ top: 0, behavior: 'instant' }));
      await page.getByRole('button', { name: 'Add to List' }).click();
      const toast = page.getByText('Please enter at least one username', { exact: true }).first();
      await toast.waitFor();
      const toastBox = await boxOf(toast.locator('xpath=ancestor::*[contains(@class, "MuiSnackbarContent-root")]'));
      const barBox = await boxOf(page.locator('header').first());
      expect(toastBox && barBox).toBeTruthy();
      expect(toastBox!.y, `toast top at ${viewport}`).toBeGreaterThanOrEqual(barBox!.y + barBox!.height);
      await saveScreenshot(page, `dashboard-toast-${viewport}`, { fullPage: false });
      // The phone's toast must be a new one, placed at the phone's size.
      if (viewport === 'desktop') await toast.waitFor({ state: 'hidden', timeout: 10_000 });
    }
    await page.setViewportSize(viewports.desktop);
  });

  it('reaches every nav link, the user menu and Sign Out from the keyboard, with a visible focus ring', async () => {
    await page.goto(`${fixture.app.url}/dashboard/campaigns`);
    await page.getByRole('heading', { name: 'No Campaigns Yet' }).waitFor();
    const passed = await tabTo(page, (label) => label.startsWith('User menu'));
    const navLabels = ['Find Leads', 'Campaigns', 'Connect Account', 'Do Not Contact', 'Training Center', 'Roadmap & Feedback'];
    for (const label of [...navLabels, `User menu: ${email}`]) {
      const stop = passed.find((entry) => entry.label === label);
      expect(stop, `${label} takes focus`).toBeDefined();
      expect(stop!.outline, `${label} shows a focus ring`).not.toBe('none');
    }
    await saveScreenshot(page, 'dashboard-user-menu-button-focus-desktop', { fullPage: false });

    // Enter opens the menu on its first item (the workspace the user is in); arrows move; Escape closes it and
    // focus returns to the button.
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await expect.poll(() => focusRingOfActiveElement(page)).toEqual(expect.objectContaining({ label: 'Personal (Owner), current workspace' }));
    expect((await focusRingOfActiveElement(page)).outline).not.toBe('none');
    for (const label of ['Workspace & members', 'Developers', 'Account Plan', 'Sign Out']) {
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => focusRingOfActiveElement(page).then((ring) => ring.label)).toBe(label);
    }
    await saveScreenshot(page, 'dashboard-user-menu-keyboard-desktop', { fullPage: false });
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => focusRingOfActiveElement(page).then((ring) => ring.label)).toBe('Account Plan');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await expect.poll(() => focusRingOfActiveElement(page).then((ring) => ring.label)).toBe(`User menu: ${email}`);

    // And Sign Out, by keyboard alone (the last item).
    await page.keyboard.press('Enter');
    await menu.waitFor();
    await page.keyboard.press('End');
    await expect.poll(() => focusRingOfActiveElement(page).then((ring) => ring.label)).toBe('Sign Out');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${fixture.app.url}/login`);
    expect(errors).toEqual([]);
  });
});

describe('dashboard code that fails to load', () => {
  it('shows the error screen instead of a blank page, and Refresh Page loads the dashboard again', async () => {
    const page = await signUpInSharedBrowser(fixture.app, fixture.browser, newEmail('chunk'));
    // After a redeploy the old chunk's file is gone.
    const chunk = '**/assets/DashboardApp-*.js';
    await page.route(chunk, (route) => route.fulfill({ status: 404, contentType: 'text/html', body: 'Not Found' }));
    await page.goto(`${fixture.app.url}/dashboard/do-not-contact`);
    await page.getByRole('heading', { name: 'Oops! Something went wrong' }).waitFor();
    await page.getByText('We encountered an error while rendering this page.').waitFor();
    expect(await page.getByTestId('error-message').textContent()).toMatch(/dynamically imported module|DashboardApp/);
    expect(await page.getByRole('button', { name: 'Go Back' }).count()).toBe(1);
    await screenshotAtBothSizes(page, 'dashboard-chunk-error');

    await page.unroute(chunk);
    await page.getByRole('button', { name: 'Refresh Page' }).click();
    await page.getByRole('heading', { name: 'Do Not Contact', level: 1 }).waitFor({ timeout: 20_000 });
    expect(page.url()).toBe(`${fixture.app.url}/dashboard/do-not-contact`);
    await page.close();
  });
});
