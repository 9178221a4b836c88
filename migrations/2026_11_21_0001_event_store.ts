import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table streams (
      stream_id text primary key,
      version integer not null
    )`.execute(db);
  await sql`create sequence events_global_position_seq`.execute(db);
  await sql`
    create table events (
      global_position bigint not null default nextval('events_global_position_seq') primary key,
      transaction_id xid8 not null default pg_current_xact_id(),
      stream_id text not null,
      stream_version integer not null,
      event_id uuid not null,
      type text not null,
      data jsonb not null,
      metadata jsonb not null default '{}'::jsonb,
      created_at timestamptz not null default now(),
      unique (stream_id, stream_version),
      unique (event_id)
    )`.execute(db);
  await sql`create index events_transaction_position on events (transaction_id, global_position)`.execute(db);
  await sql`create index events_type on events (type)`.execute(db);
  // Checkpoints of projections and other subscriptions; positions are (major, minor) pairs so the
  // same table serves PostgreSQL (transaction id, global position) and KurrentDB (commit, prepare).
  await sql`
    create table subscription_checkpoints (
      name text primary key,
      position_major numeric(20, 0) not null default 0,
      position_minor numeric(20, 0) not null default 0,
      events_applied bigint not null default 0,
      updated_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table subscription_checkpoints`.execute(db);
  await sql`drop table events`.execute(db);
  await sql`drop sequence events_global_position_seq`.execute(db);
  await sql`drop table streams`.execute(db);
}
