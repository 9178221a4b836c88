/**
 * Ends a scrape: reads its facts (lists, leads), lets the outcome rule (scrape-outcome.ts) decide, records the
 * outcome in the lead library (ScrapeFailed or ScrapeCompleted) and closes the run's row.
 */
import type { Database } from '../../../platform/database/database';
import type { LeadLibraryCommand } from '../library/decide';
import type { ScrapeRequested } from '../library/events';
import { scrapeMessages } from '../scrape-contract';
import { targetsOf } from './connect-targets';
import { completeWithinCredits } from './credit-budget';
import { decideScrapeOutcome, type EarlyStop } from './scrape-outcome';

export interface FinishDeps {
  db: Database;
  library: { execute(command: LeadLibraryCommand): Promise<void> };
}

/** Ends the scrape as its outcome says; 'canceled' when it was canceled meanwhile (its source deleted). */
export async function finishScrape(deps: FinishDeps, job: ScrapeRequested['data'], stoppedEarly: EarlyStop): Promise<'finished' | 'canceled'> {
  const { db } = deps;
  let creditLimitReached = stoppedEarly.creditLimitReached === true;
  const lists = await db.selectFrom('scrape_checkpoints').selectAll().where('source_id', '=', job.sourceId).orderBy('target_index').execute();
  const counted = await db
    .selectFrom('leads')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('source_id', '=', job.sourceId)
    .executeTakeFirst();
  const run = await db.selectFrom('scrape_runs').select('canceled_at').where('source_id', '=', job.sourceId).executeTakeFirst();
  if (run?.canceled_at) return 'canceled';
  const outcome = decideScrapeOutcome({ targets: targetsOf(job), lists, leadsFound: Number(counted?.n ?? 0), stoppedEarly });
  if (outcome.kind === 'failed') {
    const { error, failedTargets } = outcome;
    await deps.library.execute({ type: 'FailScrape', userId: job.userId, sourceId: job.sourceId, error, failedTargets });
  } else {
    creditLimitReached = await completeWithinCredits(deps, {
      job,
      leadsFound: outcome.leadsFound,
      failedTargets: outcome.failedTargets,
      stoppedEarly,
      creditLimitReached,
    });
  }
  await db
    .updateTable('scrape_runs')
    .set({
      finished_at: new Date(),
      current_target: null,
      estimated_seconds_left: null,
      failed_targets: JSON.stringify(outcome.failedTargets),
      credit_limit_reached: creditLimitReached,
      updated_at: new Date(),
    })
    .where('source_id', '=', job.sourceId)
    .execute();
  return 'finished';
}

/**
 * Ends a scrape whose job failed for good (its retries spent on errors that are not X's answers): failed with
 * the specification's fallback message, unless it already ended.
 */
export async function giveUpScrape(deps: FinishDeps, job: ScrapeRequested['data']): Promise<void> {
  const run = await deps.db.selectFrom('scrape_runs').select(['finished_at', 'canceled_at']).where('source_id', '=', job.sourceId).executeTakeFirst();
  if (run?.finished_at || run?.canceled_at) return;
  await deps.library.execute({ type: 'FailScrape', userId: job.userId, sourceId: job.sourceId, error: scrapeMessages.scrapingFailedFallback, failedTargets: [] });
  await deps.db.updateTable('scrape_runs').set({ finished_at: new Date(), current_target: null, updated_at: new Date() }).where('source_id', '=', job.sourceId).execute();
}
