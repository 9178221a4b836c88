import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, expect, it } from 'vitest';
import { freePort } from '../../test/support/free-port';
import { until } from '../../test/support/until';
import { projectRoot } from '../platform/paths';

// The built server, as `npm start` runs it (npm test builds before the tests run).
const builtMain = path.join(projectRoot(), 'dist', 'src', 'main.js');
const dataDirs: string[] = [];
const children: ChildProcess[] = [];

function newDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'outtwit-crash-'));
  // As root the server runs as the postgres user, which must be able to enter this directory.
  chmodSync(dir, 0o755);
  dataDirs.push(dir);
  return dir;
}

function processesUsing(dir: string): string {
  try {
    return execFileSync('pgrep', ['-af', dir], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

function stopPostgresOf(dir: string): void {
  const pidFile = path.join(dir, 'postgres', 'postmaster.pid');
  if (existsSync(pidFile)) execFileSync('bash', ['-c', `kill -INT "$(head -1 '${pidFile}')" 2>/dev/null || true`]);
}

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});
afterAll(async () => {
  for (const dir of dataDirs) {
    stopPostgresOf(dir);
    // The directory goes even when PostgreSQL outlives the wait.
    await until(async () => processesUsing(dir), '', 30_000).catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }
});

interface App {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

function startApp(env: { dataDir: string; port: number; postgresPort: number }): App {
  const child = spawn(process.execPath, [builtMain], {
    cwd: projectRoot(),
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATA_DIR: env.dataDir,
      PORT: String(env.port),
      EMBEDDED_POSTGRES_PORT: String(env.postgresPort),
      LOG_LEVEL: 'warn',
      // The database's recovery is under test, not the demo's simulated X.
      X_SIMULATOR: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, url: `http://localhost:${env.port}`, output: () => output, exited };
}

async function healthStatus(app: App): Promise<number | string> {
  if (app.child.exitCode !== null) return `exited with ${app.child.exitCode}: ${app.output()}`;
  try {
    return (await fetch(`${app.url}/api/health`)).status;
  } catch {
    return 'not listening yet';
  }
}

async function signUp(app: App): Promise<string> {
  const response = await fetch(`${app.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.url },
    body: JSON.stringify({ email: `crash-${Date.now()}@example.com`, password: 'correct-horse-battery', name: 'crash' }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
}

function addToDoNotContact(app: App, cookie: string, username: string) {
  return fetch(`${app.url}/api/do-not-contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.url, cookie },
    body: JSON.stringify({ input: username }),
  });
}

it('after kill -9 mid-write, the next start stops the PostgreSQL left running, comes up healthy and keeps every acknowledged write', async () => {
  expect(existsSync(builtMain), 'build the server first: npm run build').toBe(true);
  const env = { dataDir: newDataDir(), port: await freePort(), postgresPort: await freePort() };
  const first = startApp(env);
  await expect.poll(() => healthStatus(first), { timeout: 90_000, interval: 250 }).toBe(200);
  const cookie = await signUp(first);

  // Four writers add names one after another; the app is killed once 40 adds are acknowledged, while
  // the writers still have requests in flight.
  const acknowledged: string[] = [];
  let next = 0;
  let killed = false;
  const writer = async () => {
    while (!killed) {
      const username = `crash${next++}`;
      const response = await addToDoNotContact(first, cookie, username).catch(() => undefined);
      if (response?.status === 201) acknowledged.push(username);
      if (acknowledged.length >= 40 && !killed) {
        killed = true;
        first.child.kill('SIGKILL');
      }
    }
  };
  await Promise.all([writer(), writer(), writer(), writer()]);
  await first.exited;
  // The embedded server outlived the app: that is what the next start must cope with.
  expect(processesUsing(env.dataDir)).toContain('postgres');

  const second = startApp(env);
  await expect.poll(() => healthStatus(second), { timeout: 90_000, interval: 250 }).toBe(200);
  await expect
    .poll(
      async () => {
        const response = await fetch(`${second.url}/api/do-not-contact?range=[0,99]`, { headers: { cookie } });
        const entries = (await response.json()) as Array<{ id: string }>;
        const listed = new Set(entries.map((entry) => entry.id));
        return acknowledged.filter((username) => !listed.has(username));
      },
      { timeout: 30_000 },
    )
    .toEqual([]);

  second.child.kill('SIGINT');
  expect(await second.exited, second.output()).toBe(0);
  expect(processesUsing(env.dataDir)).toBe('');
}, 240_000);

it('a foreign program on the embedded PostgreSQL port: the start fails naming EMBEDDED_POSTGRES_PORT, leaving nothing running', async () => {
  expect(existsSync(builtMain), 'build the server first: npm run build').toBe(true);
  const postgresPort = await freePort();
  const squatter: Server = createServer();
  await new Promise<void>((resolve) => squatter.listen(postgresPort, '127.0.0.1', resolve));
  try {
    const dataDir = newDataDir();
    const app = startApp({ dataDir, port: await freePort(), postgresPort });
    const code = await app.exited;
    expect(code).not.toBe(0);
    expect(app.output()).toContain('EMBEDDED_POSTGRES_PORT');
    expect(app.output()).toContain(String(postgresPort));
    expect(app.output()).not.toMatch(/^undefined$/m);
    expect(processesUsing(dataDir)).toBe('');
  } finally {
    await new Promise((resolve) => squatter.close(resolve));
  }
}, 120_000);
