import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProjections } from '../../projections';
import { type PlanName, WORKSPACE_SEATS } from '../../src/modules/billing/contract';
import { PERSONAL_WORKSPACE_NAME } from '../../src/modules/workspaces';
import type { Database } from '../../src/platform/database/database';
import { PostgresEventStore } from '../../src/platform/event-store/postgres/postgres-event-store';
import { ledgerFedTables, recountLedgerFed } from '../../src/platform/projections/ledger-fed';
import { rebuildProjection } from '../../src/platform/projections/rebuild';
import { startXSimulator, type XSimulator } from '../../src/stand-ins/x';
import { createTestDatabaseAt } from '../support/app-on-database';
import { startTestAppOn } from '../support/start-app';
import { projectionsSettled } from '../support/projections-settled';
import type { TestApp } from '../support/start-app';
import type { TestDatabase } from '../support/test-database';
import type { Fixture, RecordedAnswer } from './pre-workspaces/make-fixture';

// The upgrade from the last release before workspaces (commit 4baa850): its database, made through its API by
// test/migration/pre-workspaces/generate.ts, migrated by today's app as it starts. Each user then sees exactly what
// they saw, in their personal workspace, and a rebuild of every projection gives the rows the upgrade left.

const FIXTURE = path.join(__dirname, 'pre-workspaces');
/** The last migration of 4baa850. */
const LAST_MIGRATION_BEFORE_WORKSPACES = '2026_11_29_1100_follow_up_counters';

interface Dump {
  tables: Record<string, unknown[]>;
  sequences: Record<string, string | null>;
}

const fixture = JSON.parse(readFileSync(path.join(FIXTURE, 'answers.json'), 'utf8')) as Fixture;
const dump = JSON.parse(gunzipSync(readFileSync(path.join(FIXTURE, 'database.json.gz'))).toString('utf8')) as Dump;

const SENDING_LIMITS = /^\/api\/accounts\/([^/]+\/)?sending-limits$/;
const OVERVIEW = /^\/api\/campaign-overview$/;
const HISTORIES = /^\/api\/(campaigns\/[^/]+\/|billing\/)history$/;
const ACCOUNTS = /^\/api\/accounts(\/[^/]+)?$/;

/**
 * What the comparison leaves out, by route (its path), each with why: what depends on the clock (the fixture was
 * recorded at fixture.recordedAt, the test runs any time after) and what today's code added. A field is left out of
 * the answer, or of each row of a list. Anything else must be equal.
 */
const LEFT_OUT: Array<{ route: RegExp; field: string; why: string }> = [
  { route: /^\/api\/auth\/get-session$/, field: 'session', why: 'the session of this sign-in, not the recorded one' },
  { route: SENDING_LIMITS, field: 'sent_last_24h', why: 'the DMs of the 24 hours before now' },
  { route: SENDING_LIMITS, field: 'warm_up_standing', why: "today's day of the warm-up and its allowance" },
  { route: OVERVIEW, field: 'sent_today', why: "today's DMs" },
  { route: OVERVIEW, field: 'sent_7_days', why: 'the DMs of the last 7 days' },
  { route: OVERVIEW, field: 'replies_7_days', why: 'the replies of the last 7 days' },
  { route: OVERVIEW, field: 'reply_rate_7_days', why: 'the reply rate of the last 7 days' },
  { route: HISTORIES, field: 'by_email', why: 'new: the email of the person who made a change (checked on its own)' },
];

/** Answers whose `days` are the last days up to today: the days both answers show are compared, in full. */
const DAY_WINDOWS = [OVERVIEW, /^\/api\/campaigns\/[^/]+\/daily$/, /^\/api\/accounts\/[^/]+\/daily-sends$/];

/** Flags of a list that come and go with the clock, left out of it. */
const CLOCK_FLAGS: Array<{ route: RegExp; field: string; flag: string; why: string }> = [
  { route: ACCOUNTS, field: 'guidance', flag: 'new_x_account', why: 'an X account younger than 6 months today' },
];

let database: TestDatabase | undefined;
let simulator: XSimulator;
let app: TestApp;

beforeAll(async () => {
  database = await createTestDatabaseAt(LAST_MIGRATION_BEFORE_WORKSPACES);
  await loadDump(database, dump);
  // A simulated X of its own, as the fixture was made with: no request leaves the machine.
  simulator = await startXSimulator({ port: 0, host: '127.0.0.1' });
  // Without the work that talks to X on a timer (the reply poll, the accounts' health sweep): the simulator knows
  // nothing of the recorded DMs, and a sweep falling within the test would write its time between two reads.
  app = await startTestAppOn(database, { ...fixture.env, REPLY_POLL_INTERVAL_SECONDS: '3600', ACCOUNT_HEALTH_INTERVAL_MINUTES: '0', X_API_BASE: simulator.url });
}, 120_000);

afterAll(async () => {
  if (app) await app.close();
  else await database?.drop();
  await simulator?.close();
});

/** Writes the dump's rows as they were: triggers off (nothing counted twice), identity values and sequences kept. */
async function loadDump(target: TestDatabase, { tables, sequences }: Dump): Promise<void> {
  const client = await target.pool.connect();
  try {
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    // Rows the migrations seeded are in the dump too.
    await client.query(`truncate ${Object.keys(tables).map(quoted).join(', ')}`);
    for (const [table, rows] of Object.entries(tables)) {
      if (rows.length === 0) continue;
      const { rows: columns } = await client.query<{ name: string }>(
        `select column_name as name from information_schema.columns
          where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
        [table],
      );
      const list = columns.map((column) => quoted(column.name)).join(', ');
      await client.query(
        `insert into ${quoted(table)} (${list}) overriding system value select ${list} from json_populate_recordset(null::${quoted(table)}, $1::json)`,
        [JSON.stringify(rows)],
      );
    }
    for (const [sequence, value] of Object.entries(sequences)) {
      if (value !== null) await client.query('select setval($1::regclass, $2::bigint)', [quoted(sequence), value]);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  // Events are read below the server's oldest running transaction id: the ids the old server gave them must be
  // behind this server's too (on the same server, as a real upgrade runs, they are).
  await target.pool.query(`
    do $$
    declare newest xid8 := (select max(transaction_id) from events);
    begin
      while newest is not null and pg_current_xact_id() <= newest loop
        commit;
      end loop;
    end $$`);
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** A session cookie from the sign-in form, as the user signs in after the upgrade. */
async function signIn(email: string, password: string): Promise<string> {
  const response = await fetch(`${app.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.url },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status, `${email}: ${await response.clone().text()}`).toBe(200);
  return response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
}

async function get(cookie: string, route: string): Promise<RecordedAnswer> {
  const response = await fetch(`${app.url}${route}`, { headers: { cookie, origin: app.url } });
  const text = await response.text();
  const json = (response.headers.get('content-type') ?? '').includes('application/json');
  return { status: response.status, body: json ? JSON.parse(text) : text, range: response.headers.get('content-range') };
}

type Json = Record<string, unknown>;

/** The rows of an answer: the rows of a list, or the answer itself. */
const rowsOf = (body: unknown): Json[] =>
  (Array.isArray(body) ? body : [body]).filter((row): row is Json => row !== null && typeof row === 'object' && !Array.isArray(row));

/** Both answers of `route` without what LEFT_OUT, DAY_WINDOWS and CLOCK_FLAGS leave out. */
function comparable(route: string, now: RecordedAnswer, before: RecordedAnswer): [RecordedAnswer, RecordedAnswer] {
  const routePath = route.split('?')[0]!;
  const [a, b] = [structuredClone(now), structuredClone(before)];
  for (const { field } of LEFT_OUT.filter((rule) => rule.route.test(routePath))) {
    for (const row of [...rowsOf(a.body), ...rowsOf(b.body)]) delete row[field];
  }
  for (const { field, flag } of CLOCK_FLAGS.filter((rule) => rule.route.test(routePath))) {
    for (const row of [...rowsOf(a.body), ...rowsOf(b.body)]) {
      if (Array.isArray(row[field])) row[field] = (row[field] as unknown[]).filter((value) => value !== flag);
    }
  }
  if (DAY_WINDOWS.some((window) => window.test(routePath))) {
    const [x, y] = [rowsOf(a.body)[0], rowsOf(b.body)[0]];
    if (x && y && Array.isArray(x.days) && Array.isArray(y.days)) {
      const dayOf = (entry: unknown) => (entry as { day: string }).day;
      const shared = new Set((x.days as unknown[]).map(dayOf).filter((day) => (y.days as unknown[]).some((entry) => dayOf(entry) === day)));
      x.days = (x.days as unknown[]).filter((entry) => shared.has(dayOf(entry)));
      y.days = (y.days as unknown[]).filter((entry) => shared.has(dayOf(entry)));
    }
  }
  return [a, b];
}

describe('the upgrade from before workspaces', () => {
  it('each user signs in with their password and gets every answer they got before', async () => {
    for (const user of Object.values(fixture.users)) {
      const cookie = await signIn(user.email, user.password);
      const now: Record<string, RecordedAnswer> = {};
      const before: Record<string, RecordedAnswer> = {};
      for (const [route, recorded] of Object.entries(user.answers)) {
        const answer = await get(cookie, route);
        // Before workspaces a user was the only person: every change a person made is theirs.
        if (HISTORIES.test(route) && answer.status === 200) {
          for (const row of rowsOf(answer.body)) expect(row.by_email, route).toBe(row.by === 'user' || row.by === 'checkout' ? user.email : null);
        }
        [now[route], before[route]] = comparable(route, answer, recorded);
      }
      expect(now, user.email).toEqual(before);
    }
  });

  it("each user's workspaces are their personal one, the current one, as its owner, with them alone in it", async () => {
    for (const user of Object.values(fixture.users)) {
      const cookie = await signIn(user.email, user.password);
      expect(await get(cookie, '/api/workspaces')).toEqual({
        status: 200,
        body: [{ id: user.id, name: PERSONAL_WORKSPACE_NAME, personal: true, role: 'owner', current: true }],
        range: null,
      });
      const plan = (user.answers['/api/plan']!.body as { plan: PlanName }).plan;
      expect((await get(cookie, '/api/workspace')).body).toMatchObject({
        id: user.id,
        name: PERSONAL_WORKSPACE_NAME,
        personal: true,
        role: 'owner',
        seats: { allowed: WORKSPACE_SEATS[plan], used: 1 },
        members: [{ user_id: user.id, email: user.email, role: 'owner', you: true }],
        invitations: [],
      });
    }
  });

  it('a rebuild of every projection gives the same rows', async () => {
    await projectionsSettled(app.database.db);
    const db = app.database.db;
    const ledgerFed = await ledgerFedTables(db);
    const tables = [...allProjections.flatMap((projection) => projection.tables), ...ledgerFed];
    const before = await readTables(db, tables);
    // As `npm run projections -- rebuild --all` does: every projection, then every ledger-fed table.
    const eventStore = new PostgresEventStore({ pool: app.database.pool });
    try {
      for (const projection of allProjections) await rebuildProjection({ db, eventStore, databaseUrl: app.database.url, projection });
    } finally {
      await eventStore.close();
    }
    for (const table of ledgerFed) await recountLedgerFed(db, table);
    expect(await readTables(db, tables)).toEqual(before);
  });
});

/** Every row of each table, as JSON, in one fixed order. */
async function readTables(db: Database, tables: string[]): Promise<Record<string, unknown[]>> {
  const read: Record<string, unknown[]> = {};
  for (const table of tables) {
    const { rows } = await sql<{ row: unknown }>`select to_jsonb(t) as row from ${sql.table(table)} t order by t::text`.execute(db);
    read[table] = rows.map((row) => row.row);
  }
  return read;
}
