import { type Selectable, sql } from 'kysely';
import type { AuthRateLimitTable } from '../../../../projections/identity/tables';
import type { Database } from '../../../platform/database/database';
import { redactUrl } from '../../../platform/logging/redact-url';

/** The counter after an attempt, and how long its window still runs (int8 arithmetic on epoch milliseconds). */
type CountedAttempt = Pick<Selectable<AuthRateLimitTable>, 'count'> & { retry_after_ms: string };

interface Rule {
  window: number;
  max: number;
}

/** better-auth's keys are `<ip>|<path>`; a path may carry a token (/reset-password/<token>), which is not kept. */
export function storedKey(key: string): string {
  const bar = key.indexOf('|');
  return bar === -1 ? redactUrl(key) : `${key.slice(0, bar)}|${redactUrl(key.slice(bar + 1))}`;
}

/**
 * better-auth's per-IP limits, in its rateLimit table (shared by every API process): one upsert counts and
 * decides atomically, under a key without secrets. Every reset link opened from one address shares one
 * counter, so tokens cannot be tried faster by varying them.
 */
export class IpRateLimitStorage {
  constructor(private readonly db: Database) {}

  readonly consume = async (key: string, rule: Rule): Promise<{ allowed: boolean; retryAfter: number | null }> => {
    const windowMs = rule.window * 1000;
    const { rows } = await sql<CountedAttempt>`
      insert into "rateLimit" as r (id, key, count, "lastRequest")
      values (gen_random_uuid()::text, ${storedKey(key)}, 1, (extract(epoch from clock_timestamp()) * 1000)::bigint)
      on conflict (key) do update set
        count = case when r."lastRequest" <= (extract(epoch from clock_timestamp()) * 1000)::bigint - ${windowMs} then 1 else r.count + 1 end,
        "lastRequest" = case when r."lastRequest" <= (extract(epoch from clock_timestamp()) * 1000)::bigint - ${windowMs}
          then (extract(epoch from clock_timestamp()) * 1000)::bigint else r."lastRequest" end
      returning count, r."lastRequest" + ${windowMs} - (extract(epoch from clock_timestamp()) * 1000)::bigint as retry_after_ms`.execute(this.db);
    const row = rows[0];
    if (row.count <= rule.max) return { allowed: true, retryAfter: null };
    return { allowed: false, retryAfter: Math.max(1, Math.ceil(Number(row.retry_after_ms) / 1000)) };
  };

  /** Drops counters idle for longer than any window. */
  async prune(longestWindowSeconds: number): Promise<void> {
    await sql`delete from "rateLimit" where "lastRequest" < (extract(epoch from now()) * 1000)::bigint - ${longestWindowSeconds * 1000}`.execute(this.db);
  }
}
