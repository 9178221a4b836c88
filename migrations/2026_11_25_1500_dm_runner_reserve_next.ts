import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // The next leads of a run in one round trip: up to p_limit leads after the run's cursor (sources in the
  // campaign's order, then username; never one already in this campaign's ledger), each with whether it is on
  // the user's Do Not Contact list (the dnc read model; usernames compared lower-cased) and whether the user
  // already messaged it from any campaign (a 'sent' or 'reserved' ledger row). A jsonb array in that order.
  await sql`
    create function dm_runner_candidates(
      p_campaign text, p_user text, p_sources text[], p_source_index integer, p_last_username text, p_limit integer
    ) returns jsonb
    language sql stable as $$
      select coalesce(jsonb_agg(c order by c.source_index, c.username), '[]'::jsonb) from (
        select s.ord::int - 1 as source_index, l.source_id, l.username, l.name, l.followers_count, l.metadata,
               exists (select 1 from dnc_entries e where e.user_id = p_user and e.username = lower(l.username)) as listed,
               exists (select 1 from dm_deliveries d
                        where d.user_id = p_user and d.username = lower(l.username) and d.state in ('sent', 'reserved')) as already_dmd
          from unnest(p_sources) with ordinality as s(id, ord)
          cross join lateral (
            select l.* from leads l
             where l.source_id = s.id
               and (s.ord - 1 > p_source_index or p_last_username is null or l.username > p_last_username)
               and not exists (select 1 from dm_deliveries p where p.campaign_id = p_campaign and p.username = lower(l.username))
             order by l.username
             limit p_limit
          ) l
         where s.ord - 1 >= p_source_index
         order by s.ord, l.username
         limit p_limit
      ) c
    $$`.execute(db);

  // The reservation from leads read earlier (the step before, or a moment ago): every lead's Do Not Contact and
  // already-messaged standing is checked again in this transaction, so the decision is the one of this moment;
  // if any changed, nothing is written ('stale', with the leads as they are now). Otherwise dm_runner_reserve
  // (2026_11_25_1002) writes, and the leads after the run's new cursor come back for its next step.
  await sql`
    create function dm_runner_reserve_next(
      p_campaign text, p_worker integer, p_source_index integer, p_last_username text,
      p_user text, p_account text, p_day date, p_day_target integer, p_day_sent integer, p_account_cap integer,
      p_ids text[], p_sources text[], p_usernames text[], p_recipients text[], p_states text[], p_texts text[],
      p_cursor_sources integer[], p_cursor_usernames text[], p_index integer,
      p_use_dnc boolean, p_skip_already boolean, p_campaign_sources text[], p_limit integer
    ) returns table (outcome text, account_sent integer, candidates jsonb)
    language plpgsql as $$
    declare
      changed boolean;
      result record;
      next_source integer;
      next_username text;
    begin
      select exists (
        select 1 from unnest(p_usernames, p_states) as u(username, state)
         where u.state <> (case
                 when p_use_dnc and exists (select 1 from dnc_entries e where e.user_id = p_user and e.username = u.username)
                   then 'skipped_do_not_contact'
                 when p_skip_already and exists (select 1 from dm_deliveries d
                                                  where d.user_id = p_user and d.username = u.username and d.state in ('sent', 'reserved'))
                   then 'skipped_already_dmd'
                 else 'reserved' end)
      ) into changed;
      if changed then
        return query select 'stale'::text, null::integer,
          dm_runner_candidates(p_campaign, p_user, p_campaign_sources, p_source_index, p_last_username, p_limit);
        return;
      end if;
      select * into result from dm_runner_reserve(
        p_campaign, p_worker, p_source_index, p_last_username, p_user, p_account, p_day, p_day_target, p_day_sent, p_account_cap,
        p_ids, p_sources, p_usernames, p_recipients, p_states, p_texts, p_cursor_sources, p_cursor_usernames, p_index);
      if result.outcome = 'gone' then
        return query select 'gone'::text, null::integer, null::jsonb;
        return;
      end if;
      select r.source_index, r.last_username into next_source, next_username from campaign_runs r where r.campaign_id = p_campaign;
      return query select result.outcome, result.account_sent,
        dm_runner_candidates(p_campaign, p_user, p_campaign_sources, next_source, next_username, p_limit);
    end $$`.execute(db);

  // Sent deliveries settled together (the runner queues them for a few milliseconds): each to 'sent', and its run
  // given back (in_flight cleared, counters, next send). Committed without waiting for the WAL flush: a
  // settlement lost with a database crash leaves the delivery 'reserved' and in flight, which the run's next step
  // settles by reading the conversation (as after a worker's crash); the reservation itself is always durable
  // before anything is sent.
  await sql`
    create function dm_runner_settle_sent(
      p_ids uuid[], p_campaigns text[], p_recipients text[], p_message_ids text[], p_conversation_ids text[], p_delays_ms bigint[]
    ) returns void
    language plpgsql as $$
    begin
      perform set_config('synchronous_commit', 'off', true);
      with s as (
        select * from unnest(p_ids, p_campaigns, p_recipients, p_message_ids, p_conversation_ids, p_delays_ms)
                 as s(id, campaign_id, recipient_x_id, message_id, conversation_id, delay_ms)
      ), d as (
        update dm_deliveries d set state = 'sent', x_message_id = s.message_id, conversation_id = s.conversation_id,
               recipient_x_id = coalesce(d.recipient_x_id, s.recipient_x_id), finished_at = now()
          from s
         where d.id = s.id and d.state = 'reserved'
        returning d.id
      )
      update campaign_runs r set in_flight = null, leased_by = null,
             messages_sent = r.messages_sent + (select count(*) from d where d.id = s.id)::int,
             consecutive_failures = 0, retries = 0,
             next_send_at = now() + s.delay_ms * interval '1 millisecond',
             progress_version = r.progress_version + 1, updated_at = now()
        from s
       where r.campaign_id = s.campaign_id;
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function dm_runner_settle_sent`.execute(db);
  await sql`drop function dm_runner_reserve_next`.execute(db);
  await sql`drop function dm_runner_candidates`.execute(db);
}
