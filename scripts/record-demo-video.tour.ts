import type { Locator, Page } from 'playwright-core';
import { hidePointer, setCaption } from './record-demo-video.overlay';

/** Typing speed and the pauses that let a viewer follow each step. */
const TYPING_DELAY_MS = 55;
const BEAT_MS = 1000;

const DEMO_PASSWORD = 'maya-demo-24';
const DNC_USERNAMES = ['acme_support', 'jane_competitor', 'old_client_bob', 'press_office', 'sam_recruiter'];

export interface TourStep {
  title: string;
  run(page: Page): Promise<void>;
}

function pause(page: Page, beats = 1): Promise<void> {
  return page.waitForTimeout(BEAT_MS * beats);
}

/** Glides the pointer to the element's centre, so the viewer sees where the next click lands. */
async function pointAt(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`Not on screen: ${target}`);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 15 });
  await page.waitForTimeout(200);
}

async function clickOn(page: Page, target: Locator): Promise<void> {
  await pointAt(page, target);
  await target.click();
}

async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await clickOn(page, field);
  await field.pressSequentially(text, { delay: TYPING_DELAY_MS });
}

/** Waits until the Do Not Contact list shows exactly `count` rows. */
async function waitForRowCount(page: Page, count: number): Promise<void> {
  const rows = page.getByTestId('dnc-row');
  await rows.nth(count).waitFor({ state: 'detached' });
  if (count > 0) await rows.nth(count - 1).waitFor();
}

/** Scrolls the window smoothly by `pixels`, in small steps a viewer can follow. */
async function scrollBy(page: Page, pixels: number): Promise<void> {
  const steps = Math.ceil(Math.abs(pixels) / 40);
  for (let step = 0; step < steps; step++) {
    await page.mouse.wheel(0, Math.sign(pixels) * 40);
    await page.waitForTimeout(25);
  }
}

/** Opens the landing page, before the recording starts, so the video opens on it rather than a blank tab. */
export async function openLandingPage(page: Page, baseUrl: string): Promise<void> {
  await page.goto(baseUrl + '/');
  await page.getByRole('link', { name: 'Get Started for Free' }).first().waitFor();
  await page.evaluate('document.fonts.ready');
}

/** The tour a new user takes from the landing page: sign-up, the dashboard, Do Not Contact, the plan. */
export function demoTour(email: string): TourStep[] {
  return [
    {
      title: 'Landing page',
      async run(page) {
        await setCaption(page, 'OutTwit: DM outreach on X, on autopilot');
        await pause(page, 1.5);
        await scrollBy(page, 800);
        await pause(page);
        await scrollBy(page, -800);
        await pause(page, 0.5);
      },
    },
    {
      title: 'Get Started',
      async run(page) {
        await setCaption(page, 'Start free: no card needed');
        await clickOn(page, page.getByRole('link', { name: 'Get Started for Free' }).first());
        await page.getByRole('heading', { name: 'Create Account' }).waitFor();
        await pause(page);
      },
    },
    {
      title: 'Sign up',
      async run(page) {
        await setCaption(page, 'Create an account with your email');
        await typeInto(page, page.getByLabel('Email'), email);
        await typeInto(page, page.getByLabel(/^Password/), DEMO_PASSWORD);
        await typeInto(page, page.getByRole('textbox', { name: 'Confirm Password' }), DEMO_PASSWORD);
        await pause(page, 0.5);
        await clickOn(page, page.getByRole('button', { name: 'Create Account' }));
        await page.waitForURL((url) => url.pathname.startsWith('/dashboard'), { timeout: 20_000 });
      },
    },
    {
      title: 'Dashboard',
      async run(page) {
        await page.getByRole('heading', { name: 'No Campaigns Yet' }).waitFor({ timeout: 20_000 });
        await setCaption(page, 'Your dashboard: campaigns, leads and accounts in one place');
        await pause(page, 2);
      },
    },
    {
      title: 'Do Not Contact: add usernames',
      async run(page) {
        await setCaption(page, 'Keep people out of every campaign: the Do Not Contact list');
        await clickOn(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Do Not Contact' }));
        await page.getByRole('heading', { name: 'Add Usernames' }).waitFor();
        await pause(page);
        await setCaption(page, 'Paste usernames, one per line');
        const field = page.getByRole('textbox', { name: 'Usernames to add' });
        await clickOn(page, field);
        // A paste: the whole list arrives at once.
        await page.keyboard.insertText(DNC_USERNAMES.map((name) => '@' + name).join('\n'));
        await pause(page, 1.5);
        await clickOn(page, page.getByRole('button', { name: 'Add to List' }));
        await page.getByTestId('dnc-row').first().waitFor({ timeout: 15_000 });
        await pause(page, 2);
      },
    },
    {
      title: 'Do Not Contact: search',
      async run(page) {
        await setCaption(page, 'Find anyone on the list');
        await typeInto(page, page.getByRole('textbox', { name: 'Search usernames' }), 'bob');
        await waitForRowCount(page, 1);
        await pause(page, 1.5);
        await clickOn(page, page.getByRole('button', { name: 'Clear search' }));
        await pause(page);
      },
    },
    {
      title: 'Do Not Contact: remove',
      async run(page) {
        await setCaption(page, 'Remove a username with one click');
        const remove = page.getByRole('button', { name: 'Remove @old_client_bob' });
        await pointAt(page, page.getByTestId('dnc-row').filter({ hasText: 'old_client_bob' }));
        await clickOn(page, remove);
        await remove.waitFor({ state: 'detached', timeout: 15_000 });
        // The notice sits over the top bar's right end, where the next step clicks.
        await page
          .getByText('Username @old_client_bob removed from Do Not Contact list')
          .waitFor({ state: 'detached', timeout: 15_000 });
        await pause(page, 0.5);
      },
    },
    {
      title: 'Plan and account',
      async run(page) {
        await setCaption(page, 'Your plan is always in sight');
        await pointAt(page, page.getByTestId('plan-badge'));
        await pause(page, 1.5);
        await clickOn(page, page.getByTestId('user-menu-button'));
        await page.getByRole('menuitem', { name: 'Account Plan' }).waitFor();
        await pause(page, 1.5);
        await setCaption(page, 'Upgrade whenever you are ready to run campaigns');
        await clickOn(page, page.getByRole('menuitem', { name: 'Account Plan' }));
        await page.waitForURL((url) => url.pathname === '/dashboard/account');
        await pause(page, 2.5);
      },
    },
  ];
}

/**
 * The poster: the Do Not Contact list with a few names, the pointer hidden and the tour's caption, taken
 * after the recording so it can wait for the notices to go.
 */
export async function showPosterScene(page: Page): Promise<void> {
  await setCaption(page, 'A one-minute tour of OutTwit');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Do Not Contact' }).click();
  await page.getByTestId('dnc-row').first().waitFor();
  await hidePointer(page);
  await page.waitForTimeout(1500);
}
