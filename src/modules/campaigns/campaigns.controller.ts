import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, Put, Query, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { RequiresPlan } from '../billing';
import { type Caller, CommandCaller } from '../../platform/commands/command-endpoint';
import { DATABASE } from '../../platform/database/database.module';
import type { Database } from '../../platform/database/database';
import { CurrentUser, SignedInGuard, type SignedInUser } from '../../platform/http/current-user';
import { contentRange, parseListQuery, textFilter } from '../../platform/http/list-query';
import { ZodPipe } from '../../platform/http/zod-body';
import { CampaignsService } from './campaigns.service';
import {
  type CampaignAnswer,
  type CampaignHistoryRow,
  type CampaignRow,
  type CheckStartAnswer,
  type CreateCampaignInput,
  campaignSortFields,
  campaignStatuses,
  checkStartSchema,
  createCampaignSchema,
  type DeleteAnswer,
  renameCampaignSchema,
  type UpdateCampaignInput,
  updateCampaignSchema,
  validateCampaignSchema,
} from './contract';
import { LIST_DEFAULTS, pageOf } from './queries/page';
import { campaignHistory, ownCampaign, toCampaignRows } from './queries/rows';

const SORT_COLUMNS = { created_at: 'created_at', updated_at: 'updated_at', name: 'name', status: 'status', id: 'created_at' } as const;

const malformedFilter = () => new z.ZodError([{ code: 'custom', path: [], message: 'Malformed filter parameter', input: undefined }]);

/** The campaigns API (contract/index.ts lists the routes); every query is scoped to the signed-in user. */
@ApiTags('Campaigns')
@Controller('campaigns')
@UseGuards(SignedInGuard)
export class CampaignsController {
  constructor(
    private readonly campaigns: CampaignsService,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  /** The user's campaigns, newest first; filter {"q"} searches names, {"status"} one status or a list, {"id": [...]}. */
  @Get()
  async list(
    @CurrentUser() user: SignedInUser,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CampaignRow[]> {
    const { sortField, order, from, limit, filter, ids } = parseListQuery(query, campaignSortFields, LIST_DEFAULTS);
    const statusValue = filter.status;
    const statuses = statusValue === undefined || statusValue === null || statusValue === '' ? undefined : Array.isArray(statusValue) ? statusValue : [statusValue];
    if (statuses && !statuses.every((s) => typeof s === 'string' && (campaignStatuses as readonly string[]).includes(s))) throw malformedFilter();
    const page = await pageOf(this.db, {
      table: 'campaigns',
      userId: user.workspaceId,
      conditions: statuses ? [sql`status = any(${statuses}::text[])`] : [],
      ids,
      search: textFilter(filter, 'q').trim().toLowerCase(),
      sortColumn: SORT_COLUMNS[sortField],
      order,
      from,
      limit,
    });
    const rows = await toCampaignRows(this.db, user.workspaceId, page.rows);
    void reply.header('content-range', contentRange('campaigns', from, rows.length, page.total));
    return rows;
  }

  @Get(':id')
  one(@CurrentUser() user: SignedInUser, @Param('id') id: string): Promise<CampaignRow> {
    return ownCampaign(this.db, user.workspaceId, id);
  }

  /** Every change of the campaign, oldest first: what changed, from, to, when, by the user, the runner or the system. */
  @Get(':id/history')
  async history(@CurrentUser() user: SignedInUser, @Param('id') id: string): Promise<CampaignHistoryRow[]> {
    await ownCampaign(this.db, user.workspaceId, id);
    return campaignHistory(this.db, user.workspaceId, id);
  }

  /** The wizard's Create Campaign (Basic and Pro plans). */
  @Post()
  @RequiresPlan('campaigns')
  create(@CommandCaller() caller: Caller, @Body(new ZodPipe(createCampaignSchema)) body: CreateCampaignInput): Promise<CampaignAnswer> {
    return this.campaigns.create(caller, body);
  }

  /** The wizard's Save Changes; with an account, also a campaign's validation. */
  @Put(':id')
  put(@CommandCaller() caller: Caller, @Param('id') id: string, @Body(new ZodPipe(updateCampaignSchema)) body: UpdateCampaignInput): Promise<CampaignAnswer> {
    return this.campaigns.update(caller, id, body);
  }

  @Patch(':id')
  patch(@CommandCaller() caller: Caller, @Param('id') id: string, @Body(new ZodPipe(updateCampaignSchema)) body: UpdateCampaignInput): Promise<CampaignAnswer> {
    return this.campaigns.update(caller, id, body);
  }

  @Delete(':id')
  delete(@CommandCaller() caller: Caller, @Param('id') id: string): Promise<DeleteAnswer> {
    return this.campaigns.delete(caller, id);
  }

  /** The card's inline rename. */
  @Post(':id/rename')
  @HttpCode(200)
  rename(@CommandCaller() caller: Caller, @Param('id') id: string, @Body(new ZodPipe(renameCampaignSchema)) body: { name: string }): Promise<CampaignAnswer> {
    return this.campaigns.rename(caller, id, body.name);
  }

  @Post(':id/check-start')
  @HttpCode(200)
  checkStart(
    @CurrentUser() user: SignedInUser,
    @Param('id') id: string,
    @Body(new ZodPipe(checkStartSchema)) body: { profile_id?: string },
  ): Promise<CheckStartAnswer> {
    return this.campaigns.checkStart(user.workspaceId, id, body.profile_id);
  }

  /** Start (or resume) sending (Basic and Pro plans). */
  @Post(':id/start')
  @HttpCode(200)
  @RequiresPlan('campaigns')
  start(@CommandCaller() caller: Caller, @Param('id') id: string): Promise<CampaignAnswer> {
    return this.campaigns.start(caller, id);
  }

  @Post(':id/pause')
  @HttpCode(200)
  pause(@CommandCaller() caller: Caller, @Param('id') id: string): Promise<CampaignAnswer> {
    return this.campaigns.pause(caller, id);
  }

  /** 'Needs Account Selection' → Validate: the account to send from. */
  @Post(':id/validate')
  @HttpCode(200)
  validate(@CommandCaller() caller: Caller, @Param('id') id: string, @Body(new ZodPipe(validateCampaignSchema)) body: { profile_id: string }): Promise<CampaignAnswer> {
    return this.campaigns.validate(caller, id, body.profile_id);
  }
}
