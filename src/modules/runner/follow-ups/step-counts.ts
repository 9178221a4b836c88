import { sql } from 'kysely';
import type { Database } from '../../../platform/database/database';
import type { DeliveryState } from '../../../../projections/runner/tables';
import { deliveryStatusOf } from '../deliveries/delivery-status';
import type { CampaignStep } from './contract';

/**
 * Each step's counters from the delivery ledger and the replies: the ledger's rows by step and state, each
 * lead's first reply counted for the step of the DM it answered (as the replies attribute it), and the leads
 * whose reply ended their sequence before its next step was written, counted as that step's skips. Every step of the
 * sequence has a row, zeros where nothing happened yet.
 */
export async function readStepCounts(db: Database, campaignId: string, followUpWaits: readonly number[]): Promise<CampaignStep[]> {
  const [states, replies, stoppedByReply] = await Promise.all([
    sql<{ step: number; state: DeliveryState; n: number }>`
      select step, state, count(*)::int as n from dm_deliveries where campaign_id = ${campaignId} group by step, state`.execute(db),
    sql<{ step: number; n: number }>`
      select d.step, count(*)::int as n
        from (select distinct on (username) username, delivery_id from campaign_replies where campaign_id = ${campaignId} order by username, received_at, id) r
        join dm_deliveries d on d.id::text = r.delivery_id
       group by d.step`.execute(db),
    // Leads whose reply was recorded before their next step was written: the runner never writes that step (its
    // due follow-ups leave out leads who replied), so it counts as skipped for their reply here.
    sql<{ step: number; n: number }>`
      select d.step + 1 as step, count(*)::int as n
        from dm_deliveries d
       where d.campaign_id = ${campaignId} and d.state = 'sent' and d.step < ${followUpWaits.length}
         and not exists (select 1 from dm_deliveries n where n.campaign_id = d.campaign_id and n.username = d.username and n.step = d.step + 1)
         and exists (select 1 from campaign_replies r where r.campaign_id = d.campaign_id and r.username = d.username)
       group by d.step`.execute(db),
  ]);
  const steps = Math.max(followUpWaits.length + 1, ...states.rows.map((row) => row.step + 1));
  const counted: CampaignStep[] = Array.from({ length: steps }, (_, step) => ({
    step,
    wait_days: step === 0 ? null : (followUpWaits[step - 1] ?? null),
    sent: 0,
    replied: 0,
    failed: 0,
    skipped: { replied: 0, do_not_contact: 0, already_dmd: 0, cannot_dm: 0 },
    pending: 0,
  }));
  for (const row of states.rows) {
    const step = counted[row.step];
    if (!step) continue;
    // The delivery log's reading of a ledger row (sent rows before their replies are counted below).
    const { status, reason } = deliveryStatusOf(row.state, false);
    if (status === 'sent') step.sent += row.n;
    else if (status === 'failed') step.failed += row.n;
    else if (status === 'pending') step.pending += row.n;
    else if (status === 'skipped' && reason && reason !== 'failed') step.skipped[reason] += row.n;
  }
  for (const row of replies.rows) {
    const step = counted[row.step];
    if (step) step.replied += row.n;
  }
  for (const row of stoppedByReply.rows) {
    const step = counted[row.step];
    if (step) step.skipped.replied += row.n;
  }
  return counted;
}
