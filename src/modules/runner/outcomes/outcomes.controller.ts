import { Controller, Get, Inject, Param, Query, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../../../platform/database/database';
import { DATABASE } from '../../../platform/database/database.module';
import { CurrentUser, SignedInGuard, type SignedInUser } from '../../../platform/http/current-user';
import { DomainError } from '../../../platform/http/domain-error';
import { contentRange, parseListQuery } from '../../../platform/http/list-query';
import { type OutcomeKind, type OutcomeReason, type OutcomeRow, outcomeKinds, outcomeMessages } from './contract';

const LIST_DEFAULTS = { sort: 'contact_index', order: 'ASC', pageSize: 50, maxPageSize: 200 } as const;

type LedgerState = 'failed' | 'skipped_do_not_contact' | 'skipped_already_dmd' | 'skipped_cannot_dm' | 'skipped_replied';

/** The ledger's states each kind lists, and the reason each state gives. */
const STATES: Record<OutcomeKind, ReadonlyArray<readonly [LedgerState, OutcomeReason]>> = {
  failed: [['failed', 'failed']],
  skipped: [
    ['skipped_do_not_contact', 'do_not_contact'],
    ['skipped_already_dmd', 'already_dmd'],
    ['skipped_cannot_dm', 'cannot_dm'],
    ['skipped_replied', 'replied'],
  ],
};

/**
 * A campaign's failed or skipped leads with their reasons, read from the runner's delivery ledger in contact order.
 * The campaign is the signed-in user's when the runner ran it for them (campaign_runs); otherwise 404.
 */
@ApiTags('Campaigns')
@Controller('campaigns')
@UseGuards(SignedInGuard)
export class OutcomesController {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  @Get(':id/outcomes')
  async list(
    @CurrentUser() user: SignedInUser,
    @Param('id') campaignId: string,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OutcomeRow[]> {
    const kind = outcomeKinds.find((known) => known === query.kind);
    if (!kind) throw new DomainError(outcomeMessages.kindInvalid, 'invalid_kind');
    const { order, from, limit } = parseListQuery(query, ['contact_index'], LIST_DEFAULTS);
    const run = await this.db.selectFrom('campaign_runs').select('campaign_id').where('user_id', '=', user.workspaceId).where('campaign_id', '=', campaignId).executeTakeFirst();
    if (!run) throw new DomainError(outcomeMessages.notFound, 'not_found', 'not_found');
    const states = STATES[kind].map(([state]) => state);
    const listed = this.db
      .selectFrom('dm_deliveries')
      .where('user_id', '=', user.workspaceId)
      .where('campaign_id', '=', campaignId)
      .where('state', 'in', states);
    const [page, total] = await Promise.all([
      listed
        .select(['id', 'username', 'state', 'error_message', 'reserved_at', 'finished_at'])
        .orderBy('contact_index', order === 'ASC' ? 'asc' : 'desc')
        .orderBy('id')
        .offset(from)
        .limit(limit)
        .execute(),
      listed.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    ]);
    const rows: OutcomeRow[] = page.map((row) => ({
      id: row.id,
      campaign_id: campaignId,
      username: row.username,
      kind,
      reason: STATES[kind].find(([state]) => state === row.state)?.[1] ?? 'failed',
      error_message: kind === 'failed' ? row.error_message : null,
      at: new Date(row.finished_at ?? row.reserved_at).toISOString(),
    }));
    reply.header('Content-Range', contentRange('campaign-outcomes', from, rows.length, Number(total.n)));
    return rows;
  }
}
