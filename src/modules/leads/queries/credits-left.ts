import type { Database } from '../../../platform/database/database';
import { creditsLeftForNewWork, type ScrapesFound } from '../library/credits';

/** Leads found so far by the user's scrapes still running (not finished, not canceled), by source id. */
export async function scrapesFoundOf(db: Database, userId: string): Promise<ScrapesFound> {
  const rows = await db
    .selectFrom('scrape_runs')
    .select(['source_id', 'leads_found'])
    .where('user_id', '=', userId)
    .where('finished_at', 'is', null)
    .where('canceled_at', 'is', null)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.source_id, row.leads_found]));
}

/**
 * Credits left for the user's new work under the plan's `limit`, from the read models: the sources' leads
 * (lead_credits) and what running scrapes other than `exceptSourceId` have found. The lead library's commands
 * decide again on their stream; this answers early (an upload's parse stops there, a scrape's page is cut there).
 */
export async function creditsLeftFor(db: Database, userId: string, limit: number, exceptSourceId?: string): Promise<number> {
  const [credits, found] = await Promise.all([
    db.selectFrom('lead_credits').select('used').where('user_id', '=', userId).executeTakeFirst(),
    scrapesFoundOf(db, userId),
  ]);
  let running = 0;
  for (const [sourceId, count] of Object.entries(found)) if (sourceId !== exceptSourceId) running += count;
  return creditsLeftForNewWork({ limit, used: Number(credits?.used ?? 0), foundByRunningScrapes: running });
}
