import { type Kysely, sql } from 'kysely';

/**
 * The lead sources context's public read model of its sources: what campaigns, the dataset and the runner read
 * of them (name, status, lead count, CSV columns), not the scrape settings and errors that stay its own.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create view lead_source_summaries as
      select id, user_id, name, status, total_leads, csv_columns
      from lead_sources`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view lead_source_summaries`.execute(db);
}
