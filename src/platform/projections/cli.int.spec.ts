import { spawn } from 'node:child_process';
import { scriptCommand } from '../../../test/support/script-command';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store';
import { ensureCheckpoint } from './checkpoints';

let database: TestDatabase;
const root = path.resolve(__dirname, '../../..');

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.drop();
});

async function cli(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [...(await scriptCommand('src/platform/projections/cli.ts')), ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: database.url },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += String(chunk);
  });
  child.stderr.on('data', (chunk) => {
    stderr += String(chunk);
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}

it('shows each checkpoint with its lag in events', async () => {
  const store = new PostgresEventStore({ pool: database.pool });
  const first = await store.appendToStream('cli-1', 'no_stream', [{ type: 'Tested', data: {} }]);
  await store.appendToStream('cli-1', 1, [
    { type: 'Tested', data: {} },
    { type: 'Tested', data: {} },
  ]);
  await sql`
    insert into subscription_checkpoints (name, position_major, position_minor, events_applied)
    values ('mailer', ${first.position.major.toString()}, ${first.position.minor.toString()}, 1)`.execute(database.db);
  const { code, stdout, stderr } = await cli('status');
  expect(code, stderr).toBe(0);
  expect(stdout).toContain('3 events in the store');
  const line = stdout.split('\n').find((row) => row.startsWith('mailer'));
  expect(line).toMatch(new RegExp(`^mailer\\s+subscription\\s+${first.position.major}/${first.position.minor}\\s+1\\s+2\\s+\\d{4}-`));
});

it('refuses unknown projections and commands', async () => {
  const unknown = await cli('rebuild', 'no-such-projection');
  expect(unknown.code).toBe(2);
  expect(unknown.stderr).toContain('Unknown projection no-such-projection');
  const bad = await cli('frobnicate');
  expect(bad.code).toBe(2);
  expect(bad.stderr).toContain('Usage: npm run projections');
});

it('shows a failed projection with the event it stopped at, and retry clears the failure', async () => {
  await sql`
    insert into subscription_checkpoints (name, failed_at, last_error, failed_event)
    values ('stuck', now(), 'index row size 10016 exceeds btree maximum',
            ${JSON.stringify({ position: '7/42', streamId: 'dnc-u1', version: 3, type: 'UsernamesSkipped', id: 'e1' })}::jsonb)`.execute(
    database.db,
  );
  const status = await cli('status');
  expect(status.code, status.stderr).toBe(0);
  expect(status.stdout.split('\n').find((row) => row.startsWith('stuck'))).toMatch(/FAILED$/);
  expect(status.stdout).toMatch(
    /stuck failed \S+ \(\d+s ago\) on event 7\/42 \(UsernamesSkipped, stream dnc-u1 version 3\): index row size 10016 exceeds btree maximum/,
  );
  const retry = await cli('retry', 'stuck');
  expect(retry.code, retry.stderr).toBe(0);
  expect(retry.stdout).toContain('stuck: failure cleared');
  expect((await ensureCheckpoint(database.db, 'stuck')).failure).toBeUndefined();
});

it('recounts the daily sends from the DM ledger, by name and with --all', async () => {
  const sent = (username: string, at: string) => sql`
    insert into dm_deliveries (id, user_id, campaign_id, account_id, lead_source_id, username, contact_index, day, state, reserved_at, finished_at)
    values (gen_random_uuid(), 'cli-user', 'cli-campaign', 'cli-account', 'cli-source', ${username}, 0, ${at}::date, 'sent', ${at}::timestamptz, ${at}::timestamptz)`;
  for (const [username, at] of [['ann', '2026-11-20T10:00:00Z'], ['bob', '2026-11-20T11:00:00Z'], ['cat', '2026-11-21T09:00:00Z']] as const) {
    await sent(username, at).execute(database.db);
  }
  const counts = async () =>
    (await sql<{ day: string; sent: number }>`select to_char(day, 'YYYY-MM-DD') as day, sent from campaign_daily_sends where campaign_id = 'cli-campaign' order by day`.execute(database.db)).rows;
  const expected = [
    { day: '2026-11-20', sent: 2 },
    { day: '2026-11-21', sent: 1 },
  ];
  expect(await counts()).toEqual(expected);

  // Counts gone wrong (e.g. a table restored from an older backup): the recount gives the ledger's.
  await sql`update campaign_daily_sends set sent = 99 where campaign_id = 'cli-campaign'`.execute(database.db);
  const one = await cli('rebuild', 'campaign_daily_sends');
  expect(one.code, one.stderr).toBe(0);
  expect(one.stdout).toMatch(/^campaign_daily_sends: recounted from the DM ledger, \d+ rows in /m);
  expect(await counts()).toEqual(expected);

  await sql`delete from campaign_daily_sends`.execute(database.db);
  const all = await cli('rebuild', '--all');
  expect(all.code, all.stderr).toBe(0);
  expect(all.stdout).toContain('campaign_daily_sends: recounted from the DM ledger');
  expect(await counts()).toEqual(expected);
}, 120_000);
