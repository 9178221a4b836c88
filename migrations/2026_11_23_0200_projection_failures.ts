import { type Kysely, sql } from 'kysely';

/**
 * A projection that keeps failing on one event is stopped and marked failed on its checkpoint, so every
 * process, the health check and the CLI see it: when, the error, and the event it failed on.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table subscription_checkpoints
      add column failed_at timestamptz,
      add column last_error text,
      add column failed_event jsonb`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    alter table subscription_checkpoints
      drop column failed_event,
      drop column last_error,
      drop column failed_at`.execute(db);
}
