import { z } from 'zod';
import { canonicalTimeZone } from '../../campaigns/contract';

/**
 * The campaigns overview: the numbers at the top of the Campaigns page, for the signed-in user's campaigns.
 *
 * | Method and path | Answer |
 * | GET /api/campaign-overview?time_zone=America/Los_Angeles | `CampaignOverview` |
 * Days are calendar days in `time_zone` (an IANA name, the browser's own; UTC when absent; an unknown one answers
 * 400 with `overviewMessages.timeZoneInvalid`); the last of `days` is today there. Replies are leads that wrote back (a lead counts on the
 * day of its first reply), as on the campaign cards.
 */

/** How many days the chart shows, and the window of the 7-day tiles. */
export const OVERVIEW_DAYS = 14;
export const OVERVIEW_WEEK = 7;
/** The zone of a request that names none. */
export const OVERVIEW_TIME_ZONE = 'UTC';

export const overviewMessages = {
  timeZoneInvalid: 'Unknown time zone: time_zone must be an IANA name such as America/Los_Angeles',
} as const;

/** The zone a request asked for by its canonical name ('europe/berlin' → 'Europe/Berlin'), UTC when absent, null when unknown. */
export function overviewTimeZone(requested: unknown): string | null {
  if (requested === undefined || requested === '') return OVERVIEW_TIME_ZONE;
  return typeof requested === 'string' ? canonicalTimeZone(requested) : null;
}

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
  /** The IANA zone whose calendar days these are. */
  time_zone: z.string(),
  /** OVERVIEW_DAYS days, oldest first, today last; days without activity carry zeros. */
  days: z.array(overviewDaySchema),
});
export type CampaignOverview = z.infer<typeof campaignOverviewSchema>;
