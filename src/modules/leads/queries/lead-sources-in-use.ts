import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '../../../platform/database/database.module';
import type { Database } from '../../../platform/database/database';

/** Campaign statuses that hold their lead sources: such a source shows 'In Use' and cannot be deleted. */
export const HOLDING_CAMPAIGN_STATUSES = ['running', 'paused', 'completed'] as const;

/**
 * Which of a user's lead sources running, paused or completed campaigns use, read from lead_source_usage (one
 * row per campaign and source, with the campaign's status), which the campaigns projection keeps.
 */
export interface LeadSourcesInUse {
  /** The campaign ids holding each of the given sources (sources in use only). */
  campaignsUsing(userId: string, sourceIds: readonly string[]): Promise<Map<string, string[]>>;
}
export const LEAD_SOURCES_IN_USE = Symbol('LeadSourcesInUse');

@Injectable()
export class UsageTableLeadSourcesInUse implements LeadSourcesInUse {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async campaignsUsing(userId: string, sourceIds: readonly string[]): Promise<Map<string, string[]>> {
    const inUse = new Map<string, string[]>();
    if (sourceIds.length === 0) return inUse;
    const rows = await this.db
      .selectFrom('lead_source_usage')
      .select(['lead_source_id', 'campaign_id'])
      .where('user_id', '=', userId)
      .where('lead_source_id', 'in', [...new Set(sourceIds)])
      .where('campaign_status', 'in', [...HOLDING_CAMPAIGN_STATUSES])
      .orderBy('campaign_id')
      .execute();
    for (const row of rows) inUse.set(row.lead_source_id, [...(inUse.get(row.lead_source_id) ?? []), row.campaign_id]);
    return inUse;
  }
}
