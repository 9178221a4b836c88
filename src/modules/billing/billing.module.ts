import { Inject, Injectable, Logger, Module, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG } from '../../platform/config/config.module';
import type { AppConfig } from '../../platform/config/config';
import { DATABASE, DATABASE_URL } from '../../platform/database/database.module';
import type { Database } from '../../platform/database/database';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port';
import { ProjectionRunner } from '../../platform/projections/projection-runner';
import { planRecordsProcess } from './processes/plan-records.process';
import { GetPlanController } from './queries/get-plan.controller';

/** Runs the billing process managers where workers run (ROLE all or workers), from their own checkpoints. */
@Injectable()
class BillingProcesses implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('BillingProcesses');
  private runner?: ProjectionRunner;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DATABASE) private readonly db: Database,
    @Inject(DATABASE_URL) private readonly databaseUrl: string,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
  ) {}

  onApplicationBootstrap() {
    if (this.config.ROLE !== 'all' && this.config.ROLE !== 'workers') return;
    this.runner = new ProjectionRunner({
      db: this.db,
      eventStore: this.eventStore,
      databaseUrl: this.databaseUrl,
      projections: [planRecordsProcess(this.eventStore)],
      batchSize: this.config.PROJECTION_BATCH_SIZE,
      logger: {
        info: (fields, message) => this.logger.log(`${message} ${JSON.stringify(fields)}`),
        warn: (fields, message) => this.logger.warn(`${message} ${JSON.stringify(fields)}`),
        error: (fields, message) => this.logger.error(`${message} ${JSON.stringify(fields)}`),
      },
    });
    this.runner.start();
  }

  /** Before the pool closes. */
  async onModuleDestroy() {
    await this.runner?.stop();
  }
}

/** Plans: the plan record of each user (created free at registration) and GET /api/plan. */
@Module({
  controllers: [GetPlanController],
  providers: [BillingProcesses],
})
export class BillingModule {}
