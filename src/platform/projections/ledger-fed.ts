import { sql } from 'kysely';
import type { Database } from '../database/database';

/**
 * Read models fed by triggers on a ledger rather than by events (e.g. campaign_daily_sends, counted from the DM
 * ledger as deliveries settle): each comes with a SQL function `<table>_rebuild()` that recounts it from its ledger,
 * which is how it is rebuilt. Found by that name, so a new one needs no list.
 */
export async function ledgerFedTables(db: Database): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select left(p.proname, -length('_rebuild')) as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = current_schema() and p.proname like '%\\_rebuild' and p.pronargs = 0
     order by 1`.execute(db);
  return rows.map((row) => row.name);
}

/** Recounts one ledger-fed table from its ledger; answers its rows after. */
export async function recountLedgerFed(db: Database, table: string): Promise<number> {
  if (!(await ledgerFedTables(db)).includes(table)) throw new Error(`${table} is not a ledger-fed table`);
  await sql`select ${sql.id(`${table}_rebuild`)}()`.execute(db);
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db);
  return rows[0]?.n ?? 0;
}
