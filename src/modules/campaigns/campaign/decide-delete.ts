import { campaignMessages } from '../contract';
import type { CommandOf } from './command';
import type { CampaignEvent } from './events';
import { campaignOf, refuse } from './refusals';
import type { CampaignsState } from './state';

/** A campaign not running is deleted. */
export function decideDelete(command: CommandOf<'DeleteCampaign'>, state: CampaignsState): CampaignEvent[] {
  const { userId } = command;
  const campaign = campaignOf(state, command.campaignId);
  if (campaign.status === 'running') throw refuse(campaignMessages.cannotDeleteRunning, 'campaign_running', 'conflict');
  return [{ type: 'CampaignDeleted', data: { userId, campaignId: command.campaignId, name: campaign.name, from: campaign.status } }];
}
