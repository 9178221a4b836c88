import { type Kysely, sql } from 'kysely';

/** The settlement function as 2026_11_25_1500 made it (the run's failures and retries reset in SQL). */
const SETTLE_SENT = 'dm_runner_settle_sent(uuid[], text[], text[], text[], text[], bigint[])';

export async function up(db: Kysely<any>): Promise<void> {
  await sql.raw(`drop function ${SETTLE_SENT}`).execute(db);
  // Sent deliveries settled together, as the runner decided each (run-state.ts: its failures and retries in a row
  // after a sent DM, its next send): this holds no rule of its own. A delivery already settled counts nothing; the
  // run is given back either way. Committed without waiting for the WAL flush: a settlement lost with a database
  // crash leaves the delivery 'reserved' and in flight, which the run's next step settles by reading the
  // conversation (as after a worker's crash); the reservation itself is always durable before anything is sent.
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
        returning d.id
      )
      update campaign_runs r set in_flight = null, leased_by = null,
             messages_sent = r.messages_sent + (select count(*) from d where d.id = s.id)::int,
             consecutive_failures = s.failures, retries = s.retries,
             next_send_at = now() + s.delay_ms * interval '1 millisecond',
             progress_version = r.progress_version + 1, updated_at = now()
        from s
       where r.campaign_id = s.campaign_id;
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function dm_runner_settle_sent(uuid[], text[], text[], text[], text[], bigint[], integer[], integer[])`.execute(db);
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
