import { Controller, Get, Inject, Param, Query, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DATABASE } from '../../../platform/database/database.module';
import type { Database } from '../../../platform/database/database';
import { CurrentUser, SignedInGuard, type SignedInUser } from '../../../platform/http/current-user';
import { contentRange, parseListQuery, textFilter } from '../../../platform/http/list-query';
import { z } from 'zod';
import { type LeadSourceRow, leadSourceSortFields, sourceStatuses, sourceTypes } from '../contract';
import { LEAD_SOURCES_IN_USE, type LeadSourcesInUse } from './lead-sources-in-use';
import { ownSource, SOURCE_COLUMNS, toSourceRows } from './source-rows';

const SORT_COLUMNS = { created_at: 'created_at', total_leads: 'total_leads', name: 'name', id: 'created_at' } as const;

const malformedFilter = () => new z.ZodError([{ code: 'custom', path: [], message: 'Malformed filter parameter', input: undefined }]);

/** A filter on one of a fixed set of values: absent, one value or a list of them; anything else answers 400. */
function choiceFilter<T extends string>(filter: Record<string, unknown>, name: string, choices: readonly T[]): T[] | undefined {
  const value = filter[name];
  if (value === undefined || value === null || value === '') return undefined;
  const values = Array.isArray(value) ? value : [value];
  if (values.length > choices.length || !values.every((item) => typeof item === 'string' && (choices as readonly string[]).includes(item))) {
    throw malformedFilter();
  }
  return values as T[];
}

@ApiTags('Lead sources')
@Controller('lead-sources')
@UseGuards(SignedInGuard)
export class ListLeadSourcesController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(LEAD_SOURCES_IN_USE) private readonly inUse: LeadSourcesInUse,
  ) {}

  /**
   * The signed-in user's lead sources, newest first by default; sort by total_leads or name; filter {"q": "..."}
   * searches names (case-insensitive substring), {"source_type": "csv"}, {"status": "ready"} (one value or a
   * list), {"id": [...]} picks sources (react-admin's getMany).
   */
  @Get()
  async list(
    @CurrentUser() user: SignedInUser,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LeadSourceRow[]> {
    const { sortField, order, from, limit, filter, ids } = parseListQuery(query, leadSourceSortFields, {
      sort: 'created_at',
      order: 'DESC',
      pageSize: 50,
      maxPageSize: 1000,
    });
    const search = textFilter(filter, 'q').trim().toLowerCase();
    const types = choiceFilter(filter, 'source_type', sourceTypes);
    const statuses = choiceFilter(filter, 'status', sourceStatuses);
    let matching = this.db.selectFrom('lead_sources').where('user_id', '=', user.workspaceId);
    if (search) matching = matching.where((eb) => eb(eb.fn('strpos', [eb.fn('lower', ['name']), eb.val(search)]), '>', 0));
    if (types) matching = matching.where((eb) => eb('source_type', '=', eb.fn.any(eb.val(types))));
    if (statuses) matching = matching.where((eb) => eb('status', '=', eb.fn.any(eb.val(statuses))));
    if (ids) matching = matching.where((eb) => eb('id', '=', eb.fn.any(eb.val(ids))));
    const [page, total] = await Promise.all([
      matching
        .select(SOURCE_COLUMNS)
        .orderBy(SORT_COLUMNS[sortField], order === 'ASC' ? 'asc' : 'desc')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'asc')
        .offset(from)
        .limit(limit)
        .execute(),
      matching.select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('total')).executeTakeFirst(),
    ]);
    const rows = await toSourceRows(user.workspaceId, page, this.inUse);
    void reply.header('content-range', contentRange('lead-sources', from, rows.length, total?.total ?? 0));
    return rows;
  }

  /** One of the user's sources; another user's or a missing one answers 404. */
  @Get(':id')
  async one(@CurrentUser() user: SignedInUser, @Param('id') id: string): Promise<LeadSourceRow> {
    const record = await ownSource(this.db, user.workspaceId, id);
    const [row] = await toSourceRows(user.workspaceId, [record], this.inUse);
    return row as LeadSourceRow;
  }
}
