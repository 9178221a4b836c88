import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, Get, Inject, Param, Patch, Post, Put, Query, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { sql } from 'kysely';
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
    const { sortField, order, from, limit, filter, ids } = parseListQuery(query, templateSortFields, {
      sort: 'created_at',
      order: 'DESC',
      pageSize: 50,
      maxPageSize: 1000,
    });
    const search = textFilter(filter, 'q').trim().toLowerCase();
    const conditions = [sql`user_id = ${user.id}`];
    if (search) conditions.push(sql`strpos(lower(name), ${search}) > 0`);
    if (ids) conditions.push(sql`id = any(${ids}::text[])`);
    const where = sql.join(conditions, sql` and `);
    const direction = order === 'ASC' ? sql`asc` : sql`desc`;
    const [page, total] = await Promise.all([
      sql<Parameters<typeof toTemplateRow>[0]>`
        select * from message_templates where ${where}
        order by ${sql.ref(SORT_COLUMNS[sortField])} ${direction}, created_at desc, id asc offset ${from} limit ${limit}`.execute(this.db),
      sql<{ total: number }>`select count(*)::int as total from message_templates where ${where}`.execute(this.db),
    ]);
    void reply.header('content-range', contentRange('message-templates', from, page.rows.length, total.rows[0]?.total ?? 0));
    return page.rows.map(toTemplateRow);
  }

  @Get(':id')
  one(@CurrentUser() user: SignedInUser, @Param('id') id: string): Promise<TemplateRow> {
    return ownTemplate(this.db, user.id, id);
  }

  @Post()
  async create(@CommandCaller() caller: Caller, @Body(new ZodPipe(templateSchema)) body: TemplateInput): Promise<TemplateAnswer> {
    const templateId = randomUUID();
    await this.commands.execute(new ChangeTemplates({ type: 'CreateTemplate', userId: caller.user.id, templateId, ...body }), caller);
    return { ...(await ownTemplate(this.db, caller.user.id, templateId)), message: templateMessages.created };
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
    const userId = caller.user.id;
    const used = await this.db
      .selectFrom('campaigns')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('template_id', '=', id)
      .executeTakeFirst();
    await this.commands.execute(new ChangeTemplates({ type: 'DeleteTemplate', userId, templateId: id, usedBy: Number(used?.n ?? 0) }), caller);
    return { id, message: templateMessages.deleted };
  }

  private async edit(caller: Caller, templateId: string, body: TemplateInput): Promise<TemplateAnswer> {
    await this.commands.execute(new ChangeTemplates({ type: 'EditTemplate', userId: caller.user.id, templateId, ...body }), caller);
    return { ...(await ownTemplate(this.db, caller.user.id, templateId)), message: templateMessages.updated };
  }
}
