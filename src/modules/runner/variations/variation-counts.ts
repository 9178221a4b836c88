import { sql } from 'kysely';
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
  const { rows } = await sql<{ variation: number | null; sent: number; replies: number }>`
    select d.variation, count(*)::int as sent, count(r.delivery_id)::int as replies
      from dm_deliveries d
      left join (select distinct delivery_id from campaign_replies where campaign_id = ${campaignId}) r on r.delivery_id = d.id::text
     where d.campaign_id = ${campaignId} and d.state = 'sent'
     group by d.variation`.execute(db);
  const seen = Math.max(variations, ...rows.map((row) => (row.variation ?? -1) + 1));
  const tallies: VariationTally[] = Array.from({ length: seen }, () => ({ sent: 0, replies: 0 }));
  let unattributed: VariationTally = { sent: 0, replies: 0 };
  for (const row of rows) {
    if (row.variation === null) unattributed = { sent: row.sent, replies: row.replies };
    else tallies[row.variation] = { sent: row.sent, replies: row.replies };
  }
  return { tallies, unattributed };
}
