import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Database } from '../../../platform/database/database';
import { DATABASE } from '../../../platform/database/database.module';
import { CurrentUser, SignedInGuard, type SignedInUser } from '../../../platform/http/current-user';
import type { CampaignOverview } from './contract';
import { readOverviewDays, requestedTimeZone } from './overview-days';
import { campaignOverview } from './overview';

/**
 * GET /api/campaign-overview: the signed-in user's DMs sent and replies per calendar day of the zone they ask for
 * (their browser's), from the ledger's and the replies' times, and their running campaigns.
 */
@ApiTags('Campaigns')
@Controller('campaign-overview')
@UseGuards(SignedInGuard)
export class OverviewController {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  @Get()
  @ApiQuery({ name: 'time_zone', required: false, description: 'IANA time zone of the days, e.g. America/Los_Angeles (default UTC)' })
  async overview(@CurrentUser() user: SignedInUser, @Query('time_zone') requestedZone: unknown): Promise<CampaignOverview> {
    const timeZone = requestedTimeZone(requestedZone);
    const [days, active] = await Promise.all([
      readOverviewDays(this.db, user.workspaceId, timeZone),
      this.db
        .selectFrom('campaign_runs')
        .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('count'))
        .where('user_id', '=', user.workspaceId)
        .where('status', '=', 'running')
        .executeTakeFirstOrThrow(),
    ]);
    return campaignOverview({ ...days, timeZone, activeCampaigns: active.count });
  }
}
