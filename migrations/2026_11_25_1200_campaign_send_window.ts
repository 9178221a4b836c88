import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // A campaign's sending hours (minutes from midnight; an end before the start crosses midnight) and the time
  // zone they and its day are counted in. Null hours: the whole day. The runner's pace reads them.
  await sql`
    alter table campaigns
      add column send_window_start smallint,
      add column send_window_end smallint,
      add column time_zone text not null default 'UTC'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table campaigns drop column send_window_start, drop column send_window_end, drop column time_zone`.execute(db);
}
