import type { SnapshotFormat } from '../../../platform/commands/decider';
import type { CampaignEvent, CampaignSettings, CampaignStatusValue } from './events';

export interface CampaignState extends CampaignSettings {
  status: CampaignStatusValue;
  requiresValidation: boolean;
  errorMessage: string | null;
  /** Its sources' leads when it was made, last given sources or completed (undefined in snapshots older than it). */
  totalLeads?: number;
}

/** The user's campaigns by id. Folding updates the map in place. */
export interface CampaignsState {
  campaigns: Map<string, CampaignState>;
}

export const initialState = (): CampaignsState => ({ campaigns: new Map() });

export function evolve(state: CampaignsState, event: CampaignEvent): CampaignsState {
  const campaign = state.campaigns.get(event.data.campaignId);
  switch (event.type) {
    case 'CampaignCreated': {
      const { userId: _u, campaignId, totalLeads, ...settings } = event.data;
      state.campaigns.set(campaignId, { ...settings, leadSourceIds: [...settings.leadSourceIds], status: 'ready', requiresValidation: false, errorMessage: null, totalLeads });
      return state;
    }
    case 'CampaignEdited':
      if (campaign) {
        Object.assign(campaign, event.data.changes);
        if (event.data.totalLeads !== undefined) campaign.totalLeads = event.data.totalLeads;
        if (event.data.reset) {
          campaign.status = 'ready';
          campaign.errorMessage = null;
        }
      }
      return state;
    case 'CampaignRenamed':
      if (campaign) campaign.name = event.data.name;
      return state;
    case 'CampaignStarted':
      if (campaign) {
        campaign.status = 'running';
        campaign.errorMessage = null;
      }
      return state;
    case 'CampaignPaused':
      if (campaign) {
        campaign.status = 'paused';
        if (event.data.requiresValidation) campaign.requiresValidation = true;
        campaign.errorMessage = event.data.errorMessage;
      }
      return state;
    case 'CampaignCompleted':
      if (campaign) {
        campaign.status = 'completed';
        if (event.data.totalLeads !== undefined) campaign.totalLeads = event.data.totalLeads;
      }
      return state;
    case 'CampaignFailed':
      if (campaign) {
        campaign.status = 'failed';
        campaign.errorMessage = event.data.errorMessage;
      }
      return state;
    case 'CampaignValidated':
      if (campaign) {
        campaign.profileId = event.data.profileId;
        campaign.requiresValidation = false;
      }
      return state;
    case 'CampaignDeleted':
      state.campaigns.delete(event.data.campaignId);
      return state;
    default:
      return state;
  }
}

/** A heavy user's stream grows by a few events per campaign and start/pause: commands start from a snapshot. */
export const campaignsSnapshot: SnapshotFormat<CampaignsState> = {
  schema: 1,
  every: 200,
  toJson: (state) => [...state.campaigns],
  fromJson: (json) => ({ campaigns: new Map(json as [string, CampaignState][]) }),
};
