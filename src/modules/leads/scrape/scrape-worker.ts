import { randomInt } from 'node:crypto';
import { type Selectable, sql, type Transaction } from 'kysely';
import type { ScrapeRunsTable } from '../../../../projections/leads/tables';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Database, ReadModels } from '../../../platform/database/database';
import { decideScrapeLease, orphanedSlice, type ScrapeLeaseDecision } from './scrape-lease';
import { runScrapeJob, type ScrapeJobOptions, sliceJobOptions } from './run-scrape-job';
import type { ScrapeJobData, ScrapeRunner, SliceOutcome } from './scrape-runner';

/** The advisory lock class of the scrape workers (the second key is the worker process's id). */
export const SCRAPE_LOCK_CLASS = 0x534352;
/** How often a worker looks for scrapes leased to processes that died. */
const SWEEP_MS = 1000;

export interface ScrapeWorkerDeps {
  db: Database;
  /** A pool of the same database: one client holds the worker's advisory lock while it runs. */
  pool: pg.Pool;
  runner: ScrapeRunner;
  /** Enqueues a slice in the scrape queue, inside the transaction given. */
  send(data: ScrapeJobData, options: ScrapeJobOptions & { trx: Transaction<ReadModels> }): Promise<unknown>;
  logger?: Pick<Logger, 'info' | 'warn'>;
  sweepMs?: number;
}

/** An orphaned scrape: its job column holds the slice's job data as this worker wrote it. */
type OrphanedScrape = Pick<Selectable<ScrapeRunsTable>, 'source_id' | 'slice'> & { job: ScrapeJobData | null };

/** Whether the lease holder's advisory lock is held (by `leased_by` of the row aliased `r`). */
const holderAlive = sql<boolean>`exists (
  select 1 from pg_locks l
   where l.locktype = 'advisory' and l.classid = ${SCRAPE_LOCK_CLASS} and l.objid::bigint = r.leased_by
     and l.objsubid = 2 and l.granted)`;

/**
 * A worker process's side of the scrape queue. A slice runs under the scrape's lease: scrape_runs.leased_by is
 * this process's advisory lock key (the lock held on its own connection) from the slice's start until it hands
 * over, in one transaction, to the next slice it queues. A process that dies loses its lock with its connection;
 * every worker looks each second for scrapes leased to a lock no one holds and queues their next slice, which
 * goes on from the last page written. So a scrape whose worker was killed resumes within seconds, not when the
 * dead slice's job expires; that job's retry later finds a newer slice and stands down. A slice whose scrape a
 * live process runs (an expired job retried while its slice still runs) stands down too.
 */
export class ScrapeWorker {
  readonly workerId = randomInt(1, 2 ** 31 - 1);
  private lockClient: pg.PoolClient | null = null;
  private starting: Promise<void> | null = null;
  private sweeper: NodeJS.Timeout | null = null;
  private sweeping: Promise<void> | null = null;
  /** Scrapes this process is running a slice of, each with its slice's token. */
  private readonly running = new Map<string, symbol>();

  constructor(private readonly deps: ScrapeWorkerDeps) {}

  /** Takes the worker's advisory lock and starts looking for scrapes of dead workers. */
  start(): Promise<void> {
    this.starting ??= (async () => {
      const client = await this.deps.pool.connect();
      await client.query('select pg_advisory_lock($1, $2)', [SCRAPE_LOCK_CLASS, this.workerId]);
      this.lockClient = client;
      this.sweeper = setInterval(() => {
        this.sweeping ??= this.sweep()
          .catch((error) => this.deps.logger?.warn({ err: String(error) }, 'scrape: could not look for scrapes of dead workers'))
          .finally(() => {
            this.sweeping = null;
          });
      }, this.deps.sweepMs ?? SWEEP_MS);
    })();
    return this.starting;
  }

  /** Stops looking and lets the lock go (call once the job queue stopped running slices). */
  async stop(): Promise<void> {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
    await this.starting?.catch(() => undefined);
    await this.sweeping;
    this.starting = null;
    const client = this.lockClient;
    this.lockClient = null;
    if (client) {
      await client.query('select pg_advisory_unlock($1, $2)', [SCRAPE_LOCK_CLASS, this.workerId]).catch(() => undefined);
      client.release();
    }
  }

  /** Runs a slice job under the scrape's lease; a slice that may not run answers why. */
  async run(job: ScrapeJobData): Promise<SliceOutcome | Exclude<ScrapeLeaseDecision, 'take'>> {
    await this.start();
    const { sourceId } = job;
    // One slice of a scrape at a time in this process (its lease is this process's).
    if (this.running.has(sourceId)) return 'held';
    const token = Symbol(sourceId);
    this.running.set(sourceId, token);
    const done = () => {
      if (this.running.get(sourceId) === token) this.running.delete(sourceId);
    };
    try {
      const decision = await this.claim(job);
      if (decision !== 'take') return decision;
      try {
        return await runScrapeJob(this.deps.runner, (data, options) => this.handOver(job, data, options, done), job, this.deps.logger);
      } finally {
        // Finished, canceled or failed: the lease goes (handed over already when a next slice was queued).
        await this.release(job).catch(() => undefined);
      }
    } finally {
      done();
    }
  }

  private async claim(job: ScrapeJobData): Promise<ScrapeLeaseDecision> {
    await this.deps.runner.open(job);
    return this.deps.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('scrape_runs as r')
        .select((eb) => [
          'slice',
          'leased_by',
          eb('finished_at', 'is not', null).as('finished'),
          eb('canceled_at', 'is not', null).as('canceled'),
          holderAlive.as('holder_alive'),
        ])
        .where('source_id', '=', job.sourceId)
        .forUpdate()
        .executeTakeFirst();
      if (!row) return 'over';
      const decision = decideScrapeLease(
        { slice: row.slice, leasedBy: row.leased_by, holderAlive: row.holder_alive, finished: Boolean(row.finished), canceled: Boolean(row.canceled) },
        { slice: job.slice, workerId: this.workerId },
      );
      if (decision === 'take') {
        await trx
          .updateTable('scrape_runs')
          .set({ leased_by: this.workerId, slice: job.slice, job: JSON.stringify(job), updated_at: new Date() })
          .where('source_id', '=', job.sourceId)
          .execute();
      }
      return decision;
    });
  }

  /**
   * Lets the lease go and queues the next slice in one transaction; nothing when another worker took the scrape
   * over. The slice is over before the next one can be seen, so this process's other job slots may take it.
   */
  private async handOver(job: ScrapeJobData, next: ScrapeJobData, options: ScrapeJobOptions, sliceOver: () => void): Promise<unknown> {
    return this.deps.db.transaction().execute(async (trx) => {
      const released = await this.releaseIn(trx, job);
      if (!released) return null;
      const sent = await this.deps.send(next, { ...options, trx });
      sliceOver();
      return sent;
    });
  }

  private release(job: ScrapeJobData): Promise<boolean> {
    return this.deps.db.transaction().execute((trx) => this.releaseIn(trx, job));
  }

  private async releaseIn(trx: Transaction<ReadModels>, job: ScrapeJobData): Promise<boolean> {
    const result = await trx
      .updateTable('scrape_runs')
      .set({ leased_by: null })
      .where('source_id', '=', job.sourceId)
      .where('leased_by', '=', this.workerId)
      .where('slice', '=', job.slice)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Scrapes leased to processes that died: their next slice is queued, each by one worker. */
  private async sweep(): Promise<void> {
    await this.deps.db.transaction().execute(async (trx) => {
      const { rows } = await sql<OrphanedScrape>`
        select source_id, slice, job from scrape_runs r
         where leased_by is not null and finished_at is null and canceled_at is null and not ${holderAlive}
         for update skip locked`.execute(trx);
      for (const row of rows) {
        if (!row.job) continue;
        const next = orphanedSlice(row.job, row.slice);
        await trx
          .updateTable('scrape_runs')
          .set({ leased_by: null, slice: next.slice, job: JSON.stringify(next), updated_at: new Date() })
          .where('source_id', '=', row.source_id)
          .execute();
        await this.deps.send(next, { ...sliceJobOptions(row.source_id, next.slice), trx });
        this.deps.logger?.info({ sourceId: row.source_id, slice: next.slice }, 'scrape: taken over from a worker that died');
      }
    });
  }
}
