import type { Database } from '../../../platform/database/database';

/** DMs sent and leads that replied per day ('YYYY-MM-DD'): UTC days here, the user's own days in local-day-counts.ts. */
export interface DailyCounts {
  sentByDay: Map<string, number>;
  repliesByDay: Map<string, number>;
}

/**
 * The user's counts per day from the read models campaign_daily_sends and campaign_daily_replies: summed over
 * their campaigns (the overview), or of one campaign (its page).
 */
export async function readDailyCounts(db: Database, userId: string, from: string, campaignId?: string): Promise<DailyCounts> {
  const [sent, replies] = await Promise.all([
    db
      .selectFrom('campaign_daily_sends')
      .select((eb) => [eb.fn<string>('to_char', ['day', eb.val('YYYY-MM-DD')]).as('day'), eb.cast<number>(eb.fn.sum('sent'), 'integer').as('count')])
      .where('user_id', '=', userId)
      .$if(campaignId !== undefined, (query) => query.where('campaign_id', '=', campaignId as string))
      .where((eb) => eb('day', '>=', eb.cast<Date>(eb.val(from), 'date')))
      .groupBy('day')
      .execute(),
    db
      .selectFrom('campaign_daily_replies')
      .select((eb) => [eb.fn<string>('to_char', ['day', eb.val('YYYY-MM-DD')]).as('day'), eb.cast<number>(eb.fn.sum('replied_leads'), 'integer').as('count')])
      .where('user_id', '=', userId)
      .$if(campaignId !== undefined, (query) => query.where('campaign_id', '=', campaignId as string))
      .where((eb) => eb('day', '>=', eb.cast<Date>(eb.val(from), 'date')))
      .groupBy('day')
      .execute(),
  ]);
  return {
    sentByDay: new Map(sent.map((row) => [row.day, row.count])),
    repliesByDay: new Map(replies.map((row) => [row.day, row.count])),
  };
}
