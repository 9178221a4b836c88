/** What becomes of the campaigns sending from an account the user lost: disconnected, dead or suspended on X. */
import type { CommandOf } from './command';
import type { CampaignEvent } from './events';
import type { CampaignsState } from './state';

/** A disconnected account's campaigns wait for a new account (requires validation); a dead one's stop with its message. */
export function decidePauseUsingAccount(command: CommandOf<'PauseCampaignsUsingAccount'>, state: CampaignsState): CampaignEvent[] {
  const { userId } = command;
  const events: CampaignEvent[] = [];
  for (const [campaignId, campaign] of state.campaigns) {
    if (campaign.profileId !== command.accountId || campaign.status === 'completed') continue;
    if (command.reason === 'account_disconnected') {
      // Every campaign on the account must get a new one; done once per campaign.
      if (campaign.status === 'paused' && campaign.requiresValidation) continue;
      events.push({
        type: 'CampaignPaused',
        data: { userId, campaignId, from: campaign.status, by: 'system', reason: command.reason, requiresValidation: true, errorMessage: null },
      });
    } else {
      // A dead account stops what sends or would send; a campaign already stopped keeps its state.
      if (campaign.status !== 'running' && campaign.status !== 'ready') continue;
      events.push({
        type: 'CampaignPaused',
        data: { userId, campaignId, from: campaign.status, by: 'system', reason: command.reason, requiresValidation: false, errorMessage: command.message },
      });
    }
  }
  return events;
}

/** X suspended the account: every campaign running from it fails with the message. */
export function decideFailUsingAccount(command: CommandOf<'FailCampaignsUsingAccount'>, state: CampaignsState): CampaignEvent[] {
  const { userId } = command;
  const events: CampaignEvent[] = [];
  for (const [campaignId, campaign] of state.campaigns) {
    if (campaign.profileId !== command.accountId || campaign.status !== 'running') continue;
    events.push({ type: 'CampaignFailed', data: { userId, campaignId, from: campaign.status, by: 'runner', errorMessage: command.errorMessage } });
  }
  return events;
}
