/**
 * The periodic health check: every ACCOUNT_HEALTH_INTERVAL_MINUTES a job checks every connected account, one at
 * a time, then schedules the next sweep; the first is scheduled when a workers role starts.
 */
import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import { APP_CONFIG } from '../../../platform/config/config.module';
import type { AppConfig } from '../../../platform/config/config';
import { DATABASE } from '../../../platform/database/database.module';
import type { Database } from '../../../platform/database/database';
import { JobsService } from '../../../platform/jobs/jobs.service';
import { createLogger } from '../../../platform/logging/logger';
import { HEALTH_SWEEP_QUEUE } from '../processes/queues';
import { AccountHealthCheck } from './account-health-check';

@Injectable()
export class HealthSweep implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger: Logger;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: JobsService,
    private readonly health: AccountHealthCheck,
  ) {
    this.logger = createLogger(config.LOG_LEVEL).child({ context: 'accounts' });
  }

  onModuleInit(): void {
    this.jobs.work<{ at: string }>(HEALTH_SWEEP_QUEUE, () => this.healthSweep());
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.ROLE !== 'all' && this.config.ROLE !== 'workers') return;
    await this.scheduleSweep().catch((error) => this.logger.warn({ err: error }, 'could not schedule the account health check'));
  }

  /** Every connected account, one at a time; then the next sweep is scheduled. */
  async healthSweep(): Promise<void> {
    try {
      const accounts = await this.db.selectFrom('connected_accounts').select(['id', 'user_id']).execute();
      for (const account of accounts) {
        await this.health.check(account.user_id, account.id, 'job').catch((error) => this.logger.warn({ err: error, accountId: account.id }, 'health check failed'));
      }
    } finally {
      await this.scheduleSweep();
    }
  }

  private async scheduleSweep(): Promise<void> {
    const minutes = this.config.ACCOUNT_HEALTH_INTERVAL_MINUTES;
    if (minutes <= 0) return;
    const slot = Math.floor(Date.now() / (minutes * 60_000)) + 1;
    await this.jobs.send(HEALTH_SWEEP_QUEUE, { at: new Date(slot * minutes * 60_000).toISOString() }, {
      singletonKey: `health-sweep:${slot}`,
      startAfter: new Date(slot * minutes * 60_000),
    });
  }
}
