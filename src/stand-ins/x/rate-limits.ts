/** X's rate limits: a budget per account and endpoint for each 15-minute window, reported in x-rate-limit-* headers. */
import type { GraphqlOperation } from '../../modules/x';
import type { SimClock } from './sim-clock';

export type SimEndpoint = GraphqlOperation | 'verify_credentials' | 'dm/new2' | 'dm/inbox' | 'dm/conversation';

export const DEFAULT_SIM_LIMITS: Readonly<Record<SimEndpoint, number>> = {
  UserByScreenName: 95,
  Followers: 50,
  BlueVerifiedFollowers: 50,
  Following: 500,
  Retweeters: 500,
  Favoriters: 500,
  verify_credentials: 75,
  'dm/new2': 187,
  'dm/inbox': 450,
  // Not published by X; open-source clients report no trouble at a few hundred per window.
  'dm/conversation': 450,
};

export const RATE_LIMIT_WINDOW_MS = 15 * 60 * 1000;

interface Window {
  resetAt: number;
  remaining: number;
}

/** The current window of each account and endpoint, under limits that may be changed at any time. */
export class RateLimitWindows {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly clock: SimClock,
    readonly limits: Record<SimEndpoint, number>,
  ) {}

  /** Forgets every window: each account starts again with its full budget. */
  reset(): void {
    this.windows.clear();
  }

  /** After a limit changed: open windows of the endpoint keep at most the new limit's calls left. */
  clamp(endpoint: SimEndpoint): void {
    for (const [key, window] of this.windows) {
      if (key.endsWith(`:${endpoint}`)) window.remaining = Math.min(window.remaining, this.limits[endpoint]);
    }
  }

  /** Budget left on an endpoint for an account in the current window. */
  budget(userId: string, endpoint: SimEndpoint): { limit: number; remaining: number; resetAt: number } {
    const window = this.windows.get(`${userId}:${endpoint}`);
    const limit = this.limits[endpoint];
    if (!window || this.clock.now() >= window.resetAt) return { limit, remaining: limit, resetAt: this.clock.now() + RATE_LIMIT_WINDOW_MS };
    return { limit, remaining: window.remaining, resetAt: window.resetAt };
  }

  /** Consumes one call of the window; not allowed when the limit is reached. */
  spend(userId: string, endpoint: SimEndpoint): { headers: Record<string, string>; allowed: boolean } {
    const key = `${userId}:${endpoint}`;
    const now = this.clock.now();
    let window = this.windows.get(key);
    if (!window || now >= window.resetAt) {
      window = { resetAt: now + RATE_LIMIT_WINDOW_MS, remaining: this.limits[endpoint] };
      this.windows.set(key, window);
    }
    const allowed = window.remaining > 0;
    if (allowed) window.remaining -= 1;
    return {
      allowed,
      headers: {
        'x-rate-limit-limit': String(this.limits[endpoint]),
        'x-rate-limit-remaining': String(window.remaining),
        'x-rate-limit-reset': String(Math.ceil(window.resetAt / 1000)),
      },
    };
  }
}
