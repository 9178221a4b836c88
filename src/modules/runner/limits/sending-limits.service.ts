import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { APP_CONFIG } from '../../../platform/config/config.module';
import type { AppConfig } from '../../../platform/config/config';
import { DATABASE } from '../../../platform/database/database.module';
import type { Database } from '../../../platform/database/database';
import { DomainError } from '../../../platform/http/domain-error';
import { ACCOUNT_DAILY_CAP_MAX, DEFAULT_TIME_ZONE, type SendingLimits, type SendingLimitsBody, sendingLimitsMessages } from '../contract';
import { ACCOUNT_CAP_WINDOW_MS } from '../run/account-cap';

/**
 * The user's sending limits per connected account: a cap at most 450 (lower if the user likes), counted over a
 * rolling 24 hours per X account, and the time zone of the account's day.
 */
@Injectable()
export class SendingLimitsService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'RUNNER_ACCOUNT_DAILY_CAP'>,
  ) {}

  async get(userId: string, accountId: string): Promise<SendingLimits> {
    const profileId = await this.ownAccount(userId, accountId);
    const row = (
      await sql<{ daily_cap: number; time_zone: string }>`
        select daily_cap, time_zone from runner_account_settings where account_id = ${accountId} and user_id = ${userId}`.execute(this.db)
    ).rows[0];
    return this.limitsOf(accountId, profileId, row?.daily_cap ?? ACCOUNT_DAILY_CAP_MAX, row?.time_zone ?? DEFAULT_TIME_ZONE);
  }

  /** Saves the limits and answers them as saved: the row this write left, not a later read another save may have changed. */
  async put(userId: string, accountId: string, body: SendingLimitsBody): Promise<SendingLimits> {
    const profileId = await this.ownAccount(userId, accountId);
    const saved = (
      await sql<{ daily_cap: number; time_zone: string }>`
        insert into runner_account_settings (account_id, user_id, daily_cap, time_zone, updated_at)
        values (${accountId}, ${userId}, ${body.daily_cap}, ${body.time_zone}, now())
        on conflict (account_id) do update set daily_cap = excluded.daily_cap, time_zone = excluded.time_zone, updated_at = now()
        where runner_account_settings.user_id = ${userId}
        returning daily_cap, time_zone`.execute(this.db)
    ).rows[0];
    if (!saved) throw new DomainError(sendingLimitsMessages.accountNotFound, 'not_found', 'not_found');
    return this.limitsOf(accountId, profileId, saved.daily_cap, saved.time_zone);
  }

  /** The answer for these limits, with the DMs the cap counts: the X account's in the last 24 hours (see account-cap.ts). */
  private async limitsOf(accountId: string, profileId: string, dailyCap: number, timeZone: string): Promise<SendingLimits> {
    const sent = (
      await sql<{ n: number }>`
        select count(*)::int as n from dm_deliveries
         where sender_profile_id = ${profileId} and state in ('sent', 'reserved')
           and reserved_at > now() - ${ACCOUNT_CAP_WINDOW_MS} * interval '1 millisecond'`.execute(this.db)
    ).rows[0];
    return {
      id: accountId,
      daily_cap: dailyCap,
      time_zone: timeZone,
      sent_today: sent?.n ?? 0,
      max_daily_cap: Math.min(ACCOUNT_DAILY_CAP_MAX, this.config.RUNNER_ACCOUNT_DAILY_CAP),
    };
  }

  /** The account's X user id; another user's account answers as a missing one: 404. */
  private async ownAccount(userId: string, accountId: string): Promise<string> {
    const row = await this.db
      .selectFrom('connected_accounts')
      .select('profile_id')
      .where('id', '=', accountId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) throw new DomainError(sendingLimitsMessages.accountNotFound, 'not_found', 'not_found');
    return row.profile_id;
  }
}
