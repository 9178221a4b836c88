import { Controller, Get, Inject, Query, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { sql } from 'kysely';
import { DATABASE } from '../../../platform/database/database.module';
import type { Database } from '../../../platform/database/database';
import { CurrentUser, SignedInGuard, type SignedInUser } from '../../../platform/http/current-user';
import { contentRange, parseListQuery } from '../../../platform/http/list-query';

const SORT_COLUMNS = { username: 'username', addedAt: 'added_at', id: 'username' } as const;

@ApiTags('Do Not Contact')
@Controller('do-not-contact')
@UseGuards(SignedInGuard)
export class ListDoNotContactController {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** The signed-in user's list, paged, sorted and searched by substring (filter {"q": "..."}). */
  @Get()
  async list(@CurrentUser() user: SignedInUser, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply) {
    const { sortField, order, from, limit, filter } = parseListQuery(query, ['username', 'addedAt', 'id'], {
      sort: 'addedAt',
      order: 'DESC',
      pageSize: 50,
      maxPageSize: 1000,
    });
    const search = typeof filter.q === 'string' ? filter.q.trim().toLowerCase() : '';
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const where = search ? sql`user_id = ${user.id} and username like ${pattern}` : sql`user_id = ${user.id}`;
    const direction = order === 'ASC' ? sql`asc` : sql`desc`;
    const column = sql.ref(SORT_COLUMNS[sortField]);
    const [page, total] = await Promise.all([
      sql<{ username: string; added_at: Date }>`
        select username, added_at from dnc_entries where ${where}
        order by ${column} ${direction}, username asc offset ${from} limit ${limit}`.execute(this.db),
      search
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
