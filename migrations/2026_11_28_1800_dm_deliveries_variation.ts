import { type Kysely, sql } from 'kysely';
import { up as reserveReadingPublicViews } from './2026_11_28_1605_dm_runner_public_reads';

/**
 * Which of the template's variations each DM used (0-based, in the template's order when it was sent), so a
 * campaign's variations can be compared and 'Optimise automatically' can learn from them. Rows written before
 * stay null: not attributed, never guessed. dm_runner_reserve_next takes one variation per decided lead (null for
 * a skip); otherwise it is as 2026_11_28_1605 made it. Its signature changes, so the old one is dropped rather
 * than left as an overload.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table dm_deliveries add column variation smallint`.execute(db);
  await sql`drop function dm_runner_reserve_next(${sql.raw(OLD_SIGNATURE)})`.execute(db);
  await sql`
    create function dm_runner_reserve_next(
      p_campaign text, p_worker integer, p_source_index integer, p_last_username text,
      p_user text, p_account text, p_day date, p_day_target integer, p_day_sent integer,
      p_profile text, p_window_ms bigint, p_count_min integer, p_count_max integer,
      p_ids text[], p_sources text[], p_usernames text[], p_recipients text[], p_states text[], p_texts text[], p_variations integer[],
      p_cursor_sources integer[], p_cursor_usernames text[], p_listed boolean[], p_already boolean[], p_index integer,
      p_campaign_sources text[], p_limit integer
    ) returns table (outcome text, account_sent integer, candidates jsonb)
    language plpgsql as $$
    declare
      n integer := coalesce(array_length(p_ids, 1), 0);
      reserving boolean := n > 0 and p_states[n] = 'reserved';
      changed boolean;
      counted integer;
      next_source integer;
      next_username text;
    begin
      if p_count_min is not null then
        perform pg_advisory_xact_lock(4476240, hashtext(p_profile));
      end if;
      select count(*)::int into counted from dm_deliveries d
       where d.sender_profile_id = p_profile and d.state in ('sent', 'reserved')
         and d.reserved_at > now() - p_window_ms * interval '1 millisecond';
      select exists (
        select 1 from unnest(p_usernames, p_listed, p_already) as u(username, listed, already)
         where (u.listed is not null
                and u.listed <> exists (select 1 from dnc_usernames e where e.user_id = p_user and e.username = u.username))
            or (u.already is not null
                and u.already <> exists (select 1 from dm_deliveries d
                                          where d.user_id = p_user and d.username = u.username and d.state in ('sent', 'reserved')))
      ) into changed;
      if changed or counted < p_count_min or counted > p_count_max then
        return query select 'stale'::text, counted,
          dm_runner_candidates(p_campaign, p_user, p_campaign_sources, p_source_index, p_last_username, p_limit);
        return;
      end if;

      perform 1 from campaign_runs
       where campaign_id = p_campaign and leased_by = p_worker and status = 'running' and in_flight is null
         and source_index = p_source_index and last_username is not distinct from p_last_username
       for update;
      if not found then
        return query select 'gone'::text, counted, null::jsonb;
        return;
      end if;
      insert into dm_deliveries (id, user_id, campaign_id, account_id, sender_profile_id, lead_source_id, username, recipient_x_id,
                                 contact_index, day, state, text, variation, finished_at)
        select u.id::uuid, p_user, p_campaign, p_account, p_profile, u.source_id, u.username, u.recipient, p_index + u.ord - 1, p_day,
               u.state, u.text, u.variation, case when u.state = 'reserved' then null else now() end
          from unnest(p_ids, p_sources, p_usernames, p_recipients, p_states, p_texts, p_variations)
               with ordinality as u(id, source_id, username, recipient, state, text, variation, ord);
      if reserving then
        insert into account_daily_dms as a (account_id, day, dms_sent) values (p_account, p_day, 1)
          on conflict (account_id, day) do update set dms_sent = a.dms_sent + 1;
        counted := counted + 1;
      end if;
      update campaign_runs set
        source_index = case when n > 0 then p_cursor_sources[n] else source_index end,
        last_username = case when n > 0 then p_cursor_usernames[n] else last_username end,
        next_contact_index = p_index + n,
        skipped_do_not_contact = skipped_do_not_contact + (select count(*) from unnest(p_states) s where s = 'skipped_do_not_contact'),
        skipped_already_dmd = skipped_already_dmd + (select count(*) from unnest(p_states) s where s = 'skipped_already_dmd'),
        skipped_cannot_dm = skipped_cannot_dm + (select count(*) from unnest(p_states) s where s = 'skipped_cannot_dm'),
        progress_version = progress_version + case when n > 0 then 1 else 0 end,
        day = p_day, day_target = p_day_target, day_sent = p_day_sent + case when reserving then 1 else 0 end,
        in_flight = case when reserving then p_ids[n]::uuid else null end,
        updated_at = now()
       where campaign_id = p_campaign
      returning source_index, last_username into next_source, next_username;
      return query select (case when reserving then 'reserved' else 'skipped' end)::text, counted,
        dm_runner_candidates(p_campaign, p_user, p_campaign_sources, next_source, next_username, p_limit);
    end $$`.execute(db);
}

const OLD_SIGNATURE = `text, integer, integer, text, text, text, date, integer, integer, text, bigint, integer, integer,
  text[], text[], text[], text[], text[], text[], integer[], text[], boolean[], boolean[], integer, text[], integer`;

const NEW_SIGNATURE = `text, integer, integer, text, text, text, date, integer, integer, text, bigint, integer, integer,
  text[], text[], text[], text[], text[], text[], integer[], integer[], text[], boolean[], boolean[], integer, text[], integer`;

/** Back to the function without variations (2026_11_28_1605's definition) and the ledger without the column. */
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function dm_runner_reserve_next(${sql.raw(NEW_SIGNATURE)})`.execute(db);
  await reserveReadingPublicViews(db);
  await sql`alter table dm_deliveries drop column variation`.execute(db);
}
