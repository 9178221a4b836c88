import { sql } from 'kysely';
import type { Database } from '../../../platform/database/database';
import type { ApiKeyRow, ApiKeyScope } from '../contract/schemas';

/** The workspace's keys that are not revoked, newest first (expired ones stay listed, marked, until revoked). */
export async function apiKeyRows(db: Database, workspaceId: string, ids?: readonly string[]): Promise<ApiKeyRow[]> {
  let query = db
    .selectFrom('api_keys as k')
    .leftJoin('api_key_uses as used', 'used.key_id', 'k.id')
    .leftJoin('user_emails as u', 'u.id', 'k.created_by')
    .select([
      'k.id',
      'k.name',
      'k.scope',
      'k.prefix',
      'k.created_at',
      'k.expires_at',
      'used.last_used_at',
      'u.email as created_by_email',
      sql<boolean>`k.expires_at is not null and k.expires_at <= now()`.as('expired'),
    ])
    .where('k.workspace_id', '=', workspaceId)
    .where('k.revoked_at', 'is', null);
  if (ids) query = query.where('k.id', 'in', ids.length > 0 ? [...ids] : ['']);
  const rows = await query.orderBy('k.created_at', 'desc').orderBy('k.id').execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    scope: row.scope as ApiKeyScope,
    prefix: row.prefix,
    created_at: new Date(row.created_at).toISOString(),
    created_by_email: row.created_by_email ?? null,
    expires_at: row.expires_at ? new Date(row.expires_at).toISOString() : null,
    last_used_at: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
    expired: row.expired,
  }));
}
