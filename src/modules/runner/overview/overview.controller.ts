import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Database } from '../../../platform/database/database';
import { DATABASE } from '../../../platform/database/database.module';
import { CurrentUser, SignedInGuard, type SignedInUser } from '../../../platform/http/current-user';
import { DomainError } from '../../../platform/http/domain-error';
import { type CampaignOverview, OVERVIEW_DAYS, overviewMessages, overviewTimeZone } from './contract';
import { readLocalDayCounts } from './local-day-counts';
import { localDaysEndingAt } from './local-days';
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
    const timeZone = overviewTimeZone(requestedZone);
    if (timeZone === null) throw new DomainError(overviewMessages.timeZoneInvalid, 'time_zone_invalid');
    const days = localDaysEndingAt(Date.now(), OVERVIEW_DAYS, timeZone);
    const [counts, active] = await Promise.all([
      readLocalDayCounts(this.db, user.id, days),
      this.db
        .selectFrom('campaign_runs')
        .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('count'))
        .where('user_id', '=', user.id)
        .where('status', '=', 'running')
        .executeTakeFirstOrThrow(),
    ]);
    return campaignOverview({ today: days[days.length - 1]?.day ?? '', timeZone, ...counts, activeCampaigns: active.count });
  }
}
