/** The ledger's rows as a step reads and completes them (dm_deliveries; settle-batch.ts writes the sent ones). */
import { sql } from 'kysely';
import type { Database } from '../../../platform/database/database';
import type { Reservation } from './reserve';
import type { DeliveryRow } from './run-row';

/** A delivery just reserved, as the step sends it (the fields the send reads). */
export function reservedDelivery(reservation: Reservation, campaign: { userId: string; campaignId: string }, accountId: string): DeliveryRow {
  return {
    id: reservation.deliveryId,
    user_id: campaign.userId,
    campaign_id: campaign.campaignId,
    account_id: accountId,
    lead_source_id: '',
    username: reservation.username,
    recipient_x_id: reservation.recipientXId,
    contact_index: 0,
    day: '',
    state: 'reserved',
    text: reservation.text,
    reserved_at: new Date(),
  };
}

export async function readDelivery(db: Database, deliveryId: string): Promise<DeliveryRow | undefined> {
  const { rows } = await sql<DeliveryRow>`
    select id, user_id, campaign_id, account_id, lead_source_id, username, recipient_x_id, contact_index,
           to_char(day, 'YYYY-MM-DD') as day, state, text, reserved_at,
           array(select e.x_message_id from dm_deliveries e
                  where e.campaign_id = d.campaign_id and e.username = d.username and e.step < d.step and e.x_message_id is not null) as earlier_message_ids
      from dm_deliveries d where id = ${deliveryId}`.execute(db);
  return rows[0];
}

/** Stored before the send: after a crash the conversation with this recipient is what tells whether it went. */
export async function storeRecipient(db: Database, deliveryId: string, recipientXId: string): Promise<void> {
  await sql`update dm_deliveries set recipient_x_id = ${recipientXId} where id = ${deliveryId}`.execute(db);
}
