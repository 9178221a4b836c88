import type { Database } from '../../../platform/database/database';
import type { VariationTally } from './reply-rate-posterior';

/** A campaign's DMs sent and leads that replied, per variation of its template, as the ledger records them. */
export interface VariationCounts {
  /** By variation index; as long as the template's variations, or longer when DMs used one since removed. */
  tallies: VariationTally[];
  /** DMs sent before the ledger recorded variations, and their replies: counted apart, never guessed. */
  unattributed: VariationTally;
}

/**
 * Counts from the delivery ledger and the replies read model: a reply counts for the variation of the DM it
 * answered (each lead once). `variations`: the template's current number of variations.
 */
export async function readVariationCounts(db: Database, campaignId: string, variations: number): Promise<VariationCounts> {
  const rows = await db
    .selectFrom('dm_deliveries as d')
    .leftJoin(
      (eb) => eb.selectFrom('campaign_replies').select('delivery_id').distinct().where('campaign_id', '=', campaignId).as('r'),
      (join) => join.on((eb) => eb('r.delivery_id', '=', eb.cast<string>('d.id', 'text'))),
    )
    .select((eb) => ['d.variation', eb.cast<number>(eb.fn.countAll(), 'integer').as('sent'), eb.cast<number>(eb.fn.count('r.delivery_id'), 'integer').as('replies')])
    .where('d.campaign_id', '=', campaignId)
    .where('d.state', '=', 'sent')
    // The first message's variations: follow-ups have templates of their own.
    .where('d.step', '=', 0)
    .groupBy('d.variation')
    .execute();
  const seen = Math.max(variations, ...rows.map((row) => (row.variation ?? -1) + 1));
  const tallies: VariationTally[] = Array.from({ length: seen }, () => ({ sent: 0, replies: 0 }));
  let unattributed: VariationTally = { sent: 0, replies: 0 };
  for (const row of rows) {
    if (row.variation === null) unattributed = { sent: row.sent, replies: row.replies };
    else tallies[row.variation] = { sent: row.sent, replies: row.replies };
  }
  return { tallies, unattributed };
}
