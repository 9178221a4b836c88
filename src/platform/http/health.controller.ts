import { Controller, Get, Inject, Logger, Optional, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DATABASE } from '../database/database.module';
import type { Database } from '../database/database';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port';
import { HealthChecks, type JobQueueHealth } from './health-checks';

export type { JobQueueHealth } from './health-checks';
export const JOB_QUEUE_HEALTH = Symbol('JobQueueHealth');
/** Names of the projections this deployment runs, so a projection that never started shows as behind. */
export const PROJECTION_NAMES = Symbol('ProjectionNames');

@ApiTags('Operations')
@Controller('health')
export class HealthController {
  private readonly logger = new Logger('Health');
  private readonly checks: HealthChecks;

  constructor(
    @Inject(DATABASE) db: Database,
    @Inject(EVENT_STORE) eventStore: EventStore,
    @Inject(PROJECTION_NAMES) projectionNames: readonly string[],
    @Optional() @Inject(JOB_QUEUE_HEALTH) jobs?: JobQueueHealth,
  ) {
    this.checks = new HealthChecks(db, eventStore, projectionNames, jobs);
  }

  /**
   * Database, event store, projections and job queue: 200 when all are healthy, 503 otherwise. Public, so
   * it says only ok or failed with a short reason per check; the detail goes to the log.
   */
  @Get()
  async health(@Res({ passthrough: true }) reply: FastifyReply) {
    const report = await this.checks.check();
    if (!report.ok) this.logger.warn({ checks: report.body.checks, detail: report.detail }, 'health check failed');
    void reply.status(report.ok ? 200 : 503);
    return report.body;
  }
}
