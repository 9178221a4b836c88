import { setTimeout as delay } from 'node:timers/promises';

/** Polls until `check` gives `want`: usable in beforeAll and in helpers, where expect.poll is not. */
export async function until<T>(check: () => Promise<T>, want: T, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (let got = await check(); got !== want; got = await check()) {
    if (Date.now() > end) throw new Error(`still ${String(got)}, not ${String(want)}`);
    await delay(50);
  }
}
