import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The Do Not Contact page's box for usernames to add. */
export function addBox(page: Page): Locator {
  return page.getByRole('textbox', { name: 'Usernames to add' });
}

/** Types `input` into the box and presses Add to List. */
export async function addUsernames(page: Page, input: string): Promise<void> {
  await addBox(page).fill(input);
  await page.getByRole('button', { name: 'Add to List' }).click();
}

/**
 * Pastes text into the Add Usernames box through the clipboard, as a user would. (Typing-style filling of
 * thousands of lines is slow in Chromium itself; a paste is one edit.)
 */
export async function pasteUsernames(page: Page, text: string): Promise<void> {
  await page.evaluate((value) => (globalThis as any).navigator.clipboard.writeText(value), text);
  await addBox(page).fill('');
  await addBox(page).focus();
  await page.keyboard.press('Control+V');
  await expect.poll(() => addBox(page).inputValue().then((value) => value.length), { timeout: 15_000 }).toBe(text.length);
}

/** The usernames the list shows, with their @. */
export async function listedUsernames(page: Page): Promise<string[]> {
  return page
    .getByTestId('dnc-row')
    .locator('p')
    .filter({ hasText: /^@/ })
    .allTextContents();
}

/** Waits for the list's total to read `text` (e.g. '64 usernames'). */
export async function waitForTotal(page: Page, text: string): Promise<void> {
  await expect.poll(() => page.getByTestId('dnc-total').textContent(), { timeout: 15_000 }).toBe(text);
}
