import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type Caller, CommandCaller, Commands } from '../../platform/commands/command-endpoint';
import { DATABASE } from '../../platform/database/database.module';
import type { Database } from '../../platform/database/database';
import { CurrentUser, SignedInGuard, type SignedInUser } from '../../platform/http/current-user';
import { DomainError } from '../../platform/http/domain-error';
import { ZodPipe } from '../../platform/http/zod-body';
import { ChangeFeedbackItem, CastFeedbackVote } from './commands/commands';
import {
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
import { feedbackRows } from './queries/rows';

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
  ) {}

  /** Every user's items, newest first, with the caller's votes. */
  @Get()
  list(@CurrentUser() user: SignedInUser): Promise<FeedbackRow[]> {
    return feedbackRows(this.db, user.id);
  }

  /** A feature request or bug report (Basic and Pro plans). */
  @Post()
  @HttpCode(201)
  async submit(@CommandCaller() caller: Caller, @Body(new ZodPipe(submitFeedbackSchema)) body: SubmitFeedbackBody): Promise<FeedbackAnswer> {
    const feedbackId = randomUUID();
    await this.commands.execute(
      new ChangeFeedbackItem({
        type: 'SubmitFeedback',
        feedbackId,
        userId: caller.user.id,
        userEmail: caller.user.email,
        plan: await this.facts.plan(caller.user.id),
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
    const plan = await this.facts.plan(caller.user.id);
    await this.commands.execute(new ChangeFeedbackItem({ type: 'DeleteFeedback', feedbackId, userId: caller.user.id, plan, at: new Date().toISOString() }), caller);
    return { id: feedbackId, message: feedbackMessages.deleted };
  }

  /** Up or down; the same again takes the vote back, the other flips it. Answers the item's new count. */
  @Post(':id/vote')
  @HttpCode(200)
  async vote(@CommandCaller() caller: Caller, @Param('id') id: string, @Body(new ZodPipe(voteSchema)) body: VoteBody): Promise<VoteAnswer> {
    const feedbackId = itemId(id);
    const [plan, itemExists] = await Promise.all([this.facts.plan(caller.user.id), this.facts.itemExists(feedbackId)]);
    const { events } = await this.commands.execute(
      new CastFeedbackVote({ type: 'CastVote', feedbackId, userId: caller.user.id, direction: body.vote_type, plan, itemExists, at: new Date().toISOString() }),
      caller,
    );
    const vote = events[0]?.data.vote ?? null;
    const [row] = await feedbackRows(this.db, caller.user.id, [feedbackId]);
    return { id: feedbackId, votes: row?.votes ?? 0, vote_type: vote, has_voted: vote !== null, message: voteMessage(vote) };
  }
}
