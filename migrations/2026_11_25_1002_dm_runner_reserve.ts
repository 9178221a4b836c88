import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // The runner's reservation in one round trip: the leads it looked at (skips, and the one to message last) are
  // written to the ledger, the account's day counted against its cap, and the run's cursor, counters and
  // in-flight delivery moved, atomically, only if the run is still this worker's, running, with nothing in
  // flight and at the cursor the leads were read from. Returns 'gone', 'reserved', 'capped' (the account's
  // cap: the lead to message is left for another day) or 'skipped', and the account's count for the day.
  await sql`
    create function dm_runner_reserve(
      p_campaign text, p_worker integer, p_source_index integer, p_last_username text,
      p_user text, p_account text, p_day date, p_day_target integer, p_day_sent integer, p_account_cap integer,
      p_ids text[], p_sources text[], p_usernames text[], p_recipients text[], p_states text[], p_texts text[],
      p_cursor_sources integer[], p_cursor_usernames text[], p_index integer
    ) returns table (outcome text, account_sent integer)
    language plpgsql as $$
    declare
      n integer := coalesce(array_length(p_ids, 1), 0);
      reserving boolean := n > 0 and p_states[n] = 'reserved';
      counted integer;
      capped boolean := false;
    begin
      perform 1 from campaign_runs
       where campaign_id = p_campaign and leased_by = p_worker and status = 'running' and in_flight is null
         and source_index = p_source_index and last_username is not distinct from p_last_username
       for update;
      if not found then
        return query select 'gone'::text, null::integer;
        return;
      end if;
      if reserving then
        insert into account_daily_dms as a (account_id, day, dms_sent) values (p_account, p_day, 1)
          on conflict (account_id, day) do update set dms_sent = a.dms_sent + 1 where a.dms_sent < p_account_cap
          returning dms_sent into counted;
        if counted is null then
          reserving := false;
          capped := true;
          n := n - 1;
        end if;
      end if;
      insert into dm_deliveries (id, user_id, campaign_id, account_id, lead_source_id, username, recipient_x_id, contact_index, day, state, text, finished_at)
        select u.id::uuid, p_user, p_campaign, p_account, u.source_id, u.username, u.recipient, p_index + u.ord - 1, p_day, u.state, u.text,
               case when u.state = 'reserved' then null else now() end
          from unnest(p_ids, p_sources, p_usernames, p_recipients, p_states, p_texts) with ordinality as u(id, source_id, username, recipient, state, text, ord)
         where u.ord <= n;
      update campaign_runs set
        source_index = case when n > 0 then p_cursor_sources[n] else source_index end,
        last_username = case when n > 0 then p_cursor_usernames[n] else last_username end,
        next_contact_index = p_index + n,
        skipped_do_not_contact = skipped_do_not_contact + (select count(*) from unnest(p_states[1:n]) s where s = 'skipped_do_not_contact'),
        skipped_already_dmd = skipped_already_dmd + (select count(*) from unnest(p_states[1:n]) s where s = 'skipped_already_dmd'),
        progress_version = progress_version + case when n > 0 then 1 else 0 end,
        day = p_day, day_target = p_day_target, day_sent = p_day_sent + case when reserving then 1 else 0 end,
        in_flight = case when reserving then p_ids[n]::uuid else null end,
        updated_at = now()
       where campaign_id = p_campaign;
      return query select (case when reserving then 'reserved' when capped then 'capped' else 'skipped' end)::text, counted;
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function dm_runner_reserve`.execute(db);
}
