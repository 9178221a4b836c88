import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, statSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort } from '../support/free-port';
import { startThrowawayPostgres } from '../support/throwaway-postgres';
import type { BenchResult } from './bench-result';
import { runStandalone } from './bench-support';

/**
 * The read path: GET /api/do-not-contact (one page of 25 rows, what the dashboard's list asks for) with 100
 * concurrent connections, on the compiled app in production mode against a raw node:http + pg server doing
 * the same work (read-path-raw-server.ts: the signed session cookie checked, the session and its user read,
 * the same page and count queries, the same JSON). Both run as their own process on the same throw-away
 * PostgreSQL with the same pool size; autocannon drives them in turn from this process.
 */
const CONNECTIONS = 100;
/** Each side is loaded in turn, ROUNDS times, so a change in the machine's other load hits both alike. */
const ROUNDS = Number(process.env.READ_PATH_ROUNDS ?? 3);
const SECONDS = Number(process.env.READ_PATH_SECONDS ?? 6);
const WARM_UP_SECONDS = Number(process.env.READ_PATH_WARM_UP_SECONDS ?? 10);
const COUNTED_REQUESTS = 2_000;
const STATISTICS_DELAY_MS = 11_000;
const ENTRIES = 300;
const POOL_SIZE = 10;
const SECRET = 'bench-secret-bench-secret-bench-secret-0123';
const PAGE = `/api/do-not-contact?${new URLSearchParams({ filter: '{}', range: '[0,24]', sort: '["addedAt","DESC"]' })}`;
const root = path.join(__dirname, '..', '..');

/** CPU seconds a process has used, all its threads, from /proc (Linux; clock ticks of 1/100 s). */
function cpuSeconds(pid: number | undefined): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

interface Figures {
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  total: number;
  cpu: number;
}

/** Starts `args` under node with its output going to `logFile`; resolves once `readyUrl` answers. */
async function startProcess(args: string[], env: Record<string, string>, logFile: string, readyUrl: string): Promise<ChildProcess> {
  const log = openSync(logFile, 'w');
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', log, log] });
  closeSync(log);
  const deadline = Date.now() + 120_000;
  while (child.exitCode === null && Date.now() < deadline) {
    const answered = await fetch(readyUrl).then(
      () => true,
      () => false,
    );
    if (answered) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGTERM');
  throw new Error(`${args.join(' ')} did not start:\n${readFileSync(logFile, 'utf8').slice(-5_000)}`);
}

async function stopProcess(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

async function load(server: ChildProcess, url: string, cookie: string, seconds: number): Promise<Figures> {
  const cpuBefore = cpuSeconds(server.pid);
  const result = await autocannon({ url: `${url}${PAGE}`, connections: CONNECTIONS, duration: seconds, headers: { cookie } });
  return {
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    total: result.requests.total,
    cpu: cpuSeconds(server.pid) - cpuBefore,
  };
}

/**
 * Transactions the database committed per request (each statement outside a transaction is one), from
 * pg_stat_database around a fixed number of requests. Backends report their counts when idle, at the latest
 * ten seconds after their last statement, hence the wait.
 */
async function statementsPerRequest(databaseUrl: string, url: string, cookie: string): Promise<number> {
  const counter = new pg.Client({ connectionString: databaseUrl });
  await counter.connect();
  try {
    const count = async () => Number((await counter.query('select sum(xact_commit + xact_rollback) as n from pg_stat_database')).rows[0].n);
    await new Promise((resolve) => setTimeout(resolve, STATISTICS_DELAY_MS));
    const before = await count();
    const result = await autocannon({ url: `${url}${PAGE}`, connections: 10, amount: COUNTED_REQUESTS, headers: { cookie } });
    await new Promise((resolve) => setTimeout(resolve, STATISTICS_DELAY_MS));
    // Less this client's own two statements.
    return ((await count()) - before - 2) / result.requests.total;
  } finally {
    await counter.end();
  }
}

async function fetchPage(url: string, cookie: string) {
  const response = await fetch(`${url}${PAGE}`, { headers: { cookie } });
  return { status: response.status, range: response.headers.get('content-range'), body: await response.text() };
}

export async function run(): Promise<BenchResult> {
  process.stderr.write('  compiling the server (npm run build:server)\n');
  execFileSync('npm', ['run', 'build:server'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  const database = await startThrowawayPostgres('bench-read-path');
  const logs = mkdtempSync(path.join(tmpdir(), 'outtwit-bench-read-path-'));
  const appLog = path.join(logs, 'app.log');
  let app: ChildProcess | undefined;
  let raw: ChildProcess | undefined;
  try {
    const appPort = await freePort();
    const appUrl = `http://localhost:${appPort}`;
    // READ_PATH_CPU_PROF=<directory> writes a CPU profile of the app there when it stops.
    const profile = process.env.READ_PATH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.READ_PATH_CPU_PROF}`] : [];
    app = await startProcess(
      [...profile, 'dist/src/main.js'],
      {
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        PORT: String(appPort),
        PUBLIC_URL: appUrl,
        DATABASE_URL: database.url,
        DATABASE_POOL_SIZE: String(POOL_SIZE),
        BETTER_AUTH_SECRET: SECRET,
      },
      appLog,
      `${appUrl}/api/health`,
    );

    const signUp = await fetch(`${appUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: appUrl },
      body: JSON.stringify({ email: 'bench@example.com', password: 'correct-horse-battery', name: '' }),
    });
    if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
    const sessionCookie = signUp.headers.getSetCookie().find((header) => header.includes('session_token='));
    if (!sessionCookie) throw new Error('sign-up set no session cookie');
    const cookie = sessionCookie.split(';')[0];
    const cookieName = cookie.slice(0, cookie.indexOf('='));
    for (let added = 0; added < ENTRIES; added += 100) {
      const usernames = Array.from({ length: 100 }, (_, n) => `reader_${added + n}`).join(' ');
      const response = await fetch(`${appUrl}/api/do-not-contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: appUrl, cookie },
        body: JSON.stringify({ input: usernames }),
      });
      if (response.status !== 201) throw new Error(`adding usernames failed: ${response.status} ${await response.text()}`);
    }

    const rawPort = await freePort();
    const rawUrl = `http://localhost:${rawPort}`;
    raw = await startProcess(
      [...profile, '--import', 'tsx', path.join(__dirname, 'read-path-raw-server.ts')],
      { NODE_ENV: 'production', PORT: String(rawPort), DATABASE_URL: database.url, POOL_SIZE: String(POOL_SIZE), BETTER_AUTH_SECRET: SECRET, SESSION_COOKIE: cookieName },
      path.join(logs, 'raw.log'),
      rawUrl,
    );

    // Both answer the same request with the same page, the same total, and refuse a forged cookie.
    const [ourPage, rawPage] = await Promise.all([fetchPage(appUrl, cookie), fetchPage(rawUrl, cookie)]);
    if (ourPage.status !== 200 || JSON.stringify(ourPage) !== JSON.stringify(rawPage)) {
      throw new Error(`the two servers answer differently:\n${JSON.stringify(ourPage)}\n${JSON.stringify(rawPage)}`);
    }
    if (JSON.parse(ourPage.body).length !== 25) throw new Error(`expected 25 rows, got ${ourPage.body}`);
    // The same cookie with one character of its token changed: its signature no longer matches.
    const at = cookie.indexOf('=') + 1;
    const forged = `${cookie.slice(0, at)}${cookie[at] === 'x' ? 'y' : 'x'}${cookie.slice(at + 1)}`;
    const [ourForged, rawForged] = await Promise.all([fetchPage(appUrl, forged), fetchPage(rawUrl, forged)]);
    if (ourForged.status !== 401 || rawForged.status !== 401) throw new Error(`a forged cookie answered ${ourForged.status} / ${rawForged.status}`);

    process.stderr.write(`  ${ROUNDS} rounds of ${SECONDS} s of GET ${PAGE} with ${CONNECTIONS} connections on each, after ${WARM_UP_SECONDS} s of warm-up\n`);
    await load(raw, rawUrl, cookie, WARM_UP_SECONDS);
    await load(app, appUrl, cookie, WARM_UP_SECONDS);
    const sides = { ours: { server: app, url: appUrl, rounds: [] as Figures[] }, reference: { server: raw, url: rawUrl, rounds: [] as Figures[] } };
    let logBytes = 0;
    for (let round = 0; round < ROUNDS; round++) {
      for (const side of round % 2 === 0 ? [sides.reference, sides.ours] : [sides.ours, sides.reference]) {
        const logBefore = statSync(appLog).size;
        side.rounds.push(await load(side.server, side.url, cookie, SECONDS));
        if (side === sides.ours) logBytes += statSync(appLog).size - logBefore;
      }
    }
    const statements = { ours: await statementsPerRequest(database.url, appUrl, cookie), reference: await statementsPerRequest(database.url, rawUrl, cookie) };
    const summary = (rounds: Figures[], statementCount: number) => {
      const total = rounds.reduce((sum, figures) => sum + figures.total, 0);
      const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
      const errors = rounds.reduce((sum, figures) => sum + figures.errors, 0);
      return {
        perSecond: total / (rounds.length * SECONDS),
        p50: median(rounds.map((figures) => figures.p50)),
        p99: median(rounds.map((figures) => figures.p99)),
        errors,
        total,
        statementsPerRequest: statementCount,
        cpuMsPerRequest: (1000 * rounds.reduce((sum, figures) => sum + figures.cpu, 0)) / total,
      };
    };
    const ours = summary(sides.ours.rounds, statements.ours);
    const reference = summary(sides.reference.rounds, statements.reference);
    if (ours.errors > 0 || reference.errors > 0) {
      const now = (url: string) => fetchPage(url, cookie).then((page) => `${page.status} ${page.body.slice(0, 200)}`, String);
      throw new Error(
        `failed requests: ours ${ours.errors}, reference ${reference.errors}; now they answer ${await now(appUrl)} / ${await now(rawUrl)}; ` +
          `the app ${app.exitCode === null ? 'runs' : `exited with ${app.exitCode}`}, its log ends:\n${readFileSync(appLog, 'utf8').slice(-3_000)}`,
      );
    }

    const ratio = ours.perSecond / reference.perSecond;
    const line = (label: string, figures: ReturnType<typeof summary>) =>
      `${label}: ${Math.round(figures.perSecond).toLocaleString('en-US')} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, ${figures.cpuMsPerRequest.toFixed(2)} ms of CPU and ${figures.statementsPerRequest.toFixed(1)} database statements per request`;
    return {
      name: 'Read path (GET /api/do-not-contact, 25 rows of 300, 100 connections)',
      lines: [
        `${ROUNDS} rounds of ${SECONDS} s on each, taking turns, after ${WARM_UP_SECONDS} s of warm-up; pool of ${POOL_SIZE} connections on both; ${cpus().length} CPUs`,
        `${line('ours (compiled app, production mode)', ours)}, ${Math.round(logBytes / ours.total)} bytes of log per request`,
        line('reference (node:http + pg: signed cookie, session with user, page and count)', reference),
        `per round, req/s (ours / reference): ${sides.ours.rounds.map((figures, round) => `${Math.round(figures.perSecond)} / ${Math.round(sides.reference.rounds[round].perSecond)}`).join(', ')}`,
        `per round, ratio: ${sides.ours.rounds.map((figures, round) => (figures.perSecond / sides.reference.rounds[round].perSecond).toFixed(2)).join(', ')}`,
        `CPU per request (reference / ours): ${(reference.cpuMsPerRequest / ours.cpuMsPerRequest).toFixed(2)}x, a figure the machine's other load sways less than req/s`,
        `ratio (ours / reference, req/s): ${ratio.toFixed(2)}x`,
      ],
      ratio,
    };
  } finally {
    await stopProcess(raw).catch(() => undefined);
    await stopProcess(app).catch(() => undefined);
    await database.stop().catch(() => undefined);
    rmSync(logs, { recursive: true, force: true });
  }
}

runStandalone(module, run);
