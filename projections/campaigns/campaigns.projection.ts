import { sql } from 'kysely';
import {
  type CampaignEvent,
  type CampaignSettings,
  campaignEventTypes,
  campaignHistoryEntryOf,
  joinChanges,
} from '../../src/modules/campaigns/campaign/events';
import type { CampaignProgressRecorded } from '../../src/modules/runner/run/events';
import type { RecordedEvent } from '../../src/platform/event-store/event-store.port';
import { defineProjection, type ProjectionTransaction } from '../../src/platform/projections/projection';

export const CAMPAIGNS_PROJECTION = 'campaigns';

type Recorded = RecordedEvent<CampaignEvent>;

/** The campaigns columns each wizard field is stored in. */
function settingsColumns(settings: Partial<CampaignSettings>) {
  return {
    ...(settings.name !== undefined ? { name: settings.name } : {}),
    ...(settings.leadSourceIds !== undefined ? { lead_source_ids: settings.leadSourceIds } : {}),
    ...(settings.templateId !== undefined ? { template_id: settings.templateId } : {}),
    ...(settings.profileId !== undefined ? { profile_id: settings.profileId } : {}),
    ...(settings.dailyDmLimit !== undefined ? { daily_dm_limit: settings.dailyDmLimit } : {}),
    ...(settings.skipAlreadyDmd !== undefined ? { skip_already_dmd: settings.skipAlreadyDmd } : {}),
    ...(settings.useDoNotContactList !== undefined ? { use_do_not_contact_list: settings.useDoNotContactList } : {}),
    ...(settings.optimiseAutomatically !== undefined ? { optimise_automatically: settings.optimiseAutomatically } : {}),
    ...(settings.followUps !== undefined ? { follow_ups: followUpsColumn(settings.followUps) } : {}),
    ...(settings.sendWindow !== undefined
      ? { send_window_start: settings.sendWindow?.start ?? null, send_window_end: settings.sendWindow?.end ?? null }
      : {}),
    ...(settings.timeZone !== undefined ? { time_zone: settings.timeZone } : {}),
  };
}

/** The follow-ups as the campaigns table keeps them, the API's names. */
const followUpsColumn = (steps: NonNullable<CampaignSettings['followUps']>) =>
  JSON.stringify(steps.map((step) => ({ template_id: step.templateId, wait_days: step.waitDays })));

async function update(trx: ProjectionTransaction, recorded: Recorded, columns: Record<string, unknown>): Promise<void> {
  await trx
    .updateTable('campaigns')
    .set({ ...columns, updated_at: recorded.createdAt, stream_version: recorded.version })
    .where('id', '=', recorded.data.campaignId)
    .where('stream_version', '<', recorded.version)
    .execute();
}

async function applyOne(trx: ProjectionTransaction, recorded: Recorded): Promise<void> {
  const event = recorded;
  switch (event.type) {
    case 'CampaignCreated': {
      const d = event.data;
      await trx
        .insertInto('campaigns')
        .values({
          id: d.campaignId,
          user_id: d.userId,
          status: 'ready',
          name: d.name,
          lead_source_ids: d.leadSourceIds,
          template_id: d.templateId,
          profile_id: d.profileId,
          daily_dm_limit: d.dailyDmLimit,
          skip_already_dmd: d.skipAlreadyDmd,
          use_do_not_contact_list: d.useDoNotContactList,
          optimise_automatically: d.optimiseAutomatically ?? false,
          follow_ups: followUpsColumn(d.followUps ?? []),
          // Absent in events from before the sending hours: the whole day in UTC.
          send_window_start: d.sendWindow?.start ?? null,
          send_window_end: d.sendWindow?.end ?? null,
          time_zone: d.timeZone ?? 'UTC',
          campaign_total_leads: d.totalLeads,
          created_at: recorded.createdAt,
          updated_at: recorded.createdAt,
          stream_version: recorded.version,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      return;
    }
    case 'CampaignEdited': {
      const d = event.data;
      await update(trx, recorded, {
        ...settingsColumns(d.changes),
        ...(d.totalLeads !== undefined ? { campaign_total_leads: d.totalLeads } : {}),
        ...(d.reset ? { status: 'ready', error_message: null } : {}),
      });
      return;
    }
    case 'CampaignRenamed':
      await update(trx, recorded, { name: event.data.name });
      return;
    case 'CampaignStarted':
      await update(trx, recorded, { status: 'running', error_message: null });
      return;
    case 'CampaignPaused':
      await update(trx, recorded, {
        status: 'paused',
        error_message: event.data.errorMessage,
        ...(event.data.requiresValidation ? { requires_validation: true } : {}),
      });
      return;
    case 'CampaignCompleted':
      await update(trx, recorded, { status: 'completed', ...(event.data.totalLeads !== undefined ? { campaign_total_leads: event.data.totalLeads } : {}) });
      return;
    case 'CampaignFailed':
      await update(trx, recorded, { status: 'failed', error_message: event.data.errorMessage });
      return;
    case 'CampaignValidated':
      await update(trx, recorded, { profile_id: event.data.profileId, requires_validation: false });
      return;
    case 'CampaignDeleted':
      await trx.deleteFrom('campaigns').where('id', '=', event.data.campaignId).execute();
      return;
  }
}

/**
 * A running campaign's counters as the runner rolled them up: cumulative, so each only ever grows (a roll-up
 * applied twice, or an older one after a newer, changes nothing). The live card reads the runner's
 * campaign_progress read model too (the greater of each counter): roll-ups now come at state changes and hourly,
 * while streams from when they came at every flush still rebuild the counters they carried.
 */
async function applyProgress(trx: ProjectionTransaction, recorded: RecordedEvent<CampaignProgressRecorded>): Promise<void> {
  const d = recorded.data;
  await sql`
    update campaigns set
      messages_sent = greatest(messages_sent, ${d.messagesSent}),
      messages_failed = greatest(messages_failed, ${d.messagesFailed}),
      skipped_already_dmd = greatest(skipped_already_dmd, ${d.skippedAlreadyDmd}),
      skipped_do_not_contact = greatest(skipped_do_not_contact, ${d.skippedDoNotContact}),
      next_contact_index = greatest(next_contact_index, ${d.nextContactIndex})
    where id = ${d.campaignId} and user_id = ${d.userId}`.execute(trx);
}

/**
 * The campaigns read models: campaigns (the specification's entity, one row per campaign), campaign_history
 * (one row per event: what changed, from, to, when, by) and lead_source_usage (one row per campaign and lead
 * source with the campaign's status, which the lead sources' 'In Use' label and delete refusal read). Rows
 * keep the stream version they reflect and skip older events; history rows are keyed by (user, version); a
 * campaign's usage rows are written again from its row after each of its events, so a replay changes nothing.
 */
export const campaignsProjection = defineProjection<CampaignEvent | CampaignProgressRecorded>({
  name: CAMPAIGNS_PROJECTION,
  handles: [...campaignEventTypes, 'CampaignProgressRecorded'],
  tables: ['campaigns', 'campaign_history', 'lead_source_usage'],
  async apply(trx, all) {
    // In log order; the runner's roll-ups change the card's counters only (not History, not the stream version).
    const events: Recorded[] = [];
    const touched = new Set<string>();
    for (const recorded of all) {
      if (recorded.type === 'CampaignProgressRecorded') {
        await applyProgress(trx, recorded as RecordedEvent<CampaignProgressRecorded>);
        continue;
      }
      await applyOne(trx, recorded as Recorded);
      events.push(recorded as Recorded);
      touched.add(recorded.data.campaignId);
    }
    if (events.length === 0) return;
    const history = events.map((recorded) => {
      const entry = campaignHistoryEntryOf(recorded);
      return {
        user_id: entry.userId,
        version: recorded.version,
        campaign_id: entry.campaignId,
        event_type: recorded.type,
        what: entry.what,
        from_text: joinChanges(entry.changes, 'from'),
        to_text: joinChanges(entry.changes, 'to'),
        changes: JSON.stringify(entry.changes),
        by: entry.by,
        actor_id: entry.by === 'user' ? (recorded.metadata?.userId ?? null) : null,
        at: recorded.createdAt,
      };
    });
    if (history.length > 0) {
      await trx.insertInto('campaign_history').values(history).onConflict((oc) => oc.columns(['user_id', 'version']).doNothing()).execute();
    }
    const ids = [...touched];
    await sql`delete from lead_source_usage where campaign_id = any(${ids}::text[])`.execute(trx);
    await sql`
      insert into lead_source_usage (campaign_id, lead_source_id, user_id, campaign_status)
      select c.id, s.source_id, c.user_id, c.status
      from campaigns c cross join lateral unnest(c.lead_source_ids) as s(source_id)
      where c.id = any(${ids}::text[])
      on conflict (campaign_id, lead_source_id) do update set campaign_status = excluded.campaign_status`.execute(trx);
  },
});
