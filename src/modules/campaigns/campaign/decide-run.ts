/** A campaign's run: started, paused, completed or failed, by the user, the runner or the system. */
import { campaignMessages, gainedLeadsSinceCompleted } from '../contract';
import type { CommandOf } from './command';
import type { CampaignEvent } from './events';
import { campaignOf, planRefusal, refuse } from './refusals';
import type { CampaignsState } from './state';

/**
 * A ready or paused campaign starts on a paid plan, with its account valid and a source present, none being
 * scraped; so does a completed one whose sources gained leads since it completed.
 */
export function decideStart(command: CommandOf<'StartCampaign'>, state: CampaignsState): CampaignEvent[] {
  const { userId } = command;
  if (command.plan === 'free') throw planRefusal();
  const campaign = campaignOf(state, command.campaignId);
  // Pressed twice, or the runner's retry: already running changes nothing.
  if (campaign.status === 'running') return [];
  if (campaign.status === 'completed') {
    const leadsNow = command.sources.filter((fact) => campaign.leadSourceIds.includes(fact.id)).reduce((sum, fact) => sum + fact.totalLeads, 0);
    if (!gainedLeadsSinceCompleted(campaign.totalLeads, leadsNow)) throw refuse(campaignMessages.cannotStartCompleted, 'campaign_completed', 'conflict');
  } else if (campaign.status !== 'ready' && campaign.status !== 'paused') {
    throw refuse(campaignMessages.cannotStartStatus, 'campaign_not_startable', 'conflict');
  }
  if (campaign.requiresValidation || !campaign.profileId || !command.accountExists) {
    throw refuse(campaignMessages.validationAccountRequired, 'requires_validation', 'conflict');
  }
  const known = new Map(command.sources.map((fact) => [fact.id, fact]));
  const present = campaign.leadSourceIds.filter((id) => known.has(id));
  if (present.length === 0) throw refuse(campaignMessages.sourcesRequired, 'validation', 'conflict');
  if (present.some((id) => known.get(id)?.scraping)) throw refuse(campaignMessages.sourceScraping, 'sources_scraping', 'conflict');
  return [{ type: 'CampaignStarted', data: { userId, campaignId: command.campaignId, from: campaign.status, by: command.by } }];
}

/** A running campaign pauses, with the runner's reason when the runner paused it. */
export function decidePause(command: CommandOf<'PauseCampaign'>, state: CampaignsState): CampaignEvent[] {
  const { userId } = command;
  const campaign = campaignOf(state, command.campaignId);
  if (campaign.status === 'paused') return [];
  if (campaign.status !== 'running') throw refuse(campaignMessages.notRunning, 'campaign_not_running', 'conflict');
  return [
    {
      type: 'CampaignPaused',
      data: {
        userId,
        campaignId: command.campaignId,
        from: 'running',
        by: command.by,
        reason: command.by === 'runner' ? 'runner' : 'user',
        requiresValidation: false,
        errorMessage: command.errorMessage ?? null,
      },
    },
  ];
}

/** A running or paused campaign with nothing left to send completes. */
export function decideComplete(command: CommandOf<'CompleteCampaign'>, state: CampaignsState): CampaignEvent[] {
  const { userId } = command;
  const campaign = campaignOf(state, command.campaignId);
  if (campaign.status === 'completed') return [];
  if (campaign.status !== 'running' && campaign.status !== 'paused') {
    throw refuse(campaignMessages.notRunning, 'campaign_not_running', 'conflict');
  }
  const totalLeads = command.totalLeads === undefined ? {} : { totalLeads: command.totalLeads };
  return [{ type: 'CampaignCompleted', data: { userId, campaignId: command.campaignId, from: campaign.status, by: command.by, ...totalLeads } }];
}

/** A campaign fails with the message shown on its card; a completed one stays completed. */
export function decideFail(command: CommandOf<'FailCampaign'>, state: CampaignsState): CampaignEvent[] {
  const { userId } = command;
  const campaign = campaignOf(state, command.campaignId);
  if (campaign.status === 'failed' && campaign.errorMessage === command.errorMessage) return [];
  if (campaign.status === 'completed') return [];
  const errorMessage = command.errorMessage.trim() || campaignMessages.statusUpdateFailed;
  return [{ type: 'CampaignFailed', data: { userId, campaignId: command.campaignId, from: campaign.status, by: command.by, errorMessage } }];
}
