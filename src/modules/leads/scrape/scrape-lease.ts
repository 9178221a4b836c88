/**
 * Who runs a scrape's slice. A scrape is leased to the worker process running its slice (the key of an advisory
 * lock that process holds on its own connection); a lease whose lock is gone belongs to a dead process.
 */
export interface ScrapeLeaseFacts {
  /** The newest slice that took the lease. */
  slice: number;
  /** The lock key of the process holding the lease, or null between slices. */
  leasedBy: number | null;
  /** The holder's advisory lock is still held (its process and connection are alive). */
  holderAlive: boolean;
  finished: boolean;
  canceled: boolean;
}

/**
 * - `take`: the slice runs (the scrape is free, its holder died, or this process holds it: a process runs one
 *   slice of a scrape at a time, which its worker sees to);
 * - `superseded`: a later slice took the scrape (this is an older slice's retry): it stands down;
 * - `held`: a live process runs the scrape, and will queue its next slice: this one stands down;
 * - `over`: the scrape is finished or canceled.
 */
export type ScrapeLeaseDecision = 'take' | 'superseded' | 'held' | 'over';

export function decideScrapeLease(
  run: ScrapeLeaseFacts,
  claim: { slice: number; workerId: number },
): ScrapeLeaseDecision {
  if (run.finished || run.canceled) return 'over';
  if (claim.slice < run.slice) return 'superseded';
  if (run.leasedBy !== null && run.leasedBy !== claim.workerId && run.holderAlive) return 'held';
  return 'take';
}

/**
 * A scrape leased to a process that died: its next slice is queued (counted as a failed slice, so a scrape that
 * keeps killing its workers ends once the failures run out).
 */
export const orphanedSlice = <J extends { slice: number; failures?: number }>(job: J, runSlice: number): J => ({
  ...job,
  slice: Math.max(job.slice, runSlice) + 1,
  failures: (job.failures ?? 0) + 1,
});
