import { Inject, Injectable } from '@nestjs/common';
import { type RawBuilder, sql } from 'kysely';
import { APP_CONFIG } from '../../../platform/config/config.module';
import type { AppConfig } from '../../../platform/config/config';
import { DATABASE } from '../../../platform/database/database.module';
import type { Database } from '../../../platform/database/database';
import { DomainError } from '../../../platform/http/domain-error';
import { ACCOUNT_DAILY_CAP_MAX, DEFAULT_TIME_ZONE, type SendingLimits, type SendingLimitsBody, sendingLimitsMessages, type WarmUpAnswer } from '../contract';
import { ACCOUNT_CAP_WINDOW_MS, effectiveCap } from '../run/account-cap';
import { dayOf } from '../run/pace';
import { capToday } from '../warm-up/warm-up-cap';
import { warmUpByDefault } from '../warm-up/warm-up-schedule';
import { warmUpDays } from '../warm-up/warm-up-days';
import type { WarmUpDay } from '../warm-up/warm-up-progress';

const notFound = () => new DomainError(sendingLimitsMessages.accountNotFound, 'not_found', 'not_found');

/**
 * The DMs the runner counts against an X account's cap (account-cap.ts): reserved or sent from its profile in the
 * rolling window, by any of its connected-account rows (index dm_deliveries_sender_recent).
 */
const sentInWindow = (profileId: RawBuilder<unknown> | string) => sql<number>`(
  select count(*)::int from dm_deliveries d
   where d.sender_profile_id = ${profileId} and d.state in ('sent', 'reserved')
     and d.reserved_at > now() - ${ACCOUNT_CAP_WINDOW_MS} * interval '1 millisecond')`;

interface LimitsFacts {
  accountId: string;
  dailyCap: number | null;
  timeZone: string | null;
  sentLast24h: number;
  /** Null: no settings row, an account connected since warm-up exists (on, unless not by default: demo mode). */
  warmUp: boolean | null;
  days: WarmUpDay[];
}

/**
 * The user's sending limits per connected account: a cap at most 450 (lower if the user likes), counted over a
 * rolling 24 hours per X account, and the time zone of the account's day; answered with the runner's figures.
 */
@Injectable()
export class SendingLimitsService {
  /** Whether an account without its own warm-up choice warms up: the config does not change while the app runs. */
  private readonly warmUpByDefault: boolean;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'RUNNER_ACCOUNT_DAILY_CAP' | 'RUNNER_DELAY_SCALE' | 'X_SIMULATOR'>,
  ) {
    this.warmUpByDefault = warmUpByDefault(config);
  }

  /** Every connected account of the user, in one statement (the Connect Account cards). */
  list(userId: string): Promise<SendingLimits[]> {
    return this.read(userId, null);
  }

  /** One account of the user's; another user's account answers as a missing one: 404. */
  async get(userId: string, accountId: string): Promise<SendingLimits> {
    const [limits] = await this.read(userId, accountId);
    if (!limits) throw notFound();
    return limits;
  }

  /** Saves the limits and answers them as saved: the row this write left, not a later read another save may have changed. */
  async put(userId: string, accountId: string, body: SendingLimitsBody): Promise<SendingLimits> {
    const profileId = await this.ownAccount(userId, accountId);
    const saved = await this.db
      .insertInto('runner_account_settings')
      .values({ account_id: accountId, user_id: userId, daily_cap: body.daily_cap, time_zone: body.time_zone, warm_up: body.warm_up ?? this.warmUpByDefault, updated_at: sql`now()` })
      .onConflict((oc) =>
        oc
          .column('account_id')
          .doUpdateSet({
            daily_cap: (eb) => eb.ref('excluded.daily_cap'),
            time_zone: (eb) => eb.ref('excluded.time_zone'),
            warm_up: (eb) => (body.warm_up === undefined ? eb.ref('runner_account_settings.warm_up') : eb.ref('excluded.warm_up')),
            updated_at: sql`now()`,
          })
          .where('runner_account_settings.user_id', '=', userId),
      )
      .returning((eb) => ['daily_cap', 'time_zone', 'warm_up', sentInWindow(profileId).as('sent'), warmUpDays(accountId, eb.ref('warm_up')).as('days')])
      .executeTakeFirst();
    if (!saved) throw notFound();
    return this.limitsOf({ accountId, dailyCap: saved.daily_cap, timeZone: saved.time_zone, sentLast24h: saved.sent, warmUp: saved.warm_up, days: saved.days });
  }

  private async read(userId: string, accountId: string | null): Promise<SendingLimits[]> {
    let query = this.db
      .selectFrom('connected_account_states as a')
      .leftJoin('runner_account_settings as s', (join) => join.onRef('s.account_id', '=', 'a.id').onRef('s.user_id', '=', 'a.user_id'))
      .select(['a.id', 's.daily_cap', 's.time_zone', 's.warm_up', sentInWindow(sql.ref('a.profile_id')).as('sent'), warmUpDays(sql.ref('a.id'), sql`coalesce(s.warm_up, ${this.warmUpByDefault})`).as('days')])
      .where('a.user_id', '=', userId);
    if (accountId !== null) query = query.where('a.id', '=', accountId);
    const rows = await query.orderBy('a.created_at').orderBy('a.id').execute();
    return rows.map((row) =>
      this.limitsOf({ accountId: row.id, dailyCap: row.daily_cap, timeZone: row.time_zone, sentLast24h: row.sent, warmUp: row.warm_up, days: row.days }),
    );
  }

  /** The answer for these facts; an account never given limits has the defaults. */
  private limitsOf(facts: LimitsFacts): SendingLimits {
    const dailyCap = facts.dailyCap ?? ACCOUNT_DAILY_CAP_MAX;
    const ceiling = this.config.RUNNER_ACCOUNT_DAILY_CAP;
    const timeZone = facts.timeZone ?? DEFAULT_TIME_ZONE;
    const warmUp = { enabled: facts.warmUp ?? this.warmUpByDefault, days: facts.days };
    // The same rule and the same day as the runner's reservation (reserve.ts).
    const today = capToday({ cap: dailyCap, ceiling, warmUp, today: dayOf(Date.now(), timeZone) });
    const standing: WarmUpAnswer = today.standing.kind === 'warming' ? { ...today.standing, allowance: today.cap } : today.standing;
    return {
      id: facts.accountId,
      daily_cap: dailyCap,
      time_zone: timeZone,
      sent_last_24h: Number(facts.sentLast24h),
      effective_cap: effectiveCap({ cap: dailyCap, ceiling }),
      max_daily_cap: Math.min(ACCOUNT_DAILY_CAP_MAX, ceiling),
      warm_up: warmUp.enabled,
      warm_up_standing: standing,
    };
  }

  /** The account's X user id; another user's account answers as a missing one: 404. */
  private async ownAccount(userId: string, accountId: string): Promise<string> {
    const row = await this.db
      .selectFrom('connected_account_states')
      .select('profile_id')
      .where('id', '=', accountId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) throw notFound();
    return row.profile_id;
  }
}
