/**
 * When a run's counters are appended as a CampaignProgressRecorded roll-up. The card's counters live in the
 * campaign_progress read model, written at every flush; the roll-up is for audit: appended when the run changes
 * state (it stops: completed, paused, failed, deleted) and otherwise at most once an hour per campaign, and only
 * when the counters moved since the last one.
 */

/** The least time between two roll-ups of a campaign that is not changing state. */
export const ROLL_UP_EVERY_MS = 60 * 60_000;

export interface RollUpFacts {
  /** The run's progress now, and the progress its last roll-up carried. */
  progressVersion: number;
  recordedVersion: number;
  /** When its last roll-up was appended (epoch ms), null if never. */
  recordedAtMs: number | null;
  nowMs: number;
  /** The run stopped, or stops now with a change owed to its campaign. */
  stateChange: boolean;
}

export function rollUpDue(facts: RollUpFacts): boolean {
  if (facts.progressVersion <= facts.recordedVersion) return false;
  if (facts.stateChange) return true;
  return facts.recordedAtMs === null || facts.nowMs - facts.recordedAtMs >= ROLL_UP_EVERY_MS;
}
