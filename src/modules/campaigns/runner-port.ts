/**
 * What starting and pausing need of the campaign runner. The runner reacts to CampaignStarted and
 * CampaignPaused on its own (a process manager); before a user's start or pause is recorded, the campaigns
 * context asks it whether it can be reached, so a start never shows 'running' while nothing sends. The runner
 * registers itself with `CampaignRunnerLink.use(...)` at start; until it does, every start and pause is
 * recorded at once (the campaign shows running, then paused on pause).
 */
export interface CampaignRunner {
  /** False when the runner cannot take the change now: the user sees `campaignMessages.runnerUnreachable`. */
  reachable(): Promise<boolean>;
}

const noRunner: CampaignRunner = { reachable: async () => true };

export class CampaignRunnerLink implements CampaignRunner {
  private runner: CampaignRunner = noRunner;

  use(runner: CampaignRunner): void {
    this.runner = runner;
  }

  reachable(): Promise<boolean> {
    return this.runner.reachable();
  }
}
