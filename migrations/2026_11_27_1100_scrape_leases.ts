import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // A scrape is leased to the worker process running its slice (leased_by: the key of the advisory lock that
  // process holds on its own connection), so a scrape whose worker died is seen at once and handed to another
  // worker. slice: the newest slice that took the lease (older slices' retries stand down); job: that slice's
  // job data (no secrets), from which the next slice is queued when its worker died.
  await sql`
    alter table scrape_runs
      add column leased_by integer,
      add column slice integer not null default 0,
      add column job jsonb`.execute(db);
  await sql`create index scrape_runs_leased on scrape_runs (leased_by) where leased_by is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index scrape_runs_leased`.execute(db);
  await sql`alter table scrape_runs drop column leased_by, drop column slice, drop column job`.execute(db);
}
