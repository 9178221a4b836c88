/**
 * The account's cap: an X account sends at most its cap (the user's setting on Connect Account, never more than
 * RUNNER_ACCOUNT_DAILY_CAP) in any 24 hours, counted per X profile over a rolling window: the DMs reserved or
 * sent from that X account by any of its connected-account rows. A reconnect (a new row) or a new time zone
 * starts nothing afresh.
 */
export const ACCOUNT_CAP_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface AccountCapFacts {
  /** The account's own cap (runner_account_settings.daily_cap, 450 by default). */
  cap: number;
  /** RUNNER_ACCOUNT_DAILY_CAP. */
  ceiling: number;
  /** DMs reserved or sent from the X profile in the last ACCOUNT_CAP_WINDOW_MS. */
  sentInWindow: number;
}

/** The cap the runner applies: the account's own, bounded by RUNNER_ACCOUNT_DAILY_CAP. */
export function effectiveCap(facts: Pick<AccountCapFacts, 'cap' | 'ceiling'>): number {
  return Math.min(facts.cap, facts.ceiling);
}

/** How many DMs the X account may still send now. */
export function accountDmsLeft(facts: AccountCapFacts): number {
  return Math.max(0, effectiveCap(facts) - facts.sentInWindow);
}

/**
 * The counts in the window for which the decision taken on `facts` stands: sending (some left) while the count
 * stays under the cap, holding back (none left) while it stays at or over it. The reservation takes the count
 * again under its lock and decides again only outside this range (other campaigns of the account sending at the
 * same moment do not make every reservation start over).
 */
export function countsKeepingDecision(facts: AccountCapFacts): { min: number; max: number | null } {
  const limit = effectiveCap(facts);
  return accountDmsLeft(facts) > 0 ? { min: 0, max: limit - 1 } : { min: limit, max: null };
}
