/**
 * What the accounts context needs of campaigns: how many campaigns use an account (the disconnect answer) and
 * pausing them when the account goes. The campaigns context provides it under CAMPAIGNS_USING_ACCOUNTS; the app
 * hands its module to AccountsModule.register, so a missing provider stops the boot with the token's name.
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

export const CAMPAIGNS_USING_ACCOUNTS = Symbol('CampaignsUsingAccounts');
