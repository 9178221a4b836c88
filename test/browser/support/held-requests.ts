import type { Page, Route } from 'playwright-core';

export interface HeldRequests {
  /** Lets the held requests go on (and any later ones at once); resolves once each has been sent on or answered. */
  release(): Promise<void>;
}

/**
 * Holds the page's requests to `url` (of `method` only, when given) until `release`: the screen stays in its
 * waiting state (a 'Saving...' button, say) for as long as the test looks at it, with no delay guessed.
 * Released, each request goes on to the server, or gets `answer` instead when one is given.
 */
export async function holdRequests(
  page: Page,
  url: string,
  { method, answer = (route) => route.continue() }: { method?: string; answer?: (route: Route) => Promise<void> } = {},
): Promise<HeldRequests> {
  let open: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    open = resolve;
  });
  const held: Promise<void>[] = [];
  await page.route(url, (route) => {
    if (method && route.request().method() !== method) return route.fallback();
    const handled = released.then(() => answer(route));
    held.push(handled);
    return handled;
  });
  return {
    async release() {
      open();
      await Promise.all(held);
    },
  };
}
