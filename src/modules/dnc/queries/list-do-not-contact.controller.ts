import { Controller, Get, Inject, Query, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { sql } from 'kysely';
import { DATABASE } from '../../../platform/database/database.module';
import type { Database } from '../../../platform/database/database';
import { CurrentUser, SignedInGuard, type SignedInUser } from '../../../platform/http/current-user';
import { contentRange, parseListQuery, textFilter } from '../../../platform/http/list-query';
import { listSearchTerm } from './list-search-term';

const SORT_COLUMNS = { username: 'username', addedAt: 'added_at', id: 'username' } as const;

@ApiTags('Do Not Contact')
@Controller('do-not-contact')
@UseGuards(SignedInGuard)
export class ListDoNotContactController {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * The signed-in user's list, paged and sorted; filter {"q": "..."} searches by substring ("@Alice" finds
   * alice) and filter {"id": [...]} picks entries by username (react-admin's getMany).
   */
  @Get()
  async list(@CurrentUser() user: SignedInUser, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply) {
    const { sortField, order, from, limit, filter, ids } = parseListQuery(query, ['username', 'addedAt', 'id'], {
      sort: 'addedAt',
      order: 'DESC',
      pageSize: 50,
      maxPageSize: 1000,
    });
    const search = listSearchTerm(textFilter(filter, 'q'));
    const conditions = [sql`user_id = ${user.id}`];
    if (search) conditions.push(sql`username like ${`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
    if (ids) conditions.push(sql`username = any(${ids}::text[])`);
    const where = sql.join(conditions, sql` and `);
    const direction = order === 'ASC' ? sql`asc` : sql`desc`;
    const column = sql.ref(SORT_COLUMNS[sortField]);
    const [page, total] = await Promise.all([
      sql<{ username: string; added_at: Date }>`
        select username, added_at from dnc_entries where ${where}
        order by ${column} ${direction}, username asc offset ${from} limit ${limit}`.execute(this.db),
      conditions.length > 1
        ? sql<{ total: string }>`select count(*) as total from dnc_entries where ${where}`.execute(this.db)
        : sql<{ total: string }>`select coalesce((select entry_count from dnc_lists where user_id = ${user.id}), 0) as total`.execute(
            this.db,
          ),
    ]);
    const rows = page.rows.map((row) => ({ id: row.username, username: row.username, addedAt: row.added_at.toISOString() }));
    void reply.header('content-range', contentRange('do-not-contact', from, rows.length, Number(total.rows[0]?.total ?? 0)));
    return rows;
  }
}
