import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** What the guided tours' tests read and press: the tour's bubble, the help's Tour menu, the onboarding state. */

export const bubble = (page: Page) => page.getByTestId('tour-bubble');

export const helpButton = (page: Page) => page.getByRole('button', { name: 'Help', exact: true });

/** The tour a first visit offers beside the help, once shown: the tour itself is not opened over the page. */
export async function tourOffer(page: Page): Promise<Locator> {
  const offer = page.getByRole('dialog', { name: 'Tour offer' });
  await offer.waitFor({ timeout: 15_000 });
  expect(await bubble(page).count()).toBe(0);
  return offer;
}

/** Waits for the tour offered beside the help, and starts it. */
export async function startOfferedTour(page: Page): Promise<void> {
  const offer = await tourOffer(page);
  await offer.getByRole('button', { name: 'Start tour' }).click();
}

/** The tours of the help popup (the specification's Tour menu), opened. */
export async function openTours(page: Page) {
  await helpButton(page).click();
  return page.getByRole('dialog').getByRole('menu');
}

export const bubbleTitle = (page: Page) => bubble(page).locator('h2').textContent();

/** Waits for the bubble of `title`, then presses Next (or Finish). */
export async function next(page: Page, title: string, button = 'Next'): Promise<void> {
  await expect.poll(() => bubbleTitle(page), { timeout: 15_000 }).toBe(title);
  await bubble(page).getByRole('button', { name: button, exact: true }).click();
}

/** The user's onboarding state, as GET /api/onboarding answers it. */
export interface Onboarding {
  completedSteps: string[];
  dashboardVisits: number;
}
