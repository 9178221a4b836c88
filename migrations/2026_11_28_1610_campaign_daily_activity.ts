import { type Kysely, sql } from 'kysely';

/**
 * The campaigns overview's daily numbers, per campaign and UTC day.
 *
 * campaign_daily_sends is fed by the delivery ledger itself: DMs are settled in batches by SQL statements, not
 * events, so statement triggers on dm_deliveries count the rows that become 'sent', one upsert per statement
 * whatever the batch's size, on the day the send finished. campaign_daily_sends_rebuild() recounts it from the
 * ledger (the same figures: the triggers only keep it current) and backfills it here.
 *
 * campaign_daily_replies is a read model of the campaign-replies projection: leads whose first reply fell on
 * the day, and reply messages, from the ReplyReceived events.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table campaign_daily_sends (
      campaign_id text not null,
      day date not null,
      user_id text not null,
      sent integer not null default 0,
      primary key (campaign_id, day)
    )`.execute(db);
  await sql`create index campaign_daily_sends_user_day on campaign_daily_sends (user_id, day)`.execute(db);
  await sql`
    create table campaign_daily_replies (
      campaign_id text not null,
      day date not null,
      user_id text not null,
      replied_leads integer not null default 0,
      replies integer not null default 0,
      primary key (campaign_id, day)
    )`.execute(db);
  await sql`create index campaign_daily_replies_user_day on campaign_daily_replies (user_id, day)`.execute(db);

  // Rows are upserted in key order, so two statements settling the same campaigns never wait on each other in a cycle.
  await sql`
    create function campaign_daily_sends_after_insert() returns trigger language plpgsql as $$
    begin
      insert into campaign_daily_sends as s (campaign_id, day, user_id, sent)
      select n.campaign_id, (coalesce(n.finished_at, n.reserved_at) at time zone 'UTC')::date, n.user_id, count(*)
        from new_rows n
       where n.state = 'sent'
       group by 1, 2, 3
       order by 1, 2
      on conflict (campaign_id, day) do update set sent = s.sent + excluded.sent;
      return null;
    end $$`.execute(db);
  await sql`
    create function campaign_daily_sends_after_update() returns trigger language plpgsql as $$
    begin
      insert into campaign_daily_sends as s (campaign_id, day, user_id, sent)
      select n.campaign_id, (coalesce(n.finished_at, n.reserved_at) at time zone 'UTC')::date, n.user_id, count(*)
        from new_rows n join old_rows o on o.id = n.id
       where n.state = 'sent' and o.state <> 'sent'
       group by 1, 2, 3
       order by 1, 2
      on conflict (campaign_id, day) do update set sent = s.sent + excluded.sent;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger dm_deliveries_daily_sends_insert after insert on dm_deliveries
      referencing new table as new_rows for each statement execute function campaign_daily_sends_after_insert()`.execute(db);
  await sql`
    create trigger dm_deliveries_daily_sends_update after update on dm_deliveries
      referencing old table as old_rows new table as new_rows for each statement execute function campaign_daily_sends_after_update()`.execute(
    db,
  );

  // The same counts from the ledger. Safe while DMs are being sent: a settlement committed before the recount is
  // in it; one committed after adds to the recounted rows.
  await sql`
    create function campaign_daily_sends_rebuild() returns void language sql as $$
      delete from campaign_daily_sends;
      insert into campaign_daily_sends (campaign_id, day, user_id, sent)
      select campaign_id, (coalesce(finished_at, reserved_at) at time zone 'UTC')::date, user_id, count(*)
        from dm_deliveries
       where state = 'sent'
       group by 1, 2, 3;
    $$`.execute(db);
  await sql`select campaign_daily_sends_rebuild()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger dm_deliveries_daily_sends_update on dm_deliveries`.execute(db);
  await sql`drop trigger dm_deliveries_daily_sends_insert on dm_deliveries`.execute(db);
  await sql`drop function campaign_daily_sends_rebuild()`.execute(db);
  await sql`drop function campaign_daily_sends_after_update()`.execute(db);
  await sql`drop function campaign_daily_sends_after_insert()`.execute(db);
  await sql`drop table campaign_daily_replies`.execute(db);
  await sql`drop table campaign_daily_sends`.execute(db);
}
