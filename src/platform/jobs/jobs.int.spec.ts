import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';
import { JobsService } from './jobs.service';

let database: TestDatabase;
let scriptDir: string;
const root = path.resolve(__dirname, '../../..');
// The script lives in a temporary directory, so its imports are absolute.
const resolve = createRequire(path.join(root, 'package.json')).resolve;

beforeAll(async () => {
  database = await createTestDatabase();
  await sql`create table effects (key text not null, pid int not null)`.execute(database.db);
  scriptDir = await mkdtemp(path.join(tmpdir(), 'outtwit-jobs-'));
});

afterAll(async () => {
  await rm(scriptDir, { recursive: true, force: true });
  await database.drop();
});

function jobsService(role: 'workers' | 'api' = 'workers') {
  return new JobsService({ ROLE: role, LOG_LEVEL: 'silent' }, database.url, database.db, {
    pollingIntervalSeconds: 0.5,
    maintenanceIntervalSeconds: 1,
    stopTimeoutMs: 1000,
  });
}

async function countEffects(key: string): Promise<number> {
  const { rows } = await sql<{ n: string }>`select count(*) as n from effects where key = ${key}`.execute(database.db);
  return Number(rows[0].n);
}

async function jobRow(id: string) {
  const { rows } = await sql<{ state: string; retry_count: number }>`select state, retry_count from pgboss.job where id = ${id}`.execute(
    database.db,
  );
  return rows[0];
}

/** A separate worker process that performs the job's guarded side effect and then dies before finishing the job. */
const CRASHING_WORKER = `
import ${JSON.stringify(resolve('reflect-metadata'))};
import { sql } from ${JSON.stringify(resolve('kysely'))};
import { createDatabase, createPool } from ${JSON.stringify(path.join(root, 'src/platform/database/database'))};
import { JobsService } from ${JSON.stringify(path.join(root, 'src/platform/jobs/jobs.service'))};

async function main() {
  const url = process.env.JOBS_DATABASE_URL!;
  const db = createDatabase(createPool(url, 2));
  const jobs = new JobsService({ ROLE: 'workers', LOG_LEVEL: 'silent' }, url, db, { pollingIntervalSeconds: 0.5 });
  await jobs.start();
  jobs.work<{ key: string }>('deliver', async (job) => {
    await jobs.once(job.data.key, (trx) => sql\`insert into effects (key, pid) values (\${job.data.key}, \${process.pid})\`.execute(trx));
    process.exit(3);
  });
}
main().catch((error) => {
  console.error(error);
  process.exit(1);
});
`;

it('retries in another worker a job whose worker process died mid-job, and its guarded side effect happens once', async () => {
  const sender = jobsService('api');
  await sender.start();
  await sender.createQueue('deliver', { retryLimit: 3, retryDelay: 0, expireInSeconds: 1 });
  const jobId = await sender.send('deliver', { key: 'deliver:message-1' }, { expireInSeconds: 1 });
  expect(jobId).toBeTruthy();

  const script = path.join(scriptDir, 'crashing-worker.ts');
  await writeFile(script, CRASHING_WORKER);
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, JOBS_DATABASE_URL: database.url },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  const exitCode = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  clearTimeout(killer);
  expect(exitCode, stderr).toBe(3);
  expect(await countEffects('deliver:message-1')).toBe(1);
  expect((await jobRow(jobId!)).state).toBe('active');

  const worker = jobsService('workers');
  const outcomes: boolean[] = [];
  worker.work<{ key: string }>('deliver', async (job) => {
    const outcome = await worker.once(job.data.key, (trx) =>
      sql`insert into effects (key, pid) values (${job.data.key}, ${process.pid})`.execute(trx),
    );
    outcomes.push(outcome.performed);
  });
  await worker.start();
  try {
    await expect.poll(async () => (await jobRow(jobId!)).state, { timeout: 20_000, interval: 100 }).toBe('completed');
    expect((await jobRow(jobId!)).retry_count).toBe(1);
    expect(outcomes).toEqual([false]);
    expect(await countEffects('deliver:message-1')).toBe(1);
    const health = await worker.jobQueueHealth();
    expect(health).toMatchObject({ running: true, workers: true });
    expect(health.queues.find((queue) => queue.name === 'deliver')).toEqual({ name: 'deliver', queued: 0, active: 0, failed: 0 });
  } finally {
    await worker.stop();
    await sender.stop();
  }
});

it('performs a keyed side effect once under concurrent attempts, and sends jobs inside a transaction', async () => {
  const jobs = jobsService('api');
  await jobs.start();
  try {
    const attempts = await Promise.all(
      Array.from({ length: 5 }, () => jobs.once('charge:7', (trx) => sql`insert into effects (key, pid) values ('charge:7', 0)`.execute(trx))),
    );
    expect(attempts.filter((attempt) => attempt.performed)).toHaveLength(1);
    expect(await countEffects('charge:7')).toBe(1);

    // An external call that failed releases its key; one that succeeded is never repeated.
    await expect(jobs.onceExternal('email:1', async () => Promise.reject(new Error('smtp down')))).rejects.toThrow('smtp down');
    expect(await jobs.onceExternal('email:1', async () => 'sent')).toEqual({ performed: true, result: 'sent' });
    expect(await jobs.onceExternal('email:1', async () => 'sent again')).toEqual({ performed: false });

    await jobs.createQueue('later');
    await database.db
      .transaction()
      .execute(async (trx) => {
        await jobs.send('later', { n: 1 }, { trx, singletonKey: 'later-1' });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    const committed = await database.db.transaction().execute((trx) => jobs.send('later', { n: 2 }, { trx, startAfter: 3600 }));
    const { rows } = await sql<{ id: string }>`select id from pgboss.job where name = 'later'`.execute(database.db);
    expect(rows.map((row) => row.id)).toEqual([committed]);
    expect((await jobs.jobQueueHealth()).queues.find((queue) => queue.name === 'later')).toMatchObject({ queued: 1 });
  } finally {
    await jobs.stop();
  }
});

it("asks a long job to end when the queue stops, lets it hand its work over, and every caller of stop waits for the one stop", async () => {
  const worker = jobsService('workers');
  let endAsked = false;
  const handedOver: string[] = [];
  let running!: () => void;
  const started = new Promise<void>((resolve) => {
    running = resolve;
  });
  // A job that would run for a minute unless asked to end: then it queues the rest of its work and returns.
  worker.work<{ part: number }>(
    'long',
    async (job) => {
      running();
      const until = Date.now() + 60_000;
      await expect.poll(() => endAsked || Date.now() > until, { timeout: 61_000, interval: 20 }).toBe(true);
      handedOver.push((await worker.send('long', { part: job.data.part + 1 }, { startAfter: 3600 })) ?? 'not queued');
    },
    { onStop: () => (endAsked = true) },
  );
  await worker.start();
  await worker.send('long', { part: 1 });
  await started;
  // A second caller waits for the same stop: when it returns, the job has ended (asked to, well within the
  // stop's 1 s wait for running jobs, after which it would have failed) and its next part is queued.
  const first = worker.stop();
  await worker.stop();
  expect(endAsked).toBe(true);
  expect(handedOver).toHaveLength(1);
  await first;
  const { rows } = await sql<{ state: string; part: number }>`select state, (data->>'part')::int as part from pgboss.job where name = 'long' order by part`.execute(
    database.db,
  );
  expect(rows).toEqual([
    { state: 'completed', part: 1 },
    { state: 'created', part: 2 },
  ]);
  // Stopped: a third stop is a no-op, and sending says the queue is stopped.
  await worker.stop();
  await expect(worker.send('long', { part: 9 })).rejects.toThrow(/not started|stopped/);
});
