import type { Page } from 'playwright-core';

/**
 * Moves the single-page app in `page` to `path` (query included) as its own links do, a history entry the router
 * follows with nothing loaded again, and waits for nothing: for a move the router answers with a redirect (a
 * signed-out visitor sent to /login, say), which the caller waits for.
 */
export async function pushInApp(page: Page, path: string): Promise<void> {
  const target = new URL(path, page.url());
  await page.evaluate(`(() => {
    const idx = (window.history.state?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', ${JSON.stringify(target.pathname + target.search)});
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  })()`);
}

/**
 * Moves the single-page app in `page` to `path` as pushInApp does, and waits for the new page's heading (level 1),
 * which must differ from the page left: the router may render the new page a moment later. A full page load
 * costs the renderer about a second of CPU, so a test whose subject is not the load itself (a first visit, say)
 * navigates this way.
 */
export async function navigateInApp(page: Page, path: string, heading: string): Promise<void> {
  await pushInApp(page, path);
  await page.getByRole('heading', { name: heading, level: 1, exact: true }).waitFor({ timeout: 20_000 });
}

/**
 * Opens `path` of the app at `appUrl` in `page`: inside the app when the page shows it already (a test after
 * others), else by loading it (the test run alone); then waits for the page's heading.
 */
export async function openInApp(page: Page, appUrl: string, path: string, heading: string): Promise<void> {
  if (new URL(page.url()).origin === new URL(appUrl).origin) return navigateInApp(page, path, heading);
  await page.goto(new URL(path, appUrl).href);
  await page.getByRole('heading', { name: heading, level: 1, exact: true }).waitFor({ timeout: 20_000 });
}
