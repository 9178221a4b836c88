import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { type Caller, CommandCaller, Commands } from '../../platform/commands/command-endpoint';
import { DATABASE } from '../../platform/database/database.module';
import type { Database } from '../../platform/database/database';
import { CurrentUser, SignedInGuard, type SignedInUser } from '../../platform/http/current-user';
import { DomainError } from '../../platform/http/domain-error';
import { contentRange, parseListQuery } from '../../platform/http/list-query';
import { type RateLimit, RateLimits } from '../../platform/http/rate-limits';
import { ZodPipe } from '../../platform/http/zod-body';
import { ChangeFeedbackItem, CastFeedbackVote } from './commands/commands';
import {
  BOARD_PAGE,
  FEEDBACK_ITEM_LIMITS,
  type FeedbackAnswer,
  type FeedbackRow,
  feedbackMessages,
  type SubmitFeedbackBody,
  submitFeedbackSchema,
  type VoteAnswer,
  type VoteBody,
  voteMessage,
  voteSchema,
} from './contract';
import { FeedbackFacts } from './facts';
import { feedbackCount, feedbackRows } from './queries/rows';

/** New items per user: an hour's and a day's window. */
const ITEM_RATE_LIMITS: RateLimit[] = [
  { name: 'feedback-item-hour', max: FEEDBACK_ITEM_LIMITS.perHour, windowSeconds: 3600 },
  { name: 'feedback-item-day', max: FEEDBACK_ITEM_LIMITS.perDay, windowSeconds: 86_400 },
];

/** Ids are UUIDs; anything else is an item that does not exist (404), never a database error. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
function itemId(id: string): string {
  if (!UUID.test(id)) throw new DomainError(feedbackMessages.notFound, 'not_found', 'not_found');
  return id.toLowerCase();
}

/** The Feedback & Requests board (contract.ts lists the routes). */
@ApiTags('Feedback')
@Controller('feedback')
@UseGuards(SignedInGuard)
export class FeedbackController {
  constructor(
    private readonly commands: Commands,
    private readonly facts: FeedbackFacts,
    @Inject(DATABASE) private readonly db: Database,
    private readonly rateLimits: RateLimits,
  ) {}

  /** A page of every user's items, newest first, with the caller's votes; Content-Range gives the total. */
  @Get()
  async list(@CurrentUser() user: SignedInUser, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply): Promise<FeedbackRow[]> {
    const { order, from, limit } = parseListQuery(query, ['created_at'], { sort: 'created_at', order: 'DESC', pageSize: BOARD_PAGE.size, maxPageSize: BOARD_PAGE.max });
    const [rows, total] = await Promise.all([
      feedbackRows(this.db, user.actorId, { from, limit, order: order === 'ASC' ? 'asc' : 'desc' }),
      feedbackCount(this.db),
    ]);
    reply.header('Content-Range', contentRange('feedback', from, rows.length, total));
    return rows;
  }

  /** A feature request or bug report (Basic and Pro plans). */
  @Post()
  @HttpCode(201)
  async submit(@CommandCaller() caller: Caller, @Body(new ZodPipe(submitFeedbackSchema)) body: SubmitFeedbackBody): Promise<FeedbackAnswer> {
    // Counted once the body is valid, so a mistyped form costs nothing.
    await this.rateLimits.consume(caller.user.actorId, ITEM_RATE_LIMITS, feedbackMessages.tooManyItems);
    const feedbackId = randomUUID();
    await this.commands.execute(
      new ChangeFeedbackItem({
        type: 'SubmitFeedback',
        feedbackId,
        userId: caller.user.actorId,
        userEmail: caller.user.email,
        plan: await this.facts.plan(caller.user.actorId),
        feedbackType: body.type,
        title: body.title,
        description: body.description ?? '',
        at: new Date().toISOString(),
      }),
      caller,
    );
    return { id: feedbackId, message: feedbackMessages.submitted };
  }

  /** Only the author deletes. */
  @Delete(':id')
  async delete(@CommandCaller() caller: Caller, @Param('id') id: string): Promise<FeedbackAnswer> {
    const feedbackId = itemId(id);
    const plan = await this.facts.plan(caller.user.actorId);
    await this.commands.execute(new ChangeFeedbackItem({ type: 'DeleteFeedback', feedbackId, userId: caller.user.actorId, plan, at: new Date().toISOString() }), caller);
    return { id: feedbackId, message: feedbackMessages.deleted };
  }

  /** Up or down; the same again takes the vote back, the other flips it. Answers the item's new count. */
  @Post(':id/vote')
  @HttpCode(200)
  async vote(@CommandCaller() caller: Caller, @Param('id') id: string, @Body(new ZodPipe(voteSchema)) body: VoteBody): Promise<VoteAnswer> {
    const feedbackId = itemId(id);
    const [plan, itemExists] = await Promise.all([this.facts.plan(caller.user.actorId), this.facts.itemExists(feedbackId)]);
    const { events } = await this.commands.execute(
      new CastFeedbackVote({ type: 'CastVote', feedbackId, userId: caller.user.actorId, direction: body.vote_type, plan, itemExists, at: new Date().toISOString() }),
      caller,
    );
    const vote = events[0]?.data.vote ?? null;
    const [row] = await feedbackRows(this.db, caller.user.actorId, { ids: [feedbackId] });
    return { id: feedbackId, votes: row?.votes ?? 0, vote_type: vote, has_voted: vote !== null, message: voteMessage(vote) };
  }
}
