import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type pg from 'pg';
import type { Logger } from 'pino';
import { CAMPAIGNS_PROJECTION } from '../../../../projections/campaigns/campaigns.projection';
import { MESSAGE_TEMPLATES_PROJECTION } from '../../../../projections/campaigns/templates.projection';
import { SKIP_LIST_PROJECTION } from '../../../../projections/dnc/skip-list.projection';
import { APP_CONFIG } from '../../../platform/config/config.module';
import type { AppConfig } from '../../../platform/config/config';
import { DATABASE, PG_POOL } from '../../../platform/database/database.module';
import type { Database } from '../../../platform/database/database';
import { EVENT_STORE, type EventStore } from '../../../platform/event-store/event-store.port';
import { JobsService } from '../../../platform/jobs/jobs.service';
import { ReadYourWrites } from '../../../platform/projections/read-your-writes';
import { createLogger } from '../../../platform/logging/logger';
import { AccountHealth, AccountSessions } from '../../accounts';
import { CampaignsService } from '../../campaigns';
import { X_GATEWAY, type XGateway } from '../../x';
import { RUN_START_QUEUE, RUN_STOP_QUEUE, type RunLifecycleJob } from './campaign-runner.process';
import { RunDispatcher, type RunnerLifecycle } from './dispatcher';
import { runnerPacing } from './pacing';
import { RUN_PLAN_CHECK_QUEUE, type PlanCheckJob } from './plan-changes.process';
import { planRefusal } from './plan-gate';
import { runsAgainstPlan, startRun, stopRun } from './run-lifecycle';
import { warmUpByDefault } from '../warm-up/warm-up-schedule';

/** Demo mode's wait before a delivery a worker left in flight is checked against the conversation. */
const DEMO_IN_FLIGHT_GRACE_MS = 1_000;

/**
 * The read models a run reads as it starts and reserves: the campaign's settings, its template, the Do Not
 * Contact list. A start waits for them to reach the CampaignStarted event (what was saved before Start holds).
 */
const READ_BEFORE_START = [CAMPAIGNS_PROJECTION, MESSAGE_TEMPLATES_PROJECTION, SKIP_LIST_PROJECTION];
/** How long a start job waits for them before it fails and is retried (pg-boss backs off). */
const READ_BEFORE_START_WAIT_MS = 10_000;

/** A refusal by the campaigns context (the campaign is no longer running, or gone): nothing left to record. */
const isRefusal = (error: unknown) => error instanceof Error && 'kind' in error && 'code' in error;

/**
 * The DM runner in the app: the start and stop jobs of the campaign-runner process manager and the dispatcher in
 * the workers role. The link the campaigns context asks before a start or pause is RunnerLinkModule's.
 */
@Injectable()
export class RunnerService implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  dispatcher!: RunDispatcher;
  private readonly runsWorkers: boolean;
  private readonly logger: Logger;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(X_GATEWAY) private readonly gateway: XGateway,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    private readonly sessions: AccountSessions,
    private readonly accountHealth: AccountHealth,
    private readonly campaigns: CampaignsService,
    private readonly jobs: JobsService,
    private readonly readYourWrites: ReadYourWrites,
  ) {
    this.runsWorkers = config.ROLE === 'all' || config.ROLE === 'workers';
    this.logger = createLogger(config.LOG_LEVEL).child({ context: 'dm-runner' });
  }

  onModuleInit(): void {
    // The Do Not Contact list is read by the reservation itself, from the dnc read model (dm_runner_candidates /
    // dm_runner_reserve_next), not through the dnc context's lookup.
    const config = this.config;
    this.dispatcher = new RunDispatcher({
      db: this.db,
      pool: this.pool,
      gateway: this.gateway,
      sessions: this.sessions,
      events: this.events,
      lifecycle: this.lifecycle(),
      logger: this.logger,
      settings: {
        ...runnerPacing(config),
        accountDailyCap: config.RUNNER_ACCOUNT_DAILY_CAP,
        warmUpByDefault: warmUpByDefault(config),
        maxConsecutiveFailures: config.RUNNER_MAX_CONSECUTIVE_FAILURES,
        progressFlushMs: config.RUNNER_PROGRESS_FLUSH_MS,
        concurrency: config.RUNNER_CONCURRENCY,
        // The simulator of demo mode takes a request whole or not at all, at once: nothing stays on its way to it.
        inFlightGraceMs: config.X_SIMULATOR ? DEMO_IN_FLIGHT_GRACE_MS : undefined,
      },
    });
    this.jobs.work<RunLifecycleJob>(RUN_START_QUEUE, async (job) => {
      await this.readModelsReached(job.data);
      if (await startRun(this.db, job.data)) this.dispatcher.wake();
    });
    this.jobs.work<RunLifecycleJob>(RUN_STOP_QUEUE, (job) => stopRun(this.db, job.data));
    this.jobs.work<PlanCheckJob>(RUN_PLAN_CHECK_QUEUE, (job) => this.checkPlan(job.data.userId));
  }

  /** Throws (the job is retried) while the read models a run reads are behind its CampaignStarted event. */
  private async readModelsReached({ startedAt, campaignId }: RunLifecycleJob): Promise<void> {
    if (!startedAt) return;
    const position = { major: BigInt(startedAt.major), minor: BigInt(startedAt.minor) };
    if (await this.readYourWrites.waitFor(position, READ_BEFORE_START, READ_BEFORE_START_WAIT_MS)) return;
    throw new Error(`The read models are behind campaign ${campaignId}'s start; its run starts when they catch up`);
  }

  /** Pauses the user's running campaigns that the plan no longer allows, as their next claim would. */
  async checkPlan(userId: string): Promise<number> {
    const runs = await runsAgainstPlan(this.db, userId);
    let paused = 0;
    for (const run of runs) {
      const refusal = planRefusal(run);
      if (!refusal) continue;
      if (await this.campaigns.pauseByRunner(userId, run.campaign_id, refusal).catch((error) => (isRefusal(error) ? false : Promise.reject(error)))) paused += 1;
    }
    if (paused > 0) this.logger.info({ userId, paused }, 'campaigns paused: the plan no longer allows them');
    return paused;
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.createQueue(RUN_START_QUEUE, { retryLimit: 20, retryDelay: 1, retryBackoff: true });
    await this.jobs.createQueue(RUN_STOP_QUEUE, { retryLimit: 20, retryDelay: 1, retryBackoff: true });
    await this.jobs.createQueue(RUN_PLAN_CHECK_QUEUE, { retryLimit: 20, retryDelay: 1, retryBackoff: true });
    if (this.runsWorkers) await this.dispatcher.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.dispatcher.stop();
  }

  private async checkAccount(userId: string, accountId: string): Promise<void> {
    await this.accountHealth
      .checkNow(userId, accountId)
      .catch((error) => this.logger.warn({ err: error, accountId }, 'could not check the account after X refused it'));
  }

  private lifecycle(): RunnerLifecycle {
    const tolerate = async (change: () => Promise<unknown>) => {
      try {
        await change();
      } catch (error) {
        if (!isRefusal(error)) throw error;
      }
    };
    return {
      complete: (userId, campaignId) => tolerate(() => this.campaigns.complete(userId, campaignId)),
      pause: (userId, campaignId, errorMessage) => tolerate(() => this.campaigns.pauseByRunner(userId, campaignId, errorMessage)),
      // An account X refused: every campaign on it pauses with the message (an expired session's names the
      // 'Twitter connection'), then the account is checked through X at once, so an expired session, a lock or
      // a suspension shows on the account (needing reconnection) without waiting for the hourly sweep.
      pauseAccount: async (userId, accountId, errorMessage) => {
        await tolerate(() => this.campaigns.pauseUsing(userId, accountId, { reason: 'account_dead', message: errorMessage }));
        await this.checkAccount(userId, accountId);
      },
      failAccount: async (userId, accountId, errorMessage) => {
        await tolerate(() => this.campaigns.failUsing(userId, accountId, errorMessage));
        await this.checkAccount(userId, accountId);
      },
    };
  }
}
