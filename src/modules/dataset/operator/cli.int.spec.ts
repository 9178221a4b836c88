import { execFile } from 'node:child_process';
import { scriptCommand } from '../../../../test/support/script-command';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-database';
import { syntheticProfile } from './synthetic-profiles';

const run = promisify(execFile);
const root = path.resolve(__dirname, '../../../..');

let database: TestDatabase;
let dir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  dir = mkdtempSync(path.join(tmpdir(), 'dataset-cli-'));
});
afterAll(async () => {
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

/** `npm run dataset -- <args>` as an operator runs it, against the test database. */
async function dataset(...args: string[]) {
  const { stdout } = await run(process.execPath, [...(await scriptCommand('src/modules/dataset/operator/cli.ts')), ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: database.url, NODE_ENV: 'test', LOG_LEVEL: 'warn' },
  });
  return stdout;
}

const rows = async () =>
  (
    await sql<{ id: string; username: string; bio: string | null; location: string | null; followers_count: number; verified: boolean }>`
      select id, username, bio, location, followers_count, verified from x_profiles where id < '9' order by id`.execute(database.db)
  ).rows;

/** The command's summary with its duration replaced by T. */
const summary = (stdout: string) => stdout.replace(/ in [\d.]+ s:/, ' in T s:');

it('imports a JSON lines file and a CSV file, counting inserted, updated and rejected lines', async () => {
  const jsonl = path.join(dir, 'dump.jsonl');
  writeFileSync(
    jsonl,
    [
      '{"id_str":"1001","username":"@Ann_Growth","bio":"Growth marketer","location":"Berlin","followers_count":"1,200","verified":true}',
      'not json',
      '{"userId":"1002","username":"bob","followersCount":5,"followingCount":1,"bio":"dev"}',
      '{"id":"abc","username":"x"}',
      '',
    ].join('\n'),
  );
  expect(summary(await dataset('import', jsonl))).toBe(
    `Imported ${jsonl} in T s: 2 inserted, 0 updated, 2 rejected\n  line 2: not valid JSON\n  line 4: no numeric X user id\n`,
  );
  const csv = path.join(dir, 'dump.csv');
  writeFileSync(
    csv,
    'id,username,name,bio,location,followers_count,following_count,verified\n' +
      '1002,bob,Bob,"Dev, now founder",Lagos,50,2,true\n' +
      '1003,carol,Carol,,,7,1,false\n' +
      '1004,bad name,X,,,1,1,false\n',
  );
  expect(summary(await dataset('import', csv))).toBe(`Imported ${csv} in T s: 1 inserted, 1 updated, 1 rejected\n  line 4: no valid username\n`);
  expect(await rows()).toEqual([
    { id: '1001', username: 'Ann_Growth', bio: 'Growth marketer', location: 'Berlin', followers_count: 1200, verified: true },
    { id: '1002', username: 'bob', bio: 'Dev, now founder', location: 'Lagos', followers_count: 50, verified: true },
    { id: '1003', username: 'carol', bio: null, location: null, followers_count: 7, verified: false },
  ]);
}, 60_000);

it('seeds synthetic profiles with COPY, the same ones again for the same seed', async () => {
  expect(summary(await dataset('seed', '--synthetic', '3000', '--seed', '5'))).toBe(
    'Seeded 3,000 synthetic profiles (seed 5) in T s: 3,000 inserted, 0 updated\n',
  );
  const stored = await sql<{ id: string; username: string; bio: string | null; followers_count: number }>`
    select id, username, bio, followers_count from x_profiles where id >= '1000000000000000' order by id limit 3`.execute(database.db);
  expect(stored.rows).toEqual(
    [0, 1, 2].map((i) => {
      const p = syntheticProfile(5, i);
      return { id: p.id, username: p.username, bio: p.bio, followers_count: p.followers_count };
    }),
  );
  expect(summary(await dataset('seed', '--synthetic', '3500', '--seed', '5'))).toBe(
    'Seeded 3,500 synthetic profiles (seed 5) in T s: 500 inserted, 3,000 updated\n',
  );
  const indexes = await sql<{ indexname: string }>`select indexname from pg_indexes where tablename = 'x_profiles' order by indexname`.execute(database.db);
  expect(indexes.rows.map((row) => row.indexname)).toEqual(['x_profiles_bio_trgm', 'x_profiles_followers', 'x_profiles_pkey']);
}, 60_000);

it('answers its usage to anything else', async () => {
  await expect(dataset('seed')).rejects.toMatchObject({ code: 64, stderr: expect.stringContaining('Usage: npm run dataset') });
});
