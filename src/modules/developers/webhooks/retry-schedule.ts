/**
 * Waits after each failed attempt (seconds): 1 min, 5 min, 30 min, 2 h, 4 h, 8 h, then the rest of 24 hours. An
 * event is tried 8 times over 24 hours; after the last failure it is given up.
 */
const WAITS_SECONDS = [60, 300, 1_800, 7_200, 14_400, 28_800, 33_840];

/** The wait before the attempt after failed attempt `attempt` (1 for the first), or null once the 24 hours are over. */
export function nextRetryDelaySeconds(attempt: number): number | null {
  return WAITS_SECONDS[attempt - 1] ?? null;
}

/**
 * Whether an endpoint whose delivery has just failed for the last time is failing, not only refusing this event:
 * nothing was delivered to it since this delivery began (24 hours ago).
 */
export function endpointIsFailing(lastSuccessAt: Date | null, deliveryCreatedAt: Date): boolean {
  return lastSuccessAt === null || lastSuccessAt.getTime() < deliveryCreatedAt.getTime();
}
