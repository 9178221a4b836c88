import { type Kysely, sql } from 'kysely';

/**
 * Follow-ups in the delivery ledger: a row per (campaign, lead, step), step 0 the first message and 1 to 3 the
 * follow-ups, each reserved before X is called like the first. dm_runner_reserve_follow_up writes one step's row
 * (reserved, or skipped because the lead replied or is on the Do Not Contact list) with the run's row locked,
 * after checking, under the same lock per X account as a first message, that the facts the runner decided on
 * still hold: the step before was sent, the lead has not replied to the campaign, the step is not written yet, the
 * lead's Do Not Contact standing and the account's count in the cap's window.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table dm_deliveries add column step smallint not null default 0`.execute(db);
  await sql`alter table dm_deliveries drop constraint dm_deliveries_campaign_id_username_key`.execute(db);
  await sql`alter table dm_deliveries add constraint dm_deliveries_campaign_username_step_key unique (campaign_id, username, step)`.execute(db);
  await sql`
    create function dm_runner_reserve_follow_up(
      p_campaign text, p_worker integer, p_user text, p_account text, p_profile text,
      p_day date, p_day_target integer, p_day_sent integer, p_window_ms bigint, p_count_min integer, p_count_max integer,
      p_id text, p_source text, p_username text, p_recipient text, p_step integer, p_state text, p_text text, p_variation integer,
      p_listed boolean
    ) returns table (outcome text, account_sent integer)
    language plpgsql as $$
    declare
      reserving boolean := p_state = 'reserved';
      counted integer;
      due boolean;
      listed boolean;
    begin
      if p_count_min is not null then
        perform pg_advisory_xact_lock(4476240, hashtext(p_profile));
      end if;
      select count(*)::int into counted from dm_deliveries d
       where d.sender_profile_id = p_profile and d.state in ('sent', 'reserved')
         and d.reserved_at > now() - p_window_ms * interval '1 millisecond';
      select exists (
        select 1 from dm_deliveries d
         where d.campaign_id = p_campaign and d.username = p_username and d.step = p_step - 1 and d.state = 'sent')
        and not exists (select 1 from dm_deliveries d where d.campaign_id = p_campaign and d.username = p_username and d.step = p_step)
        and not exists (select 1 from campaign_replies r where r.campaign_id = p_campaign and r.username = p_username)
        into due;
      if not due then
        return query select 'taken'::text, counted;
        return;
      end if;
      listed := exists (select 1 from dnc_usernames e where e.user_id = p_user and e.username = p_username);
      if listed <> p_listed or (reserving and (counted < p_count_min or counted > p_count_max)) then
        return query select 'stale'::text, counted;
        return;
      end if;
      perform 1 from campaign_runs
       where campaign_id = p_campaign and leased_by = p_worker and status = 'running' and in_flight is null
       for update;
      if not found then
        return query select 'gone'::text, counted;
        return;
      end if;
      insert into dm_deliveries (id, user_id, campaign_id, account_id, sender_profile_id, lead_source_id, username, recipient_x_id,
                                 contact_index, day, state, text, variation, step, finished_at)
        select p_id::uuid, p_user, p_campaign, p_account, p_profile, p_source, p_username, p_recipient,
               (select contact_index from dm_deliveries d where d.campaign_id = p_campaign and d.username = p_username and d.step = 0),
               p_day, p_state, p_text, p_variation, p_step, case when reserving then null else now() end;
      if reserving then
        insert into account_daily_dms as a (account_id, day, dms_sent) values (p_account, p_day, 1)
          on conflict (account_id, day) do update set dms_sent = a.dms_sent + 1;
        counted := counted + 1;
      end if;
      update campaign_runs set
        progress_version = progress_version + 1,
        day = p_day, day_target = p_day_target, day_sent = p_day_sent + case when reserving then 1 else 0 end,
        in_flight = case when reserving then p_id::uuid else null end,
        updated_at = now()
       where campaign_id = p_campaign;
      return query select (case when reserving then 'reserved' else 'skipped' end)::text, counted;
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function dm_runner_reserve_follow_up(text, integer, text, text, text, date, integer, integer, bigint, integer, integer,
    text, text, text, text, integer, text, text, integer, boolean)`.execute(db);
  await sql`delete from dm_deliveries where step > 0`.execute(db);
  await sql`alter table dm_deliveries drop constraint dm_deliveries_campaign_username_step_key`.execute(db);
  await sql`alter table dm_deliveries add constraint dm_deliveries_campaign_id_username_key unique (campaign_id, username)`.execute(db);
  await sql`alter table dm_deliveries drop column step`.execute(db);
}
