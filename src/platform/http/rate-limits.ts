import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { DATABASE } from '../database/database.module';
import type { Database } from '../database/database';
import { DomainError } from './domain-error';

/** At most `max` requests of an action per window of `windowSeconds`, per subject (a user). */
export interface RateLimit {
  /** Names the counter: 'dataset-search', 'feedback-item-hour', ... */
  name: string;
  max: number;
  windowSeconds: number;
}

/** How long to wait, as people say it: '40 seconds', '1 minute', '3 hours'. */
export function waitText(seconds: number): string {
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (seconds < 60) return unit(Math.max(1, seconds), 'second');
  if (seconds < 3600) return unit(Math.ceil(seconds / 60), 'minute');
  return unit(Math.ceil(seconds / 3600), 'hour');
}

/**
 * The rule: a request is within its limits when every counter, this request counted, is at most its max;
 * otherwise it waits for the latest of the windows it is over to end.
 */
export function overLimits(counted: readonly { limit: RateLimit; count: number; retryAfterSeconds: number }[]): number | undefined {
  const over = counted.filter(({ limit, count }) => count > limit.max);
  return over.length === 0 ? undefined : Math.max(...over.map(({ retryAfterSeconds }) => Math.max(1, retryAfterSeconds)));
}

/**
 * Fixed-window counters in PostgreSQL: one transaction counts and reads every counter of a request (their row
 * locks serialise concurrent requests), so every API process shares the same limits. Times are the clock's at
 * each statement, not the transaction's start (`now()`): a request that waited for another's row lock would
 * otherwise see a window that started after it began, and be told to wait longer than the window (an hour's
 * limit read as '2 hours').
 */
@Injectable()
export class RateLimits {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Counts one request of `subject` against each limit, or none when any is exceeded (a refused request costs
   * nothing): throws a 429 naming the wait then.
   */
  async consume(subject: string, limits: readonly RateLimit[], message: (wait: string) => string): Promise<void> {
    const wait = await this.db.transaction().execute(async (trx) => {
      const counted = [];
      for (const limit of limits) {
        const row = await trx
          .insertInto('request_rate_limits')
          .values({ key: `${limit.name}:${subject}`, count: 1, window_started_at: sql<Date>`clock_timestamp()` })
          .onConflict((oc) =>
            oc.column('key').doUpdateSet((eb) => {
              const windowOver = eb('request_rate_limits.window_started_at', '<=', sql<Date>`clock_timestamp() - make_interval(secs => ${limit.windowSeconds})`);
              return {
                count: eb.case().when(windowOver).then(1).else(eb('request_rate_limits.count', '+', 1)).end(),
                window_started_at: eb.case().when(windowOver).then(sql<Date>`clock_timestamp()`).else(eb.ref('request_rate_limits.window_started_at')).end(),
              };
            }),
          )
          .returning([
            'count',
            sql<number>`ceil(extract(epoch from (window_started_at + make_interval(secs => ${limit.windowSeconds}) - clock_timestamp())))::int`.as('retry_after'),
          ])
          .executeTakeFirstOrThrow();
        counted.push({ limit, count: row.count, retryAfterSeconds: row.retry_after });
      }
      const over = overLimits(counted);
      // Undo this request's counts: it is not served.
      if (over !== undefined) throw new Refused(over);
      return undefined;
    }).catch((error: unknown) => {
      if (error instanceof Refused) return error.waitSeconds;
      throw error;
    });
    if (wait !== undefined) throw new DomainError(message(waitText(wait)), 'rate_limited', 'rate_limited', wait);
  }
}

/** Rolls the counting transaction back. */
class Refused extends Error {
  constructor(readonly waitSeconds: number) {
    super('rate limited');
  }
}
