import { type RawBuilder, type Selectable, sql } from 'kysely';
import type { DmDeliveriesTable } from '../../../../projections/runner/tables';
import type { Database } from '../../../platform/database/database';
import { conversationUrl } from '../replies/contract';
import type { DeliveryRow, DeliveryStatus } from './contract';
import { deliveryStatusOf, statusFilter, usernamePattern } from './delivery-status';

/** Which of a campaign's ledger rows the log lists. */
export interface DeliveriesWanted {
  userId: string;
  campaignId: string;
  status: DeliveryStatus | null;
  search: string;
}

/** Where a page starts: an offset (the list's range) or after the last row read (the file's pages). */
export type PageStart = { offset: number } | { after: { contactIndex: number; id: string } };

export interface LedgerPage {
  rows: DeliveryRow[];
  last: { contactIndex: number; id: string } | null;
}

/** A ledger row as the deliveries list shows it: when it settled (or was reserved), and whether its lead replied. */
type LedgerRow = Pick<Selectable<DmDeliveriesTable>, 'id' | 'username' | 'state' | 'error_message' | 'variation' | 'step' | 'contact_index' | 'conversation_id'> & {
  at: Date;
  replied: boolean;
};

// A reply of the campaign answering this delivery (campaign_replies keeps the delivery's id as text).
const answered = sql`exists (select 1 from campaign_replies r where r.campaign_id = d.campaign_id and r.delivery_id = d.id::text)`;

function conditions(wanted: DeliveriesWanted): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`d.user_id = ${wanted.userId}`, sql`d.campaign_id = ${wanted.campaignId}`];
  if (wanted.status) {
    const filter = statusFilter(wanted.status);
    parts.push(sql`d.state = any(${filter.states}::text[])`);
    if (filter.replied !== undefined) parts.push(filter.replied ? answered : sql`not ${answered}`);
  }
  const pattern = usernamePattern(wanted.search);
  if (pattern) parts.push(sql`d.username like ${pattern}`);
  return sql.join(parts, sql` and `);
}

/** A page of the log, last contacted first, read from the runner's ledger and the campaign's replies. */
export async function readDeliveries(db: Database, wanted: DeliveriesWanted, start: PageStart, limit: number): Promise<LedgerPage> {
  const where = conditions(wanted);
  const page =
    'offset' in start
      ? sql`offset ${start.offset}`
      : sql`and (d.contact_index, d.id::text) < (${start.after.contactIndex}, ${start.after.id})`;
  const { rows } = await sql<LedgerRow>`
    select d.id::text as id, d.username, d.state, d.error_message, d.variation, d.step, d.contact_index,
           coalesce(d.finished_at, d.reserved_at) as at,
           coalesce(d.conversation_id, (select r.conversation_id from campaign_replies r
                                         where r.campaign_id = d.campaign_id and r.delivery_id = d.id::text limit 1)) as conversation_id,
           ${answered} as replied
      from dm_deliveries d
     where ${where} ${'after' in start ? page : sql``}
     order by d.contact_index desc, d.id::text desc
     ${'offset' in start ? page : sql``} limit ${limit}`.execute(db);
  const last = rows.at(-1);
  return { rows: rows.map(toDeliveryRow), last: last ? { contactIndex: last.contact_index, id: last.id } : null };
}

/** How many rows the filters leave. */
export async function countDeliveries(db: Database, wanted: DeliveriesWanted): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from dm_deliveries d where ${conditions(wanted)}`.execute(db);
  return rows[0]?.n ?? 0;
}

function toDeliveryRow(row: LedgerRow): DeliveryRow {
  const { status, reason } = deliveryStatusOf(row.state, row.replied);
  return {
    id: row.id,
    username: row.username,
    status,
    reason,
    error_message: status === 'failed' ? row.error_message : null,
    variation: row.variation,
    step: row.step,
    at: new Date(row.at).toISOString(),
    conversation_url: row.conversation_id ? conversationUrl(row.conversation_id) : null,
  };
}
