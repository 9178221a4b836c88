import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // Read model (projection lead-sources): what a scraped source was asked for, how its scrape ended, and a
  // database source's search criteria.
  await sql`
    alter table lead_sources
      add column scrape_type text,
      add column task_id text,
      add column target_accounts text[] not null default '{}',
      add column post_links text[] not null default '{}',
      add column include_keywords text[] not null default '{}',
      add column exclude_keywords text[] not null default '{}',
      add column exclude_locations text[] not null default '{}',
      add column failed_targets jsonb not null default '[]',
      add column warning text,
      add column credit_limit_reached boolean not null default false,
      add column search_criteria jsonb`.execute(db);
  // Operational (the scrape job, not a projection): one row per scrape with its live progress. canceled_at is
  // set, under the row's lock, when the source is deleted: the job's page transactions take the same lock and
  // write nothing once it is set.
  await sql`
    create table scrape_runs (
      source_id text primary key,
      user_id text not null,
      task_id text not null,
      leads_found integer not null default 0,
      pages_fetched integer not null default 0,
      current_target text,
      targets_total integer not null default 0,
      targets_done integer not null default 0,
      failed_targets jsonb not null default '[]',
      estimated_seconds_left integer,
      credit_limit_reached boolean not null default false,
      started_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      finished_at timestamptz,
      canceled_at timestamptz
    )`.execute(db);
  await sql`create index scrape_runs_user on scrape_runs (user_id)`.execute(db);
  // Operational: where each list of each target stands, written with each page's leads in one transaction, so a
  // scrape resumed on another worker goes on from the last page written.
  await sql`
    create table scrape_checkpoints (
      source_id text not null,
      target_index integer not null,
      kind text not null,
      subject_id text,
      cursor text,
      pages integer not null default 0,
      leads_found integer not null default 0,
      read_count integer not null default 0,
      done boolean not null default false,
      error text,
      updated_at timestamptz not null default now(),
      primary key (source_id, target_index, kind)
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table scrape_checkpoints`.execute(db);
  await sql`drop table scrape_runs`.execute(db);
  await sql`
    alter table lead_sources
      drop column scrape_type, drop column task_id, drop column target_accounts, drop column post_links,
      drop column include_keywords, drop column exclude_keywords, drop column exclude_locations,
      drop column failed_targets, drop column warning, drop column credit_limit_reached, drop column search_criteria`.execute(db);
}
