import type { WarmUpAnswer } from '@shared/runner/contract';

/** The card's warm-up line while the account warms up ('Warm-up: day 3 of 14, 32 today'), or null. */
export function warmUpLine(standing: WarmUpAnswer): string | null {
  return standing.kind === 'warming' ? `Warm-up: day ${standing.day} of ${standing.of}, ${standing.allowance} today` : null;
}
