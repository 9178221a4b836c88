import { Controller, Get, Inject, Optional, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { sql } from 'kysely';
import { DATABASE } from '../database/database.module';
import type { Database } from '../database/database';
import { EVENT_STORE, type EventStore, START } from '../event-store/event-store.port';

/** Reports the job queue's state to the health check; the jobs service provides it. */
export interface JobQueueHealth {
  jobQueueHealth(): Promise<{ running: boolean }>;
}
export const JOB_QUEUE_HEALTH = Symbol('JobQueueHealth');
/** Names of the projections this deployment runs, so a projection that never started shows as behind. */
export const PROJECTION_NAMES = Symbol('ProjectionNames');

/** Past this many unapplied events a projection counts as behind and the check turns red. */
const MAX_HEALTHY_LAG = 10_000;

interface Check {
  ok: boolean;
  [detail: string]: unknown;
}

/** Runs one check and times it; a throw marks it failed, and the check may also answer `ok: false` itself. */
async function timed(check: () => Promise<Record<string, unknown>>): Promise<Check> {
  const started = performance.now();
  try {
    const details = await check();
    return { ok: true, ms: Math.round(performance.now() - started), ...details };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

@ApiTags('Operations')
@Controller('health')
export class HealthController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(PROJECTION_NAMES) private readonly projectionNames: readonly string[],
    @Optional() @Inject(JOB_QUEUE_HEALTH) private readonly jobs?: JobQueueHealth,
  ) {}

  /** Database, event store, projection lag and job queue; 200 when all are healthy, 503 otherwise. */
  @Get()
  async health(@Res({ passthrough: true }) reply: FastifyReply) {
    const [database, eventStore, projections, jobs] = await Promise.all([
      timed(async () => {
        await sql`select 1`.execute(this.db);
        return {};
      }),
      timed(async () => {
        const head = await this.eventStore.headPosition();
        return { head: `${head.major}/${head.minor}` };
      }),
      this.projectionLag(),
      this.jobQueue(),
    ]);
    const checks = { database, eventStore, projections, jobs };
    const ok = Object.values(checks).every((check) => check.ok);
    void reply.status(ok ? 200 : 503);
    return { status: ok ? 'ok' : 'degraded', checks };
  }

  private jobQueue(): Promise<Check> {
    return timed(async () => {
      if (!this.jobs) throw new Error('the job queue is not configured');
      const queue = await this.jobs.jobQueueHealth();
      return { ...queue, ok: queue.running };
    });
  }

  private projectionLag(): Promise<Check> {
    return timed(async () => {
      const { rows } = await sql<{ name: string; position_major: string; position_minor: string }>`
        select name, position_major, position_minor from subscription_checkpoints`.execute(this.db);
      const checkpoints = new Map(rows.map((row) => [row.name, { major: BigInt(row.position_major), minor: BigInt(row.position_minor) }]));
      const lags: Record<string, number> = {};
      for (const name of this.projectionNames) {
        // Counted through the store, so it holds for either adapter; bounded, since past the threshold the figure does not matter.
        const pending = await this.eventStore.readAll(checkpoints.get(name) ?? START, MAX_HEALTHY_LAG + 1);
        lags[name] = pending.length;
      }
      const behind = Object.entries(lags).filter(([, lag]) => lag > MAX_HEALTHY_LAG).map(([name]) => name);
      if (behind.length > 0) throw new Error(`Projections behind by more than ${MAX_HEALTHY_LAG} events: ${behind.join(', ')}`);
      return { lag: lags };
    });
  }
}
