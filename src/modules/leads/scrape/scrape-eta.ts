/**
 * A running scrape's estimate of the seconds left: the pages its unfinished lists still hold (as X counted them)
 * at the account pool's pace.
 */

/** An unfinished list: how many profiles X said it holds (null: unknown), and how many were read. */
export interface OpenList {
  kind: string;
  expected_count: number | null;
  read_count: number;
}

export interface ScrapePace {
  /** Profiles read per list of a target at most. */
  maxPerTarget: number;
  /** Profiles X returns per page. */
  pageSize: number;
  /** Pages of a list kind the pool reads per second. */
  pagesPerSecond(kind: string): number;
}

/** Seconds left, rounded up; null while a list's size is unknown (post lists: X does not say). */
export function estimateSecondsLeft(open: readonly OpenList[], pace: ScrapePace): number | null {
  let seconds = 0;
  for (const list of open) {
    if (list.expected_count === null) return null;
    const left = Math.max(0, Math.min(list.expected_count, pace.maxPerTarget) - list.read_count);
    const pages = Math.ceil(left / pace.pageSize);
    seconds += pages / pace.pagesPerSecond(list.kind);
  }
  return Math.ceil(seconds);
}
