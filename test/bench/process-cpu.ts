import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'kysely';
import type { Database } from '../../src/platform/database/database';

/**
 * CPU time, which holds on a shared machine where wall time does not: this process's (the app's code, the X
 * simulator and the gateway all run on its one thread) and the PostgreSQL server's (every process of the server
 * the database runs on, from /proc; Linux only, else null).
 */
export interface CpuSample {
  nodeMs: number;
  postgresMs: number | null;
}

const TICKS_PER_SECOND = 100;

export async function cpuSample(db: Database): Promise<CpuSample> {
  const usage = process.cpuUsage();
  return { nodeMs: (usage.user + usage.system) / 1000, postgresMs: await postgresCpuMs(db) };
}

/** Milliseconds of CPU per unit of work between two samples. */
export function cpuPer(before: CpuSample, after: CpuSample, units: number): { nodeMs: number; postgresMs: number | null } {
  const per = (ms: number) => ms / Math.max(1, units);
  return {
    nodeMs: per(after.nodeMs - before.nodeMs),
    postgresMs: before.postgresMs === null || after.postgresMs === null ? null : per(after.postgresMs - before.postgresMs),
  };
}

/** The user and system time of the server: its postmaster, its processes alive now, and those it has reaped. */
async function postgresCpuMs(db: Database): Promise<number | null> {
  try {
    const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
    const backend = rows[0]?.pid;
    if (backend === undefined) return null;
    const postmaster = statOf(backend)?.ppid;
    if (postmaster === undefined) return null;
    let ticks = 0;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const stat = statOf(Number(entry));
      if (!stat) continue;
      if (stat.ppid === postmaster) ticks += stat.ticks;
      else if (Number(entry) === postmaster) ticks += stat.ticks + stat.reapedTicks;
    }
    return (ticks * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

function statOf(pid: number): { ppid: number; ticks: number; reapedTicks: number } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command's closing parenthesis: state, ppid, ..., utime, stime, cutime, cstime (proc(5)'s 14 to 17).
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]), reapedTicks: Number(fields[13]) + Number(fields[14]) };
  } catch {
    return undefined;
  }
}
