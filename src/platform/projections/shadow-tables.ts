import { sql, type Transaction } from 'kysely';
import type { Database, ReadModels } from '../database/database';

/**
 * Shadow copies of a projection's tables, for a rebuild that readers never see half done: the copies live
 * in a schema of their own, the projection writes them through the transaction's search_path (it names its
 * tables unqualified), and they replace the public tables in one transaction.
 */

/** The schema a rebuild of `projection` replays into. */
export function shadowSchemaOf(projection: string): string {
  return `rebuild_${projection.toLowerCase().replace(/[^a-z0-9_]/g, '_')}`.slice(0, 63);
}

interface TableIndex {
  name: string;
  definition: string;
  unique: boolean;
  /** The constraint the index backs (a primary key or unique constraint), with its definition. */
  constraintName: string | null;
  constraintDefinition: string | null;
}

async function tableIndexes(db: Database | Transaction<ReadModels>, schema: string, table: string): Promise<TableIndex[]> {
  const { rows } = await sql<TableIndex>`
    select i.relname as name, pg_get_indexdef(i.oid) as definition, ix.indisunique as unique,
           c.conname as "constraintName", pg_get_constraintdef(c.oid) as "constraintDefinition"
    from pg_index ix
    join pg_class i on i.oid = ix.indexrelid
    join pg_class t on t.oid = ix.indrelid
    join pg_namespace n on n.oid = t.relnamespace
    left join pg_constraint c on c.conindid = ix.indexrelid and c.conrelid = t.oid and c.contype in ('p', 'u', 'x')
    where n.nspname = ${schema} and t.relname = ${table}
    order by i.relname`.execute(db);
  return rows;
}

/** The public index's definition, aimed at the shadow copy of its table (same index name, in the shadow schema). */
function onShadowTable(index: TableIndex, schema: string, table: string): string {
  return index.definition.replace(/^CREATE (UNIQUE )?INDEX (\S+) ON \S+ /, (_match, unique: string | undefined, name: string) =>
    `CREATE ${unique ?? ''}INDEX ${name} ON "${schema}"."${table}" `,
  );
}

/**
 * A fresh schema holding empty tables shaped like the public ones (columns, defaults, constraints), with the
 * indexes a projection's writes rely on (primary keys, unique ones, for ON CONFLICT). The other indexes serve
 * readers only: building them once after the replay (createDeferredIndexes) costs less than keeping them up
 * to date row by row.
 */
export async function createShadowTables(db: Database, schema: string, tables: readonly string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(trx);
    await sql`create schema ${sql.id(schema)}`.execute(trx);
    for (const table of tables) {
      await sql`create table ${sql.id(schema, table)} (like ${sql.id('public', table)} including all excluding indexes)`.execute(trx);
      for (const index of await tableIndexes(trx, 'public', table)) {
        if (index.constraintName && index.constraintDefinition) {
          await sql`alter table ${sql.id(schema, table)} add constraint ${sql.id(index.constraintName)} ${sql.raw(index.constraintDefinition)}`.execute(trx);
        } else if (index.unique) {
          await sql.raw(onShadowTable(index, schema, table)).execute(trx);
        }
      }
    }
  });
}

/** Builds, on the replayed shadow tables, the public tables' indexes they do not have yet. */
export async function createDeferredIndexes(db: Database, schema: string, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    const present = new Set((await tableIndexes(db, schema, table)).map((index) => index.name));
    for (const index of await tableIndexes(db, 'public', table)) {
      if (!present.has(index.name)) await sql.raw(onShadowTable(index, schema, table)).execute(db);
    }
  }
}

export async function dropShadowTables(db: Database, schema: string): Promise<void> {
  await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
}

/** Statements run first in each replay transaction, so the projection's writes land in the shadow tables. */
export function useShadowTables(schema: string) {
  return sql`set local search_path = ${sql.id(schema)}, public`;
}

interface IndexRow {
  name: string;
  /** The definition without the index's own name and table, to pair an index with its copy. */
  shape: string;
}

async function indexesOf(trx: Transaction<ReadModels>, schema: string, table: string) {
  const { rows } = await sql<IndexRow>`
    select indexname as name, regexp_replace(indexdef, '^CREATE (UNIQUE )?INDEX \\S+ ON \\S+ ', '\\1') as shape
    from pg_indexes where schemaname = ${schema} and tablename = ${table}`.execute(trx);
  return rows;
}

interface ViewRow {
  name: string;
  definition: string;
}

/** The public views that select from any of the tables (read models a context publishes), with their definitions. */
async function viewsOver(trx: Transaction<ReadModels>, tables: readonly string[]) {
  const { rows } = await sql<ViewRow>`
    select distinct v.relname as name, pg_get_viewdef(v.oid) as definition
    from pg_depend d
    join pg_rewrite r on r.oid = d.objid
    join pg_class v on v.oid = r.ev_class and v.relkind = 'v'
    join pg_class t on t.oid = d.refobjid and t.oid <> v.oid
    join pg_namespace n on n.oid = t.relnamespace
    where d.classid = 'pg_rewrite'::regclass and n.nspname = 'public' and t.relname = any(${[...tables]}::text[])`.execute(trx);
  return rows;
}

/**
 * Inside the caller's transaction: replaces each public table with its shadow copy and drops the shadow
 * schema. The copies' indexes take the names of the indexes they replace, so later migrations find them; the
 * views over the tables are made again over the copies (a view holds to the table it was made on).
 */
export async function swapInShadowTables(
  trx: Transaction<ReadModels>,
  schema: string,
  tables: readonly string[],
): Promise<void> {
  const views = await viewsOver(trx, tables);
  for (const view of views) await sql`drop view ${sql.id('public', view.name)}`.execute(trx);
  for (const table of tables) {
    const original = new Map((await indexesOf(trx, 'public', table)).map((index) => [index.shape, index.name]));
    const copies = await indexesOf(trx, schema, table);
    await sql`drop table ${sql.id('public', table)}`.execute(trx);
    await sql`alter table ${sql.id(schema, table)} set schema public`.execute(trx);
    for (const copy of copies) {
      const name = original.get(copy.shape);
      if (name && name !== copy.name) await sql`alter index ${sql.id('public', copy.name)} rename to ${sql.id(name)}`.execute(trx);
    }
  }
  for (const view of views) await sql`create view ${sql.id('public', view.name)} as ${sql.raw(view.definition.replace(/;\s*$/, ''))}`.execute(trx);
  await sql`drop schema ${sql.id(schema)}`.execute(trx);
}
