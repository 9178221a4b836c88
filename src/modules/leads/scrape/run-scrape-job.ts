/**
 * A scrape job: runs one slice of the scrape, and when the scrape is not over queues the next slice (at once, or
 * when the accounts' rate-limit windows reset); a slice that fails is retried as the next slice after a back-off.
 */
import type { Logger } from 'pino';
import type { ScrapeJobData, ScrapeRunner, SliceOutcome } from './scrape-runner';

/** How a slice is queued. */
export interface ScrapeJobOptions {
  singletonKey: string;
  startAfter?: number;
  expireInSeconds: number;
  retryLimit: number;
}

/** Enqueues a job (the job queue's send, bound to the scrape queue). */
export type SendScrapeJob = (data: ScrapeJobData, options: ScrapeJobOptions) => Promise<unknown>;

/**
 * The job queue's own retry of a slice, once its job expires: a slice runs a minute, so 5 minutes is ample. A
 * worker that died is noticed sooner, by its lease (scrape-worker.ts); this covers a slice that never ended.
 */
export const SCRAPE_SLICE_EXPIRE_SECONDS = 5 * 60;
/** Slices in a row that failed on something other than X's answers before the scrape is given up. */
export const MAX_SLICE_FAILURES = 20;

/** The queue options of a scrape's slice `slice`. */
export const sliceJobOptions = (sourceId: string, slice: number): ScrapeJobOptions => ({
  singletonKey: `scrape:${sourceId}:${slice}`,
  expireInSeconds: SCRAPE_SLICE_EXPIRE_SECONDS,
  retryLimit: MAX_SLICE_FAILURES,
});

/**
 * Runs the job's slice and queues the next. The next slice's key is derived from the scrape and its number, so a
 * slice retried after its worker died queues it at most once. A slice that fails (the database, an unexpected
 * error) is tried again as the next slice after a back-off; after 20 failures in a row the scrape fails with the
 * specification's fallback message. So the queue's own retry settings only matter for a worker that died.
 */
export async function runScrapeJob(
  runner: ScrapeRunner,
  send: SendScrapeJob,
  job: ScrapeJobData,
  logger?: Pick<Logger, 'warn'>,
): Promise<SliceOutcome> {
  const slice = job.slice + 1;
  const next = sliceJobOptions(job.sourceId, slice);
  // A slice queued after its worker died counts that death as a failure.
  if ((job.failures ?? 0) >= MAX_SLICE_FAILURES) {
    await runner.giveUp(job);
    return { kind: 'finished' };
  }
  let outcome: SliceOutcome;
  try {
    outcome = await runner.runSlice(job);
  } catch (error) {
    const failures = (job.failures ?? 0) + 1;
    logger?.warn({ sourceId: job.sourceId, slice: job.slice, failures, err: error instanceof Error ? error.message : String(error) }, 'scrape: slice failed');
    if (failures >= MAX_SLICE_FAILURES) {
      await runner.giveUp(job);
      return { kind: 'finished' };
    }
    const afterMs = Math.min(300_000, 1000 * 2 ** failures);
    await send({ ...job, slice, failures }, { ...next, startAfter: Math.ceil(afterMs / 1000) });
    return { kind: 'continue', afterMs, droppedAccounts: job.droppedAccounts ?? [] };
  }
  if (outcome.kind !== 'continue') return outcome;
  await send(
    { ...job, slice, failures: 0, droppedAccounts: outcome.droppedAccounts },
    { ...next, ...(outcome.afterMs > 0 ? { startAfter: Math.ceil(outcome.afterMs / 1000) } : {}) },
  );
  return outcome;
}
