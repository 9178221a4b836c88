import { type Kysely, sql } from 'kysely';

/**
 * API keys (src/modules/developers): the read model of their streams (api_keys; only each key's SHA-256 is kept)
 * and when each was last used (their rate limits count in the platform's request_rate_limits).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table api_keys (
      id text primary key,
      workspace_id text not null,
      name text not null,
      scope text not null check (scope in ('read', 'write')),
      prefix text not null,
      key_hash text not null unique,
      created_by text not null,
      created_at timestamptz not null,
      expires_at timestamptz,
      revoked_at timestamptz
    )`.execute(db);
  await sql`create index api_keys_workspace on api_keys (workspace_id, created_at)`.execute(db);
  await sql`create table api_key_uses (key_id text primary key, last_used_at timestamptz not null)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table api_key_uses`.execute(db);
  await sql`drop table api_keys`.execute(db);
}
