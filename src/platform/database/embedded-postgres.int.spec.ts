import { spawn } from 'node:child_process';
import { chmod, chown, mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../../../test/support/free-port';
import { startEmbeddedPostgres } from './embedded-postgres';
import { EmbeddedPostgresError } from './embedded-postgres-error';

let root: string;
let dataDir: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'outtwit-embedded-'));
  // As root the server runs as the postgres user, which must be able to enter this directory.
  await chmod(root, 0o755);
  dataDir = path.join(root, 'pg');
  const first = await startEmbeddedPostgres({ dataDir, port: await freePort() });
  await first.stop();
}, 120_000);
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function startsAndAnswers(): Promise<void> {
  const server = await startEmbeddedPostgres({ dataDir, port: await freePort() });
  try {
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await client.end();
  } finally {
    await server.stop();
  }
}

async function writePidFile(pid: number): Promise<void> {
  await writeFile(path.join(dataDir, 'postmaster.pid'), `${pid}\n${dataDir}\n1700000000\n5432\n\n127.0.0.1\n  1234567     12\nready   \n`);
}

async function startFailure(): Promise<EmbeddedPostgresError> {
  const error = await startEmbeddedPostgres({ dataDir, port: await freePort() }).then(
    async (server) => {
      await server.stop();
      throw new Error('the server started');
    },
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(EmbeddedPostgresError);
  return error as EmbeddedPostgresError;
}

it('a postmaster.pid left by a server that is gone is removed, and the server starts', async () => {
  const gone = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => gone.on('exit', resolve));
  await writePidFile(gone.pid!);
  await startsAndAnswers();
}, 60_000);

it('a postmaster.pid whose pid now belongs to another program is removed, and that program is left alone', async () => {
  // Run by the data directory's owner, as PostgreSQL is: a process it may signal counts for it as alive.
  const { uid, gid } = await stat(dataDir);
  const other = spawn('sleep', ['60'], { uid, gid });
  try {
    await writePidFile(other.pid!);
    await startsAndAnswers();
    expect(other.exitCode).toBeNull();
    expect(other.signalCode).toBeNull();
  } finally {
    other.kill();
  }
}, 60_000);

it.runIf(userInfo().uid === 0)('a data directory owned by another user: the error names the directory and says how to fix it', async () => {
  const { uid, gid } = await stat(dataDir);
  await chown(dataDir, 65534, 65534);
  try {
    const error = await startFailure();
    expect(error.message).toContain(`The data directory ${dataDir} belongs to another user (uid 65534)`);
    expect(error.message).toContain('set DATA_DIR');
  } finally {
    await chown(dataDir, uid, gid);
  }
}, 60_000);

it('a damaged data directory: the error says so, with what PostgreSQL said, and what to do', async () => {
  const control = path.join(dataDir, 'global', 'pg_control');
  const aside = `${control}.aside`;
  await rename(control, aside);
  try {
    const error = await startFailure();
    expect(error.message).toContain(`The data directory ${dataDir} is damaged`);
    expect(error.message).toContain('pg_control');
    expect(error.message).toContain('restore it from a backup');
  } finally {
    await rename(aside, control);
  }
  // Put back, the directory serves again.
  expect(await readFile(path.join(dataDir, 'PG_VERSION'), 'utf8')).toMatch(/^\d+/);
  await startsAndAnswers();
}, 60_000);
