import { Controller, Get, Inject, Param, Query, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DATABASE } from '../../../platform/database/database.module';
import type { Database } from '../../../platform/database/database';
import { CurrentUser, SignedInGuard, type SignedInUser } from '../../../platform/http/current-user';
import { contentRange, parseListQuery } from '../../../platform/http/list-query';
import { LEAD_LIMITS, type LeadRow } from '../contract';
import { ownSource } from './source-rows';

@ApiTags('Lead sources')
@Controller('lead-sources')
@UseGuards(SignedInGuard)
export class ListLeadsController {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** The leads of one of the user's sources, ordered by username, 20 per page (range=[0,19]). */
  @Get(':id/leads')
  async list(
    @CurrentUser() user: SignedInUser,
    @Param('id') id: string,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LeadRow[]> {
    const source = await ownSource(this.db, user.workspaceId, id);
    const { order, from, limit, ids } = parseListQuery(query, ['username', 'id'], {
      sort: 'username',
      order: 'ASC',
      pageSize: LEAD_LIMITS.pageSize,
      maxPageSize: 1000,
    });
    let select = this.db.selectFrom('leads').selectAll().where('source_id', '=', source.id);
    if (ids) select = select.where('username', 'in', ids.length > 0 ? ids.map((leadId) => leadId.slice(leadId.lastIndexOf(':') + 1)) : ['']);
    const [rows, count] = await Promise.all([
      select
        .orderBy('username', order === 'ASC' ? 'asc' : 'desc')
        .offset(from)
        .limit(limit)
        .execute(),
      ids
        ? select
            .clearSelect()
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirst()
            .then((row) => Number(row?.n ?? 0))
        : Promise.resolve(source.total_leads),
    ]);
    void reply.header('content-range', contentRange('leads', from, rows.length, count));
    return rows.map((row) => ({
      id: `${source.id}:${row.username}`,
      lead_source_id: source.id,
      username: row.username,
      name: row.name,
      bio: row.bio,
      bio_urls: row.bio_urls,
      urls: row.urls,
      location: row.location,
      verified: row.verified,
      followers_count: row.followers_count,
      following_count: row.following_count,
      can_dm: row.can_dm,
      metadata: row.metadata,
    }));
  }
}
