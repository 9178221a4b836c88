import { addDays } from '../overview/overview';
import type { WarmUpFacts } from '../warm-up/warm-up-cap';
import { capToday } from '../warm-up/warm-up-cap';
import { ACCOUNT_CHART_DAYS, type AccountDay } from './contract';

/** What the runner knows of an account for its chart. */
export interface AccountDaysFacts {
  /** The account's current calendar day (its time zone). */
  today: string;
  /** The account's cap setting and the server's ceiling (RUNNER_ACCOUNT_DAILY_CAP, or 450). */
  cap: number;
  ceiling: number;
  /** The warm-up choice and every day the account counted DMs on (also the bars' numbers). */
  warmUp: WarmUpFacts;
}

/**
 * The last ACCOUNT_CHART_DAYS days of the account, each with its DMs and the cap of that day by the runner's own
 * rule (capToday: the warm-up allowance decided by the days before it). The cap setting and the warm-up switch
 * keep no history, so past days are drawn with today's: a cap changed last week shows at its new value.
 */
export function accountDays(facts: AccountDaysFacts): AccountDay[] {
  const sentByDay = new Map<string, number>();
  for (const entry of facts.warmUp.days) sentByDay.set(entry.date, (sentByDay.get(entry.date) ?? 0) + entry.sent);
  return Array.from({ length: ACCOUNT_CHART_DAYS }, (_, index) => {
    const day = addDays(facts.today, index + 1 - ACCOUNT_CHART_DAYS);
    const { cap } = capToday({ cap: facts.cap, ceiling: facts.ceiling, warmUp: facts.warmUp, today: day });
    return { day, sent: sentByDay.get(day) ?? 0, cap };
  });
}
