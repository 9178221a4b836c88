import type pg from 'pg';
import type { Database } from '../../../platform/database/database';
import type { EventStore } from '../../../platform/event-store/event-store.port';
import type { ActiveSession } from '../../accounts';
import type { XGateway } from '../../x';
import type { RunnerLifecycle } from './owed-change';
import type { Pacing } from './pacing';

/** The dispatcher's settings (from the app's configuration, or a bare worker's); the pacing's are pacing.ts's. */
export interface RunnerSettings extends Pacing {
  /** RUNNER_ACCOUNT_DAILY_CAP. */
  accountDailyCap: number;
  /** Whether an account without a warm-up choice of its own warms up (warmUpByDefault); default true. */
  warmUpByDefault?: boolean;
  maxConsecutiveFailures: number;
  progressFlushMs: number;
  /** Steps at once. */
  concurrency: number;
  /** How often to look for due runs when nothing wakes the dispatcher. Default 500 ms. */
  pollMs?: number;
  /**
   * How long after its reservation an unsettled delivery's request may still be on its way to X (default
   * IN_FLIGHT_GRACE_MS). A run found in flight before then waits: a conversation read while X is still taking the
   * dead worker's request would find nothing, and sending again would make a second DM.
   */
  inFlightGraceMs?: number;
}

/** What a dispatcher works with. */
export interface DispatcherDeps {
  db: Database;
  /** A pool of the same database: one client holds the worker's advisory lock while it runs. */
  pool: pg.Pool;
  gateway: XGateway;
  sessions: { activeSessions(userId: string): Promise<ActiveSession[]> };
  events: Pick<EventStore, 'appendToStream'>;
  lifecycle: RunnerLifecycle;
  settings: RunnerSettings;
  logger?: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
  random?: () => number;
}

/** What a dispatcher did so far (tests and the benchmark read it). */
export interface DispatcherStats {
  steps: number;
  sends: number;
  /** Time inside X calls (send, lookup, conversation read), ms. */
  xMs: number;
  /** Time of whole steps, ms (the scheduler's overhead is steps less X). */
  stepMs: number;
  errors: number;
}
