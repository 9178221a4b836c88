import { type Selectable, } from 'kysely';
import type { CampaignsTable, KeywordSamplesTable, MessageTemplatesTable } from '../../../../projections/campaigns/tables';
import type { Database } from '../../../platform/database/database';
import { DomainError } from '../../../platform/http/domain-error';
import {
  type CampaignHistoryRow,
  type CampaignRow,
  type CampaignStatus,
  campaignMessages,
  type HistoryActor,
  type KeywordSampleRow,
  sampleMessages,
  type TemplateRow,
  templateMessages,
} from '../contract';

const iso = (date: Date) => date.toISOString();

/** Campaign rows as the API answers them, with their sources' names for the card's popup. */
export async function toCampaignRows(db: Database, userId: string, records: Selectable<CampaignsTable>[]): Promise<CampaignRow[]> {
  const sourceIds = [...new Set(records.flatMap((record) => record.lead_source_ids))];
  const names = new Map<string, string>();
  const leads = new Map<string, number>();
  if (sourceIds.length > 0) {
    const sources = await db
      .selectFrom('lead_source_summaries')
      .select(['id', 'name', 'total_leads'])
      .where('user_id', '=', userId)
      .where('id', 'in', sourceIds)
      .execute();
    for (const source of sources) {
      names.set(source.id, source.name);
      leads.set(source.id, Number(source.total_leads));
    }
  }
  // Replies (read model campaign_reply_counts): absent until a campaign's first reply.
  const repliedLeads = new Map<string, number>();
  if (records.length > 0) {
    const counts = await db
      .selectFrom('campaign_reply_counts')
      .select(['campaign_id', 'replied_leads'])
      .where('user_id', '=', userId)
      .where(
        'campaign_id',
        'in',
        records.map((record) => record.id),
      )
      .execute();
    for (const count of counts) repliedLeads.set(count.campaign_id, count.replied_leads);
  }
  const progress = await runnerProgress(db, userId, records);
  return records.map((record) => ({
    ...toCampaignRow(record, names, repliedLeads, progress.get(record.id)),
    leads_in_sources: record.lead_source_ids.reduce((sum, id) => sum + (leads.get(id) ?? 0), 0),
  }));
}

type Counters = Pick<Selectable<CampaignsTable>, 'messages_sent' | 'messages_failed' | 'skipped_already_dmd' | 'skipped_do_not_contact' | 'next_contact_index'> & {
  /** Only in campaign_progress (the roll-ups folded into the campaigns row predate them). */
  skipped_cannot_dm: number;
  follow_ups_sent: number;
  follow_ups_failed: number;
};

/**
 * The counters the runner's public read model campaign_progress holds (written at every progress flush). The
 * campaigns row keeps those folded from the runner's roll-up events (streams from when they came at every flush);
 * both are cumulative, so the card shows the greater of each.
 */
async function runnerProgress(db: Database, userId: string, records: Selectable<CampaignsTable>[]): Promise<Map<string, Counters>> {
  if (records.length === 0) return new Map();
  const rows = await db
    .selectFrom('campaign_progress')
    .select(['campaign_id', 'messages_sent', 'messages_failed', 'skipped_already_dmd', 'skipped_do_not_contact', 'skipped_cannot_dm', 'next_contact_index', 'follow_ups_sent', 'follow_ups_failed'])
    .where('user_id', '=', userId)
    .where((eb) => eb('campaign_id', '=', eb.fn.any(eb.val(records.map((record) => record.id)))))
    .execute();
  return new Map(rows.map((row) => [row.campaign_id, row]));
}

function toCampaignRow(
  record: Selectable<CampaignsTable>,
  names: Map<string, string>,
  repliedLeads: Map<string, number>,
  progress?: Counters,
): Omit<CampaignRow, 'leads_in_sources'> {
  const counters: Counters = {
    messages_sent: Math.max(record.messages_sent, progress?.messages_sent ?? 0),
    messages_failed: Math.max(record.messages_failed, progress?.messages_failed ?? 0),
    skipped_already_dmd: Math.max(record.skipped_already_dmd, progress?.skipped_already_dmd ?? 0),
    skipped_do_not_contact: Math.max(record.skipped_do_not_contact, progress?.skipped_do_not_contact ?? 0),
    skipped_cannot_dm: progress?.skipped_cannot_dm ?? 0,
    follow_ups_sent: progress?.follow_ups_sent ?? 0,
    follow_ups_failed: progress?.follow_ups_failed ?? 0,
    next_contact_index: Math.max(record.next_contact_index, progress?.next_contact_index ?? 0),
  };
  // The reply rate is of leads: a lead who replied is counted once, against the leads messaged, not the follow-ups.
  const leadsMessaged = counters.messages_sent - counters.follow_ups_sent;
  return {
    id: record.id,
    user_id: record.user_id,
    name: record.name,
    status: record.status as CampaignStatus,
    lead_source_ids: record.lead_source_ids,
    lead_sources: record.lead_source_ids.flatMap((id) => (names.has(id) ? [{ id, name: names.get(id) as string }] : [])),
    daily_dm_limit: record.daily_dm_limit,
    profile_id: record.profile_id,
    template_id: record.template_id,
    skip_already_dmd: record.skip_already_dmd,
    use_do_not_contact_list: record.use_do_not_contact_list,
    optimise_automatically: record.optimise_automatically,
    follow_ups: record.follow_ups,
    messages_sent: counters.messages_sent,
    messages_failed: counters.messages_failed,
    follow_ups_sent: counters.follow_ups_sent,
    follow_ups_failed: counters.follow_ups_failed,
    next_contact_index: counters.next_contact_index,
    requires_validation: record.requires_validation,
    campaign_total_leads: record.campaign_total_leads,
    error_message: record.error_message,
    skipped_already_dmd: counters.skipped_already_dmd,
    skipped_do_not_contact: counters.skipped_do_not_contact,
    skipped_cannot_dm: counters.skipped_cannot_dm,
    send_window_start: record.send_window_start,
    send_window_end: record.send_window_end,
    time_zone: record.time_zone,
    replies_count: repliedLeads.get(record.id) ?? 0,
    reply_rate: leadsMessaged > 0 ? Math.min(1, (repliedLeads.get(record.id) ?? 0) / leadsMessaged) : null,
    created_at: iso(record.created_at),
    updated_at: iso(record.updated_at),
  };
}

/** One of the user's campaigns; another user's or a missing one answers 404. */
export async function ownCampaign(db: Database, userId: string, id: string): Promise<CampaignRow> {
  const record = await db.selectFrom('campaigns').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  if (!record) throw new DomainError(campaignMessages.notFound, 'not_found', 'not_found');
  const [row] = await toCampaignRows(db, userId, [record]);
  return row as CampaignRow;
}

export const toTemplateRow = (record: Selectable<MessageTemplatesTable>): TemplateRow => ({
  id: record.id,
  user_id: record.user_id,
  name: record.name,
  messages: record.messages,
  created_at: iso(record.created_at),
  updated_at: iso(record.updated_at),
});

export async function ownTemplate(db: Database, userId: string, id: string): Promise<TemplateRow> {
  const record = await db.selectFrom('message_templates').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  if (!record) throw new DomainError(templateMessages.notFound, 'not_found', 'not_found');
  return toTemplateRow(record);
}

export const toSampleRow = (record: Selectable<KeywordSamplesTable>): KeywordSampleRow => ({
  id: record.id,
  user_id: record.user_id,
  name: record.name,
  type: record.type,
  keywords: record.keywords,
  created_at: iso(record.created_at),
  updated_at: iso(record.updated_at),
});

export async function ownSample(db: Database, userId: string, id: string): Promise<KeywordSampleRow> {
  const record = await db.selectFrom('keyword_samples').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  if (!record) throw new DomainError(sampleMessages.notFound, 'not_found', 'not_found');
  return toSampleRow(record);
}

/**
 * A campaign's History rows, oldest first (the read model campaign_history), each change a person made named by
 * their email (identity's user_emails; a row from before actors were kept is its workspace owner's, then the
 * only person).
 */
export async function campaignHistory(db: Database, userId: string, campaignId: string): Promise<CampaignHistoryRow[]> {
  const rows = await db
    .selectFrom('campaign_history as h')
    .leftJoin('user_emails as e', (join) => join.on((eb) => eb('e.id', '=', eb.fn.coalesce('h.actor_id', 'h.user_id'))))
    .selectAll('h')
    .select('e.email as by_email')
    .where('h.user_id', '=', userId)
    .where('h.campaign_id', '=', campaignId)
    .orderBy('h.version')
    .execute();
  return rows.map((row) => ({
    version: row.version,
    event_type: row.event_type,
    what: row.what,
    from: row.from_text,
    to: row.to_text,
    changes: row.changes,
    at: iso(row.at),
    by: row.by as HistoryActor,
    by_email: row.by === 'user' ? (row.by_email ?? null) : null,
  }));
}
