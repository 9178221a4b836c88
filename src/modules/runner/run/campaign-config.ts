import { sql } from 'kysely';
import type { Database } from '../../../platform/database/database';
import { DEFAULT_TIME_ZONE } from '../contract';
import type { SendWindow } from './pace';

/** What a step needs to know of its campaign, read from the campaigns and lead sources read models. */
export interface CampaignConfig {
  campaignId: string;
  userId: string;
  status: string;
  accountId: string | null;
  sourceIds: string[];
  /** The template's variations. */
  messages: string[];
  dailyLimit: number;
  skipAlreadyDmd: boolean;
  useDoNotContactList: boolean;
  window: SendWindow | null;
  timeZone: string;
  /** The upload's extra CSV columns per source ({custom1}, {custom2}). */
  csvColumns: Map<string, string[]>;
}

/** The sending limits of an account (defaults when the user never set them). */
export interface AccountLimits {
  dailyCap: number;
  timeZone: string;
}

interface Cached<T> {
  value: T;
  at: number;
}

/**
 * Campaign settings and account limits, cached for half a minute: a step runs for every send and a running
 * campaign cannot be edited (its sources, template and limits stay); a changed account cap or time zone applies
 * within the half minute. Whether a campaign still runs is the run row's business (its stop job), not this cache's.
 */
export class CampaignConfigs {
  private readonly campaigns = new Map<string, Cached<CampaignConfig | null>>();
  private readonly limits = new Map<string, Cached<AccountLimits>>();

  constructor(
    private readonly db: Database,
    private readonly ttlMs = 30_000,
  ) {}

  async campaign(campaignId: string): Promise<CampaignConfig | null> {
    const cached = this.campaigns.get(campaignId);
    if (cached && Date.now() - cached.at < this.ttlMs) return cached.value;
    const value = await this.loadCampaign(campaignId);
    this.campaigns.set(campaignId, { value, at: Date.now() });
    return value;
  }

  async accountLimits(accountId: string): Promise<AccountLimits> {
    const cached = this.limits.get(accountId);
    if (cached && Date.now() - cached.at < this.ttlMs) return cached.value;
    const { rows } = await sql<{ daily_cap: number; time_zone: string }>`
      select daily_cap, time_zone from runner_account_settings where account_id = ${accountId}`.execute(this.db);
    const value = rows[0] ? { dailyCap: rows[0].daily_cap, timeZone: rows[0].time_zone } : { dailyCap: 450, timeZone: DEFAULT_TIME_ZONE };
    this.limits.set(accountId, { value, at: Date.now() });
    return value;
  }

  forget(campaignId: string): void {
    this.campaigns.delete(campaignId);
  }

  private async loadCampaign(campaignId: string): Promise<CampaignConfig | null> {
    const { rows } = await sql<{
      id: string;
      user_id: string;
      status: string;
      profile_id: string | null;
      lead_source_ids: string[];
      daily_dm_limit: number;
      skip_already_dmd: boolean;
      use_do_not_contact_list: boolean;
      send_window_start: number | null;
      send_window_end: number | null;
      time_zone: string | null;
      messages: string[] | null;
    }>`
      select c.id, c.user_id, c.status, c.profile_id, c.lead_source_ids, c.daily_dm_limit, c.skip_already_dmd,
             c.use_do_not_contact_list, c.send_window_start, c.send_window_end, c.time_zone, t.messages
        from campaigns c left join message_templates t on t.id = c.template_id and t.user_id = c.user_id
       where c.id = ${campaignId}`.execute(this.db);
    const row = rows[0];
    if (!row) return null;
    const sources = row.lead_source_ids.length
      ? (
          await sql<{ id: string; csv_columns: string[] }>`
            select id, csv_columns from lead_sources where user_id = ${row.user_id} and id = any(${row.lead_source_ids})`.execute(this.db)
        ).rows
      : [];
    return {
      campaignId: row.id,
      userId: row.user_id,
      status: row.status,
      accountId: row.profile_id,
      sourceIds: row.lead_source_ids,
      messages: (row.messages ?? []).filter((message) => message.trim().length > 0),
      dailyLimit: row.daily_dm_limit,
      skipAlreadyDmd: row.skip_already_dmd,
      // The specification: treated as true unless explicitly false.
      useDoNotContactList: row.use_do_not_contact_list !== false,
      window: row.send_window_start !== null && row.send_window_end !== null ? { start: row.send_window_start, end: row.send_window_end } : null,
      timeZone: row.time_zone ?? DEFAULT_TIME_ZONE,
      csvColumns: new Map(sources.map((source) => [source.id, source.csv_columns])),
    };
  }
}
