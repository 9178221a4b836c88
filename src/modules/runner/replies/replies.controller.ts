import { Controller, Get, Inject, Param, Query, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DATABASE } from '../../../platform/database/database.module';
import type { Database } from '../../../platform/database/database';
import { DomainError } from '../../../platform/http/domain-error';
import { CurrentUser, SignedInGuard, type SignedInUser } from '../../../platform/http/current-user';
import { contentRange, parseListQuery } from '../../../platform/http/list-query';
import { campaignMessages } from '../../campaigns/contract';
import { conversationUrl, profileUrl, type ReplyRow } from './contract';

const LIST_DEFAULTS = { sort: 'received_at', order: 'DESC', pageSize: 25, maxPageSize: 200 } as const;

/** A campaign's replies (read model campaign_replies), newest first; only the campaign's owner sees them. */
@ApiTags('Campaigns')
@Controller('campaigns')
@UseGuards(SignedInGuard)
export class RepliesController {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  @Get(':id/replies')
  async list(
    @CurrentUser() user: SignedInUser,
    @Param('id') campaignId: string,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ReplyRow[]> {
    const { order, from, limit } = parseListQuery(query, ['received_at'], LIST_DEFAULTS);
    const campaign = await this.db.selectFrom('campaign_run_settings').select('id').where('user_id', '=', user.workspaceId).where('id', '=', campaignId).executeTakeFirst();
    if (!campaign) throw new DomainError(campaignMessages.notFound, 'not_found', 'not_found');
    const direction = order === 'ASC' ? 'asc' : 'desc';
    const [page, total] = await Promise.all([
      this.db
        .selectFrom('campaign_replies as r')
        .leftJoin('x_profile_names as p', 'p.id', 'r.recipient_x_id')
        .select(['r.id', 'r.campaign_id', 'r.username', 'p.name', 'r.text', 'r.received_at', 'r.conversation_id'])
        .where('r.user_id', '=', user.workspaceId)
        .where('r.campaign_id', '=', campaignId)
        .orderBy('r.received_at', direction)
        .orderBy('r.id', direction)
        .offset(from)
        .limit(limit)
        .execute(),
      this.db
        .selectFrom('campaign_replies')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', user.workspaceId)
        .where('campaign_id', '=', campaignId)
        .executeTakeFirstOrThrow(),
    ]);
    const rows: ReplyRow[] = page.map((row) => ({
      id: row.id,
      campaign_id: row.campaign_id,
      username: row.username,
      ...(row.name ? { name: row.name } : {}),
      text: row.text,
      received_at: row.received_at.toISOString(),
      conversation_url: conversationUrl(row.conversation_id),
      profile_url: profileUrl(row.username),
    }));
    reply.header('Content-Range', contentRange('campaign-replies', from, rows.length, Number(total.n)));
    return rows;
  }
}
