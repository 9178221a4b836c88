import { effectiveCap } from '../run/account-cap';
import { allowanceToday, type WarmUpDay, type WarmUpStanding, warmUpStanding } from './warm-up-progress';

/** What the runner knows of an account's warm-up: the user's choice and its days since the warm-up began. */
export interface WarmUpFacts {
  enabled: boolean;
  days: WarmUpDay[];
}

/**
 * The cap the runner applies to an account today: its effective cap (account-cap.ts), or less while it warms up.
 * `today`: the account's calendar day (its time zone), the day its sends are counted on.
 */
export function capToday(input: { cap: number; ceiling: number; warmUp: WarmUpFacts; today: string }): { standing: WarmUpStanding; cap: number } {
  const standing = warmUpStanding({ enabled: input.warmUp.enabled, days: input.warmUp.days, today: input.today });
  return { standing, cap: allowanceToday(standing, effectiveCap(input)) };
}
