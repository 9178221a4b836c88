import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { freePort } from '../support/free-port';
import { startThrowawayPostgres } from '../support/throwaway-postgres';
import type { BenchResult } from './bench-result';
import { runStandalone } from './bench-support';

/**
 * Lead import and export at 250,000 rows, on the compiled app in production mode against a throw-away
 * PostgreSQL.
 *
 * Import: POST /api/lead-sources/upload of a 250,000-row CSV (username, name, bio, location, counts and two
 * extra columns) timed from the first byte sent to the answer, so it covers the transfer, the server's parse
 * and cleaning, the COPY batches, the command and the read model catching up. Reference: COPY ... FROM STDIN of
 * the same 250,000 rows, already cleaned, into the same leads table from this process, as psql's \copy sends a
 * file. The two alternate, ROUNDS times each, every import deleted before the next; medians compared.
 *
 * Export: GET /api/lead-sources/:id/export of a 250,000-lead source: rows per second, and the app's resident
 * memory sampled every 10 ms during the export (peak above what it held just before); reference line: COPY
 * (select ...) TO STDOUT of the same rows.
 */
const ROWS = Number(process.env.LEAD_IMPORT_ROWS ?? 250_000);
const ROUNDS = Number(process.env.LEAD_IMPORT_ROUNDS ?? 3);
const SECRET = 'bench-secret-bench-secret-bench-secret-0123';
const root = path.join(__dirname, '..', '..');

const COPY_COLUMNS = 'source_id, username, name, bio, bio_urls, urls, location, verified, followers_count, following_count, metadata';

interface Row {
  username: string;
  name: string;
  bio: string;
  location: string;
  followers: number;
  following: number;
  company: string;
  tag: string;
}

function rows(): Row[] {
  return Array.from({ length: ROWS }, (_, i) => ({
    username: `lead_${i.toString(36)}_${(i * 7919) % 1000}`,
    name: `Lead Person ${i}`,
    bio: `Founder at Company ${i % 977}; growth, marketing and SaaS. Writing about startups #${i % 31}`,
    location: ['Berlin, DE', 'Austin, TX', 'Lagos', 'São Paulo', 'Tokyo'][i % 5] as string,
    followers: (i * 37) % 250_000,
    following: (i * 13) % 5_000,
    company: `Company ${i % 977}`,
    tag: i % 3 === 0 ? 'warm' : 'cold',
  }));
}

/** The upload: semicolon-separated, a header naming the username column, two extra columns. */
const uploadCsv = (leads: Row[]) =>
  `Username;name;bio;location;followers_count;following_count;Company;Tag\n${leads
    .map((r) => `@${r.username};${r.name};"${r.bio}";${r.location};${r.followers};${r.following};${r.company};${r.tag}`)
    .join('\n')}\n`;

/** The same rows as COPY ... (format csv) takes them: cleaned, with the source id and the extras as jsonb. */
const copyCsv = (leads: Row[], sourceId: string) =>
  leads
    .map((r) => {
      const metadata = JSON.stringify({ Company: r.company, Tag: r.tag }).replace(/"/g, '""');
      return `${sourceId},${r.username},${r.name},"${r.bio}",{},{},"${r.location}",,${r.followers},${r.following},"${metadata}"\n`;
    })
    .join('');

async function startApp(env: Record<string, string>, logFile: string, readyUrl: string): Promise<ChildProcess> {
  const log = openSync(logFile, 'w');
  // LEAD_IMPORT_CPU_PROF=<directory> writes a CPU profile of the app there when it stops.
  const profile = process.env.LEAD_IMPORT_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.LEAD_IMPORT_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, 'dist/src/main.js'], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', log, log] });
  closeSync(log);
  const deadline = Date.now() + 120_000;
  while (child.exitCode === null && Date.now() < deadline) {
    if (await fetch(readyUrl).then(() => true, () => false)) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGTERM');
  throw new Error(`the app did not start:\n${readFileSync(logFile, 'utf8').slice(-5_000)}`);
}

async function stopApp(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

/** Resident memory of a process in bytes (Linux /proc). */
function rss(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const perSecond = (count: number, ms: number) => Math.round((count / ms) * 1000).toLocaleString('en-US');

export async function run(): Promise<BenchResult> {
  // LEAD_IMPORT_SKIP_BUILD=1 runs the last build in dist/ as it is.
  if (!process.env.LEAD_IMPORT_SKIP_BUILD) {
    process.stderr.write('  compiling the server (npm run build:server)\n');
    execFileSync('npm', ['run', 'build:server'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const database = await startThrowawayPostgres('bench-lead-import');
  const logs = mkdtempSync(path.join(tmpdir(), 'outtwit-bench-lead-import-'));
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  let app: ChildProcess | undefined;
  try {
    const port = await freePort();
    const url = `http://localhost:${port}`;
    app = await startApp(
      { NODE_ENV: 'production', LOG_LEVEL: 'warn', PORT: String(port), PUBLIC_URL: url, DATABASE_URL: database.url, BETTER_AUTH_SECRET: SECRET },
      path.join(logs, 'app.log'),
      `${url}/api/health`,
    );
    const signUp = await fetch(`${url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ email: 'bench@example.com', password: 'correct-horse-battery', name: '' }),
    });
    if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
    const cookie = signUp.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ');
    // A Pro plan with room for every round's leads: the plan record is set directly, not bought.
    for (let tries = 0; ; tries++) {
      const { rowCount } = await pool.query(`update plans set plan = 'pro', lead_credits_limit = 100000000`);
      if (rowCount) break;
      if (tries > 100) throw new Error('no plan record');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const headers = { origin: url, cookie };

    const leads = rows();
    const file = Buffer.from(uploadCsv(leads));
    process.stderr.write(`  ${ROWS.toLocaleString('en-US')} rows, ${mb(file.length)} CSV; ${ROUNDS} rounds\n`);

    const importOurs = async (name: string) => {
      const form = new FormData();
      form.set('name', name);
      form.set('file', new Blob([file], { type: 'text/csv' }), 'bench.csv');
      const started = performance.now();
      const response = await fetch(`${url}/api/lead-sources/upload`, { method: 'POST', headers, body: form });
      const ms = performance.now() - started;
      const body = (await response.json()) as { id: string; total_leads: number };
      if (response.status !== 201 || body.total_leads !== ROWS) throw new Error(`upload answered ${response.status} ${JSON.stringify(body)}`);
      return { ms, id: body.id };
    };
    const importCopy = async (sourceId: string) => {
      const text = copyCsv(leads, sourceId);
      const client = await pool.connect();
      try {
        const started = performance.now();
        await pipeline(Readable.from([text]), client.query(copyFrom(`copy leads (${COPY_COLUMNS}) from stdin with (format csv)`)));
        return performance.now() - started;
      } finally {
        client.release();
      }
    };
    const count = async (sourceId: string) => Number((await pool.query('select count(*) from leads where source_id = $1', [sourceId])).rows[0].count);

    const ours: number[] = [];
    const reference: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const { ms, id } = await importOurs(`Bench ${round}`);
      if ((await count(id)) !== ROWS) throw new Error('the upload did not write every row');
      ours.push(ms);
      const deleted = await fetch(`${url}/api/lead-sources/${id}`, { method: 'DELETE', headers });
      if (!deleted.ok) throw new Error(`delete answered ${deleted.status}`);
      await pool.query('vacuum leads');
      const referenceId = `copy-${round}`;
      reference.push(await importCopy(referenceId));
      if ((await count(referenceId)) !== ROWS) throw new Error('COPY did not write every row');
      await pool.query('delete from leads where source_id = $1', [referenceId]);
      await pool.query('vacuum leads');
      process.stderr.write(`  round ${round + 1}: upload ${ours[round]?.toFixed(0)} ms, COPY ${reference[round]?.toFixed(0)} ms\n`);
    }

    // Export of a 250,000-lead source, with the app's memory sampled meanwhile.
    const { id } = await importOurs('Bench export');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const before = rss(app.pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rss(app?.pid));
    }, 10);
    const started = performance.now();
    const response = await fetch(`${url}/api/lead-sources/${id}/export`, { headers });
    let bytes = 0;
    let lines = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (let at = chunk.indexOf(10); at >= 0; at = chunk.indexOf(10, at + 1)) lines++;
    }
    const exportMs = performance.now() - started;
    clearInterval(sampler);
    if (response.status !== 200 || lines !== ROWS + 1) throw new Error(`export answered ${response.status} with ${lines} lines`);

    const client = await pool.connect();
    let copyOutMs: number;
    try {
      const copyStarted = performance.now();
      let copied = 0;
      const out = client.query(
        copyTo(
          `copy (select username, name, bio, bio_urls, urls, location, followers_count, following_count, verified from leads where source_id = '${id}' order by username) to stdout with (format csv, header)`,
        ),
      );
      for await (const chunk of out as AsyncIterable<Buffer>) copied += chunk.length;
      copyOutMs = performance.now() - copyStarted;
      if (copied === 0) throw new Error('COPY TO wrote nothing');
    } finally {
      client.release();
    }

    const oursMs = median(ours);
    const referenceMs = median(reference);
    return {
      name: `Lead import: ${ROWS.toLocaleString('en-US')}-row CSV through the API vs COPY of the same rows`,
      lines: [
        `import through POST /api/lead-sources/upload: ${oursMs.toFixed(0)} ms median (${perSecond(ROWS, oursMs)} rows/s; rounds ${ours.map((ms) => ms.toFixed(0)).join(', ')} ms)`,
        `reference, COPY FROM STDIN of the cleaned rows: ${referenceMs.toFixed(0)} ms median (${perSecond(ROWS, referenceMs)} rows/s; rounds ${reference.map((ms) => ms.toFixed(0)).join(', ')} ms)`,
        `ratio ours / COPY: ${(oursMs / referenceMs).toFixed(2)}x (limit 2x)`,
        `export through GET /api/lead-sources/:id/export: ${exportMs.toFixed(0)} ms, ${perSecond(ROWS, exportMs)} rows/s, ${mb(bytes)}; app memory ${mb(before)} before, peak ${mb(peak)} (+${mb(peak - before)})`,
        `reference, COPY (select ... order by username) TO STDOUT: ${copyOutMs.toFixed(0)} ms, ${perSecond(ROWS, copyOutMs)} rows/s`,
      ],
      ratio: oursMs / referenceMs,
    };
  } finally {
    await pool.end().catch(() => undefined);
    await stopApp(app).catch(() => undefined);
    await database.stop().catch(() => undefined);
    rmSync(logs, { recursive: true, force: true });
  }
}

runStandalone(module, run);
