/**
 * What the accounts context needs of campaigns, implemented by the campaigns context when it lands: it
 * registers its implementation with `AccountCampaigns.use(...)` at start. Until then no campaign exists, so
 * nothing is counted or paused.
 */
export interface CampaignsUsingAccounts {
  /** The user's campaigns that use the account and are not completed. */
  countUsing(userId: string, accountId: string): Promise<number>;
  /**
   * Pauses every campaign of the user that uses the account, with requires_validation true (disconnect) or
   * with an error message its card shows with the 'Twitter connection' hint (a dead account). Idempotent: runs
   * at least once per event, from a job. Answers how many campaigns it changed.
   */
  pauseUsing(userId: string, accountId: string, why: { reason: 'account_disconnected' | 'account_dead'; message: string }): Promise<number>;
}

const noCampaigns: CampaignsUsingAccounts = {
  countUsing: async () => 0,
  pauseUsing: async () => 0,
};

/** The registry the accounts module provides; the campaigns module registers its implementation into it. */
export class AccountCampaigns implements CampaignsUsingAccounts {
  private implementation: CampaignsUsingAccounts = noCampaigns;

  use(implementation: CampaignsUsingAccounts): void {
    this.implementation = implementation;
  }

  countUsing(userId: string, accountId: string): Promise<number> {
    return this.implementation.countUsing(userId, accountId);
  }

  pauseUsing(userId: string, accountId: string, why: { reason: 'account_disconnected' | 'account_dead'; message: string }): Promise<number> {
    return this.implementation.pauseUsing(userId, accountId, why);
  }
}
