import { sql } from 'kysely';
import type { Database } from '../database/database';
import type { EventStore } from '../event-store/event-store.port';

/** Reports the job queue's state to the health check; the jobs service provides it. */
export interface JobQueueHealth {
  jobQueueHealth(): Promise<{ running: boolean }>;
}

/** Past this many unapplied events a projection counts as behind; counting stops there, so a probe costs the same however long the log. */
export const MAX_HEALTHY_LAG = 10_000;
/** Probes within this long of one another share one answer. */
const CACHE_MS = 1000;
const MAX_REASON_LENGTH = 160;

/** What the public health endpoint shows per check: ok, or failed with a short reason. */
export interface PublicCheck {
  ok: boolean;
  reason?: string;
}

export interface HealthReport {
  ok: boolean;
  body: { status: 'ok' | 'degraded'; checks: Record<'database' | 'eventStore' | 'projections' | 'jobs', PublicCheck> };
  /** For the logs only: what the public answer leaves out. */
  detail: Record<string, unknown>;
}

interface ProjectionRow {
  name: string;
  lag: number;
  failed: boolean;
  last_error: string | null;
}

function short(text: string): string {
  const line = text.split('\n')[0];
  return line.length > MAX_REASON_LENGTH ? `${line.slice(0, MAX_REASON_LENGTH - 1)}…` : line;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The health probe behind GET /api/health, of constant cost: one statement for the database, one for the
 * event store's head, one for every projection at once (failed or not, and its lag counted up to
 * MAX_HEALTHY_LAG through the events index), and the job queue's own check. Concurrent probes and probes
 * within a second share one answer.
 */
export class HealthChecks {
  private cached?: { at: number; report: Promise<HealthReport> };

  constructor(
    private readonly db: Database,
    private readonly eventStore: EventStore,
    private readonly projectionNames: readonly string[],
    private readonly jobs?: JobQueueHealth,
  ) {}

  check(now = Date.now()): Promise<HealthReport> {
    if (!this.cached || now - this.cached.at >= CACHE_MS) this.cached = { at: now, report: this.run() };
    return this.cached.report;
  }

  private async run(): Promise<HealthReport> {
    const detail: Record<string, unknown> = {};
    const guarded = async (name: string, check: () => Promise<PublicCheck>, reason: string): Promise<PublicCheck> => {
      try {
        return await check();
      } catch (error) {
        detail[name] = describe(error);
        return { ok: false, reason };
      }
    };
    const [database, eventStore, projections, jobs] = await Promise.all([
      guarded(
        'database',
        async () => {
          await sql`select 1`.execute(this.db);
          return { ok: true };
        },
        'unreachable',
      ),
      guarded(
        'eventStore',
        async () => {
          await this.eventStore.headPosition();
          return { ok: true };
        },
        'unreachable',
      ),
      guarded('projections', () => this.projections(detail), 'could not be read'),
      guarded(
        'jobs',
        async () => {
          if (!this.jobs) return { ok: false, reason: 'not configured' };
          const queue = await this.jobs.jobQueueHealth();
          return queue.running ? { ok: true } : { ok: false, reason: 'not running' };
        },
        'unreachable',
      ),
    ]);
    const checks = { database, eventStore, projections, jobs };
    const ok = Object.values(checks).every((check) => check.ok);
    return { ok, body: { status: ok ? 'ok' : 'degraded', checks }, detail };
  }

  private async projections(detail: Record<string, unknown>): Promise<PublicCheck> {
    if (this.projectionNames.length === 0) return { ok: true };
    const { rows } = await sql<ProjectionRow>`
      select p.name, c.failed_at is not null as failed, c.last_error,
        (select count(*)::int from (
           select 1 from events e
           where (e.transaction_id, e.global_position)
                 > (coalesce(c.position_major, 0)::text::xid8, coalesce(c.position_minor, 0)::bigint)
             and e.transaction_id < pg_snapshot_xmin(pg_current_snapshot())
           limit ${MAX_HEALTHY_LAG + 1}) pending) as lag
      from unnest(${[...this.projectionNames]}::text[]) as p(name)
      left join subscription_checkpoints c on c.name = p.name`.execute(this.db);
    detail.projections = Object.fromEntries(rows.map((row) => [row.name, { lag: row.lag, failed: row.failed, error: row.last_error }]));
    const failed = rows.filter((row) => row.failed);
    if (failed.length > 0) return { ok: false, reason: short(failed.map((row) => `${row.name} failed: ${row.last_error ?? ''}`).join('; ')) };
    const behind = rows.filter((row) => row.lag > MAX_HEALTHY_LAG).map((row) => row.name);
    if (behind.length > 0) return { ok: false, reason: short(`behind: ${behind.join(', ')}`) };
    return { ok: true };
  }
}
