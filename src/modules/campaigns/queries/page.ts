import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../../platform/database/database';

/**
 * One page of a user's rows of a read model and the count of all that match: the shape every list endpoint of
 * this context answers (ra-data-simple-rest), ordered by the sort column, then newest first, then id.
 */
export async function pageOf<Row>(
  db: Database,
  query: {
    table: 'campaigns' | 'message_templates' | 'keyword_samples';
    userId: string;
    conditions: RawBuilder<unknown>[];
    ids: string[] | undefined;
    search?: string;
    sortColumn: string;
    order: 'ASC' | 'DESC';
    from: number;
    limit: number;
  },
): Promise<{ rows: Row[]; total: number }> {
  const conditions = [sql`user_id = ${query.userId}`, ...query.conditions];
  if (query.search) conditions.push(sql`strpos(lower(name), ${query.search}) > 0`);
  if (query.ids) conditions.push(sql`id = any(${query.ids}::text[])`);
  const where = sql.join(conditions, sql` and `);
  const table = sql.table(query.table);
  const direction = query.order === 'ASC' ? sql`asc` : sql`desc`;
  const [page, total] = await Promise.all([
    sql<Row>`
      select * from ${table} where ${where}
      order by ${sql.ref(query.sortColumn)} ${direction}, created_at desc, id asc offset ${query.from} limit ${query.limit}`.execute(db),
    sql<{ total: number }>`select count(*)::int as total from ${table} where ${where}`.execute(db),
  ]);
  return { rows: page.rows, total: total.rows[0]?.total ?? 0 };
}

/** Every list's paging: 50 rows by default, at most 1,000, newest first. */
export const LIST_DEFAULTS = { sort: 'created_at', order: 'DESC', pageSize: 50, maxPageSize: 1000 } as const;
