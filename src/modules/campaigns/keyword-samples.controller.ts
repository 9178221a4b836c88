import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, Get, Inject, Param, Patch, Post, Put, Query, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { type Caller, CommandCaller, Commands } from '../../platform/commands/command-endpoint';
import { DATABASE } from '../../platform/database/database.module';
import type { Database } from '../../platform/database/database';
import { CurrentUser, SignedInGuard, type SignedInUser } from '../../platform/http/current-user';
import { contentRange, parseListQuery } from '../../platform/http/list-query';
import { ZodPipe } from '../../platform/http/zod-body';
import { ChangeKeywordSamples } from './commands/commands';
import {
  type DeleteAnswer,
  type KeywordSampleAnswer,
  type KeywordSampleInput,
  type KeywordSampleRow,
  keywordSampleSchema,
  sampleMessages,
  sampleSortFields,
  sampleTypes,
  updateKeywordSampleSchema,
} from './contract';
import { LIST_DEFAULTS, pageOf } from './queries/page';
import { ownSample, toSampleRow } from './queries/rows';

const SORT_COLUMNS = { created_at: 'created_at', updated_at: 'updated_at', name: 'name', id: 'created_at' } as const;
const typeSchema = z.enum(sampleTypes, { error: sampleMessages.typeRequired }).optional();

/** Saved Keyword Samples: named include or exclude keyword lists for the lead forms, at most 5 per type. */
@ApiTags('Keyword samples')
@Controller('keyword-samples')
@UseGuards(SignedInGuard)
export class KeywordSamplesController {
  constructor(
    private readonly commands: Commands,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  /** The user's samples, newest first; ?type=include|exclude (or filter {"type"}) picks one type. */
  @Get()
  async list(
    @CurrentUser() user: SignedInUser,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<KeywordSampleRow[]> {
    const { sortField, order, from, limit, filter, ids } = parseListQuery(query, sampleSortFields, LIST_DEFAULTS);
    const type = typeSchema.parse(query.type ?? filter.type ?? undefined);
    const page = await pageOf(this.db, {
      table: 'keyword_samples',
      userId: user.workspaceId,
      conditions: type ? [sql`type = ${type}`] : [],
      ids,
      sortColumn: SORT_COLUMNS[sortField],
      order,
      from,
      limit,
    });
    void reply.header('content-range', contentRange('keyword-samples', from, page.rows.length, page.total));
    return page.rows.map(toSampleRow);
  }

  @Get(':id')
  one(@CurrentUser() user: SignedInUser, @Param('id') id: string): Promise<KeywordSampleRow> {
    return ownSample(this.db, user.workspaceId, id);
  }

  @Post()
  async create(@CommandCaller() caller: Caller, @Body(new ZodPipe(keywordSampleSchema)) body: KeywordSampleInput): Promise<KeywordSampleAnswer> {
    const sampleId = randomUUID();
    const userId = caller.user.workspaceId;
    await this.commands.execute(
      new ChangeKeywordSamples({ type: 'CreateKeywordSample', userId, sampleId, name: body.name, sampleType: body.type, keywords: body.keywords }),
      caller,
    );
    return { ...(await ownSample(this.db, userId, sampleId)), message: sampleMessages.saved };
  }

  @Put(':id')
  put(@CommandCaller() caller: Caller, @Param('id') id: string, @Body(new ZodPipe(updateKeywordSampleSchema)) body: { name: string; keywords: string[] }) {
    return this.edit(caller, id, body);
  }

  @Patch(':id')
  patch(@CommandCaller() caller: Caller, @Param('id') id: string, @Body(new ZodPipe(updateKeywordSampleSchema)) body: { name: string; keywords: string[] }) {
    return this.edit(caller, id, body);
  }

  @Delete(':id')
  async delete(@CommandCaller() caller: Caller, @Param('id') id: string): Promise<DeleteAnswer> {
    await this.commands.execute(new ChangeKeywordSamples({ type: 'DeleteKeywordSample', userId: caller.user.workspaceId, sampleId: id }), caller);
    return { id, message: sampleMessages.deleted };
  }

  private async edit(caller: Caller, sampleId: string, body: { name: string; keywords: string[] }): Promise<KeywordSampleAnswer> {
    const userId = caller.user.workspaceId;
    await this.commands.execute(new ChangeKeywordSamples({ type: 'EditKeywordSample', userId, sampleId, name: body.name, keywords: body.keywords }), caller);
    return { ...(await ownSample(this.db, userId, sampleId)), message: sampleMessages.updated };
  }
}
