import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** What the guided tours' tests read and press: the tour's bubble, the help's Tour menu, the onboarding state. */

export const bubble = (page: Page) => page.getByTestId('tour-bubble');

export const helpButton = (page: Page) => page.getByRole('button', { name: 'Help', exact: true });

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
