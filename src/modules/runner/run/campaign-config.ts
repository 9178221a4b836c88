import { sql } from 'kysely';
import type { Database } from '../../../platform/database/database';
import { DEFAULT_TIME_ZONE } from '../contract';
import { readVariationCounts } from '../variations/variation-counts';
import type { VariationTally } from '../variations/reply-rate-posterior';
import { warmUpDays } from '../warm-up/warm-up-days';
import type { WarmUpFacts } from '../warm-up/warm-up-cap';
import type { SendWindow } from './pace';

/** One follow-up as the runner reads it: its wait after the message before, and its template's variations (none when the template is gone). */
export interface FollowUpPlan {
  waitDays: number;
  messages: string[];
}

/** What a step needs to know of its campaign, read from the campaigns' and lead sources' public read models. */
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
  /** 'Optimise automatically': the reservation picks variations by their replies. */
  optimiseAutomatically: boolean;
  /** The follow-ups after the first message, in order (none for most campaigns). */
  followUps: FollowUpPlan[];
  window: SendWindow | null;
  timeZone: string;
  /** The upload's extra CSV columns per source ({custom1}, {custom2}). */
  csvColumns: Map<string, string[]>;
}

/** The sending limits of an account (defaults when the user never set them). */
export interface AccountLimits {
  dailyCap: number;
  timeZone: string;
  warmUp: WarmUpFacts;
}

interface Cached<T> {
  value: T;
  at: number;
}

/** A campaign's settings as cached, with the start of its run they were read for. */
interface CachedCampaign extends Cached<CampaignConfig | null> {
  startVersion: number;
}

/** A claimed run as the settings cache knows it: the start (campaign event version) it is running from. */
export interface RunStart {
  campaign_id: string;
  lifecycle_version: number;
}

/**
 * How long a campaign's per-variation counts serve its reservations: one read of the ledger per campaign every
 * few seconds instead of one per send; Thompson sampling on counts a few DMs old chooses just as well (replies
 * arrive minutes after their DMs anyway).
 */
export const TALLIES_TTL_MS = 5_000;

/**
 * Campaign settings and account limits, cached for half a minute: a step runs for every send and a running
 * campaign cannot be edited (its sources, template and limits stay); a changed account cap, time zone or warm-up
 * applies at the account's next send (the claim says when the limits were saved). Whether a campaign still runs is the run row's business (its stop job), not this cache's.
 */
export class CampaignConfigs {
  private readonly campaigns = new Map<string, CachedCampaign>();
  private readonly limits = new Map<string, Cached<AccountLimits> & { savedMs: number | null }>();
  private readonly loading = new Map<string, Promise<Map<string, CampaignConfig>>>();
  private readonly tallies = new Map<string, Cached<Promise<VariationTally[]>>>();

  private readonly ttlMs: number;
  private readonly warmUpByDefault: boolean;

  constructor(
    private readonly db: Database,
    options: { ttlMs?: number; warmUpByDefault?: boolean } = {},
  ) {
    this.ttlMs = options.ttlMs ?? 30_000;
    this.warmUpByDefault = options.warmUpByDefault ?? true;
  }

  /** The settings of a claimed run's campaign: read again once the run was started again since they were read. */
  async campaign(run: RunStart): Promise<CampaignConfig | null> {
    const cached = this.campaigns.get(run.campaign_id);
    if (cached && this.fresh(cached, run, Date.now())) return cached.value;
    const loading = this.loading.get(run.campaign_id);
    if (loading) return (await loading).get(run.campaign_id) ?? null;
    return (await this.load([run])).get(run.campaign_id) ?? null;
  }

  /** Loads the settings of these runs' campaigns that are not cached, in one go (the runs of a claim). */
  async preload(runs: readonly RunStart[]): Promise<void> {
    const now = Date.now();
    const missing = runs.filter((run) => {
      const cached = this.campaigns.get(run.campaign_id);
      return !this.loading.has(run.campaign_id) && !(cached && this.fresh(cached, run, now));
    });
    if (missing.length > 0) await this.load(missing);
  }

  /**
   * A campaign is edited only while it is not running, and every start gives its run a later lifecycle version:
   * settings read for an earlier start are an edit behind (a paused campaign edited and started again at once).
   */
  private fresh(cached: CachedCampaign, run: RunStart, now: number): boolean {
    return cached.startVersion === run.lifecycle_version && now - cached.at < this.ttlMs;
  }

  private async load(runs: readonly RunStart[]): Promise<Map<string, CampaignConfig>> {
    const campaignIds = runs.map((run) => run.campaign_id);
    const loading = this.loadCampaigns(campaignIds);
    for (const id of campaignIds) this.loading.set(id, loading);
    try {
      const loaded = await loading;
      const at = Date.now();
      for (const run of runs) this.campaigns.set(run.campaign_id, { value: loaded.get(run.campaign_id) ?? null, at, startVersion: run.lifecycle_version });
      return loaded;
    } finally {
      for (const id of campaignIds) if (this.loading.get(id) === loading) this.loading.delete(id);
    }
  }

  /**
   * The account's limits: read again when saved since they were read (`savedAt`, as the claim found it: a change
   * applies at the account's next send) and at least every ttlMs (the warm-up's days move with the sends).
   */
  async accountLimits(accountId: string, savedAt: Date | null = null): Promise<AccountLimits> {
    const cached = this.limits.get(accountId);
    const savedMs = savedAt ? new Date(savedAt).getTime() : null;
    if (cached && Date.now() - cached.at < this.ttlMs && cached.savedMs === savedMs) return cached.value;
    // An account without settings is one connected since warm-up exists (the older ones have a row): it warms up,
    // unless accounts do not by default (demo mode).
    const byDefault = this.warmUpByDefault;
    const { rows } = await sql<{ daily_cap: number | null; time_zone: string | null; warm_up: boolean; days: WarmUpFacts['days'] }>`
      select s.daily_cap, s.time_zone, coalesce(s.warm_up, ${byDefault}) as warm_up, ${warmUpDays(accountId, sql`coalesce(s.warm_up, ${byDefault})`)} as days
        from (select ${accountId}::text as account_id) a
        left join runner_account_settings s on s.account_id = a.account_id`.execute(this.db);
    const row = rows[0];
    const value: AccountLimits = {
      dailyCap: row?.daily_cap ?? 450,
      timeZone: row?.time_zone ?? DEFAULT_TIME_ZONE,
      warmUp: { enabled: row?.warm_up ?? byDefault, days: row?.days ?? [] },
    };
    this.limits.set(accountId, { value, at: Date.now(), savedMs });
    return value;
  }

  /**
   * Each variation's DMs and replies so far, for a campaign that optimises automatically and has variations to
   * choose between (null otherwise: nothing is read), cached TALLIES_TTL_MS; concurrent steps share one read.
   */
  async variationTallies(campaign: CampaignConfig): Promise<VariationTally[] | null> {
    if (!campaign.optimiseAutomatically || campaign.messages.length < 2) return null;
    const now = Date.now();
    const cached = this.tallies.get(campaign.campaignId);
    if (cached && now - cached.at < TALLIES_TTL_MS) return cached.value;
    const value = readVariationCounts(this.db, campaign.campaignId, campaign.messages.length).then(({ tallies }) => tallies.slice(0, campaign.messages.length));
    this.tallies.set(campaign.campaignId, { value, at: now });
    value.catch(() => this.tallies.delete(campaign.campaignId));
    return value;
  }

  forget(campaignId: string): void {
    this.campaigns.delete(campaignId);
    this.tallies.delete(campaignId);
  }

  private async loadCampaigns(campaignIds: string[]): Promise<Map<string, CampaignConfig>> {
    const { rows } = await sql<{
      id: string;
      user_id: string;
      status: string;
      profile_id: string | null;
      lead_source_ids: string[];
      daily_dm_limit: number;
      skip_already_dmd: boolean;
      use_do_not_contact_list: boolean;
      optimise_automatically: boolean | null;
      send_window_start: number | null;
      send_window_end: number | null;
      time_zone: string | null;
      messages: string[] | null;
      follow_ups: { wait_days: number; messages: string[] | null }[] | null;
    }>`
      select id, user_id, status, profile_id, lead_source_ids, daily_dm_limit, skip_already_dmd,
             use_do_not_contact_list, optimise_automatically, send_window_start, send_window_end, time_zone, messages, follow_ups
        from campaign_run_settings
       where id = any(${campaignIds})`.execute(this.db);
    const sourceIds = [...new Set(rows.flatMap((row) => row.lead_source_ids))];
    const sources = sourceIds.length
      ? (await sql<{ id: string; user_id: string; csv_columns: string[] }>`
          select id, user_id, csv_columns from lead_source_summaries where id = any(${sourceIds})`.execute(this.db)).rows
      : [];
    const configs = new Map<string, CampaignConfig>();
    for (const row of rows) {
      // Only the campaign owner's own sources.
      const own = sources.filter((source) => source.user_id === row.user_id && row.lead_source_ids.includes(source.id));
      configs.set(row.id, {
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
        optimiseAutomatically: row.optimise_automatically === true,
        followUps: (row.follow_ups ?? []).map((step) => ({
          waitDays: step.wait_days,
          messages: (step.messages ?? []).filter((message) => message.trim().length > 0),
        })),
        window: row.send_window_start !== null && row.send_window_end !== null ? { start: row.send_window_start, end: row.send_window_end } : null,
        timeZone: row.time_zone ?? DEFAULT_TIME_ZONE,
        csvColumns: new Map(own.map((source) => [source.id, source.csv_columns])),
      });
    }
    return configs;
  }
}
