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
    let matching = this.db.selectFrom('dnc_entries').where('user_id', '=', user.workspaceId);
    if (search) matching = matching.where('username', 'like', `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    if (ids) matching = matching.where((eb) => eb('username', '=', eb.fn.any(eb.val(ids))));
    const [page, total] = await Promise.all([
      matching
        .select(['username', 'added_at'])
        .orderBy(SORT_COLUMNS[sortField], order === 'ASC' ? 'asc' : 'desc')
        .orderBy('username', 'asc')
        .offset(from)
        .limit(limit)
        .execute(),
      // The whole list's size is kept with it; a filtered one is counted.
      search || ids
        ? matching.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirst()
        : this.db
            .selectNoFrom(sql<string>`coalesce((select entry_count from dnc_lists where user_id = ${user.workspaceId}), 0)`.as('total'))
            .executeTakeFirst(),
    ]);
    const rows = page.map((row) => ({ id: row.username, username: row.username, addedAt: row.added_at.toISOString() }));
    void reply.header('content-range', contentRange('do-not-contact', from, rows.length, Number(total?.total ?? 0)));
    return rows;
  }
}
