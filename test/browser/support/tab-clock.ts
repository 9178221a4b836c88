import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Polls `read` with the tab's clock (installed with page.clock) moved on by `stepMs` before each look, so the
 * page's own timers (retries with back-off, a notice's delay before it redirects) pass at once.
 */
export function pollOnTabClock<T>(page: Page, read: () => Promise<T>, { stepMs, timeout }: { stepMs: number; timeout?: number }) {
  return expect.poll(
    async () => {
      await page.clock.fastForward(stepMs);
      return read();
    },
    timeout === undefined ? {} : { timeout },
  );
}
