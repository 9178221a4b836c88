import { replyRate } from '../replies/contract';
import { type CampaignOverview, OVERVIEW_DAYS, OVERVIEW_TIME_ZONE, OVERVIEW_WEEK, type OverviewDay } from './contract';

/** A user's DMs sent and leads that replied, summed over their campaigns per calendar day (YYYY-MM-DD) of `timeZone`. */
export interface OverviewFacts {
  /** Today in `timeZone`. */
  today: string;
  /** The IANA zone of the days (UTC when absent). */
  timeZone?: string;
  sentByDay: ReadonlyMap<string, number>;
  repliesByDay: ReadonlyMap<string, number>;
  activeCampaigns: number;
}

/** The calendar day `offset` days from `day` (both YYYY-MM-DD). */
export function addDays(day: string, offset: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/**
 * The overview's tiles and chart: the last OVERVIEW_DAYS days with zeros where nothing happened; the 7-day tiles
 * sum the last OVERVIEW_WEEK of them (today included), and their reply rate is the cards' rule over that window.
 */
export function campaignOverview(facts: OverviewFacts): CampaignOverview {
  const days: OverviewDay[] = Array.from({ length: OVERVIEW_DAYS }, (_, index) => {
    const day = addDays(facts.today, index + 1 - OVERVIEW_DAYS);
    return { day, sent: facts.sentByDay.get(day) ?? 0, replies: facts.repliesByDay.get(day) ?? 0 };
  });
  const week = days.slice(-OVERVIEW_WEEK);
  const sentWeek = week.reduce((sum, day) => sum + day.sent, 0);
  const repliesWeek = week.reduce((sum, day) => sum + day.replies, 0);
  return {
    sent_today: days[days.length - 1]?.sent ?? 0,
    sent_7_days: sentWeek,
    replies_7_days: repliesWeek,
    reply_rate_7_days: replyRate(repliesWeek, sentWeek),
    active_campaigns: facts.activeCampaigns,
    time_zone: facts.timeZone ?? OVERVIEW_TIME_ZONE,
    days,
  };
}
