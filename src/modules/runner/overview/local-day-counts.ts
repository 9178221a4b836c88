import { sql } from 'kysely';
import type { Database } from '../../../platform/database/database';
import type { LocalDay } from './local-days';

/** DMs sent and leads that replied per day ('YYYY-MM-DD'). */
export interface DailyCounts {
  sentByDay: Map<string, number>;
  repliesByDay: Map<string, number>;
}

/**
 * The user's DMs sent (the ledger's finished_at) and leads that replied (the time of a lead's first reply to the
 * campaign, as the cards count them) on each of `days`, which are consecutive: over all their campaigns (the
 * overview), or of one (its page). Read from the timestamps rather
 * than the per-UTC-day tables, which a zone cannot re-cut; the window is a fortnight, found by index
 * (dm_deliveries_user_sent_at, campaign_replies_user_received), and each row falls in its day by the bounds given.
 */
export async function readLocalDayCounts(db: Database, userId: string, days: readonly LocalDay[], campaignId?: string): Promise<DailyCounts> {
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return { sentByDay: new Map(), repliesByDay: new Map() };
  const from = new Date(first.startMs);
  const to = new Date(last.endMs);
  const bounds = days.map((day) => new Date(day.startMs).toISOString());
  // width_bucket answers i for a time in [bounds[i-1], bounds[i]): the i-th day, as every row is before `to`.
  const bucket = (column: 'finished_at' | 'received_at') => sql<number>`width_bucket(${sql.ref(column)}, ${bounds}::timestamptz[])`;
  const [sent, replies] = await Promise.all([
    db
      .selectFrom('dm_deliveries')
      .select((eb) => [bucket('finished_at').as('bucket'), eb.cast<number>(eb.fn.countAll(), 'integer').as('count')])
      .where('user_id', '=', userId)
      .$if(campaignId !== undefined, (query) => query.where('campaign_id', '=', campaignId as string))
      .where('state', '=', 'sent')
      .where('finished_at', '>=', from)
      .where('finished_at', '<', to)
      .groupBy(sql`1`)
      .execute(),
    db
      .selectFrom('campaign_replies as r')
      .select((eb) => [bucket('received_at').as('bucket'), eb.cast<number>(eb.fn.countAll(), 'integer').as('count')])
      .where('r.user_id', '=', userId)
      .$if(campaignId !== undefined, (query) => query.where('r.campaign_id', '=', campaignId as string))
      .where('r.received_at', '>=', from)
      .where('r.received_at', '<', to)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('campaign_replies as e')
              .select('e.id')
              .whereRef('e.campaign_id', '=', 'r.campaign_id')
              .whereRef('e.username', '=', 'r.username')
              .where(sql<boolean>`(e.received_at, e.id) < (r.received_at, r.id)`),
          ),
        ),
      )
      .groupBy(sql`1`)
      .execute(),
  ]);
  const byDay = (rows: Array<{ bucket: number; count: number }>) => new Map(rows.map((row) => [days[row.bucket - 1]?.day ?? '', row.count]));
  return { sentByDay: byDay(sent), repliesByDay: byDay(replies) };
}
