import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, Get, Inject, Param, Patch, Post, Put, Query, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { sql } from 'kysely';
import type { FastifyReply } from 'fastify';
import { type Caller, CommandCaller, Commands } from '../../platform/commands/command-endpoint';
import { DATABASE } from '../../platform/database/database.module';
import type { Database } from '../../platform/database/database';
import { CurrentUser, SignedInGuard, type SignedInUser } from '../../platform/http/current-user';
import { contentRange, parseListQuery, textFilter } from '../../platform/http/list-query';
import { ZodPipe } from '../../platform/http/zod-body';
import { ChangeTemplates } from './commands/commands';
import {
  type DeleteAnswer,
  type TemplateAnswer,
  type TemplateInput,
  type TemplateRow,
  templateMessages,
  templateSchema,
  templateSortFields,
} from './contract';
import { LIST_DEFAULTS, pageOf } from './queries/page';
import { ownTemplate, toTemplateRow } from './queries/rows';

const SORT_COLUMNS = { created_at: 'created_at', updated_at: 'updated_at', name: 'name', id: 'created_at' } as const;

/** Message templates: several variations each, made and edited in the wizard's template modal. */
@ApiTags('Message templates')
@Controller('message-templates')
@UseGuards(SignedInGuard)
export class MessageTemplatesController {
  constructor(
    private readonly commands: Commands,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  /** The user's templates, newest first; filter {"q"} searches names, {"id": [...]}. */
  @Get()
  async list(
    @CurrentUser() user: SignedInUser,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TemplateRow[]> {
    const { sortField, order, from, limit, filter, ids } = parseListQuery(query, templateSortFields, LIST_DEFAULTS);
    const page = await pageOf(this.db, {
      table: 'message_templates',
      userId: user.workspaceId,
      conditions: [],
      ids,
      search: textFilter(filter, 'q').trim().toLowerCase(),
      sortColumn: SORT_COLUMNS[sortField],
      order,
      from,
      limit,
    });
    void reply.header('content-range', contentRange('message-templates', from, page.rows.length, page.total));
    return page.rows.map(toTemplateRow);
  }

  @Get(':id')
  one(@CurrentUser() user: SignedInUser, @Param('id') id: string): Promise<TemplateRow> {
    return ownTemplate(this.db, user.workspaceId, id);
  }

  @Post()
  async create(@CommandCaller() caller: Caller, @Body(new ZodPipe(templateSchema)) body: TemplateInput): Promise<TemplateAnswer> {
    const templateId = randomUUID();
    await this.commands.execute(new ChangeTemplates({ type: 'CreateTemplate', userId: caller.user.workspaceId, templateId, ...body }), caller);
    return { ...(await ownTemplate(this.db, caller.user.workspaceId, templateId)), message: templateMessages.created };
  }

  @Put(':id')
  put(@CommandCaller() caller: Caller, @Param('id') id: string, @Body(new ZodPipe(templateSchema)) body: TemplateInput): Promise<TemplateAnswer> {
    return this.edit(caller, id, body);
  }

  @Patch(':id')
  patch(@CommandCaller() caller: Caller, @Param('id') id: string, @Body(new ZodPipe(templateSchema)) body: TemplateInput): Promise<TemplateAnswer> {
    return this.edit(caller, id, body);
  }

  /** Deletes a template no campaign uses. */
  @Delete(':id')
  async delete(@CommandCaller() caller: Caller, @Param('id') id: string): Promise<DeleteAnswer> {
    const userId = caller.user.workspaceId;
    const used = await this.db
      .selectFrom('campaigns')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      // As the first message or as a follow-up.
      .where((eb) => eb.or([eb('template_id', '=', id), sql<boolean>`follow_ups @> ${JSON.stringify([{ template_id: id }])}::jsonb`]))
      .executeTakeFirst();
    await this.commands.execute(new ChangeTemplates({ type: 'DeleteTemplate', userId, templateId: id, usedBy: Number(used?.n ?? 0) }), caller);
    return { id, message: templateMessages.deleted };
  }

  private async edit(caller: Caller, templateId: string, body: TemplateInput): Promise<TemplateAnswer> {
    await this.commands.execute(new ChangeTemplates({ type: 'EditTemplate', userId: caller.user.workspaceId, templateId, ...body }), caller);
    return { ...(await ownTemplate(this.db, caller.user.workspaceId, templateId)), message: templateMessages.updated };
  }
}
