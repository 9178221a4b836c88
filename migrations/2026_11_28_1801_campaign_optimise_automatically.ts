import { type Kysely, sql } from 'kysely';

/**
 * 'Optimise automatically' (a campaign option, off by default): the runner picks the template's variation by what
 * gets replies. The runner reads it through the campaigns context's public view campaign_run_settings, to which
 * the column is added last (a view's columns keep their order).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table campaigns add column optimise_automatically boolean not null default false`.execute(db);
  await sql`
    create or replace view campaign_run_settings as
      select c.id, c.user_id, c.status, c.profile_id, c.lead_source_ids, c.daily_dm_limit, c.skip_already_dmd,
             c.use_do_not_contact_list, c.send_window_start, c.send_window_end, c.time_zone, t.messages,
             c.optimise_automatically
        from campaigns c left join message_templates t on t.id = c.template_id and t.user_id = c.user_id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view campaign_run_settings`.execute(db);
  await sql`
    create view campaign_run_settings as
      select c.id, c.user_id, c.status, c.profile_id, c.lead_source_ids, c.daily_dm_limit, c.skip_already_dmd,
             c.use_do_not_contact_list, c.send_window_start, c.send_window_end, c.time_zone, t.messages
        from campaigns c left join message_templates t on t.id = c.template_id and t.user_id = c.user_id`.execute(db);
  await sql`alter table campaigns drop column optimise_automatically`.execute(db);
}
