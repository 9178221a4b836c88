import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../../platform/database/database';

export type AccountAction = 'sign-in' | 'sign-in-device' | 'sign-up' | 'password-reset';

export interface AccountLimit {
  max: number;
  windowSeconds: number;
}

/**
 * Attempts per email address, whatever the IP, and whether or not an account exists for it (so a limit
 * reveals nothing). Sign-in attempts are forgiven by a successful sign-in. Sign-ins from a browser holding
 * the account's device cookie count per device instead ('sign-in-device'), so that strangers' guesses,
 * which lock out every unknown device, do not lock out the owner's browsers.
 */
export const ACCOUNT_LIMITS: Record<AccountAction, AccountLimit> = {
  'sign-in': { max: 10, windowSeconds: 15 * 60 },
  'sign-in-device': { max: 10, windowSeconds: 15 * 60 },
  'sign-up': { max: 5, windowSeconds: 60 * 60 },
  'password-reset': { max: 3, windowSeconds: 60 * 60 },
};

/** Which better-auth paths (below /api/auth) count against an email's limit. */
export const ACCOUNT_LIMITED_PATHS: Record<string, AccountAction> = {
  '/sign-in/email': 'sign-in',
  '/sign-up/email': 'sign-up',
  '/request-password-reset': 'password-reset',
};

export type Consumed = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The counter of an email address (case-insensitive, as better-auth's) or a device id; only a hash is stored. */
export function accountKey(action: AccountAction, subject: string): string {
  const digest = createHash('sha256').update(action === 'sign-in-device' ? subject : subject.trim().toLowerCase()).digest('base64url');
  return `${action}:${digest}`;
}

/**
 * Fixed-window counters in PostgreSQL: one upsert counts and decides atomically (the row lock serialises
 * concurrent attempts), so every API process shares the same limit.
 */
export class AccountRateLimits {
  constructor(
    private readonly db: Database,
    private readonly limits: Record<AccountAction, AccountLimit> = ACCOUNT_LIMITS,
  ) {}

  async consume(action: AccountAction, subject: string): Promise<Consumed> {
    const { max, windowSeconds } = this.limits[action];
    const row = await this.db
      .insertInto('auth_account_rate_limits')
      .values((eb) => ({ key: accountKey(action, subject), count: 1, window_started_at: eb.fn('now') }))
      .onConflict((oc) =>
        oc.column('key').doUpdateSet((eb) => {
          const windowOver = eb('auth_account_rate_limits.window_started_at', '<=', sql<Date>`now() - make_interval(secs => ${windowSeconds})`);
          return {
            count: eb.case().when(windowOver).then(1).else(eb('auth_account_rate_limits.count', '+', 1)).end(),
            window_started_at: eb.case().when(windowOver).then(eb.fn<Date>('now')).else(eb.ref('auth_account_rate_limits.window_started_at')).end(),
          };
        }),
      )
      .returning(['count', sql<number>`ceil(extract(epoch from (window_started_at + make_interval(secs => ${windowSeconds}) - now())))::int`.as('retry_after')])
      .executeTakeFirstOrThrow();
    if (row.count <= max) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, row.retry_after) };
  }

  /** Forgets an email's or a device's attempts (after a successful sign-in). */
  async reset(action: AccountAction, subject: string): Promise<void> {
    await sql`delete from auth_account_rate_limits where key = ${accountKey(action, subject)}`.execute(this.db);
  }

  /** Drops counters whose window ended long ago. */
  async prune(): Promise<void> {
    const longest = Math.max(...Object.values(this.limits).map((limit) => limit.windowSeconds));
    await sql`delete from auth_account_rate_limits where window_started_at < now() - make_interval(secs => ${longest})`.execute(this.db);
  }
}
