import { setTimeout as delay } from 'node:timers/promises';

/**
 * Checks `assertion` again and again for `ms`, failing as soon as it fails: for claims that something does
 * not happen within a window (an event is not delivered while a transaction is open, nothing arrives twice).
 * To wait for something that should happen, use `expect.poll`.
 */
export async function staysTrue(ms: number, assertion: () => void | Promise<void>, intervalMs = 50): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    await assertion();
    if (Date.now() >= deadline) return;
    await delay(Math.min(intervalMs, deadline - Date.now()));
  }
}

/**
 * Gives a new subscriber time to finish its first read and wait on its wake-up, so that a test measuring
 * prompt delivery measures the wake-up (LISTEN/NOTIFY) and not the first read.
 */
export const letSubscriberSettle = () => delay(300);
