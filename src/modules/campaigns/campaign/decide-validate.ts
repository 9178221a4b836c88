import { campaignMessages } from '../contract';
import type { CommandOf } from './command';
import type { CampaignEvent } from './events';
import { campaignOf, refuse } from './refusals';
import type { CampaignsState } from './state';

/** The account chosen for a campaign: it validates one that requires validation, else changes the campaign's account. */
export function decideValidate(command: CommandOf<'ValidateCampaign'>, state: CampaignsState): CampaignEvent[] {
  const { userId } = command;
  const campaign = campaignOf(state, command.campaignId);
  if (!command.profileId) throw refuse(campaignMessages.validationAccountRequired, 'validation');
  if (!command.accountExists) throw refuse(campaignMessages.accountNotFound, 'account_not_found', 'not_found');
  if (campaign.requiresValidation) {
    return [{ type: 'CampaignValidated', data: { userId, campaignId: command.campaignId, profileId: command.profileId, from: campaign.profileId } }];
  }
  if (campaign.profileId === command.profileId) return [];
  if (campaign.status === 'running') throw refuse(campaignMessages.cannotEditRunning, 'campaign_running', 'conflict');
  return [
    {
      type: 'CampaignEdited',
      data: { userId, campaignId: command.campaignId, changes: { profileId: command.profileId }, from: { profileId: campaign.profileId } },
    },
  ];
}
