import { type Kysely, sql } from 'kysely';

/** The settlement function as 2026_11_28_1200 made it. */
const SETTLE_SENT = 'dm_runner_settle_sent(uuid[], text[], text[], text[], text[], bigint[], integer[], integer[])';

/**
 * A run's follow-ups counted apart from its DMs (messages_sent and messages_failed count every DM, a follow-up
 * too): the card's 'leads processed' is sent + failed + skipped over leads, so it takes the follow-ups out. The
 * settlement counts a sent follow-up in both; a failed one is counted by the runner's failure statement.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['campaign_runs', 'campaign_progress']) {
    await sql`alter table ${sql.table(table)} add column follow_ups_sent integer not null default 0, add column follow_ups_failed integer not null default 0`.execute(db);
  }
  await sql.raw(`drop function ${SETTLE_SENT}`).execute(db);
  await settleSent(db, true);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw(`drop function ${SETTLE_SENT}`).execute(db);
  await settleSent(db, false);
  for (const table of ['campaign_runs', 'campaign_progress']) {
    await sql`alter table ${sql.table(table)} drop column follow_ups_sent, drop column follow_ups_failed`.execute(db);
  }
}

/** Sent deliveries settled together (2026_11_28_1200's function), counting follow-ups apart when `followUps`. */
async function settleSent(db: Kysely<any>, followUps: boolean): Promise<void> {
  const followUpsSent = followUps ? sql`follow_ups_sent = r.follow_ups_sent + (select count(*) from d where d.id = s.id and d.step > 0)::int,` : sql``;
  await sql`
    create function dm_runner_settle_sent(
      p_ids uuid[], p_campaigns text[], p_recipients text[], p_message_ids text[], p_conversation_ids text[], p_delays_ms bigint[],
      p_failures integer[], p_retries integer[]
    ) returns void
    language plpgsql as $$
    begin
      perform set_config('synchronous_commit', 'off', true);
      with s as (
        select * from unnest(p_ids, p_campaigns, p_recipients, p_message_ids, p_conversation_ids, p_delays_ms, p_failures, p_retries)
                 as s(id, campaign_id, recipient_x_id, message_id, conversation_id, delay_ms, failures, retries)
      ), d as (
        update dm_deliveries d set state = 'sent', x_message_id = s.message_id, conversation_id = s.conversation_id,
               recipient_x_id = coalesce(d.recipient_x_id, s.recipient_x_id), finished_at = now()
          from s
         where d.id = s.id and d.state = 'reserved'
        returning d.id, d.step
      )
      update campaign_runs r set in_flight = null, leased_by = null,
             messages_sent = r.messages_sent + (select count(*) from d where d.id = s.id)::int,
             ${followUpsSent}
             consecutive_failures = s.failures, retries = s.retries,
             next_send_at = now() + s.delay_ms * interval '1 millisecond',
             progress_version = r.progress_version + 1, updated_at = now()
        from s
       where r.campaign_id = s.campaign_id;
    end $$`.execute(db);
}
