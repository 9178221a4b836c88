import { execFile } from 'node:child_process';
import { readFile, readlink, realpath, rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { EmbeddedPostgresError } from './embedded-postgres-error';

/**
 * When the app dies without stopping its embedded PostgreSQL (kill -9, a crash, a power-cut container),
 * the server outlives it and still holds the data directory, or leaves a postmaster.pid whose pid may by
 * now belong to an unrelated process. Either way the next start would fail; this clears the way.
 */

type ProcessInfo = { alive: false } | { alive: true; command: string; dataDir?: string; parentCommand?: string };

const STOP_STEPS: ReadonlyArray<{ signal: NodeJS.Signals; waitMs: number }> = [
  { signal: 'SIGINT', waitMs: 30_000 }, // fast shutdown: roll back open transactions, checkpoint, exit
  { signal: 'SIGQUIT', waitMs: 10_000 }, // immediate shutdown: recovery runs at the next start
  { signal: 'SIGKILL', waitMs: 5_000 },
];

async function readText(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function procInfo(pid: number): Promise<ProcessInfo | undefined> {
  const stat = await readText(`/proc/${pid}/stat`);
  if (stat === undefined) return undefined;
  // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so read after the last ')'.
  const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  if (state === 'Z' || state === 'X') return { alive: false };
  const command = (await readText(`/proc/${pid}/comm`))?.trim() ?? '';
  // PostgreSQL changes into its data directory, so the working directory tells whose server it is.
  const dataDir = await readlink(`/proc/${pid}/cwd`).catch(() => undefined);
  const parentCommand = (await readText(`/proc/${ppid}/comm`))?.trim();
  return { alive: true, command, dataDir, parentCommand };
}

async function psInfo(pid: number): Promise<ProcessInfo> {
  try {
    const { stdout } = await promisify(execFile)('ps', ['-o', 'comm=', '-p', String(pid)]);
    return { alive: true, command: path.basename(stdout.trim()) };
  } catch {
    return { alive: false };
  }
}

async function inspect(pid: number): Promise<ProcessInfo> {
  if (!isRunning(pid)) return { alive: false };
  return (await procInfo(pid)) ?? (await psInfo(pid));
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!(await inspect(pid)).alive) return true;
    await sleep(100);
  }
  return !(await inspect(pid)).alive;
}

/**
 * Makes `dataDir` free for a new server: a postmaster.pid naming no running PostgreSQL of this directory
 * is removed; a running one whose app is gone is shut down (fast, then immediate, then killed).
 * A server still attached to a running app is left alone with an error, since that app is using it.
 */
export async function clearLeftoverPostgres(dataDir: string, log: (message: string) => void = () => {}): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  const contents = await readText(pidFile);
  if (contents === undefined) return;
  const pid = Number.parseInt(contents.split('\n')[0] ?? '', 10);
  const info = Number.isInteger(pid) && pid > 0 ? await inspect(pid) : ({ alive: false } as const);
  const ourDir = await realpath(dataDir);
  const isOurServer = info.alive && info.command === 'postgres' && (info.dataDir === undefined || info.dataDir === ourDir);
  if (!isOurServer) {
    log(`removing stale ${pidFile} (process ${pid} is not a PostgreSQL server of this directory)`);
    await rm(pidFile, { force: true });
    return;
  }
  if (info.parentCommand === 'node') {
    throw new EmbeddedPostgresError(
      `The data directory ${dataDir} is in use by a PostgreSQL server (process ${pid}) that another running OutTwit started: stop that OutTwit first, or set DATA_DIR to another directory.`,
    );
  }
  log(`stopping the PostgreSQL server left running on ${dataDir} (process ${pid})`);
  for (const { signal, waitMs } of STOP_STEPS) {
    try {
      process.kill(pid, signal);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ESRCH') break;
      throw new EmbeddedPostgresError(
        `A PostgreSQL server (process ${pid}) left running on the data directory ${dataDir} cannot be stopped (${(error as Error).message}): stop it as its owner, then start again.`,
      );
    }
    if (await waitForExit(pid, waitMs)) break;
  }
  if ((await inspect(pid)).alive) {
    throw new EmbeddedPostgresError(
      `A PostgreSQL server (process ${pid}) left running on the data directory ${dataDir} did not stop: stop it, then start again.`,
    );
  }
  // A server that was killed rather than shut down leaves its pid file behind.
  await rm(pidFile, { force: true });
}
