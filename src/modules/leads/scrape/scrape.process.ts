import { defineProcessManager, enqueue } from '../../../platform/process-managers/process-manager';
import type { ScrapeCanceled, ScrapeRequested } from '../library/events';

export const SCRAPE_PROCESS = 'leads-scrapes';
/** Runs a scrape, one slice per job (data: ScrapeJobData, no secrets). */
export const SCRAPE_QUEUE = 'lead-scrape';
/** Stops a scrape whose source is deleted and removes what it wrote (data: ScrapeCancelJob). */
export const SCRAPE_CANCEL_QUEUE = 'lead-scrape-cancel';

export interface ScrapeCancelJob {
  userId: string;
  sourceId: string;
}

/**
 * A scrape asked for starts its job; a scrape canceled (its source deleted) starts the cancel job. Both are
 * enqueued in the transaction that moves this manager's checkpoint, so each exists once.
 */
export const scrapeProcess = defineProcessManager<ScrapeRequested | ScrapeCanceled>({
  name: SCRAPE_PROCESS,
  handles: ['ScrapeRequested', 'ScrapeCanceled'],
  decide: (event) => {
    if (event.type === 'ScrapeRequested') {
      return [enqueue(SCRAPE_QUEUE, { ...event.data, slice: 0 }, { singletonKey: `scrape:${event.data.sourceId}:0` })];
    }
    const job: ScrapeCancelJob = { userId: event.data.userId, sourceId: event.data.sourceId };
    return [enqueue(SCRAPE_CANCEL_QUEUE, job, { singletonKey: `scrape-cancel:${event.data.sourceId}` })];
  },
});
