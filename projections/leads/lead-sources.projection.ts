import { sql } from 'kysely';
import { type LeadSourceEvent, leadSourceEventTypes } from '../../src/modules/leads/library/events';
import type { RecordedEvent } from '../../src/platform/event-store/event-store.port';
import { defineProjection, type ProjectionTransaction } from '../../src/platform/projections/projection';
import { storedVersions } from '../../src/platform/projections/stream-version-guard';

export const LEAD_SOURCES_PROJECTION = 'lead-sources';

type Recorded = RecordedEvent<LeadSourceEvent>;

async function applyOne(trx: ProjectionTransaction, recorded: Recorded): Promise<void> {
  const event = recorded;
  const at = recorded.createdAt;
  switch (event.type) {
    case 'LeadSourceCreated': {
      const { sourceId, userId, name, sourceType, csvFilename, csvColumns, searchCriteria } = event.data;
      await trx
        .insertInto('lead_sources')
        .values({
          id: sourceId,
          user_id: userId,
          name,
          source_type: sourceType,
          status: 'ready',
          csv_filename: csvFilename,
          csv_columns: csvColumns,
          search_criteria: searchCriteria ? JSON.stringify(searchCriteria) : null,
          created_at: at,
          updated_at: at,
          stream_version: recorded.version,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      return;
    }
    case 'LeadsImported':
      await trx
        .updateTable('lead_sources')
        .set((eb) => ({ total_leads: eb('total_leads', '+', event.data.count), updated_at: at, stream_version: recorded.version }))
        .where('id', '=', event.data.sourceId)
        .where('stream_version', '<', recorded.version)
        .execute();
      return;
    case 'LeadSourceRenamed':
      await trx
        .updateTable('lead_sources')
        .set({ name: event.data.name, updated_at: at, stream_version: recorded.version })
        .where('id', '=', event.data.sourceId)
        .where('stream_version', '<', recorded.version)
        .execute();
      return;
    case 'LeadSourceDeleted':
      await trx.deleteFrom('lead_sources').where('id', '=', event.data.sourceId).execute();
      return;
    case 'ScrapeRequested': {
      const data = event.data;
      await trx
        .updateTable('lead_sources')
        .set({
          status: 'pending',
          scrape_type: data.scrapeType,
          task_id: data.taskId,
          target_accounts: data.targetAccounts,
          post_links: data.postLinks,
          include_keywords: data.includeKeywords,
          exclude_keywords: data.excludeKeywords,
          exclude_locations: data.excludeLocations,
          updated_at: at,
          stream_version: recorded.version,
        })
        .where('id', '=', data.sourceId)
        .where('stream_version', '<', recorded.version)
        .execute();
      return;
    }
    case 'ScrapeStageReached':
      await setScrape(trx, recorded, event.data.sourceId, { status: event.data.stage });
      return;
    case 'ScrapeCompleted':
      await setScrape(trx, recorded, event.data.sourceId, {
        status: 'completed',
        failed_targets: JSON.stringify(event.data.failedTargets),
        warning: event.data.warning,
        credit_limit_reached: event.data.creditLimitReached,
      });
      return;
    case 'ScrapeFailed':
      await setScrape(trx, recorded, event.data.sourceId, {
        status: 'failed',
        error_message: event.data.error,
        failed_targets: JSON.stringify(event.data.failedTargets),
      });
      return;
    case 'ScrapeCanceled':
      return;
  }
}

type ScrapeColumns = { status: string; failed_targets?: string; warning?: string | null; credit_limit_reached?: boolean; error_message?: string };

async function setScrape(trx: ProjectionTransaction, recorded: Recorded, sourceId: string, columns: ScrapeColumns): Promise<void> {
  await trx
    .updateTable('lead_sources')
    .set({ ...columns, updated_at: recorded.createdAt, stream_version: recorded.version })
    .where('id', '=', sourceId)
    .where('stream_version', '<', recorded.version)
    .execute();
}

/**
 * The lead sources read models: lead_sources (one row per source: name, type, status, total_leads) and
 * lead_credits (per user: credits used, the sum of total_leads, and the number of sources), which the plans
 * and leads screens share. Events at or below the user's stored stream version are skipped, so a replayed
 * batch changes nothing; the credits of each user a batch touched are summed again from its sources.
 */
export const leadSourcesProjection = defineProjection<LeadSourceEvent>({
  name: LEAD_SOURCES_PROJECTION,
  handles: leadSourceEventTypes,
  tables: ['lead_sources', 'lead_credits'],
  async apply(trx, events) {
    const stored = await storedVersions(trx, 'lead_credits', 'user_id', events.map((event) => event.data.userId));
    const last = new Map<string, Recorded>();
    for (const recorded of events) {
      if (recorded.version <= (stored.get(recorded.data.userId) ?? 0)) continue;
      await applyOne(trx, recorded);
      last.set(recorded.data.userId, recorded);
    }
    if (last.size === 0) return;
    const users = [...last.keys()];
    const versions = users.map((user) => last.get(user)?.version ?? 0);
    const times = users.map((user) => last.get(user)?.createdAt.getTime() ?? 0);
    await sql`
      insert into lead_credits (user_id, used, source_count, stream_version, updated_at)
      select u.user_id, coalesce(s.used, 0), coalesce(s.n, 0), u.version, timestamptz 'epoch' + u.ms * interval '1 millisecond'
      from unnest(${users}::text[], ${versions}::int[], ${times}::int8[]) as u(user_id, version, ms)
      left join (select user_id, sum(total_leads) as used, count(*)::int as n from lead_sources
                 where user_id = any(${users}::text[]) group by user_id) s on s.user_id = u.user_id
      on conflict (user_id) do update set used = excluded.used, source_count = excluded.source_count,
        stream_version = excluded.stream_version, updated_at = excluded.updated_at`.execute(trx);
  },
});
