import { type Kysely, sql } from 'kysely';

/**
 * The users whose UserRegistered event identity knows to be in the event store: the catch-up at start appends
 * the events of recent users without a row here, asking no event store table. Filled for the users whose
 * registration stream exists already.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table recorded_registrations (
      user_id text primary key references "user" (id) on delete cascade,
      recorded_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    insert into recorded_registrations (user_id)
      select u.id from "user" u where exists (select 1 from streams s where s.stream_id = 'user-' || u.id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table recorded_registrations`.execute(db);
}
