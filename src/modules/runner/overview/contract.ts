import { z } from 'zod';

/**
 * The campaigns overview: the numbers at the top of the Campaigns page, for the signed-in user's campaigns.
 *
 * | Method and path | Answer |
 * | GET /api/campaign-overview | `CampaignOverview` |
 * Days are UTC calendar days; the last of `days` is today. Replies are leads that wrote back (a lead counts on the
 * day of its first reply), as on the campaign cards.
 */

/** How many days the chart shows, and the window of the 7-day tiles. */
export const OVERVIEW_DAYS = 14;
export const OVERVIEW_WEEK = 7;
export const OVERVIEW_TIME_ZONE = 'UTC';

export const overviewDaySchema = z.object({
  /** YYYY-MM-DD */
  day: z.string(),
  sent: z.number().int().nonnegative(),
  replies: z.number().int().nonnegative(),
});
export type OverviewDay = z.infer<typeof overviewDaySchema>;

export const campaignOverviewSchema = z.object({
  sent_today: z.number().int().nonnegative(),
  sent_7_days: z.number().int().nonnegative(),
  replies_7_days: z.number().int().nonnegative(),
  /** Leads that replied over DMs sent in the last 7 days, 0..1; null while nothing was sent. */
  reply_rate_7_days: z.number().min(0).max(1).nullable(),
  /** Campaigns the runner is running now. */
  active_campaigns: z.number().int().nonnegative(),
  time_zone: z.literal(OVERVIEW_TIME_ZONE),
  /** OVERVIEW_DAYS days, oldest first, today last; days without activity carry zeros. */
  days: z.array(overviewDaySchema),
});
export type CampaignOverview = z.infer<typeof campaignOverviewSchema>;
