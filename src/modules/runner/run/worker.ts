import { createDatabase, createPool } from '../../../platform/database/database';
import { PostgresEventStore } from '../../../platform/event-store/postgres/postgres-event-store';
import type { ActiveSession } from '../../accounts';
import type { XGateway } from '../../x';
import { RunDispatcher, type RunnerLifecycle, type RunnerSettings } from './dispatcher';

export interface RunnerWorkerOptions {
  databaseUrl: string;
  /** The X gateway (an XHttpGateway on the simulator's address in tests). */
  gateway: XGateway;
  /** The accounts' sessions: AccountSessions, or a fixed list (tests, the benchmark). */
  sessions: { activeSessions(userId: string): Promise<ActiveSession[]> } | ActiveSession[];
  settings?: Partial<RunnerSettings>;
  /** What to do on completion and pauses; default: nothing beyond the run's row (status 'stopped', stop_reason). */
  lifecycle?: RunnerLifecycle;
  poolSize?: number;
}

export interface RunnerWorker {
  dispatcher: RunDispatcher;
  /** Stops the dispatcher and closes its pool. */
  close(): Promise<void>;
}

/**
 * The runner's dispatcher in a bare process, without Nest: a pool on the database, the progress roll-ups into
 * the PostgreSQL event store, and what the caller gives (gateway, sessions). Started at once.
 */
export async function startRunnerWorker(options: RunnerWorkerOptions): Promise<RunnerWorker> {
  const pool = createPool(options.databaseUrl, options.poolSize ?? 12);
  const db = createDatabase(pool);
  const events = new PostgresEventStore({ pool });
  const fixed = Array.isArray(options.sessions) ? options.sessions : null;
  const sessions = fixed ? { activeSessions: async () => fixed } : (options.sessions as { activeSessions(userId: string): Promise<ActiveSession[]> });
  const lifecycle: RunnerLifecycle = options.lifecycle ?? { complete: async () => {}, pause: async () => {}, pauseAccount: async () => {}, failAccount: async () => {} };
  const dispatcher = new RunDispatcher({
    db,
    pool,
    gateway: options.gateway,
    sessions,
    events,
    lifecycle,
    settings: {
      delayScale: 0,
      accountDailyCap: 450,
      maxConsecutiveFailures: 5,
      progressFlushMs: 2000,
      concurrency: 16,
      ...options.settings,
    },
  });
  await dispatcher.start();
  return {
    dispatcher,
    async close() {
      await dispatcher.stop();
      await events.close();
      await db.destroy();
    },
  };
}
