import type { Selectable } from 'kysely';
import type { LeadSourcesTable } from '../../../../projections/leads/tables';
import type { Database } from '../../../platform/database/database';
import { DomainError } from '../../../platform/http/domain-error';
import { type LeadSourceRow, leadMessages, type SourceStatus } from '../contract';
import type { LeadSourcesInUse } from './lead-sources-in-use';

export const SOURCE_COLUMNS = [
  'id',
  'name',
  'source_type',
  'status',
  'total_leads',
  'created_at',
  'updated_at',
  'csv_filename',
  'error_message',
  'csv_columns',
  'scrape_type',
  'target_accounts',
  'post_links',
  'include_keywords',
  'exclude_keywords',
  'exclude_locations',
  'failed_targets',
  'warning',
  'credit_limit_reached',
  'search_criteria',
] as const;

type SourceRecord = Pick<Selectable<LeadSourcesTable>, (typeof SOURCE_COLUMNS)[number]>;

/** Read-model rows as the API answers them, with the campaigns that hold each. */
export async function toSourceRows(
  userId: string,
  records: readonly SourceRecord[],
  inUse: LeadSourcesInUse,
): Promise<LeadSourceRow[]> {
  const campaigns = await inUse.campaignsUsing(
    userId,
    records.map((record) => record.id),
  );
  return records.map((record) => {
    const campaignIds = campaigns.get(record.id) ?? [];
    return {
      id: record.id,
      name: record.name,
      source_type: record.source_type,
      status: record.status as SourceStatus,
      total_leads: record.total_leads,
      created_at: record.created_at.toISOString(),
      updated_at: record.updated_at.toISOString(),
      csv_filename: record.csv_filename,
      error_message: record.error_message,
      csv_columns: record.csv_columns,
      campaign_ids: campaignIds,
      in_use: campaignIds.length > 0,
      scrape_type: record.scrape_type,
      target_accounts: record.target_accounts,
      post_links: record.post_links,
      include_keywords: record.include_keywords,
      exclude_keywords: record.exclude_keywords,
      exclude_locations: record.exclude_locations,
      failed_targets: record.failed_targets,
      warning: record.warning,
      credit_limit_reached: record.credit_limit_reached,
      search_criteria: record.search_criteria as Record<string, unknown> | null,
    };
  });
}

/** The user's own source, or 404 with the specification's message: another user's source is not found either. */
export async function ownSource(db: Database, userId: string, sourceId: string): Promise<SourceRecord> {
  const record = await db
    .selectFrom('lead_sources')
    .select(SOURCE_COLUMNS)
    .where('id', '=', sourceId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!record) throw new DomainError(leadMessages.notFound, 'lead_source_not_found', 'not_found');
  return record;
}
