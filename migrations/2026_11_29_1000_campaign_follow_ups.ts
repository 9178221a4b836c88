import { type Kysely, sql } from 'kysely';

/**
 * Follow-ups: up to 3 messages after a campaign's first, each with its own template and a wait in days. The
 * campaigns read model keeps them as the API shows them ([{ template_id, wait_days }], in order); the runner reads
 * them through the public view campaign_run_settings, each step with its wait and its template's messages
 * (a column added last: a view's columns keep their order).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table campaigns add column follow_ups jsonb not null default '[]'::jsonb`.execute(db);
  await sql`
    create or replace view campaign_run_settings as
      select c.id, c.user_id, c.status, c.profile_id, c.lead_source_ids, c.daily_dm_limit, c.skip_already_dmd,
             c.use_do_not_contact_list, c.send_window_start, c.send_window_end, c.time_zone, t.messages,
             c.optimise_automatically,
             coalesce((
               select jsonb_agg(jsonb_build_object('wait_days', (step->>'wait_days')::int, 'messages', to_jsonb(ft.messages)) order by n)
                 from jsonb_array_elements(c.follow_ups) with ordinality as steps(step, n)
                 left join message_templates ft on ft.id = step->>'template_id' and ft.user_id = c.user_id
             ), '[]'::jsonb) as follow_ups
        from campaigns c left join message_templates t on t.id = c.template_id and t.user_id = c.user_id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view campaign_run_settings`.execute(db);
  await sql`
    create view campaign_run_settings as
      select c.id, c.user_id, c.status, c.profile_id, c.lead_source_ids, c.daily_dm_limit, c.skip_already_dmd,
             c.use_do_not_contact_list, c.send_window_start, c.send_window_end, c.time_zone, t.messages,
             c.optimise_automatically
        from campaigns c left join message_templates t on t.id = c.template_id and t.user_id = c.user_id`.execute(db);
  await sql`alter table campaigns drop column follow_ups`.execute(db);
}
