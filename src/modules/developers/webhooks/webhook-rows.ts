import { sql } from 'kysely';
import type { Database } from '../../../platform/database/database';
import type { WebhookDeliveryRow, WebhookEndpointRow, WebhookEventType } from '../contract/webhooks';

/** The workspace's endpoints in use, newest first. */
export async function webhookEndpointRows(db: Database, workspaceId: string, id?: string): Promise<WebhookEndpointRow[]> {
  let query = db
    .selectFrom('webhook_endpoints as e')
    .leftJoin('user_emails as u', 'u.id', 'e.created_by')
    .select(['e.id', 'e.url', 'e.event_types', 'e.created_at', 'e.disabled_at', 'e.disabled_reason', 'u.email as created_by_email'])
    .where('e.workspace_id', '=', workspaceId)
    .where('e.removed_at', 'is', null);
  if (id !== undefined) query = query.where('e.id', '=', id);
  const rows = await query.orderBy('e.created_at', 'desc').orderBy('e.id').execute();
  return rows.map((row) => ({
    id: row.id,
    url: row.url,
    event_types: row.event_types as WebhookEventType[],
    created_at: new Date(row.created_at).toISOString(),
    created_by_email: row.created_by_email ?? null,
    disabled_at: row.disabled_at ? new Date(row.disabled_at).toISOString() : null,
    disabled_reason: row.disabled_reason,
  }));
}

/** An endpoint's latest deliveries (100), newest first, each with its latest attempt. */
export async function webhookDeliveryRows(db: Database, endpointId: string): Promise<WebhookDeliveryRow[]> {
  const { rows } = await sql<{
    id: string;
    event_id: string;
    type: string;
    status: WebhookDeliveryRow['status'];
    attempts: number;
    created_at: Date;
    next_attempt_at: Date | null;
    at: Date | null;
    http_status: number | null;
    duration_ms: number | null;
    response: string | null;
    error: string | null;
  }>`
    select d.id, d.event_id, d.type, d.status, d.attempts, d.created_at, d.next_attempt_at,
           a.at, a.status as http_status, a.duration_ms, a.response, a.error
      from webhook_deliveries d
      left join lateral (select * from webhook_attempts a where a.delivery_id = d.id order by a.id desc limit 1) a on true
     where d.endpoint_id = ${endpointId}
     order by d.created_at desc, d.id
     limit 100`.execute(db);
  return rows.map((row) => ({
    id: row.id,
    event_id: row.event_id,
    type: row.type,
    status: row.status,
    attempts: row.attempts,
    created_at: new Date(row.created_at).toISOString(),
    next_attempt_at: row.next_attempt_at ? new Date(row.next_attempt_at).toISOString() : null,
    last_attempt: row.at
      ? { at: new Date(row.at).toISOString(), status: row.http_status, duration_ms: row.duration_ms ?? 0, response: row.response ?? '', error: row.error }
      : null,
  }));
}
