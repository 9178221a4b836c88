import { campaignMessages } from '../contract';
import type { CommandOf } from './command';
import type { CampaignEvent } from './events';
import { checkDailyLimit, checkFollowUps, checkName, checkSendWindow, checkTimeZone, checkSources } from './field-checks';
import { planRefusal, refuse } from './refusals';
import type { CampaignsState } from './state';

/** A new campaign, on a paid plan, with the wizard's four steps valid and the sources, template and account the user's. */
export function decideCreate(command: CommandOf<'CreateCampaign'>, state: CampaignsState): CampaignEvent[] {
  const { userId } = command;
  if (command.plan === 'free') throw planRefusal();
  if (state.campaigns.has(command.campaignId)) throw refuse(campaignMessages.nameTaken, 'campaign_exists', 'conflict');
  const s = command.settings;
  const name = checkName(state, s.name, null, campaignMessages.nameRequired);
  const sources = checkSources(s.leadSourceIds, command.sources, new Set(s.leadSourceIds));
  if (!s.templateId) throw refuse(campaignMessages.templateRequired, 'validation');
  if (!command.templateExists) throw refuse(campaignMessages.templateNotFound, 'template_not_found', 'not_found');
  if (!s.profileId) throw refuse(campaignMessages.accountRequired, 'validation');
  if (!command.accountExists) throw refuse(campaignMessages.accountNotFound, 'account_not_found', 'not_found');
  const followUps = checkFollowUps(s.followUps, command.followUpTemplatesExist);
  const dailyDmLimit = checkDailyLimit(s.dailyDmLimit);
  const sendWindow = checkSendWindow(s.sendWindow);
  const timeZone = checkTimeZone(s.timeZone);
  return [
    {
      type: 'CampaignCreated',
      data: {
        userId,
        campaignId: command.campaignId,
        name,
        leadSourceIds: sources.ids,
        templateId: s.templateId,
        profileId: s.profileId,
        dailyDmLimit,
        skipAlreadyDmd: s.skipAlreadyDmd,
        useDoNotContactList: s.useDoNotContactList,
        ...(s.optimiseAutomatically !== undefined ? { optimiseAutomatically: s.optimiseAutomatically } : {}),
        ...(followUps.length > 0 ? { followUps } : {}),
        sendWindow,
        timeZone,
        totalLeads: sources.totalLeads,
      },
    },
  ];
}
