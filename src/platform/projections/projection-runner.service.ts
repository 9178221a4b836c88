import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { DATABASE, DATABASE_URL } from '../database/database.module';
import type { Database } from '../database/database';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port';
import { createLogger } from '../logging/logger';
import type { Projection } from './projection';
import { ProjectionRunner, type ProjectionStatus } from './projection-runner';

export const PROJECTIONS = Symbol('Projections');

/** Runs the projections in processes whose role is `all` or `projections`; stops them before the pool closes. */
@Injectable()
export class ProjectionRunnerService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly runner?: ProjectionRunner;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(DATABASE) db: Database,
    @Inject(DATABASE_URL) databaseUrl: string,
    @Inject(EVENT_STORE) eventStore: EventStore,
    @Inject(PROJECTIONS) projections: Projection[],
  ) {
    if (config.ROLE === 'all' || config.ROLE === 'projections') {
      this.runner = new ProjectionRunner({
        db,
        eventStore,
        databaseUrl,
        projections,
        batchSize: config.PROJECTION_BATCH_SIZE,
        logger: createLogger(config.LOG_LEVEL).child({ context: 'projections' }),
      });
    }
  }

  onApplicationBootstrap(): void {
    this.runner?.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.runner?.stop();
  }

  /** Whether this process is applying projections now. */
  get running(): boolean {
    return this.runner?.running ?? false;
  }

  /** Each projection's state in this process (empty when this role does not run projections). */
  status(): ProjectionStatus[] {
    return this.runner?.status() ?? [];
  }
}
