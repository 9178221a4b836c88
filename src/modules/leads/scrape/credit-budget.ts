/**
 * The lead credits a scrape may use. Before each page: whether the owner's plan still includes the scraper, and
 * how many leads the scrape may hold. At the end: a completion that never takes more than the credits left.
 */
import { sql } from 'kysely';
import type { Database } from '../../../platform/database/database';
import { planAllows } from '../../billing';
import { type LeadLibraryCommand, ScrapeOverCredits } from '../library/decide';
import type { FailedScrapeTarget } from '../library/events';
import { creditsLeftFor, scrapesFoundOf } from '../queries/credits-left';
import { PlanLimitsReader } from '../queries/plan-limits';
import { completionWarning, type EarlyStop } from './scrape-outcome';

/** What the next page may write: nothing once the plan no longer includes the scraper, else up to `allowed` leads in all. */
export type PageBudget = { planEnded: true } | { planEnded: false; allowed: number };

/**
 * Read before each page (the plan binds each page): the credits this scrape may use are those left for new
 * work not counting its own leads, so scrapes and uploads side by side share them.
 */
export async function pageBudget(db: Database, userId: string, sourceId: string): Promise<PageBudget> {
  const { plan, creditsLimit } = await new PlanLimitsReader(db).of(userId);
  if (!planAllows(plan, 'scrape')) return { planEnded: true };
  return { planEnded: false, allowed: await creditsLeftFor(db, userId, creditsLimit, sourceId) };
}

export interface Completion {
  job: { userId: string; sourceId: string };
  /** Leads the scrape wrote. */
  leadsFound: number;
  failedTargets: FailedScrapeTarget[];
  /** Why the runner stopped before every list was read, for the warning. */
  stoppedEarly: EarlyStop;
  /** The scrape stopped at its credits while it ran. */
  creditLimitReached: boolean;
}

/**
 * Completes the scrape with its leads. When the library finds fewer credits left than the leads (an upload took
 * some while the scrape ran), the scrape keeps only what is left, its other leads deleted, and completes with
 * those and the credit warning. Answers whether the credits stopped the scrape.
 */
export async function completeWithinCredits(
  deps: { db: Database; library: { execute(command: LeadLibraryCommand): Promise<void> } },
  { job, leadsFound, failedTargets, stoppedEarly, creditLimitReached }: Completion,
): Promise<boolean> {
  let count = leadsFound;
  let capped = creditLimitReached;
  for (let attempt = 0; ; attempt++) {
    try {
      await deps.library.execute({
        type: 'CompleteScrape',
        userId: job.userId,
        sourceId: job.sourceId,
        count,
        failedTargets,
        warning: completionWarning(failedTargets, capped ? count : null, stoppedEarly),
        creditLimitReached: capped,
        creditsLimit: (await new PlanLimitsReader(deps.db).of(job.userId)).creditsLimit,
        scrapesFound: await scrapesFoundOf(deps.db, job.userId),
      });
      return capped;
    } catch (error) {
      if (!(error instanceof ScrapeOverCredits) || attempt >= 5) throw error;
      count = await keepLeads(deps.db, job.sourceId, error.left);
      capped = true;
    }
  }
}

/** Keeps `keep` of the scrape's leads (the first by username) and deletes the rest; answers how many are left. */
async function keepLeads(db: Database, sourceId: string, keep: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const run = await trx.selectFrom('scrape_runs').select('leads_found').where('source_id', '=', sourceId).forUpdate().executeTakeFirst();
    if (!run) return 0;
    await sql`
      delete from leads where source_id = ${sourceId}
         and username in (select username from leads where source_id = ${sourceId} order by username offset ${keep})`.execute(trx);
    const counted = await trx
      .selectFrom('leads')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('source_id', '=', sourceId)
      .executeTakeFirst();
    const count = Number(counted?.n ?? 0);
    await trx.updateTable('scrape_runs').set({ leads_found: count, credit_limit_reached: true, updated_at: new Date() }).where('source_id', '=', sourceId).execute();
    return count;
  });
}
