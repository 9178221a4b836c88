import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freePort } from '../../test/support/free-port';
import { projectRoot } from '../platform/paths';

const dataDir = mkdtempSync(path.join(tmpdir(), 'outtwit-main-'));
chmodSync(dataDir, 0o755);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function processesUsing(dir: string): string {
  try {
    return execFileSync('pgrep', ['-af', dir], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

// The built server, as `npm start` runs it (npm test builds before the tests run).
const builtMain = path.join(projectRoot(), 'dist', 'src', 'main.js');

it('starts with nothing configured on an embedded PostgreSQL and stops cleanly on Ctrl-C', async () => {
  expect(existsSync(builtMain), 'build the server first: npm run build').toBe(true);
  const port = await freePort();
  const child = spawn(process.execPath, [builtMain], {
    cwd: projectRoot(),
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATA_DIR: dataDir,
      PORT: String(port),
      EMBEDDED_POSTGRES_PORT: String(await freePort()),
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  // The health status once it answers; a child that exited says so with its output.
  const health = async () => {
    if (child.exitCode !== null) return `exited with ${child.exitCode}: ${output}`;
    try {
      const response = await fetch(`http://localhost:${port}/api/health`);
      return response.ok ? ((await response.json()) as { status: string }).status : `answered ${response.status}`;
    } catch {
      return 'not listening yet';
    }
  };
  await expect.poll(health, { timeout: 90_000, interval: 250 }).toBe('ok');
  expect(processesUsing(dataDir)).toContain('postgres');
  // Nothing configured is a demo: X is the local simulator, whose demo accounts can be connected.
  expect(output).toContain('X simulator running (demo mode)');
  // Logs are JSON lines carrying the request id; a request's line is written once its response is sent.
  const requestLine = () =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { reqId?: string; req?: { url: string }; res?: { statusCode: number } })
      .find((entry) => entry.req?.url === '/api/health' && entry.res?.statusCode === 200);
  await expect.poll(() => requestLine()?.reqId, { timeout: 10_000 }).toMatch(/^[0-9a-f-]{36}$/);

  child.kill('SIGINT');
  expect(await exited).toBe(0);
  expect(processesUsing(dataDir)).toBe('');
  await expect(fetch(`http://localhost:${port}/api/health`)).rejects.toThrow();
}, 120_000);

it('refuses to start on a bad setting, naming it, and leaves nothing running', async () => {
  expect(existsSync(builtMain), 'build the server first: npm run build').toBe(true);
  const child = spawn(process.execPath, [builtMain], {
    cwd: projectRoot(),
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_PORT: String(await freePort()),
      X_GRAPHQL_QUERY_IDS: '{"NoSuchOperation":"abc"}',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  expect(code).toBe(78);
  expect(stderr).toContain('Invalid configuration:\n  X_GRAPHQL_QUERY_IDS: unknown operation NoSuchOperation');
  expect(processesUsing(dataDir)).toBe('');
}, 60_000);
