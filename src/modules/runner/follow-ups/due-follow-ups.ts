import { sql } from 'kysely';
import type { Database } from '../../../platform/database/database';
import type { SentStep } from './decide-follow-up';

/** Due steps read per look: a day's quota rarely takes more at once, and the next look reads on. */
const DUE_PER_READ = 25;

/**
 * A campaign's follow-ups as the ledger and the replies say: the leads whose last sent step has a step after it
 * that is due now (`waitsMs[step]` after it was sent), not written yet, and who have not replied to the campaign,
 * oldest first; and when the next step not yet due will be (null when no lead may get another follow-up). Only
 * read for campaigns that have follow-ups.
 */
export async function readDueFollowUps(
  db: Database,
  campaign: { campaignId: string; userId: string },
  waitsMs: readonly number[],
): Promise<{ due: SentStep[]; nextDueAt: number | null }> {
  if (waitsMs.length === 0) return { due: [], nextDueAt: null };
  const { rows } = await sql<{
    username: string;
    source_id: string;
    recipient_x_id: string | null;
    step: number;
    sent_at: Date;
    due_at: Date;
    first_message_id: string | null;
    first_sent_at: Date;
    name: string | null;
    followers_count: number | null;
    metadata: Record<string, unknown> | null;
    listed: boolean;
  }>`
    with waiting as (
      select d.username, d.lead_source_id as source_id, d.recipient_x_id, d.step, d.finished_at as sent_at,
             d.finished_at + (${waitsMs as number[]}::bigint[])[d.step + 1] * interval '1 millisecond' as due_at
        from dm_deliveries d
       where d.campaign_id = ${campaign.campaignId} and d.state = 'sent' and d.step < ${waitsMs.length}
         and not exists (select 1 from dm_deliveries n where n.campaign_id = d.campaign_id and n.username = d.username and n.step = d.step + 1)
         and not exists (select 1 from campaign_replies r where r.campaign_id = d.campaign_id and r.username = d.username)
    ),
    due as (
      select * from waiting where due_at <= now() order by due_at limit ${DUE_PER_READ}
    )
    select w.username, w.source_id, w.recipient_x_id, w.step, w.sent_at, w.due_at,
           f.x_message_id as first_message_id, f.finished_at as first_sent_at,
           l.name, l.followers_count, l.metadata,
           exists (select 1 from dnc_usernames e where e.user_id = ${campaign.userId} and e.username = w.username) as listed
      from due w
      join dm_deliveries f on f.campaign_id = ${campaign.campaignId} and f.username = w.username and f.step = 0
      left join source_leads l on l.source_id = w.source_id and lower(l.username) = w.username
    union all
    select null, null, null, null, null, min(due_at), null, null, null, null, null, null from waiting where due_at > now()`.execute(db);
  const nextRow = rows.find((row) => row.username === null);
  const due = rows
    .filter((row) => row.username !== null)
    .map(
      (row): SentStep => ({
        username: row.username,
        sourceId: row.source_id,
        recipientXId: row.recipient_x_id,
        step: row.step,
        sentAtMs: new Date(row.sent_at).getTime(),
        firstMessageId: row.first_message_id,
        firstSentAtMs: new Date(row.first_sent_at).getTime(),
        lead: { name: row.name, followers_count: row.followers_count, metadata: row.metadata },
        listed: row.listed,
      }),
    );
  const nextDueAt = due.length > 0 ? Date.now() : nextRow?.due_at ? new Date(nextRow.due_at).getTime() : null;
  return { due, nextDueAt };
}
