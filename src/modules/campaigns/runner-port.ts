/**
 * What starting and pausing need of the campaign runner. The runner reacts to CampaignStarted and
 * CampaignPaused on its own (a process manager); before a user's start or pause is recorded, the campaigns
 * context asks it whether it can be reached, so a start never shows 'running' while nothing sends. The runner
 * context provides it under CAMPAIGN_RUNNER; the app hands its module to CampaignsModule.register, so a missing
 * provider stops the boot with the token's name.
 */
export interface CampaignRunner {
  /** False when the runner cannot take the change now: the user sees `campaignMessages.runnerUnreachable`. */
  reachable(): Promise<boolean>;
}

export const CAMPAIGN_RUNNER = Symbol('CampaignRunner');
