import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { TestApp } from '../../support/start-app';
import { collectPageErrors, saveScreenshot } from './browser';
import { uploadSource } from './flows';

/** What the lead source forms' tests (scraper, database, upload) do on them. */

/** A toast (or the form's note) with exactly this text appears; if not, the page as it was is saved to look at. */
export async function expectMessage(page: Page, text: string): Promise<void> {
  try {
    await page.getByText(text, { exact: true }).first().waitFor({ state: 'visible', timeout: 20_000 });
  } catch (error) {
    await saveScreenshot(page, 'lead-form-missing-message', { fullPage: false });
    throw error;
  }
}

/** Types into a list field and presses Enter. */
export async function addTo(page: Page, field: string, text: string): Promise<void> {
  const input = page.getByRole('textbox', { name: field, exact: true });
  await input.fill(text);
  await input.press('Enter');
}

/** The chips of a list field. */
export async function chips(page: Page, testId: string): Promise<string[]> {
  const list = page.getByTestId(testId);
  if ((await list.count()) === 0) return [];
  return list.locator('li .MuiChip-label').allTextContents();
}

/** Fills the rest of the user's lead credits with an uploaded CSV of made-up usernames, through the API. */
export async function useUpAllCredits(app: TestApp, page: Page, prefix: string): Promise<void> {
  const remaining = async () => ((await (await page.request.get(`${app.url}/api/lead-credits`)).json()) as { remaining: number }).remaining;
  const credits = await remaining();
  expect(credits).toBeGreaterThan(0);
  const lines = ['username', ...Array.from({ length: credits }, (_, i) => `${prefix}_${i}`)];
  await uploadSource(app, page, `${prefix} list`, lines.join('\n'), `${prefix}.csv`);
  await expect.poll(remaining, { timeout: 20_000 }).toBe(0);
}

/**
 * The page's script errors, console errors and failed requests (with their address). Requests the page gave
 * up itself (a navigation or a newer query cancelling one) do not count, nor the live-updates stream, which
 * reconnects by design; the browser's own line for a failed request is replaced by the request's address.
 */
export function pageErrors(page: Page): () => string[] {
  const errors = collectPageErrors(page);
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    if (reason === 'net::ERR_ABORTED' || new URL(request.url()).pathname === '/api/live') return;
    errors.push(`${request.method()} ${request.url()}: ${reason}`);
  });
  return () => errors.filter((error) => error !== 'Failed to load resource: net::ERR_FAILED');
}
