import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ONBOARDING_TIMINGS } from '../../src/modules/onboarding/tour-choice';
import { newEmail } from '../support/users';
import { freePort } from '../support/free-port';
import { appInBrowser } from './support/app-in-browser';
import { collectPageErrors, saveScreenshot, viewports } from './support/browser';
import { apiCommand, becomeBasic, connectAccount, signUp, uploadSource } from './support/flows';

// Demo mode: the app runs the X simulator (on a port of its own), so the user can connect an account and send.
const env: Record<string, string> = { X_SIMULATOR: '1' };
beforeAll(async () => {
  env.X_SIMULATOR_PORT = String(await freePort());
});
const fixture = appInBrowser(env);

interface Overlap {
  floating: string;
  control: string;
}

/**
 * Every floating piece on screen (an outermost element with position: fixed, shown) whose box meets the box of a
 * visible button or link of the page. The sticky top bar is part of the page's flow, not floating.
 */
function floatingOverControls(page: Page): Promise<Overlap[]> {
  return page.evaluate(() => {
    const doc = (globalThis as any).document;
    const view = globalThis as any;
    const shown = (element: any) => {
      const style = view.getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return style.visibility !== 'hidden' && Number(style.opacity) > 0 && box.width > 0 && box.height > 0;
    };
    const floating = [...doc.querySelectorAll('body *')].filter(
      (element: any) => view.getComputedStyle(element).position === 'fixed' && shown(element),
    );
    const outermost = floating.filter((element: any) => !floating.some((other: any) => other !== element && other.contains(element)));
    const controls = [...doc.querySelectorAll('button, a[href], [role="button"]')].filter(
      (element: any) => shown(element) && !outermost.some((piece: any) => piece.contains(element)),
    );
    const name = (element: any) => (element.getAttribute('aria-label') || element.textContent || element.tagName).trim().slice(0, 40);
    const overlaps: Array<{ floating: string; control: string }> = [];
    for (const piece of outermost) {
      const a = piece.getBoundingClientRect();
      for (const control of controls) {
        const b = control.getBoundingClientRect();
        if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) overlaps.push({ floating: name(piece), control: name(control) });
      }
    }
    return overlaps;
  });
}

const scrollTo = (page: Page, where: 'top' | 'bottom') =>
  page.evaluate((end) => {
    const root = (globalThis as any).document.scrollingElement;
    root.scrollTo({ top: end === 'top' ? 0 : root.scrollHeight, behavior: 'instant' });
  }, where);

const helpButton = (page: Page) => page.getByRole('button', { name: 'Help', exact: true });

describe('the floating help button', () => {
  let page: Page;
  const pages: string[] = [];

  beforeAll(async () => {
    // A paying user with an account, a lead source, a template and a running campaign: every page has its buttons.
    page = await signUp(fixture.app, fixture.browser, newEmail('floating'));
    await becomeBasic(fixture.app, page);
    const accountId = await connectAccount(fixture.app, page);
    const sourceId = await uploadSource(fixture.app, page, 'Founders', 'username\nalice\nbob\ncarol\n');
    const template = await apiCommand<{ id: string }>(fixture.app, page, 'POST', '/message-templates', { name: 'Intro', messages: ['Hi [First Name]!'] });
    const campaign = await apiCommand<{ id: string }>(fixture.app, page, 'POST', '/campaigns', {
      name: 'Founders outreach',
      lead_source_ids: [sourceId],
      template_id: template.id,
      profile_id: accountId,
    });
    await apiCommand(fixture.app, page, 'POST', `/campaigns/${campaign.id}/start`);
    pages.push(
      '/dashboard/campaigns',
      '/dashboard/campaigns/new',
      `/dashboard/campaigns/${campaign.id}/edit`,
      '/dashboard/leads',
      `/dashboard/leads/${sourceId}`,
      '/dashboard/leads/new',
      '/dashboard/scraper',
      '/dashboard/connect',
      '/dashboard/do-not-contact',
      '/dashboard/account',
      '/dashboard/training',
      '/dashboard/roadmap',
    );
  });

  it('covers no button or link on any dashboard page, at 1440 and 390 px, at the top and the end of the page, where it always shows', async () => {
    const errors = collectPageErrors(page);
    for (const path of pages) {
      await page.setViewportSize(viewports.desktop);
      await page.goto(`${fixture.app.url}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
      for (const size of ['desktop', 'phone'] as const) {
        await page.setViewportSize(viewports[size]);
        for (const where of ['top', 'bottom'] as const) {
          await scrollTo(page, where);
          await expect.poll(() => floatingOverControls(page), { timeout: 5_000, message: `${path} at ${size}, ${where}` }).toEqual([]);
        }
        // The room kept below every page brings the help button back at its end.
        await expect.poll(() => helpButton(page).isVisible(), { message: `help button at the end of ${path} at ${size}` }).toBe(true);
        if (path === '/dashboard/campaigns' || path === '/dashboard/campaigns/new') {
          await saveScreenshot(page, `floating-${path.split('/').pop()}-${size}`, { fullPage: false });
        }
      }
    }
    // The check sees a floating piece that does cover a control (here one laid over the top bar's links).
    await page.evaluate(() => {
      const cover = (globalThis as any).document.createElement('div');
      cover.id = 'test-cover';
      cover.style.cssText = 'position: fixed; left: 0; top: 0; width: 100vw; height: 80px; z-index: 5000';
      (globalThis as any).document.body.append(cover);
    });
    expect((await floatingOverControls(page)).length).toBeGreaterThan(0);
    await page.evaluate(() => (globalThis as any).document.getElementById('test-cover').remove());
    expect(errors).toEqual([]);
  });

  it('holds the page help and the tours: on a tour page its own tour, elsewhere every tour and Reset All Tours', async () => {
    await page.setViewportSize(viewports.phone);
    await page.goto(`${fixture.app.url}/dashboard/campaigns`);
    await helpButton(page).click();
    const help = page.getByRole('dialog', { name: 'Running campaigns' });
    await help.waitFor();
    expect(await help.textContent()).toContain('start at 50 a day per campaign');
    expect(await help.getByRole('menuitem').allTextContents()).toEqual(['Replay Campaign Tour']);
    await saveScreenshot(page, 'floating-help-popup-phone', { fullPage: false });
    await page.keyboard.press('Escape');

    await page.setViewportSize(viewports.desktop);
    await page.goto(`${fixture.app.url}/dashboard/roadmap`);
    await helpButton(page).click();
    const menu = page.getByRole('dialog', { name: 'Roadmap and feedback' }).getByRole('menu');
    await expect.poll(() => menu.getByRole('menuitem').allTextContents()).toEqual([
      'Replay Dashboard Tour',
      'Replay Connect Account Tour',
      'Replay Campaign Tour',
      'Replay Leads Setup Tour',
      'Replay Do Not Contact Tour',
      'Reset All Tours',
    ]);
    await saveScreenshot(page, 'floating-help-popup-desktop', { fullPage: false });
    // Starting a tour from the popup closes it.
    await menu.getByRole('menuitem', { name: 'Replay Do Not Contact Tour' }).click();
    await page.waitForURL(/\/dashboard\/do-not-contact/, { timeout: 15_000 });
    await page.getByTestId('tour-bubble').waitFor({ timeout: 15_000 });
    expect(await page.getByRole('dialog', { name: 'Roadmap and feedback' }).count()).toBe(0);
    await page.getByTestId('tour-bubble').getByRole('button', { name: 'Close tour' }).click();
  });

  it('shows its bubble after 5 s on a page, once per page per visit, beside the button and over no control; any click dismisses it', async () => {
    // A browser of its own: the tab's clock is installed on the browser's context.
    const clocked = await signUp(fixture.app, await fixture.freshBrowser(), newEmail('floating-bubble'));
    await clocked.clock.install();
    await clocked.goto(`${fixture.app.url}/dashboard/roadmap`);
    await clocked.getByRole('heading', { level: 1 }).filter({ hasText: 'Roadmap' }).waitFor({ timeout: 20_000 });
    const bubble = clocked.getByTestId('help-bubble');
    // From here the tab's time moves only when the test moves it: past 5 s on the Roadmap, its bubble shows.
    await clocked.clock.pauseAt(Date.now() + ONBOARDING_TIMINGS.helpBubbleDelay + 5_000);
    await bubble.waitFor({ timeout: 5_000 });

    // A click (here on a link) dismisses it; the next page's bubble waits its own 5 s.
    await clocked.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Training Center' }).click();
    await clocked.getByRole('heading', { name: 'Training Center', level: 1 }).waitFor({ timeout: 15_000 });
    expect(await bubble.count()).toBe(0);
    await clocked.clock.runFor(ONBOARDING_TIMINGS.helpBubbleDelay - 1_000);
    expect(await bubble.count()).toBe(0);
    await clocked.clock.runFor(1_500);
    await bubble.waitFor({ timeout: 5_000 });
    expect(await bubble.textContent()).toBe('Tips for this page and guided tours are here.');
    await clocked.clock.runFor(100);
    expect(await floatingOverControls(clocked)).toEqual([]);
    await saveScreenshot(clocked, 'floating-help-bubble-desktop', { fullPage: false });

    // Any click dismisses it, and no page shows it twice during the visit.
    await clocked.getByRole('heading', { name: 'Training Center', level: 1 }).click();
    await expect.poll(() => bubble.count()).toBe(0);
    await clocked.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Roadmap & Feedback' }).click();
    await clocked.getByRole('heading', { level: 1 }).filter({ hasText: 'Roadmap' }).waitFor({ timeout: 15_000 });
    await clocked.clock.runFor(ONBOARDING_TIMINGS.helpBubbleDelay * 2);
    expect(await bubble.count()).toBe(0);
    await clocked.close();
  });
});
