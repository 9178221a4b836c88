import { type RawBuilder, type Selectable, sql } from 'kysely';
import type { Database, ReadModels } from '../../../platform/database/database';

type ListedTable = 'campaigns' | 'message_templates' | 'keyword_samples';

/**
 * One page of a user's rows of a read model and the count of all that match: the shape every list endpoint of
 * this context answers (ra-data-simple-rest), ordered by the sort column, then newest first, then id. The rows
 * are the table's own (its type in ReadModels: `select *`).
 */
export async function pageOf<Table extends ListedTable>(
  db: Database,
  query: {
    table: Table;
    userId: string;
    conditions: RawBuilder<unknown>[];
    ids: string[] | undefined;
    search?: string;
    sortColumn: keyof ReadModels[Table] & string;
    order: 'ASC' | 'DESC';
    from: number;
    limit: number;
  },
): Promise<{ rows: Selectable<ReadModels[Table]>[]; total: number }> {
  const conditions = [sql`user_id = ${query.userId}`, ...query.conditions];
  if (query.search) conditions.push(sql`strpos(lower(name), ${query.search}) > 0`);
  if (query.ids) conditions.push(sql`id = any(${query.ids}::text[])`);
  const where = sql.join(conditions, sql` and `);
  const table = sql.table(query.table);
  const direction = query.order === 'ASC' ? sql`asc` : sql`desc`;
  const [page, total] = await Promise.all([
    sql<Selectable<ReadModels[Table]>>`
      select * from ${table} where ${where}
      order by ${sql.ref(query.sortColumn)} ${direction}, created_at desc, id asc offset ${query.from} limit ${query.limit}`.execute(db),
    sql<{ total: number }>`select count(*)::int as total from ${table} where ${where}`.execute(db),
  ]);
  return { rows: page.rows, total: total.rows[0]?.total ?? 0 };
}

/** Every list's paging: 50 rows by default, at most 1,000, newest first. */
export const LIST_DEFAULTS = { sort: 'created_at', order: 'DESC', pageSize: 50, maxPageSize: 1000 } as const;
