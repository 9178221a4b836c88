import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { APP_CONFIG } from '../../../platform/config/config.module';
import type { AppConfig } from '../../../platform/config/config';
import { DATABASE } from '../../../platform/database/database.module';
import type { Database } from '../../../platform/database/database';
import { DomainError } from '../../../platform/http/domain-error';
import { ACCOUNT_DAILY_CAP_MAX, DEFAULT_TIME_ZONE, type SendingLimits, type SendingLimitsBody, sendingLimitsMessages } from '../contract';
import { dayOf } from '../run/pace';

/** The user's sending limits per connected account: a daily cap at most 450 (lower if the user likes) and the time zone its day is counted in. */
@Injectable()
export class SendingLimitsService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'RUNNER_ACCOUNT_DAILY_CAP'>,
  ) {}

  async get(userId: string, accountId: string): Promise<SendingLimits> {
    await this.ownAccount(userId, accountId);
    const row = (
      await sql<{ daily_cap: number; time_zone: string }>`
        select daily_cap, time_zone from runner_account_settings where account_id = ${accountId} and user_id = ${userId}`.execute(this.db)
    ).rows[0];
    return this.limitsOf(accountId, row?.daily_cap ?? ACCOUNT_DAILY_CAP_MAX, row?.time_zone ?? DEFAULT_TIME_ZONE);
  }

  /** Saves the limits and answers them as saved: the row this write left, not a later read another save may have changed. */
  async put(userId: string, accountId: string, body: SendingLimitsBody): Promise<SendingLimits> {
    await this.ownAccount(userId, accountId);
    const saved = (
      await sql<{ daily_cap: number; time_zone: string }>`
        insert into runner_account_settings (account_id, user_id, daily_cap, time_zone, updated_at)
        values (${accountId}, ${userId}, ${body.daily_cap}, ${body.time_zone}, now())
        on conflict (account_id) do update set daily_cap = excluded.daily_cap, time_zone = excluded.time_zone, updated_at = now()
        where runner_account_settings.user_id = ${userId}
        returning daily_cap, time_zone`.execute(this.db)
    ).rows[0];
    if (!saved) throw new DomainError(sendingLimitsMessages.accountNotFound, 'not_found', 'not_found');
    return this.limitsOf(accountId, saved.daily_cap, saved.time_zone);
  }

  /** The answer for these limits, with the DMs counted on the account's day in its time zone. */
  private async limitsOf(accountId: string, dailyCap: number, timeZone: string): Promise<SendingLimits> {
    const today = dayOf(Date.now(), timeZone);
    const sent = (
      await sql<{ dms_sent: number }>`select dms_sent from account_daily_dms where account_id = ${accountId} and day = ${today}::date`.execute(this.db)
    ).rows[0];
    return {
      id: accountId,
      daily_cap: dailyCap,
      time_zone: timeZone,
      sent_today: sent?.dms_sent ?? 0,
      max_daily_cap: Math.min(ACCOUNT_DAILY_CAP_MAX, this.config.RUNNER_ACCOUNT_DAILY_CAP),
    };
  }

  /** Another user's account answers as a missing one: 404. */
  private async ownAccount(userId: string, accountId: string): Promise<void> {
    const row = await this.db.selectFrom('connected_accounts').select('id').where('id', '=', accountId).where('user_id', '=', userId).executeTakeFirst();
    if (!row) throw new DomainError(sendingLimitsMessages.accountNotFound, 'not_found', 'not_found');
  }
}
