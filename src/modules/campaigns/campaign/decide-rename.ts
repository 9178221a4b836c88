import { campaignMessages } from '../contract';
import type { CommandOf } from './command';
import type { CampaignEvent } from './events';
import { checkName } from './field-checks';
import { campaignOf, refuse } from './refusals';
import type { CampaignsState } from './state';

/** The card's inline rename of a campaign not running; the same name changes nothing. */
export function decideRename(command: CommandOf<'RenameCampaign'>, state: CampaignsState): CampaignEvent[] {
  const { userId } = command;
  const campaign = campaignOf(state, command.campaignId);
  if (campaign.status === 'running') throw refuse(campaignMessages.cannotEditRunning, 'campaign_running', 'conflict');
  const name = checkName(state, command.name, command.campaignId, campaignMessages.nameBlank);
  if (name === campaign.name) return [];
  return [{ type: 'CampaignRenamed', data: { userId, campaignId: command.campaignId, name, from: campaign.name } }];
}
