import type { Database } from '../../../platform/database/database';
import { actorEmails } from '../../identity';
import type { EventStore } from '../../../platform/event-store/event-store.port';
import { type CampaignEvent, campaignHistoryEntryOf, campaignsStreamId, joinChanges } from '../campaign/events';
import type { CampaignHistoryRow } from '../contract';

export interface CampaignAudit {
  campaignId: string;
  userId: string;
  rows: CampaignHistoryRow[];
}

/**
 * Every change of one campaign, read from the event store (its owner's campaigns stream), not from a read
 * model: the same rows as GET /api/campaigns/:id/history. The owner is looked up by the campaign id in the
 * campaigns or history read models (history rows stay after a campaign is deleted).
 */
export async function campaignsAudit(db: Database, eventStore: EventStore, campaignId: string): Promise<CampaignAudit | null> {
  const owner =
    (await db.selectFrom('campaigns').select('user_id').where('id', '=', campaignId).executeTakeFirst()) ??
    (await db.selectFrom('campaign_history').select('user_id').where('campaign_id', '=', campaignId).executeTakeFirst());
  if (!owner) return null;
  const events = await eventStore.readStream(campaignsStreamId(owner.user_id));
  const emailOf = await actorEmails(db, events, owner.user_id);
  const rows = events.flatMap((recorded): CampaignHistoryRow[] => {
    const event = { type: recorded.type, data: recorded.data } as CampaignEvent;
    if (event.data.campaignId !== campaignId) return [];
    const entry = campaignHistoryEntryOf(event);
    return [
      {
        version: recorded.version,
        event_type: recorded.type,
        what: entry.what,
        from: joinChanges(entry.changes, 'from'),
        to: joinChanges(entry.changes, 'to'),
        changes: entry.changes,
        at: recorded.createdAt.toISOString(),
        by: entry.by,
        by_email: entry.by === 'user' ? emailOf(recorded) : null,
      },
    ];
  });
  return { campaignId, userId: owner.user_id, rows };
}

/** The audit as text: one line per change (when, by whom: a person's email, or the runner or system, what, from -> to), oldest first. */
export function formatCampaignsAudit(audit: CampaignAudit): string {
  const header = `History of campaign ${audit.campaignId} (user ${audit.userId}): ${audit.rows.length}`;
  const cells = audit.rows.map((row) => [row.at, row.by_email ?? row.by, row.what, `${row.from ?? '-'} -> ${row.to ?? '-'}`]);
  const widths = [0, 1, 2].map((column) => Math.max(0, ...cells.map((line) => (line[column] as string).length)));
  const lines = cells.map((line) => line.map((cell, column) => (column < 3 ? cell.padEnd(widths[column] as number) : cell)).join('  '));
  return [header, ...lines].join('\n');
}
