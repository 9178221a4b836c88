import { Readable } from 'node:stream';
import { Controller, Get, Inject, Param, Query, Res, UseGuards } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../../platform/database/database';
import { DATABASE } from '../../../platform/database/database.module';
import { CurrentUser, SignedInGuard, type SignedInUser } from '../../../platform/http/current-user';
import { DomainError } from '../../../platform/http/domain-error';
import { contentRange, parseListQuery } from '../../../platform/http/list-query';
import { CampaignsService } from '../../campaigns';
import { campaignMessages } from '../../campaigns/contract';
import { attachmentHeader, BYTE_ORDER_MARK } from '../../leads';
import { readOverviewDays, requestedTimeZone } from '../overview/overview-days';
import { campaignOverview } from '../overview/overview';
import { type CampaignDaily, type DeliveryRow, type DeliveryStatus, deliveriesFileName, deliveryMessages, deliveryStatuses } from './contract';
import { deliveriesCsv } from './deliveries-csv';
import { countDeliveries, type DeliveriesWanted, readDeliveries } from './deliveries-query';

const LIST_DEFAULTS = { sort: 'contact_index', order: 'DESC', pageSize: 50, maxPageSize: 200 } as const;

/**
 * A campaign's delivery log (the runner's ledger with the replies read model), as a list, as a file, and its
 * DMs sent and replies per UTC day. Only the campaign's owner sees them; another user's campaign is not found.
 */
@ApiTags('Campaigns')
@Controller('campaigns')
@UseGuards(SignedInGuard)
export class DeliveriesController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly campaigns: CampaignsService,
  ) {}

  @Get(':id/deliveries')
  async list(
    @CurrentUser() user: SignedInUser,
    @Param('id') campaignId: string,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<DeliveryRow[]> {
    const wanted = wantedOf(user, campaignId, query);
    const { from, limit } = parseListQuery(query, ['contact_index'], LIST_DEFAULTS);
    await this.ownCampaign(user, campaignId);
    const [page, total] = await Promise.all([readDeliveries(this.db, wanted, { offset: from }, limit), countDeliveries(this.db, wanted)]);
    reply.header('Content-Range', contentRange('campaign-deliveries', from, page.rows.length, total));
    return page.rows;
  }

  /** The log as a CSV file with the list's filters, streamed in pages so a campaign of any size fits. */
  @Get(':id/deliveries.csv')
  async file(@CurrentUser() user: SignedInUser, @Param('id') campaignId: string, @Query() query: Record<string, unknown>, @Res() reply: FastifyReply): Promise<void> {
    const wanted = wantedOf(user, campaignId, query);
    const campaign = await this.campaigns.card(user.workspaceId, campaignId);
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', attachmentHeader(deliveriesFileName(campaign.name)))
      .header('cache-control', 'no-store')
      .send(Readable.from(deliveriesCsv(this.db, wanted, BYTE_ORDER_MARK), { objectMode: false }));
  }

  @Get(':id/daily')
  @ApiQuery({ name: 'time_zone', required: false, description: 'IANA time zone of the days, e.g. America/Los_Angeles (default UTC)' })
  async daily(@CurrentUser() user: SignedInUser, @Param('id') campaignId: string, @Query('time_zone') requestedZone: unknown): Promise<CampaignDaily> {
    const timeZone = requestedTimeZone(requestedZone);
    await this.ownCampaign(user, campaignId);
    // The overview's days, for one campaign: the same window, the same zone and the same zeros on quiet days.
    const days = await readOverviewDays(this.db, user.workspaceId, timeZone, campaignId);
    const overview = campaignOverview({ ...days, timeZone, activeCampaigns: 0 });
    return { time_zone: overview.time_zone, days: overview.days };
  }

  private async ownCampaign(user: SignedInUser, campaignId: string): Promise<void> {
    const campaign = await this.db.selectFrom('campaign_run_settings').select('id').where('user_id', '=', user.workspaceId).where('id', '=', campaignId).executeTakeFirst();
    if (!campaign) throw new DomainError(campaignMessages.notFound, 'not_found', 'not_found');
  }
}

/** The filters of the list and the file: an unknown status or a repeated search answers 400. */
function wantedOf(user: SignedInUser, campaignId: string, query: Record<string, unknown>): DeliveriesWanted {
  const status = query.status === undefined || query.status === '' ? null : deliveryStatuses.find((known) => known === query.status);
  if (status === undefined) throw new DomainError(deliveryMessages.statusInvalid, 'invalid_status');
  if (query.q !== undefined && typeof query.q !== 'string') throw new DomainError(deliveryMessages.searchInvalid, 'invalid_search');
  return { userId: user.workspaceId, campaignId, status: status satisfies DeliveryStatus | null, search: query.q ?? '' };
}
