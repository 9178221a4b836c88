import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // The runner's public read model of each campaign's counters (the card's sent, failed, skipped and contact
  // index), written by its progress flush: counters live here rather than in an event per flush. Cumulative:
  // a write never lowers one. progress_version: the run's progress the row reflects.
  await sql`
    create table campaign_progress (
      campaign_id text primary key,
      user_id text not null,
      messages_sent integer not null default 0,
      messages_failed integer not null default 0,
      skipped_already_dmd integer not null default 0,
      skipped_do_not_contact integer not null default 0,
      next_contact_index integer not null default 0,
      progress_version integer not null default 0,
      updated_at timestamptz not null default now()
    )`.execute(db);
  // The progress last appended as a CampaignProgressRecorded roll-up, and when (the roll-ups are for audit now).
  await sql`alter table campaign_runs add column recorded_version integer not null default 0, add column recorded_at timestamptz`.execute(db);
  // Every flush so far appended its roll-up.
  await sql`update campaign_runs set recorded_version = flushed_version, recorded_at = flushed_at`.execute(db);
  await sql`
    insert into campaign_progress (campaign_id, user_id, messages_sent, messages_failed, skipped_already_dmd, skipped_do_not_contact,
                                   next_contact_index, progress_version)
    select campaign_id, user_id, messages_sent, messages_failed, skipped_already_dmd, skipped_do_not_contact, next_contact_index, progress_version
      from campaign_runs`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table campaign_runs drop column recorded_version, drop column recorded_at`.execute(db);
  await sql`drop table campaign_progress`.execute(db);
}
