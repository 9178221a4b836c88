import { type Kysely, sql } from 'kysely';

// One notification per inserting statement wakes subscribers; they re-read by position, so the payload is empty.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function notify_events_appended() returns trigger language plpgsql as $$
    begin
      perform pg_notify('events_appended', '');
      return null;
    end $$`.execute(db);
  await sql`
    create trigger events_appended after insert on events
    for each statement execute function notify_events_appended()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger events_appended on events`.execute(db);
  await sql`drop function notify_events_appended()`.execute(db);
}
