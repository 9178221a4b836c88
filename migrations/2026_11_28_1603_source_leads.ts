import { type Kysely, sql } from 'kysely';

/**
 * The lead sources context's public read model of its leads: what the runner reads of each lead to decide and
 * personalise a DM (username, name, followers, CSV values, whether it can be messaged), in each source's
 * username order (the leads' primary key serves it through the view).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create view source_leads as
      select source_id, username, name, followers_count, can_dm, metadata
      from leads`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view source_leads`.execute(db);
}
