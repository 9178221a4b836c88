import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy, Optional } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { DATABASE, DATABASE_URL } from '../database/database.module';
import type { Database } from '../database/database';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port';
import { createLogger } from '../logging/logger';
import { AFTER_PROJECTION_COMMIT, type AfterProjectionCommit } from './after-commit';
import type { Projection } from './projection';
import { ProjectionRunner, type ProjectionRunnerOptions, type ProjectionStatus } from './projection-runner';

export const PROJECTIONS = Symbol('Projections');

export interface RunnerDependencies {
  config: AppConfig;
  db: Database;
  databaseUrl: string;
  eventStore: EventStore;
}

/**
 * A runner for checkpointed subscribers (projections, process managers) in processes whose role is one of
 * `roles`, logging under `context`; undefined in other roles.
 */
export function runnerForRoles(
  { config, db, databaseUrl, eventStore }: RunnerDependencies,
  projections: Projection[],
  roles: readonly AppConfig['ROLE'][],
  context: string,
  onCommitted?: ProjectionRunnerOptions['onCommitted'],
): ProjectionRunner | undefined {
  if (!roles.includes(config.ROLE)) return undefined;
  return new ProjectionRunner({
    db,
    eventStore,
    databaseUrl,
    projections,
    batchSize: config.PROJECTION_BATCH_SIZE,
    maxAttempts: config.PROJECTION_MAX_ATTEMPTS,
    logger: createLogger(config.LOG_LEVEL).child({ context }),
    onCommitted,
  });
}

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
    @Optional() @Inject(AFTER_PROJECTION_COMMIT) afterCommit?: AfterProjectionCommit,
  ) {
    this.runner = runnerForRoles({ config, db, databaseUrl, eventStore }, projections, ['all', 'projections'], 'projections', afterCommit);
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
