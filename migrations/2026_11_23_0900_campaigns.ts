import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // Read model (projection campaigns): the specification's campaign entity, one row per campaign.
  // stream_version: the version of the user's campaigns stream last applied to the row. The counters stay
  // at 0 until the campaign runner reports progress.
  await sql`
    create table campaigns (
      id text primary key,
      user_id text not null,
      name text not null,
      status text not null,
      lead_source_ids text[] not null default '{}',
      daily_dm_limit integer not null,
      profile_id text,
      template_id text not null,
      skip_already_dmd boolean not null default true,
      use_do_not_contact_list boolean not null default true,
      messages_sent integer not null default 0,
      messages_failed integer not null default 0,
      next_contact_index integer not null default 0,
      requires_validation boolean not null default false,
      campaign_total_leads integer not null default 0,
      error_message text,
      skipped_already_dmd integer not null default 0,
      skipped_do_not_contact integer not null default 0,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      stream_version integer not null
    )`.execute(db);
  await sql`create index campaigns_user on campaigns (user_id, created_at desc)`.execute(db);
  await sql`create index campaigns_profile on campaigns (user_id, profile_id)`.execute(db);
  // Read model (projection campaigns): one row per campaign event, what changed from what to what, and who.
  // Rows stay after the campaign is deleted (the audit).
  await sql`
    create table campaign_history (
      user_id text not null,
      version integer not null,
      campaign_id text not null,
      event_type text not null,
      what text not null,
      from_text text,
      to_text text,
      changes jsonb not null default '[]',
      by text not null,
      at timestamptz not null,
      primary key (user_id, version)
    )`.execute(db);
  await sql`create index campaign_history_campaign on campaign_history (campaign_id, version)`.execute(db);
  // Read model (projection message-templates).
  await sql`
    create table message_templates (
      id text primary key,
      user_id text not null,
      name text not null,
      messages text[] not null,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      stream_version integer not null
    )`.execute(db);
  await sql`create index message_templates_user on message_templates (user_id, created_at desc)`.execute(db);
  // Read model (projection keyword-samples): the specification's bio keyword samples.
  await sql`
    create table keyword_samples (
      id text primary key,
      user_id text not null,
      name text not null,
      type text not null,
      keywords text[] not null,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      stream_version integer not null
    )`.execute(db);
  await sql`create index keyword_samples_user on keyword_samples (user_id, type, created_at desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table keyword_samples`.execute(db);
  await sql`drop table message_templates`.execute(db);
  await sql`drop table campaign_history`.execute(db);
  await sql`drop table campaigns`.execute(db);
}
