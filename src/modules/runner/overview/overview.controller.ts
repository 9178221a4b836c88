import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Database } from '../../../platform/database/database';
import { DATABASE } from '../../../platform/database/database.module';
import { CurrentUser, SignedInGuard, type SignedInUser } from '../../../platform/http/current-user';
import type { CampaignOverview } from './contract';
import { readDailyCounts } from './daily-counts';
import { campaignOverview, overviewFirstDay } from './overview';

/**
 * GET /api/campaign-overview: the signed-in user's DMs sent and replies per UTC day (the read models
 * campaign_daily_sends and campaign_daily_replies, summed over their campaigns) and their running campaigns.
 */
@ApiTags('Campaigns')
@Controller('campaign-overview')
@UseGuards(SignedInGuard)
export class OverviewController {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  @Get()
  async overview(@CurrentUser() user: SignedInUser): Promise<CampaignOverview> {
    const today = new Date().toISOString().slice(0, 10);
    const from = overviewFirstDay(today);
    const [counts, active] = await Promise.all([
      readDailyCounts(this.db, user.id, from),
      this.db
        .selectFrom('campaign_runs')
        .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('count'))
        .where('user_id', '=', user.id)
        .where('status', '=', 'running')
        .executeTakeFirstOrThrow(),
    ]);
    return campaignOverview({ today, ...counts, activeCampaigns: active.count });
  }
}
