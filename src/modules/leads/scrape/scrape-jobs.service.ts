import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type pg from 'pg';
import type { Logger } from 'pino';
import { APP_CONFIG } from '../../../platform/config/config.module';
import type { AppConfig } from '../../../platform/config/config';
import { DATABASE, PG_POOL } from '../../../platform/database/database.module';
import type { Database } from '../../../platform/database/database';
import { JobsService } from '../../../platform/jobs/jobs.service';
import { createLogger } from '../../../platform/logging/logger';
import { AccountSessions } from '../../accounts';
import { X_GATEWAY, type XGateway } from '../../x';
import { ChangeLeadLibrary } from '../commands/change-lead-library.command';
import type { LeadLibraryCommand } from '../library/decide';
import { SCRAPE_CANCEL_QUEUE, SCRAPE_QUEUE, type ScrapeCancelJob } from './scrape.process';
import { MAX_SLICE_FAILURES, SCRAPE_SLICE_EXPIRE_SECONDS } from './run-scrape-job';
import { type ScrapeJobData, ScrapeRunner } from './scrape-runner';
import { ScrapeWorker } from './scrape-worker';

/** A slice runs up to a minute; a worker that died mid-slice loses its lease and another worker goes on. */
const SLICE_MS = 60_000;

/**
 * The scrape jobs: each slice of a scrape runs up to a minute under the scrape's lease (scrape-worker.ts), then
 * the next slice is queued (at once, or when the accounts' rate-limit windows reset); the cancel job stops a
 * deleted source's scrape.
 */
@Injectable()
export class ScrapeJobs implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  readonly runner: ScrapeRunner;
  private readonly worker: ScrapeWorker;
  private readonly runsWorkers: boolean;
  private readonly logger: Logger;

  constructor(
    @Inject(DATABASE) db: Database,
    @Inject(PG_POOL) pool: pg.Pool,
    @Inject(X_GATEWAY) gateway: XGateway,
    @Inject(APP_CONFIG) config: AppConfig,
    sessions: AccountSessions,
    private readonly jobs: JobsService,
    private readonly commandBus: CommandBus,
  ) {
    this.logger = createLogger(config.LOG_LEVEL).child({ context: 'scrapes' });
    this.runner = new ScrapeRunner({
      db,
      gateway,
      sessions,
      logger: this.logger,
      sliceMs: SLICE_MS,
      handOverFirstSlice: true,
      library: { execute: (command) => this.execute(command) },
    });
    this.worker = new ScrapeWorker({
      db,
      pool,
      runner: this.runner,
      logger: this.logger,
      send: (data, options) => this.jobs.send(SCRAPE_QUEUE, data, options),
    });
    this.runsWorkers = config.ROLE === 'all' || config.ROLE === 'workers';
  }

  async onModuleInit(): Promise<void> {
    // The worker's lock is held before its first slice runs (handlers start once the application bootstrapped).
    if (this.runsWorkers) await this.worker.start();
    this.jobs.work<ScrapeJobData>(SCRAPE_QUEUE, (job) => this.worker.run(job.data), { concurrency: 2, onStop: () => this.runner.endSlicesUnderWay() });
    this.jobs.work<ScrapeCancelJob>(SCRAPE_CANCEL_QUEUE, (job) => this.runner.cancel(job.data.sourceId, job.data.userId));
  }

  async onApplicationBootstrap(): Promise<void> {
    // Settings for queues created here first; a queue the workers created keeps pg-boss's defaults. The first
    // slice (the process manager's job) only looks the targets up; the slices it queues carry the scrape's own
    // expiry and retries.
    await this.jobs.createQueue(SCRAPE_QUEUE, { retryLimit: MAX_SLICE_FAILURES, retryDelay: 5, retryBackoff: true, expireInSeconds: SCRAPE_SLICE_EXPIRE_SECONDS });
    await this.jobs.createQueue(SCRAPE_CANCEL_QUEUE, { retryLimit: 20, retryDelay: 2, retryBackoff: true });
  }

  /** After the job queue stopped (its onModuleDestroy ends the slices under way and waits for them): the lock goes last. */
  async onApplicationShutdown(): Promise<void> {
    await this.worker.stop();
  }

  private async execute(command: LeadLibraryCommand): Promise<void> {
    const domainCommand = new ChangeLeadLibrary(command);
    domainCommand.metadata = { userId: command.userId, correlationId: randomUUID(), commandId: randomUUID() };
    await this.commandBus.execute(domainCommand);
  }
}
