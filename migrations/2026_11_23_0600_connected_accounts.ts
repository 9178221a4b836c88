import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // Not a read model: the vault. Secrets (X session cookies, proxy passwords) encrypted with AES-256-GCM,
  // one row per owner and name; written before the event that references them, destroyed on disconnect.
  await sql`
    create table vault_secrets (
      user_id text not null,
      account_id text not null,
      name text not null,
      key_id text not null,
      ciphertext text not null,
      updated_at timestamptz not null default now(),
      primary key (user_id, account_id, name)
    )`.execute(db);
  await sql`create index vault_secrets_key on vault_secrets (key_id)`.execute(db);
  // Not a read model: which user holds which X account (by X's id) and token pair (by keyed hash), so one X
  // account is connected by one user at a time. Written with the vault entries, before AccountConnected.
  await sql`
    create table account_claims (
      profile_id text primary key,
      user_id text not null,
      account_id text not null unique,
      token_hash text not null unique,
      created_at timestamptz not null default now()
    )`.execute(db);
  // Read model (projection connected-accounts): the specification's profiles, without secrets.
  await sql`
    create table connected_accounts (
      id text primary key,
      user_id text not null,
      profile_id text not null,
      twitter_username text not null,
      twitter_name text not null,
      twitter_profile_image text,
      verified boolean not null,
      has_proxy boolean not null default false,
      proxy_type text,
      proxy_ip text,
      proxy_port integer,
      proxy_username text,
      has_proxy_password boolean not null default false,
      health text not null default 'healthy',
      health_detail text,
      health_checked_at timestamptz,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      stream_version integer not null
    )`.execute(db);
  await sql`create index connected_accounts_user on connected_accounts (user_id, updated_at desc)`.execute(db);
  // Written by the campaign runner: DMs sent per account per day, shown beside the daily cap.
  await sql`
    create table account_daily_dms (
      account_id text not null,
      day date not null,
      dms_sent integer not null default 0,
      primary key (account_id, day)
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table account_daily_dms`.execute(db);
  await sql`drop table connected_accounts`.execute(db);
  await sql`drop table account_claims`.execute(db);
  await sql`drop table vault_secrets`.execute(db);
}
