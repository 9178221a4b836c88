import type { Insertable } from 'kysely';
import type { CampaignsTable } from '../../projections/campaigns/tables';

export interface RunningCampaign {
  id: string;
  userId: string;
  name: string;
  sourceId: string;
  accountId: string;
  templateId: string;
  dailyDmLimit?: number;
  skipAlreadyDmd?: boolean;
  /** The campaign's time zone (its sending window's and pace's); absent: the default. */
  timeZone?: string;
  at: Date;
}

/**
 * A running campaign's row in the campaigns read model, all day and with the Do Not Contact list, for runner
 * tests and benchmarks that seed the runner's tables directly rather than through the campaigns' events.
 */
export function runningCampaignRow(campaign: RunningCampaign): Insertable<CampaignsTable> {
  return {
    id: campaign.id,
    user_id: campaign.userId,
    name: campaign.name,
    status: 'running',
    lead_source_ids: [campaign.sourceId],
    daily_dm_limit: campaign.dailyDmLimit ?? 450,
    profile_id: campaign.accountId,
    template_id: campaign.templateId,
    skip_already_dmd: campaign.skipAlreadyDmd ?? true,
    use_do_not_contact_list: true,
    send_window_start: null,
    send_window_end: null,
    ...(campaign.timeZone ? { time_zone: campaign.timeZone } : {}),
    created_at: campaign.at,
    updated_at: campaign.at,
    stream_version: 1,
  };
}
