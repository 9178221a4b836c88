import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { DATABASE, DATABASE_URL } from '../database/database.module';
import type { Database } from '../database/database';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port';
import { JobsService } from '../jobs/jobs.service';
import type { ProjectionRunner, ProjectionStatus } from '../projections/projection-runner';
import { runnerForRoles } from '../projections/projection-runner.service';
import type { ProcessManager } from './process-manager';
import { type ProcessOutputPorts, processManagerProjection } from './process-manager-projection';

export const PROCESS_MANAGERS = Symbol('ProcessManagers');

/**
 * Runs every registered process manager where workers run (ROLE all or workers), each from its own
 * checkpoint with the projection runner's ownership locks: commands go through the command bus, jobs to
 * the job queue.
 */
@Injectable()
export class ProcessManagersService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly runner?: ProjectionRunner;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(DATABASE) db: Database,
    @Inject(DATABASE_URL) databaseUrl: string,
    @Inject(EVENT_STORE) eventStore: EventStore,
    @Inject(PROCESS_MANAGERS) managers: ProcessManager[],
    commandBus: CommandBus,
    jobs: JobsService,
  ) {
    const ports: ProcessOutputPorts = {
      execute: (command) => commandBus.execute(command),
      enqueue: ({ queue, data, singletonKey, startAfter }, trx) => jobs.send(queue, data, { singletonKey, startAfter, trx }),
    };
    this.runner = runnerForRoles(
      { config, db, databaseUrl, eventStore },
      managers.map((manager) => processManagerProjection(manager, ports)),
      ['all', 'workers'],
      'process-managers',
    );
  }

  onApplicationBootstrap(): void {
    this.runner?.start();
  }

  /** Before the pool closes. */
  async onModuleDestroy(): Promise<void> {
    await this.runner?.stop();
  }

  /** Each process manager's state in this process (empty in roles that do not run them). */
  status(): ProjectionStatus[] {
    return this.runner?.status() ?? [];
  }
}
