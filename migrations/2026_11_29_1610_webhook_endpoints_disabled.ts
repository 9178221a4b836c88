import { type Kysely, sql } from 'kysely';

/** A webhook endpoint disabled after 24 hours of failures (and why), until an Admin enables it again. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table webhook_endpoints add column disabled_at timestamptz, add column disabled_reason text`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table webhook_endpoints drop column disabled_at, drop column disabled_reason`.execute(db);
}
