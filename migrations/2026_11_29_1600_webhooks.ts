import { type Kysely, sql } from 'kysely';

/**
 * Webhooks (src/modules/developers/webhooks): the endpoints' read model, their signing secrets, and each event's
 * delivery to each endpoint with every attempt (status, time, the answer's first kilobyte).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table webhook_endpoints (
      id text primary key,
      workspace_id text not null,
      url text not null,
      event_types text[] not null,
      created_by text not null,
      created_at timestamptz not null,
      removed_at timestamptz
    )`.execute(db);
  await sql`create index webhook_endpoints_workspace on webhook_endpoints (workspace_id, created_at)`.execute(db);
  await sql`create table webhook_secrets (endpoint_id text primary key, secret text not null, created_at timestamptz not null default now())`.execute(db);
  await sql`
    create table webhook_deliveries (
      id uuid primary key default gen_random_uuid(),
      endpoint_id text not null,
      workspace_id text not null,
      event_id text not null,
      type text not null,
      payload jsonb not null,
      status text not null check (status in ('pending', 'succeeded', 'failed')),
      attempts integer not null default 0,
      next_attempt_at timestamptz,
      created_at timestamptz not null default now(),
      unique (endpoint_id, event_id)
    )`.execute(db);
  await sql`create index webhook_deliveries_endpoint on webhook_deliveries (endpoint_id, created_at desc)`.execute(db);
  await sql`
    create table webhook_attempts (
      id bigserial primary key,
      delivery_id uuid not null,
      attempt integer not null,
      at timestamptz not null,
      status integer,
      duration_ms integer not null,
      response text not null,
      error text
    )`.execute(db);
  await sql`create index webhook_attempts_delivery on webhook_attempts (delivery_id, id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table webhook_attempts`.execute(db);
  await sql`drop table webhook_deliveries`.execute(db);
  await sql`drop table webhook_secrets`.execute(db);
  await sql`drop table webhook_endpoints`.execute(db);
}
