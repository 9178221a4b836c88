import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // How many profiles a target's list holds as X showed it when the scrape looked the target up (the followers
  // or following count); null when X shows none (a post's retweeters). The progress estimate reads it.
  await sql`alter table scrape_checkpoints add column expected_count integer`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table scrape_checkpoints drop column expected_count`.execute(db);
}
