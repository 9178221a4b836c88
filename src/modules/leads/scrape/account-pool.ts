/**
 * The X accounts a scrape reads with: which account reads the next page (round robin over those with budget left
 * in their rate-limit window), which ones X refused, and the pace the pool can read at.
 */
import type { ActiveSession } from '../../accounts';
import type { ProfilePage } from '../../x';
import type { ScrapeListKind } from '../library/events';

/** X's default budget per 15 minutes per account for the lists, when no header said otherwise. */
const DEFAULT_WINDOW_BUDGET: Record<ScrapeListKind, number> = { verifiedFollowers: 50, following: 500, retweeters: 500, likers: 500 };
const WINDOW_MS = 15 * 60 * 1000;

interface Budget {
  remaining: number;
  resetAt: number;
  limit: number;
}

/** No account of the pool can read X any more. */
export class PoolExhausted extends Error {}

/**
 * The user's accounts as a pool: round robin, skipping accounts whose budget for the list is spent until its
 * window resets and accounts X refused (dead sessions, locked, suspended, failing proxies) for this scrape.
 */
export class AccountPool {
  private next = 0;
  private readonly budgets = new Map<string, Budget>();
  private readonly dropped = new Set<string>();

  constructor(
    private readonly accounts: ActiveSession[],
    private readonly clock: { now(): number },
    dropped: readonly string[] = [],
  ) {
    for (const accountId of dropped) if (accounts.some((account) => account.accountId === accountId)) this.dropped.add(accountId);
  }

  /** The accounts X refused in this scrape. */
  get droppedIds(): string[] {
    return [...this.dropped];
  }

  get size(): number {
    return this.accounts.length - this.dropped.size;
  }

  /** The next account with budget for `kind`, or how long until one has some. */
  pick(kind: string): { account: ActiveSession } | { waitMs: number } {
    const now = this.clock.now();
    let soonest = Number.POSITIVE_INFINITY;
    for (let i = 0; i < this.accounts.length; i++) {
      const account = this.accounts[(this.next + i) % this.accounts.length] as ActiveSession;
      if (this.dropped.has(account.accountId)) continue;
      const budget = this.budgets.get(`${account.accountId}:${kind}`);
      if (!budget || budget.remaining > 0 || now >= budget.resetAt) {
        this.next = (this.next + i + 1) % this.accounts.length;
        return { account };
      }
      soonest = Math.min(soonest, budget.resetAt - now);
    }
    if (!Number.isFinite(soonest)) throw new PoolExhausted();
    // One second past the announced reset, as the gateway's pacer waits.
    return { waitMs: Math.max(0, soonest) + 1000 };
  }

  update(account: ActiveSession, kind: string, page: Pick<ProfilePage, 'rateLimit'>): void {
    if (page.rateLimit) this.budgets.set(`${account.accountId}:${kind}`, { ...page.rateLimit });
  }

  spent(account: ActiveSession, kind: string, resetAt: number): void {
    this.budgets.set(`${account.accountId}:${kind}`, { remaining: 0, resetAt, limit: this.limitOf(kind) });
  }

  drop(account: ActiveSession): void {
    this.dropped.add(account.accountId);
  }

  /** The pages per window an account may read of `kind` (as X last said). */
  limitOf(kind: string): number {
    for (const [key, budget] of this.budgets) if (key.endsWith(`:${kind}`)) return budget.limit;
    return DEFAULT_WINDOW_BUDGET[kind as ScrapeListKind] ?? 50;
  }

  /** The pages of `kind` per second the pool reads at most: every account's window budget (at least one account). */
  pagesPerSecond(kind: string): number {
    return (Math.max(1, this.size) * this.limitOf(kind)) / (WINDOW_MS / 1000);
  }
}
