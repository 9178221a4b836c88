/**
 * Paces calls to X from the x-rate-limit-* headers it returns, so a scraper runs at the most the
 * limit allows without ever being answered 429. Keyed per account and endpoint.
 * Clock and sleep are injectable so tests and benchmarks run on simulated time.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { RateLimitInfo } from './x-gateway.port';

export interface PacerClock {
  now(): number;
}

export interface RateLimitPacerOptions {
  clock?: PacerClock;
  sleep?: (ms: number) => Promise<void>;
  /** Wait this long past the announced reset (X's reset is in whole seconds). Default 1 s. */
  safetyMarginMs?: number;
  /**
   * Spread the remaining budget evenly over the rest of the window instead of spending it
   * at once and waiting for the reset. Same throughput; gentler traffic.
   */
  spread?: boolean;
  /** Keep this many calls of each window unused, for other work on the same account. Default 0. */
  reserve?: number;
}

interface Budget {
  limit: number;
  remaining: number;
  resetAt: number;
}

export class RateLimitPacer {
  private readonly clock: PacerClock;
  private readonly sleepFn: (ms: number) => Promise<void>;
  private readonly margin: number;
  private readonly spread: boolean;
  private readonly reserve: number;
  private readonly budgets = new Map<string, Budget>();
  private readonly queues = new Map<string, Promise<void>>();

  constructor(options: RateLimitPacerOptions = {}) {
    this.clock = options.clock ?? { now: () => Date.now() };
    this.sleepFn = options.sleep ?? ((ms) => sleep(ms));
    this.margin = options.safetyMarginMs ?? 1000;
    this.spread = options.spread ?? false;
    this.reserve = Math.max(0, options.reserve ?? 0);
  }

  /** How long the next call under `key` has to wait, in milliseconds (0: go now). */
  delayFor(key: string): number {
    const budget = this.budgets.get(key);
    if (!budget) return 0;
    const now = this.clock.now();
    if (now >= budget.resetAt + this.margin) return 0;
    const usable = budget.remaining - this.reserve;
    if (usable <= 0) return budget.resetAt + this.margin - now;
    if (!this.spread) return 0;
    const windowLeft = budget.resetAt + this.margin - now;
    return Math.max(0, Math.floor(windowLeft / (usable + 1)));
  }

  /**
   * Waits until a call under `key` may go, and counts it against the known budget.
   * Calls under the same key are serialised, so concurrent callers cannot overspend.
   */
  async acquire(key: string): Promise<void> {
    const previous = this.queues.get(key) ?? Promise.resolve();
    let release!: () => void;
    const mine = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tail = previous.then(() => mine);
    this.queues.set(key, tail);
    await previous;
    try {
      const wait = this.delayFor(key);
      if (wait > 0) await this.sleepFn(wait);
      const budget = this.budgets.get(key);
      if (budget) {
        if (this.clock.now() >= budget.resetAt) this.budgets.delete(key);
        else budget.remaining = Math.max(0, budget.remaining - 1);
      }
    } finally {
      release();
      if (this.queues.get(key) === tail) this.queues.delete(key);
    }
  }

  /** Records what X said after a call. */
  update(key: string, info: RateLimitInfo | undefined): void {
    if (!info) return;
    this.budgets.set(key, { limit: info.limit, remaining: info.remaining, resetAt: info.resetAt });
  }

  /** Records a 429: nothing more under `key` until `resetAt` (epoch ms). */
  blockUntil(key: string, resetAt: number): void {
    const budget = this.budgets.get(key);
    this.budgets.set(key, { limit: budget?.limit ?? 0, remaining: 0, resetAt });
  }

  /** The last known budget under `key`. */
  budget(key: string): Readonly<RateLimitInfo> | undefined {
    const budget = this.budgets.get(key);
    return budget ? { ...budget } : undefined;
  }
}
