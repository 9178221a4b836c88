import { type Kysely, sql } from 'kysely';

/**
 * The campaigns context's public read model of what a run needs of its campaign: owner, status, sending
 * account, lead sources, the template's messages (the owner's own template only), limits and sending hours. The
 * runner reads this view, not the campaign and template rows, so their names, counters and history stay the
 * campaigns context's own.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create view campaign_run_settings as
      select c.id, c.user_id, c.status, c.profile_id, c.lead_source_ids, c.daily_dm_limit, c.skip_already_dmd,
             c.use_do_not_contact_list, c.send_window_start, c.send_window_end, c.time_zone, t.messages
        from campaigns c left join message_templates t on t.id = c.template_id and t.user_id = c.user_id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view campaign_run_settings`.execute(db);
}
