import { z } from 'zod';

/**
 * One connected account's DMs per day against its cap: the account card's 'Sends per day' chart.
 *
 * | Method and path | Answer |
 * | GET /api/accounts/:id/daily-sends | `AccountDailySends` |
 * Days are the account's own calendar days (its Sending Limits time zone), as the runner counts them; the last of
 * `days` is today. Another user's account id answers 404 like a missing one.
 */

/** How many days the account's chart shows. */
export const ACCOUNT_CHART_DAYS = 14;

export const accountDaySchema = z.object({
  /** YYYY-MM-DD in the account's time zone. */
  day: z.string(),
  /** DMs the runner counted against the account that day (reserved or sent; a failed one gives its place back). */
  sent: z.number().int().nonnegative(),
  /** The cap the runner applies that day: the warm-up's allowance while it warms up, else the effective cap. */
  cap: z.number().int().nonnegative(),
});
export type AccountDay = z.infer<typeof accountDaySchema>;

export const accountDailySendsSchema = z.object({
  account_id: z.string(),
  time_zone: z.string(),
  /** ACCOUNT_CHART_DAYS days, oldest first, today last; days without DMs carry zeros. */
  days: z.array(accountDaySchema),
});
export type AccountDailySends = z.infer<typeof accountDailySendsSchema>;
