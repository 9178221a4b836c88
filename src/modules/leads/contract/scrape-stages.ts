/** Where a scrape can be: its stages in order with the progress panel's hints, and why a target could not be scraped. */

/** The scraping stages in order; completed and failed end a scrape. */
export const scrapeStages = ['pending', 'preparing', 'connecting', 'scraping', 'completed', 'failed'] as const;
export type ScrapeStage = (typeof scrapeStages)[number];
export const activeScrapeStages: readonly ScrapeStage[] = ['pending', 'preparing', 'connecting', 'scraping'];

/** Stage hints of the progress panel (specification sections 4 and 9). */
export const scrapeStageHints: Readonly<Record<ScrapeStage, string>> = {
  pending: 'Queued',
  preparing: 'preparing 10-30 seconds',
  connecting: 'connecting 1-3 minutes',
  scraping: 'depends on target size',
  completed: 'Completed',
  failed: 'Failed',
};

/** Why a target could not be scraped (the failed-target panels list each with its error). */
export const failedTargetReasons = ['not_found', 'protected', 'suspended', 'post_deleted', 'unavailable'] as const;
export type FailedTargetReason = (typeof failedTargetReasons)[number];
