import type { Locator, Page } from 'playwright-core';

/** Opens the Connect Account page of the app at `appUrl` and waits for its plan banner. */
export async function openConnectPage(page: Page, appUrl: string): Promise<void> {
  await page.goto(`${appUrl}/dashboard/connect`);
  await page.getByTestId('plan-banner').waitFor({ timeout: 20_000 });
}

/** The page's 'Connected: n / m' line. */
export const connectedCount = (page: Page) => page.getByTestId('connected-count').textContent();

/** The connected account's row. */
export function row(page: Page, username: string): Locator {
  return page.locator(`[data-testid="account-row"][data-username="${username}"]`);
}

export async function fillTokens(page: Page, authToken: string, ct0: string): Promise<void> {
  await page.getByLabel('Auth Token', { exact: true }).fill(authToken);
  await page.getByLabel('CT0 Token', { exact: true }).fill(ct0);
}

/** Fills the session's tokens in and presses Connect Account. */
export async function connectWith(page: Page, session: { authToken: string; ct0: string }): Promise<void> {
  await fillTokens(page, session.authToken, session.ct0);
  await page.getByRole('button', { name: 'Connect Account', exact: true }).click();
}
