import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import type { Database } from '../database/database';
import type { EventStore, Position, RecordedEvent } from '../event-store/event-store.port';
import {
  applyBatch,
  CheckpointMovedError,
  ensureCheckpoint,
  markFailed,
  OWNER_LOCK,
  RebuildInProgressError,
  tryLock,
  unlock,
} from './checkpoints';
import { EventFailedError, isTransient, ProjectionFailedError } from './event-failure';
import type { Projection } from './projection';
import type { FailedEvent } from './tables';

/** The subset of a pino logger the runner writes to. */
export interface RunnerLogger {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

const silentLogger: RunnerLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

export interface ProjectionRunnerOptions {
  db: Database;
  eventStore: EventStore;
  /** Connection string of the dedicated connection that holds this runner's ownership locks. */
  databaseUrl: string;
  projections: readonly Projection[];
  batchSize?: number;
  logger?: RunnerLogger;
  /** Back-off after a failed batch: doubles from `initial` up to `max`. */
  retryDelayMs?: { initial: number; max: number };
  /** Attempts at an event that keeps failing before the projection is marked failed and stops (default 5). */
  maxAttempts?: number;
  /** How often a standby runner tries to take over a projection another process owns, or a paused one resumes. */
  standbyPollMs?: number;
  /**
   * Called after each batch has committed, with the events of it the projection handled (e.g. to tell browsers
   * what changed). Not called by rebuilds; a failure is logged and never undoes or retries the batch.
   */
  onCommitted?: (projection: Projection, events: RecordedEvent[]) => void | Promise<void>;
}

export type ProjectionState = 'starting' | 'standby' | 'running' | 'retrying' | 'paused' | 'failed' | 'stopped';

export interface ProjectionStatus {
  name: string;
  state: ProjectionState;
  position?: Position;
  /** Transactions that failed and rolled back (a whole batch, or one event of it). */
  failures: number;
  lastError?: string;
  /** While failed: the event it stopped at. */
  failedEvent?: FailedEvent;
}

export const DEFAULT_MAX_ATTEMPTS = 5;

/** Errors that steer the runner rather than report a broken event. */
function isControl(error: unknown): boolean {
  return error instanceof RebuildInProgressError || error instanceof CheckpointMovedError || error instanceof ProjectionFailedError;
}

interface LockConnection {
  client: pg.Client;
  /** Aborted when the connection drops: its locks are gone with it. */
  lost: AbortController;
}

/** Waits `ms`, or until `signal` aborts, which ends the wait without an error. */
const sleep = (ms: number, signal: AbortSignal): Promise<void> => delay(ms, undefined, { signal }).catch(() => undefined);

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Keeps every projection up to date with the event store. For each projection it reads batches after the
 * stored checkpoint and applies each batch together with the new checkpoint in one transaction (see
 * applyBatch), waking on new events through the store's subscription.
 *
 * Concurrency: any number of processes may run a runner on one database. A projection is applied by the
 * process holding its ownership lock (a session advisory lock on this runner's dedicated connection); the
 * others stand by and take over when that connection goes away. Independently of the locks, each batch
 * locks the checkpoint row and checks it still starts where the batch starts, so even a runner that lost
 * its lock mid-batch cannot apply an event twice.
 *
 * Failures: a failing batch rolls back and is applied again event by event, so the events before the one
 * that fails are applied and the failing event is known; it is retried from the checkpoint with exponential
 * back-off. After `maxAttempts` failures on the same event the projection is marked failed on its
 * checkpoint row (seen by every process, the health check and the CLI) and stops until an operator runs
 * `projections retry <name>` or rebuilds it. Transient errors (connection, server restart, deadlock) are
 * retried without limit. Each projection has its own loop, so a poisoned projection never holds back the others.
 */
export class ProjectionRunner {
  private readonly batchSize: number;
  private readonly logger: RunnerLogger;
  private readonly retryDelay: { initial: number; max: number };
  private readonly standbyPollMs: number;
  private readonly maxAttempts: number;
  private readonly statuses = new Map<string, ProjectionStatus>();
  private controller?: AbortController;
  private loops: Promise<void>[] = [];
  private lockConnection?: Promise<LockConnection>;

  constructor(private readonly options: ProjectionRunnerOptions) {
    this.batchSize = options.batchSize ?? 1000;
    this.logger = options.logger ?? silentLogger;
    this.retryDelay = options.retryDelayMs ?? { initial: 200, max: 30_000 };
    this.standbyPollMs = options.standbyPollMs ?? 5000;
    this.maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    const names = new Set<string>();
    for (const projection of options.projections) {
      if (names.has(projection.name)) throw new Error(`Two projections are named ${projection.name}`);
      names.add(projection.name);
    }
  }

  get running(): boolean {
    return this.controller !== undefined;
  }

  start(): void {
    if (this.controller) return;
    const controller = new AbortController();
    this.controller = controller;
    this.loops = this.options.projections.map((projection) => this.run(projection, controller.signal));
  }

  /** Stops after the batches in flight commit or roll back, and releases the ownership locks. */
  async stop(): Promise<void> {
    const controller = this.controller;
    if (!controller) return;
    controller.abort();
    await Promise.all(this.loops);
    this.loops = [];
    const connection = await this.lockConnection?.catch(() => undefined);
    this.lockConnection = undefined;
    await connection?.client.end().catch(() => undefined);
    this.controller = undefined;
  }

  status(): ProjectionStatus[] {
    return this.options.projections.map(
      (projection) => this.statuses.get(projection.name) ?? { name: projection.name, state: 'stopped', failures: 0 },
    );
  }

  private async run(projection: Projection, signal: AbortSignal): Promise<void> {
    const status: ProjectionStatus = { name: projection.name, state: 'starting', failures: 0 };
    this.statuses.set(projection.name, status);
    let delay = this.retryDelay.initial;
    /** The event the last failures were on (`major/minor`), and how many times in a row it failed. */
    let failing: { at: string; attempts: number } | undefined;
    while (!signal.aborted) {
      let connection: LockConnection;
      try {
        connection = await this.connectForLocks();
        if (!(await tryLock(connection.client, OWNER_LOCK, projection.name))) {
          status.state = 'standby';
          await sleep(this.standbyPollMs, signal);
          continue;
        }
      } catch (error) {
        this.logger.warn({ projection: projection.name, err: describe(error) }, 'projection lock unavailable, retrying');
        await sleep(delay, signal);
        delay = Math.min(delay * 2, this.retryDelay.max);
        continue;
      }
      const lease = AbortSignal.any([signal, connection.lost.signal]);
      while (!lease.aborted) {
        try {
          status.state = 'running';
          await this.follow(projection, status, lease, failing?.at, () => {
            delay = this.retryDelay.initial;
          });
        } catch (error) {
          if (error instanceof RebuildInProgressError) {
            if (status.state !== 'paused') this.logger.info({ projection: projection.name }, 'projection paused while it is rebuilt');
            status.state = 'paused';
            await sleep(Math.min(this.standbyPollMs, 1000), lease);
          } else if (error instanceof CheckpointMovedError) {
            this.logger.info({ projection: projection.name }, error.message);
          } else if (error instanceof ProjectionFailedError) {
            if (status.state !== 'failed') {
              this.logger.error({ projection: projection.name, err: error.error, event: status.failedEvent }, 'projection failed; waiting for a retry or a rebuild');
            }
            status.state = 'failed';
            status.lastError = error.error;
            failing = undefined;
            await sleep(this.standbyPollMs, lease);
          } else {
            status.state = 'retrying';
            status.failures++;
            status.lastError = describe(error);
            if (error instanceof EventFailedError && !isTransient(error.cause)) {
              const at = `${error.event.position.major}/${error.event.position.minor}`;
              failing = failing?.at === at ? { at, attempts: failing.attempts + 1 } : { at, attempts: 1 };
              if (failing.attempts >= this.maxAttempts && (await this.markFailed(projection, error))) continue;
            }
            this.logger.error(
              { projection: projection.name, err: status.lastError, retryInMs: delay, failures: status.failures },
              'projection batch failed and was rolled back; retrying from its checkpoint',
            );
            await sleep(delay, lease);
            delay = Math.min(delay * 2, this.retryDelay.max);
          }
        }
      }
      if (!connection.lost.signal.aborted) {
        await unlock(connection.client, OWNER_LOCK, projection.name).catch(() => undefined);
      } else if (!signal.aborted) {
        this.logger.warn({ projection: projection.name }, 'lost the projection lock connection; reacquiring');
      }
    }
    status.state = 'stopped';
  }

  /** Stores the failure for every process to see; false if that failed too (the loop then retries). */
  private async markFailed(projection: Projection, error: EventFailedError): Promise<boolean> {
    const { event } = error;
    try {
      await markFailed(this.options.db, projection.name, event, error.message);
    } catch (storing) {
      this.logger.error({ projection: projection.name, err: describe(storing) }, 'could not mark the projection failed');
      return false;
    }
    this.logger.error(
      { projection: projection.name, err: error.message, position: `${event.position.major}/${event.position.minor}`, streamId: event.streamId, type: event.type, attempts: this.maxAttempts },
      'projection kept failing on one event and is stopped; fix it, then run `projections retry` or rebuild it',
    );
    return true;
  }

  /**
   * Applies batches from the stored checkpoint until the lease ends. A batch that fails is applied again
   * event by event: the events before the failing one commit, and the failing one is thrown as an
   * EventFailedError. The event that failed last time (`suspect`, `major/minor`) is tried alone first.
   * Throws ProjectionFailedError at once when the checkpoint is marked failed.
   */
  private async follow(projection: Projection, status: ProjectionStatus, lease: AbortSignal, suspect: string | undefined, onSuccess: () => void) {
    const handles = new Set(projection.handles);
    const checkpoint = await ensureCheckpoint(this.options.db, projection.name);
    status.position = checkpoint.position;
    status.failedEvent = checkpoint.failure?.event ?? undefined;
    if (checkpoint.failure) throw new ProjectionFailedError(projection.name, checkpoint.failure.error);
    let at = checkpoint.position;
    const commit = async (events: RecordedEvent[]) => {
      const result = await applyBatch(this.options.db, projection, handles, at, events);
      at = result.position;
      status.position = at;
      status.state = 'running';
      onSuccess();
      if (result.applied > 0) await this.committed(projection, events.filter((event) => handles.has(event.type)));
    };
    await this.options.eventStore.subscribe(
      async (events) => {
        const [first] = events;
        if (suspect !== undefined && `${first.position.major}/${first.position.minor}` === suspect) {
          suspect = undefined;
          await commit([first]).catch((error) => {
            throw isControl(error) || isTransient(error) ? error : new EventFailedError(first, error);
          });
          events = events.slice(1);
          if (events.length === 0) return;
        }
        try {
          await commit(events);
        } catch (error) {
          if (isControl(error) || isTransient(error)) throw error;
          status.failures++;
          status.lastError = describe(error);
          if (events.length === 1) throw new EventFailedError(events[0], error);
          this.logger.warn(
            { projection: projection.name, err: describe(error), events: events.length },
            'batch failed; applying its events one by one',
          );
          for (const event of events) {
            try {
              await commit([event]);
            } catch (single) {
              throw isControl(single) || isTransient(single) ? single : new EventFailedError(event, single);
            }
          }
        }
      },
      { from: at, batchSize: this.batchSize, signal: lease },
    );
  }

  private async committed(projection: Projection, events: RecordedEvent[]): Promise<void> {
    try {
      await this.options.onCommitted?.(projection, events);
    } catch (error) {
      this.logger.warn({ projection: projection.name, err: describe(error) }, 'after-commit hook failed; the batch stays applied');
    }
  }

  private connectForLocks(): Promise<LockConnection> {
    this.lockConnection ??= (async () => {
      const client = new pg.Client({ connectionString: this.options.databaseUrl, application_name: 'outtwit-projections', keepAlive: true });
      const lost = new AbortController();
      const drop = () => {
        lost.abort();
        if (this.lockConnection === current) this.lockConnection = undefined;
      };
      client.on('error', drop);
      client.on('end', drop);
      try {
        await client.connect();
      } catch (error) {
        drop();
        throw error;
      }
      return { client, lost };
    })();
    const current = this.lockConnection;
    return current;
  }
}
