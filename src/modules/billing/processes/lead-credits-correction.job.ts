/** The lead credit correction as a job, sent when a workers role starts (one at a time across processes). */
import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import { APP_CONFIG } from '../../../platform/config/config.module';
import type { AppConfig } from '../../../platform/config/config';
import { DATABASE } from '../../../platform/database/database.module';
import type { Database } from '../../../platform/database/database';
import { JobsService } from '../../../platform/jobs/jobs.service';
import { createLogger } from '../../../platform/logging/logger';
import { ChangePlanRecord } from '../commands/change-plan-record/change-plan-record.command';
import { PlanStream } from '../commands/plan-stream';
import { correctLeadCredits } from './lead-credits-correction';
import { CORRECT_LEAD_CREDITS_QUEUE } from './queues';

@Injectable()
export class LeadCreditsCorrectionWorker implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger: Logger;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: JobsService,
    private readonly plans: PlanStream,
  ) {
    this.logger = createLogger(config.LOG_LEVEL).child({ context: 'billing' });
  }

  onModuleInit(): void {
    this.jobs.work<Record<string, never>>(CORRECT_LEAD_CREDITS_QUEUE, async (job) => {
      const sent = await correctLeadCredits(this.db, (userId, eventKey) =>
        this.plans.sendInternally(new ChangePlanRecord({ type: 'CorrectLeadCredits', userId, at: new Date().toISOString() }, eventKey), userId, job.id),
      );
      if (sent > 0) this.logger.info({ plans: sent }, 'lead credits corrected');
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.ROLE !== 'all' && this.config.ROLE !== 'workers') return;
    await this.jobs
      .send(CORRECT_LEAD_CREDITS_QUEUE, {}, { singletonKey: 'lead-credits-correction' })
      .catch((error) => this.logger.warn({ err: error }, 'could not start the lead credit correction'));
  }
}
