import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy, Optional } from '@nestjs/common';
import { CompiledQuery, sql, type Transaction } from 'kysely';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { DATABASE, DATABASE_URL } from '../database/database.module';
import type { Database, ReadModels } from '../database/database';
import { createLogger } from '../logging/logger';
import { once, onceExternal, type SideEffectOutcome } from './side-effects';

export const JOBS_SCHEMA = 'pgboss';
export const JOBS_OPTIONS = Symbol('JobsOptions');

/** Tuning, mostly for tests: how often workers poll and how often expired jobs are detected. */
export interface JobsOptions {
  pollingIntervalSeconds?: number;
  maintenanceIntervalSeconds?: number;
  /** pg-boss's own connection pool size. */
  poolSize?: number;
  /**
   * How long stop() waits for running jobs before failing them (they are retried): 5 s, well within the 10 s the
   * app takes at most to close (src/app/start.ts), so the queue has recorded its jobs and closed its connections
   * before the database goes. A job still running after that writes nothing more through the queue.
   */
  stopTimeoutMs?: number;
}

export interface Job<T> {
  id: string;
  name: string;
  data: T;
  /** 0 on the first attempt. */
  retryCount: number;
}

export type JobHandler<T> = (job: Job<T>) => Promise<unknown>;

export interface WorkOptions {
  /** Jobs of this queue run in parallel in this process. */
  concurrency?: number;
  pollingIntervalSeconds?: number;
  /**
   * Called as the queue starts to stop, for handlers that run long (a scrape's slice runs up to a minute): end
   * the jobs under way at their next safe point, handing the rest of their work over (the queue still takes
   * jobs until it has stopped), instead of keeping the stop waiting.
   */
  onStop?: () => void;
}

export interface QueueOptions {
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  expireInSeconds?: number;
}

export interface SendOptions extends QueueOptions {
  /** At most one queued or running job per key in this queue. */
  singletonKey?: string;
  /** A date, an ISO date string, or seconds from now. */
  startAfter?: number | string | Date;
  /** Enqueue inside this transaction: the job exists only if it commits. */
  trx?: Transaction<ReadModels>;
}

export interface QueueHealth {
  name: string;
  queued: number;
  active: number;
  failed: number;
}

export interface JobQueueHealth {
  running: boolean;
  workers: boolean;
  queues: QueueHealth[];
}

interface Registration {
  name: string;
  /** The queue's handler, whatever its data's type (pg-boss hands each queue the data its senders sent). */
  handler: JobHandler<never>;
  options: WorkOptions;
}

/**
 * Durable, retried background work on pg-boss, in the `pgboss` schema of the app's database. Every role
 * starts it so any process can send jobs; only roles `all` and `workers` run handlers and pg-boss's
 * maintenance (expiring jobs whose worker died, so they are retried). Jobs run at least once: guard each
 * side effect with `once` / `onceExternal` and a key derived from the job's data.
 */
@Injectable()
export class JobsService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly runsWorkers: boolean;
  private readonly logger: Logger;
  private readonly registrations: Registration[] = [];
  private readonly queues = new Map<string, Promise<void>>();
  private boss?: PgBoss;
  private starting?: Promise<void>;
  private stopping?: Promise<void>;

  constructor(
    @Inject(APP_CONFIG) config: Pick<AppConfig, 'ROLE' | 'LOG_LEVEL'>,
    @Inject(DATABASE_URL) private readonly databaseUrl: string,
    @Inject(DATABASE) private readonly db: Database,
    @Optional() @Inject(JOBS_OPTIONS) private readonly options: JobsOptions = {},
  ) {
    this.runsWorkers = config.ROLE === 'all' || config.ROLE === 'workers';
    this.logger = createLogger(config.LOG_LEVEL).child({ context: 'jobs' });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.stop();
  }

  start(): Promise<void> {
    this.starting ??= (async () => {
      const boss = new PgBoss({
        connectionString: this.databaseUrl,
        schema: JOBS_SCHEMA,
        application_name: 'outtwit-jobs',
        max: this.options.poolSize ?? 4,
        supervise: this.runsWorkers,
        schedule: this.runsWorkers,
        maintenanceIntervalSeconds: this.options.maintenanceIntervalSeconds ?? 30,
        ...(this.options.pollingIntervalSeconds ? { pollingIntervalSeconds: this.options.pollingIntervalSeconds } : {}),
      });
      boss.on('error', (error) => this.logger.error({ err: error.message }, 'job queue error'));
      await boss.start();
      this.boss = boss;
      if (this.runsWorkers) {
        for (const registration of this.registrations) await this.startWorkers(boss, registration);
      }
    })();
    return this.starting;
  }

  /**
   * Stops taking jobs, waits for running ones (up to the timeout; the rest fail and are retried later). Never
   * fails: the app's other parts stop after the queue, whatever happened to it. Calls made while it stops wait
   * for the same stop.
   */
  stop(): Promise<void> {
    this.stopping ??= this.stopNow().finally(() => {
      this.stopping = undefined;
    });
    return this.stopping;
  }

  private async stopNow(): Promise<void> {
    await this.starting?.catch(() => undefined);
    const boss = this.boss;
    if (!boss) return;
    for (const { options } of this.registrations) options.onStop?.();
    try {
      await boss.stop({ graceful: true, wait: true, timeout: this.options.stopTimeoutMs ?? 5_000 });
    } catch (error) {
      this.logger.error({ err: String(error) }, 'the job queue did not stop cleanly');
    } finally {
      this.boss = undefined;
      this.starting = undefined;
      this.queues.clear();
    }
  }

  /** Creates the queue with its defaults for retries and expiry; send() and work() create it with pg-boss's defaults otherwise. */
  async createQueue(name: string, options: QueueOptions = {}): Promise<void> {
    const boss = await this.started();
    let created = this.queues.get(name);
    if (!created) {
      // Idempotent in pg-boss: an existing queue keeps its settings.
      created = boss.createQueue(name, { name, ...options });
      created.catch(() => this.queues.delete(name));
      this.queues.set(name, created);
    }
    await created;
  }

  /**
   * Registers the handler of a queue. It runs only in roles `all` and `workers`; modules call this in
   * onModuleInit, and handlers start when the application has bootstrapped.
   */
  work<T>(name: string, handler: JobHandler<T>, options: WorkOptions = {}): void {
    const registration: Registration = { name, handler, options };
    this.registrations.push(registration);
    if (this.runsWorkers && this.boss) {
      void this.startWorkers(this.boss, registration).catch((error) => this.logger.error({ queue: name, err: String(error) }, 'could not start workers'));
    }
  }

  /** Enqueues a job; null when a job with the same singletonKey is already queued or running. */
  async send<T extends object>(name: string, data: T, options: SendOptions = {}): Promise<string | null> {
    const boss = await this.started();
    await this.createQueue(name);
    const { trx, ...sendOptions } = options;
    return boss.send(name, data, {
      ...sendOptions,
      ...(trx ? { db: { executeSql: (text: string, values: unknown[]) => trx.executeQuery(CompiledQuery.raw(text, values)) } } : {}),
    });
  }

  /** See side-effects.ts: a database side effect recorded with its key in one transaction. */
  once<T>(key: string, effect: (trx: Transaction<ReadModels>) => Promise<T>): Promise<SideEffectOutcome<T>> {
    return once(this.db, key, effect);
  }

  /** See side-effects.ts: an external call reserved under its key before it is made. */
  onceExternal<T>(key: string, effect: () => Promise<T>): Promise<SideEffectOutcome<T>> {
    return onceExternal(this.db, key, effect);
  }

  /** For the health endpoint: per queue, jobs waiting (created or retry), running, and failed for good. */
  async jobQueueHealth(): Promise<JobQueueHealth> {
    if (!this.boss) return { running: false, workers: this.runsWorkers, queues: [] };
    const { rows } = await sql<{ name: string; queued: string; active: string; failed: string }>`
      select q.name,
        count(j.id) filter (where j.state in ('created', 'retry')) as queued,
        count(j.id) filter (where j.state = 'active') as active,
        count(j.id) filter (where j.state = 'failed') as failed
      from ${sql.raw(JOBS_SCHEMA)}.queue q left join ${sql.raw(JOBS_SCHEMA)}.job j on j.name = q.name
      group by q.name order by q.name`.execute(this.db);
    return {
      running: true,
      workers: this.runsWorkers,
      queues: rows.map((row) => ({ name: row.name, queued: Number(row.queued), active: Number(row.active), failed: Number(row.failed) })),
    };
  }

  private async started(): Promise<PgBoss> {
    if (!this.starting) throw new Error('The job queue is not started');
    await this.starting;
    if (!this.boss) throw new Error('The job queue is stopped');
    return this.boss;
  }

  private async startWorkers(boss: PgBoss, { name, handler, options }: Registration): Promise<void> {
    await boss.createQueue(name, { name });
    const concurrency = Math.max(1, options.concurrency ?? 1);
    for (let i = 0; i < concurrency; i++) {
      await boss.work<object>(
        name,
        {
          batchSize: 1,
          includeMetadata: true,
          ...(options.pollingIntervalSeconds ? { pollingIntervalSeconds: options.pollingIntervalSeconds } : {}),
        },
        async (jobs: PgBoss.JobWithMetadata<object>[]) => {
          for (const job of jobs) {
            try {
              await handler({ id: job.id, name: job.name, data: job.data as never, retryCount: job.retryCount });
            } catch (error) {
              this.logger.warn({ queue: name, jobId: job.id, retryCount: job.retryCount, err: String(error) }, 'job failed');
              throw error;
            }
          }
        },
      );
    }
  }
}
