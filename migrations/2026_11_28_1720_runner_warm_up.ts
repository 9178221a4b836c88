import { type Kysely, sql } from 'kysely';

/**
 * Warm-up (src/modules/runner/warm-up): runner_account_settings.warm_up, the user's choice in Sending Limits. An
 * account connected from now on warms up unless turned off: the column's default, and an account without a row
 * reads as on. The accounts connected before are not new: their rows, existing or added here, say off.
 * account_daily_dms.stopped: X stopped the account that day (an error that pauses it), which steps the ramp back.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table runner_account_settings add column warm_up boolean not null default false`.execute(db);
  await sql`alter table runner_account_settings alter column warm_up set default true`.execute(db);
  await sql`
    insert into runner_account_settings (account_id, user_id, warm_up)
    select id, user_id, false from connected_account_states
    on conflict (account_id) do nothing`.execute(db);
  await sql`alter table account_daily_dms add column stopped boolean not null default false`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table account_daily_dms drop column stopped`.execute(db);
  await sql`alter table runner_account_settings drop column warm_up`.execute(db);
}
