import { setTimeout as sleep } from 'node:timers/promises';

export interface Backoff {
  /** Whether the failure of try `attempt` (0 for the first) is worth another try; if not, it is thrown. */
  retries(error: unknown, attempt: number): boolean;
  /** The wait before the try after `attempt`. */
  delayMs(attempt: number): number;
  /** Stops the waiting: the wait in progress rejects with the signal's AbortError. */
  signal?: AbortSignal;
  /** How to wait; tests pass one that does not. */
  wait?: (ms: number, signal?: AbortSignal) => Promise<unknown>;
}

/** Runs `operation` until it succeeds or `backoff.retries` gives up, waiting `backoff.delayMs` between tries. */
export async function withBackoff<T>(operation: (attempt: number) => Promise<T>, backoff: Backoff): Promise<T> {
  const wait = backoff.wait ?? ((ms: number, signal?: AbortSignal) => sleep(ms, undefined, { signal }));
  for (let attempt = 0; ; attempt++) {
    try {
      return await operation(attempt);
    } catch (error) {
      if (!backoff.retries(error, attempt)) throw error;
      await wait(backoff.delayMs(attempt), backoff.signal);
    }
  }
}

/** `initialMs` doubled for each try after the first, never over `maxMs`. */
export const doublingMs = (attempt: number, initialMs: number, maxMs: number) => Math.min(maxMs, initialMs * 2 ** attempt);
