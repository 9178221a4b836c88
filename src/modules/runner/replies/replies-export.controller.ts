import { Readable } from 'node:stream';
import { Controller, Get, Inject, Param, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DATABASE } from '../../../platform/database/database.module';
import type { Database } from '../../../platform/database/database';
import { CurrentUser, SignedInGuard, type SignedInUser } from '../../../platform/http/current-user';
import { CampaignsService } from '../../campaigns';
import { attachmentHeader, BYTE_ORDER_MARK } from '../../leads';
import { repliesFileName } from './contract';
import { repliesCsv } from './replies-csv';

/** A campaign's replies as a CSV file (named after the campaign, whose card the campaigns context answers). */
@ApiTags('Campaigns')
@Controller('campaigns')
@UseGuards(SignedInGuard)
export class RepliesExportController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly campaigns: CampaignsService,
  ) {}

  /** Newest first, streamed in pages; another workspace's campaign answers 404 like a missing one. */
  @Get(':id/replies.csv')
  async file(@CurrentUser() user: SignedInUser, @Param('id') campaignId: string, @Res() reply: FastifyReply): Promise<void> {
    const campaign = await this.campaigns.card(user.workspaceId, campaignId);
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', attachmentHeader(repliesFileName(campaign.name)))
      .header('cache-control', 'no-store')
      .send(Readable.from(repliesCsv(this.db, user.workspaceId, campaignId, BYTE_ORDER_MARK), { objectMode: false }));
  }
}
