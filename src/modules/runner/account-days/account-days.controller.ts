import { Controller, Get, Inject, Param, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { sql } from 'kysely';
import type { Database } from '../../../platform/database/database';
import { DATABASE } from '../../../platform/database/database.module';
import { CurrentUser, SignedInGuard, type SignedInUser } from '../../../platform/http/current-user';
import { SendingLimitsService } from '../limits/sending-limits.service';
import { dayOf } from '../run/pace';
import type { WarmUpDay } from '../warm-up/warm-up-progress';
import { accountDays } from './account-days';
import type { AccountDailySends } from './contract';

/**
 * GET /api/accounts/:id/daily-sends: the account's DMs per day from the runner's own count (account_daily_dms),
 * with the cap of each day.
 */
@ApiTags('Connected accounts')
@Controller('accounts')
@UseGuards(SignedInGuard)
export class AccountDaysController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly limits: SendingLimitsService,
  ) {}

  @Get(':id/daily-sends')
  async dailySends(@CurrentUser() user: SignedInUser, @Param('id') id: string): Promise<AccountDailySends> {
    // Also the ownership check: another user's account answers 404.
    const limits = await this.limits.get(user.workspaceId, id);
    const days = await this.countedDays(user.workspaceId, id);
    return {
      account_id: id,
      time_zone: limits.time_zone,
      days: accountDays({
        today: dayOf(Date.now(), limits.time_zone),
        cap: limits.daily_cap,
        ceiling: limits.max_daily_cap,
        warmUp: { enabled: limits.warm_up, days },
      }),
    };
  }

  /**
   * Every day the X account counted DMs on, summed over the user's connected-account rows of it (a reconnect
   * keeps its days, as for the runner's warm-up); rows another user once held stay theirs.
   */
  private async countedDays(userId: string, accountId: string): Promise<WarmUpDay[]> {
    const rows = await this.db
      .selectFrom('account_daily_dms as d')
      .innerJoin('connected_account_states as o', 'o.id', 'd.account_id')
      .innerJoin('connected_account_states as c', 'c.profile_id', 'o.profile_id')
      .where('c.id', '=', accountId)
      .where('c.user_id', '=', userId)
      .where('o.user_id', '=', userId)
      .select([sql<string>`to_char(d.day, 'YYYY-MM-DD')`.as('date'), sql<number>`sum(d.dms_sent)::int`.as('sent'), sql<boolean>`bool_or(d.stopped)`.as('stopped')])
      .groupBy('d.day')
      .execute();
    return rows;
  }
}
