import { Inject, Injectable, Module, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG } from '../../platform/config/config.module';
import type { AppConfig } from '../../platform/config/config';
import { DATABASE, DATABASE_URL } from '../../platform/database/database.module';
import type { Database } from '../../platform/database/database';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port';
import type { ProjectionRunner } from '../../platform/projections/projection-runner';
import { runnerForRoles } from '../../platform/projections/projection-runner.service';
import { planRecordsProcess } from './processes/plan-records.process';
import { GetPlanController } from './queries/get-plan.controller';

/** Runs the billing process managers where workers run (ROLE all or workers), from their own checkpoints. */
@Injectable()
class BillingProcesses implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly runner?: ProjectionRunner;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(DATABASE) db: Database,
    @Inject(DATABASE_URL) databaseUrl: string,
    @Inject(EVENT_STORE) eventStore: EventStore,
  ) {
    this.runner = runnerForRoles(
      { config, db, databaseUrl, eventStore },
      [planRecordsProcess(eventStore)],
      ['all', 'workers'],
      'billing-processes',
    );
  }

  onApplicationBootstrap() {
    this.runner?.start();
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
