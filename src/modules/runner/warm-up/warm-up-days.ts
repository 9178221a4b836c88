import { type Expression, sql } from 'kysely';
import type { WarmUpDay } from './warm-up-progress';

/**
 * An account's warm-up days as JSON (WarmUpDay[]): DMs counted and stops per calendar day, from the runner's own
 * count (account_daily_dms, each day in the account's time zone), summed over every connected-account row of the
 * same X account (a reconnect does not start the warm-up again). `enabled` false reads nothing.
 */
export const warmUpDays = (accountId: Expression<unknown> | string, enabled: Expression<unknown>) => sql<WarmUpDay[]>`(
  case when ${enabled} then (
    select coalesce(json_agg(json_build_object('date', to_char(w.day, 'YYYY-MM-DD'), 'sent', w.sent, 'stopped', w.stopped)), '[]'::json)
      from (select d.day, sum(d.dms_sent)::int as sent, bool_or(d.stopped) as stopped
              from account_daily_dms d
             where d.account_id in (select o.id from connected_account_states o
                                     where o.profile_id = (select c.profile_id from connected_account_states c where c.id = ${accountId}))
             group by d.day) w)
  else '[]'::json end)`;
