import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // Read model (projection lead-sources): one row per lead source; stream_version is the user's lead-sources
  // stream version of the last event applied to it.
  await sql`
    create table lead_sources (
      id text primary key,
      user_id text not null,
      name text not null,
      source_type text not null,
      status text not null,
      total_leads integer not null default 0,
      csv_filename text,
      error_message text,
      csv_columns text[] not null default '{}',
      created_at timestamptz not null,
      updated_at timestamptz not null,
      stream_version integer not null
    )`.execute(db);
  await sql`create index lead_sources_user_created on lead_sources (user_id, created_at desc)`.execute(db);
  // Read model (same projection): per user, the lead credits used (sum of total_leads over the sources), the
  // number of sources, and the stream version applied (the replay guard of the whole stream).
  await sql`
    create table lead_credits (
      user_id text primary key,
      used bigint not null,
      source_count integer not null,
      stream_version integer not null,
      updated_at timestamptz not null
    )`.execute(db);
  // Bulk data, not a read model: the leads of each source, written in bulk before the source's LeadSourceCreated
  // and read only through a source that exists in lead_sources.
  await sql`
    create table leads (
      source_id text not null,
      username text not null,
      name text,
      bio text,
      bio_urls text[] not null default '{}',
      urls text[] not null default '{}',
      location text,
      verified boolean,
      followers_count integer,
      following_count integer,
      can_dm boolean,
      metadata jsonb not null default '{}',
      primary key (source_id, username)
    )`.execute(db);
  // Which campaigns use which lead sources, kept by the campaigns context while a campaign is running, paused
  // or completed (campaign_status); a source with a row in one of those statuses cannot be deleted.
  await sql`
    create table lead_source_usage (
      campaign_id text not null,
      lead_source_id text not null,
      user_id text not null,
      campaign_status text not null,
      primary key (campaign_id, lead_source_id)
    )`.execute(db);
  await sql`create index lead_source_usage_source on lead_source_usage (user_id, lead_source_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table lead_source_usage`.execute(db);
  await sql`drop table leads`.execute(db);
  await sql`drop table lead_credits`.execute(db);
  await sql`drop table lead_sources`.execute(db);
}
