import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KNOWN_CROSSINGS, TABLES } from './support/table-owners';
import {
  checkOwnership,
  contextOf,
  migrationFiles,
  productionFiles,
  schemaOfMigrations,
  type SourceFile,
  type TableEntry,
  type TableUse,
  tableUses,
} from './support/table-ownership';

// One owner for each table (ARCHITECTURE.md): what dependency-cruiser cannot see, the tables named in SQL and
// query-builder calls, checked against test/support/table-owners.ts.
const root = path.join(__dirname, '..');
const schema = schemaOfMigrations(migrationFiles(root));
const uses = tableUses(productionFiles(root), schema.functions);

const described = (use: TableUse, tables: Record<string, TableEntry> = TABLES) =>
  `${use.file}:${use.line} ${use.access}s ${use.table} (${contextOf(use.file)} -> ${tables[use.table]?.owner ?? 'no owner'})`;

/** The tables created that the map does not list, and the map's tables no migration creates. */
function mapGaps(created: Iterable<string>, tables: Record<string, TableEntry>) {
  const made = new Set(created);
  return {
    withoutOwner: [...made].filter((table) => !Object.hasOwn(tables, table)).sort(),
    notCreated: Object.keys(tables).filter((table) => !made.has(table)).sort(),
  };
}

describe('table ownership', () => {
  it('gives every table the migrations create one owner, and lists no other table', () => {
    expect(schema.tables.size).toBeGreaterThan(40);
    // A table listed here has no line in test/support/table-owners.ts: add one with the context that writes it.
    expect(mapGaps(schema.tables.keys(), TABLES)).toEqual({ withoutOwner: [], notCreated: [] });
  });

  it('finds the tables the code names in SQL, sql.raw constants, SQL functions and builder calls', () => {
    expect(uses.length).toBeGreaterThan(150);
    expect(new Set(uses.map((use) => use.table)).size).toBeGreaterThan(35);
    const found = uses.map(({ file, table, access }) => ({ file, table, access }));
    expect(found).toEqual(
      expect.arrayContaining([
        // sql`...` text: the run queue claims and updates campaign_runs.
        { file: 'src/modules/runner/run/run-queue.ts', table: 'campaign_runs', access: 'read' },
        { file: 'src/modules/runner/run/run-queue.ts', table: 'campaign_runs', access: 'write' },
        // A projection's writes.
        { file: 'projections/campaigns/campaigns.projection.ts', table: 'lead_source_usage', access: 'write' },
        // Kysely: leftJoin('feedback_votes as v', ...), insertInto, updateTable.
        { file: 'src/modules/feedback/queries/rows.ts', table: 'feedback_votes', access: 'read' },
        { file: 'src/modules/leads/scrape/connect-targets.ts', table: 'scrape_checkpoints', access: 'write' },
        { file: 'src/modules/leads/scrape/connect-targets.ts', table: 'scrape_runs', access: 'write' },
        // A quoted name: better-auth's "user".
        { file: 'src/modules/identity/user/user-by-email.ts', table: 'user', access: 'read' },
        // A constant the file defines and sql.raw(SENDER_PLAN_FACTS) inserts elsewhere.
        { file: 'src/modules/runner/run/run-row.ts', table: 'plan_allowances', access: 'read' },
        // Through the SQL functions of the migrations (dm_runner_candidates reads the leads and the DNC list, as their contexts publish them).
        { file: 'src/modules/runner/run/reserve.ts', table: 'dnc_usernames', access: 'read' },
        { file: 'src/modules/runner/run/reserve.ts', table: 'source_leads', access: 'read' },
        { file: 'src/modules/runner/run/reserve.ts', table: 'account_daily_dms', access: 'write' },
        // pg: COPY, pool.query<Row>('...'), a statement a function returns.
        { file: 'src/modules/leads/upload/lead-rows.ts', table: 'leads', access: 'write' },
        { file: 'src/app/demo-profiles.ts', table: 'x_profiles', access: 'read' },
        { file: 'src/platform/event-store/postgres/postgres-event-store.ts', table: 'events', access: 'write' },
      ]),
    );
  });

  it('names no table that the migrations do not create', () => {
    // A name here is a table made outside the migrations, or SQL this test misread.
    const { unknown } = checkOwnership(uses, TABLES, KNOWN_CROSSINGS);
    expect(unknown.map((use) => described(use))).toEqual([]);
  });

  it("uses no other context's private table beyond the known crossings, and every known crossing still happens", () => {
    const report = checkOwnership(uses, TABLES, KNOWN_CROSSINGS);
    // Go through the owner's port (index.ts) or a read model it makes public instead; listing it in KNOWN_CROSSINGS is a last resort.
    expect(report.violations.map((use) => described(use))).toEqual([]);
    // Gone: delete these lines from KNOWN_CROSSINGS in test/support/table-owners.ts.
    expect(report.stale).toEqual([]);
    expect(report.crossings).toHaveLength(KNOWN_CROSSINGS.length);
    const listed = KNOWN_CROSSINGS.map((crossing) => `${crossing.file} ${crossing.table} ${crossing.access}`);
    expect(new Set(listed).size).toBe(listed.length);
  });
});

describe('the ownership check, on a fixture that breaks it', () => {
  const tables: Record<string, TableEntry> = {
    dnc_entries: { owner: 'dnc' },
    campaign_runs: { owner: 'runner' },
    plans: { owner: 'billing', public: 'the fixture publishes it' },
    events: { owner: 'platform' },
  };
  const file = (filePath: string, ...lines: string[]): SourceFile => ({ path: filePath, text: lines.join('\n') });
  /** A template's `${expression}` part, in the fixture's source text. */
  const part = (expression: string) => `\${${expression}}`;
  const fixture: SourceFile[] = [
    file(
      'src/modules/runner/skips-listed.ts',
      "import { sql } from 'kysely';",
      'export const listed = (db, user) => sql<{ username: string }>`',
      `  select e.username from dnc_entries e where e.user_id = ${part('user')}\`.execute(db);`,
    ),
    file('src/modules/runner/reads-plan.ts', "export const plan = (db, id) => db.selectFrom('plans as p').select('p.plan').where('p.user_id', '=', id).execute();"),
    file('src/modules/runner/bumps-plan.ts', "export const bump = (db) => db.updateTable('plans').set({ plan: 'pro' }).execute();"),
    file(
      'src/modules/runner/own-table.ts',
      '// Not SQL: insert into dnc_entries, a comment; nor is the string below.',
      "export const note = 'Delete it from the list, then select one from dnc_entries.';",
      "export const own = (db) => db.insertInto('campaign_runs').values({ campaign_id: 'c' }).execute();",
    ),
    file('src/modules/runner/calls-function.ts', `export const next = (db) => sql\`select * from fake_candidates(${part("'c'")})\`.execute(db);`),
    file('src/modules/dnc/own-list.ts', "export const all = (pool) => pool.query('select username from dnc_entries');"),
    file('src/platform/peeks.ts', "export const peek = (pool) => pool.query<{ n: number }>('select count(*) as n from campaign_runs');"),
    file('src/platform/appends.ts', "export const append = (db) => sql`insert into events (stream_id) values ('s')`.execute(db);"),
    file('src/app/wiring.ts', "export const wipe = (db) => sql`delete from dnc_entries`.execute(db);"),
    file('src/modules/runner/widgets.ts', "export const widgets = (db) => db.selectFrom('widgets').selectAll().execute();"),
  ];
  const functions = new Map([['fake_candidates', 'select l.username from leads_of(p_campaign) l where not exists (select 1 from dnc_entries e where e.username = l.username)']]);
  const fixtureUses = tableUses(fixture, functions);

  it('reports a private read, a write of a public table, a read through a SQL function and a platform read of a context table', () => {
    const report = checkOwnership(fixtureUses, tables, []);
    expect(report.violations.map((use) => described(use, tables))).toEqual([
      'src/modules/runner/bumps-plan.ts:1 writes plans (runner -> billing)',
      'src/modules/runner/calls-function.ts:1 reads dnc_entries (runner -> dnc)',
      'src/modules/runner/skips-listed.ts:3 reads dnc_entries (runner -> dnc)',
      'src/platform/peeks.ts:1 reads campaign_runs (platform -> runner)',
    ]);
    expect(report.unknown.map((use) => use.table)).toEqual(['widgets']);
  });

  it('lets a context use its own tables and read a public one, the platform its own, the app any; comments and prose are not SQL', () => {
    const allowed = fixtureUses.filter((use) => !['bumps-plan', 'calls-function', 'skips-listed', 'peeks', 'widgets'].some((name) => use.file.includes(name)));
    expect(allowed.map(({ file, table, access }) => `${file} ${access}s ${table}`)).toEqual([
      'src/app/wiring.ts writes dnc_entries',
      'src/modules/dnc/own-list.ts reads dnc_entries',
      'src/modules/runner/own-table.ts writes campaign_runs',
      'src/modules/runner/reads-plan.ts reads plans',
      'src/platform/appends.ts writes events',
    ]);
    expect(checkOwnership(allowed, tables, []).violations).toEqual([]);
  });

  it('accepts a listed crossing and reports a listed one that no longer happens', () => {
    const report = checkOwnership(fixtureUses, tables, [
      { file: 'src/modules/runner/skips-listed.ts', table: 'dnc_entries', access: 'read' },
      { file: 'src/modules/runner/gone.ts', table: 'dnc_entries', access: 'read' },
    ]);
    expect(report.crossings.map((use) => use.file)).toEqual(['src/modules/runner/skips-listed.ts']);
    expect(report.violations.map((use) => use.file)).not.toContain('src/modules/runner/skips-listed.ts');
    expect(report.stale).toEqual([{ file: 'src/modules/runner/gone.ts', table: 'dnc_entries', access: 'read' }]);
  });

  it('finds a table or view a migration creates without an owner', () => {
    const migration = file(
      'migrations/2030_01_01_0001_widgets.ts',
      "import { type Kysely, sql } from 'kysely';",
      'export async function up(db: Kysely<any>): Promise<void> {',
      '  await sql`create table widgets (id text primary key)`.execute(db);',
      "  await db.schema.createTable('gadgets').addColumn('id', 'text').execute();",
      '  await sql`create or replace view widget_ids as select id from widgets`.execute(db);',
      '  await sql`create table plans_copy (like plans)`.execute(db);',
      '  await sql`alter table plans_copy rename to plan_copies`.execute(db);',
      '}',
      'export async function down(db: Kysely<any>): Promise<void> {',
      '  await sql`drop table widgets`.execute(db);',
      '}',
    );
    const created = schemaOfMigrations([migration]).tables.keys();
    expect(mapGaps(created, { widgets: { owner: 'runner' } })).toEqual({ withoutOwner: ['gadgets', 'plan_copies', 'widget_ids'], notCreated: [] });
  });
});
