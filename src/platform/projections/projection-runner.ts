import pg from 'pg';
import type { Database } from '../database/database';
import type { EventStore, Position } from '../event-store/event-store.port';
import {
  applyBatch,
  CheckpointMovedError,
  ensureCheckpoint,
  OWNER_LOCK,
  RebuildInProgressError,
  tryLock,
  unlock,
} from './checkpoints';
import type { Projection } from './projection';

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
  /** How often a standby runner tries to take over a projection another process owns, or a paused one resumes. */
  standbyPollMs?: number;
}

export type ProjectionState = 'starting' | 'standby' | 'running' | 'retrying' | 'paused' | 'stopped';

export interface ProjectionStatus {
  name: string;
  state: ProjectionState;
  position?: Position;
  failures: number;
  lastError?: string;
}

interface LockConnection {
  client: pg.Client;
  /** Aborted when the connection drops: its locks are gone with it. */
  lost: AbortController;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

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
 * Failures: a failing batch rolls back, is logged, and is retried from the checkpoint with exponential
 * back-off; each projection has its own loop, so a poisoned projection never holds back the others.
 */
export class ProjectionRunner {
  private readonly batchSize: number;
  private readonly logger: RunnerLogger;
  private readonly retryDelay: { initial: number; max: number };
  private readonly standbyPollMs: number;
  private readonly statuses = new Map<string, ProjectionStatus>();
  private controller?: AbortController;
  private loops: Promise<void>[] = [];
  private lockConnection?: Promise<LockConnection>;

  constructor(private readonly options: ProjectionRunnerOptions) {
    this.batchSize = options.batchSize ?? 1000;
    this.logger = options.logger ?? silentLogger;
    this.retryDelay = options.retryDelayMs ?? { initial: 200, max: 30_000 };
    this.standbyPollMs = options.standbyPollMs ?? 5000;
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
          await this.follow(projection, status, lease, () => {
            delay = this.retryDelay.initial;
          });
        } catch (error) {
          if (error instanceof RebuildInProgressError) {
            if (status.state !== 'paused') this.logger.info({ projection: projection.name }, 'projection paused while it is rebuilt');
            status.state = 'paused';
            await sleep(Math.min(this.standbyPollMs, 1000), lease);
          } else if (error instanceof CheckpointMovedError) {
            this.logger.info({ projection: projection.name }, error.message);
          } else {
            status.state = 'retrying';
            status.failures++;
            status.lastError = describe(error);
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

  /** Applies batches from the stored checkpoint until the lease ends; throws on the first failed batch. */
  private async follow(projection: Projection, status: ProjectionStatus, lease: AbortSignal, onSuccess: () => void) {
    const handles = new Set(projection.handles);
    let at = (await ensureCheckpoint(this.options.db, projection.name)).position;
    status.position = at;
    await this.options.eventStore.subscribe(
      async (events) => {
        const result = await applyBatch(this.options.db, projection, handles, at, events);
        at = result.position;
        status.position = at;
        status.state = 'running';
        onSuccess();
      },
      { from: at, batchSize: this.batchSize, signal: lease },
    );
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
