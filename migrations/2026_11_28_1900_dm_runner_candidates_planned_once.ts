import { type Kysely, sql } from 'kysely';

/**
 * dm_runner_candidates as 2026_11_28_1605 made it, in PL/pgSQL rather than SQL: a SQL function that cannot be
 * inlined is planned again at every call, and every reservation calls it; a PL/pgSQL function keeps its plan for
 * the connection. Asked for no leads (a reservation that still has leads at
 * hand), it answers at once. Same signature, same answer.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace function dm_runner_candidates(
      p_campaign text, p_user text, p_sources text[], p_source_index integer, p_last_username text, p_limit integer
    ) returns jsonb
    language plpgsql stable as $$
    begin
      if p_limit <= 0 then
        return '[]'::jsonb;
      end if;
      return (
      select coalesce(jsonb_agg(c order by c.source_index, c.username), '[]'::jsonb) from (
        select s.ord::int - 1 as source_index, l.source_id, l.username, l.name, l.followers_count, l.metadata, l.can_dm,
               exists (select 1 from dnc_usernames e where e.user_id = p_user and e.username = lower(l.username)) as listed,
               exists (select 1 from dm_deliveries d
                        where d.user_id = p_user and d.username = lower(l.username) and d.state in ('sent', 'reserved')) as already_dmd
          from unnest(p_sources) with ordinality as s(id, ord)
          cross join lateral (
            select l.source_id, l.username, l.name, l.followers_count, l.metadata, l.can_dm from source_leads l
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
      );
    end $$`.execute(db);
}

/** Back to the SQL function (the same read as up's, as 2026_11_28_1605 wrote it). */
export async function down(db: Kysely<any>): Promise<void> {
  await sql`create or replace function dm_runner_candidates(${sql.raw(SIGNATURE)}) returns jsonb language sql stable as $$ ${sql.raw(CANDIDATES)} $$`.execute(db);
}

const SIGNATURE = 'p_campaign text, p_user text, p_sources text[], p_source_index integer, p_last_username text, p_limit integer';

/** The leads after the cursor with their standing, as 2026_11_28_1605 reads them. */
const CANDIDATES = `
      select coalesce(jsonb_agg(c order by c.source_index, c.username), '[]'::jsonb) from (
        select s.ord::int - 1 as source_index, l.source_id, l.username, l.name, l.followers_count, l.metadata, l.can_dm,
               exists (select 1 from dnc_usernames e where e.user_id = p_user and e.username = lower(l.username)) as listed,
               exists (select 1 from dm_deliveries d
                        where d.user_id = p_user and d.username = lower(l.username) and d.state in ('sent', 'reserved')) as already_dmd
          from unnest(p_sources) with ordinality as s(id, ord)
          cross join lateral (
            select l.source_id, l.username, l.name, l.followers_count, l.metadata, l.can_dm from source_leads l
             where l.source_id = s.id
               and (s.ord - 1 > p_source_index or p_last_username is null or l.username > p_last_username)
               and not exists (select 1 from dm_deliveries p where p.campaign_id = p_campaign and p.username = lower(l.username))
             order by l.username
             limit p_limit
          ) l
         where s.ord - 1 >= p_source_index
         order by s.ord, l.username
         limit p_limit
      ) c`;
