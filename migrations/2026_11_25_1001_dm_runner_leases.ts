import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // The runner's claims and the lifecycle changes it still owes the campaign:
  // - leased_by: the workers process stepping the run now (its advisory lock key): a run leased by a process
  //   that died (its lock is gone) is taken over at once, one leased by a live process is left alone;
  // - lifecycle_version: the campaigns stream version of the start or stop last applied (jobs can run out of
  //   order; an older one is ignored);
  // - pending / error_message: a completion or pause decided by the runner and not yet recorded on the
  //   campaign (recorded again until it is).
  await sql`
    alter table campaign_runs
      add column leased_by integer,
      add column lifecycle_version integer not null default 0,
      add column pending text,
      add column error_message text`.execute(db);
  await sql`create index campaign_runs_pending on campaign_runs (updated_at) where pending is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index campaign_runs_pending`.execute(db);
  await sql`alter table campaign_runs drop column leased_by, drop column lifecycle_version, drop column pending, drop column error_message`.execute(db);
}
