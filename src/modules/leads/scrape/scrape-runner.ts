/**
 * Runs a scrape in slices: pending → preparing → connecting → scraping → completed or failed. This file is the
 * slice loop: the account pool (account-pool.ts) reads each list's next page, each page is written with its
 * checkpoint (write-page.ts) within the credits (credit-budget.ts), and the scrape ends as its outcome rule
 * says (finish-scrape.ts, scrape-outcome.ts). Continuation jobs are queued by run-scrape-job.ts.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../../platform/database/database';
import type { ActiveSession } from '../../accounts';
import { isXGatewayError, type ProfileListKind, type ProfilePage, RateLimited, type XGateway } from '../../x';
import type { LeadLibraryCommand } from '../library/decide';
import type { ScrapeListKind, ScrapeProgressStage, ScrapeRequested } from '../library/events';
import { type FailedTargetReason, SCRAPE_LIMITS, scrapeMessages } from '../scrape-contract';
import { AccountPool, PoolExhausted } from './account-pool';
import { connectTargets, MAX_TRANSIENT_FAILURES, targetFailureOf, targetsOf } from './connect-targets';
import { pageBudget } from './credit-budget';
import { finishScrape, giveUpScrape } from './finish-scrape';
import { leadFilter } from './lead-filters';
import type { EarlyStop } from './scrape-outcome';
import { type Checkpoint, PageWriter } from './write-page';

/** A scrape job's data: the ScrapeRequested it runs (no secrets) and which slice of it this job is. */
export type ScrapeJobData = ScrapeRequested['data'] & {
  slice: number;
  /** Accounts X refused earlier in this scrape (ids only): later slices leave them out too. */
  droppedAccounts?: string[];
  /** Slices in a row that failed before this one. */
  failures?: number;
};

export interface ScrapeRunnerDeps {
  db: Database;
  gateway: XGateway;
  /** The user's usable accounts with their sessions (held in memory only). */
  sessions: { activeSessions(userId: string): Promise<ActiveSession[]> };
  /** Sends a command to the user's lead library stream. */
  library: { execute(command: LeadLibraryCommand): Promise<void> };
  logger?: Pick<Logger, 'info' | 'warn'>;
  /** X's time (rate-limit resets): the real clock, or the simulator's in benchmarks. */
  clock?: { now(): number };
  sleep?: (ms: number) => Promise<void>;
  /** Wall-clock time a slice may run before it hands over to a continuation job. Default 60 s. */
  sliceMs?: number;
  /** Waits for a rate-limit window up to this long within a slice; longer waits end the slice. Default 20 s. */
  inlineWaitMs?: number;
  /** Profiles X returns per page (the gateway's page size), for estimates. Default 20. */
  pageSize?: number;
  /** Profiles read per list of a target at most. Default 250,000 (the specification's limit). */
  maxPerTarget?: number;
  /**
   * The first slice (queued by the process manager with the queue's settings) ends once the targets are looked
   * up, handing the pages to slices that carry the scrape's own expiry and retries. Default false.
   */
  handOverFirstSlice?: boolean;
}

/** How a slice ended: the scrape finished (or was canceled, or is finished already), or continues later. */
export type SliceOutcome = { kind: 'finished' } | { kind: 'canceled' } | { kind: 'continue'; afterMs: number; droppedAccounts: string[] };

const LIST_OPERATION: Record<ScrapeListKind, ProfileListKind> = {
  verifiedFollowers: 'verifiedFollowers',
  following: 'following',
  retweeters: 'retweeters',
  likers: 'likers',
};

/**
 * A scrape's slices. Stages are events (a few per scrape); progress is rows, written page by page, so a worker
 * killed mid-scrape resumes from the last page written and a canceled scrape writes nothing after its cancel.
 */
export class ScrapeRunner {
  private readonly clock: { now(): number };
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly sliceMs: number;
  /** Moved on to end the slices under way (endSlicesUnderWay); a slice ends once it sees another than its own. */
  private sliceGeneration = 0;
  private readonly inlineWaitMs: number;
  private readonly pages: PageWriter;

  constructor(private readonly deps: ScrapeRunnerDeps) {
    this.clock = deps.clock ?? { now: () => Date.now() };
    this.sleep = deps.sleep ?? ((ms) => sleep(ms));
    this.sliceMs = deps.sliceMs ?? 60_000;
    this.inlineWaitMs = deps.inlineWaitMs ?? 20_000;
    this.pages = new PageWriter({ db: deps.db, pageSize: deps.pageSize ?? 20, maxPerTarget: deps.maxPerTarget ?? SCRAPE_LIMITS.maxPerTarget });
  }

  /** The scrape's run row, made by its first slice. */
  async open(job: ScrapeJobData): Promise<void> {
    await sql`
      insert into scrape_runs (source_id, user_id, task_id, targets_total)
      values (${job.sourceId}, ${job.userId}, ${job.taskId}, ${targetsOf(job).length})
      on conflict (source_id) do nothing`.execute(this.deps.db);
  }

  /**
   * Ends the slices under way after their current page, each handing the rest of its scrape to the next slice:
   * the process is stopping, and a slice runs up to a minute.
   */
  endSlicesUnderWay(): void {
    this.sliceGeneration++;
  }

  /** Runs one slice of the scrape. */
  async runSlice(job: ScrapeJobData): Promise<SliceOutcome> {
    const { db } = this.deps;
    const started = Date.now();
    const generation = this.sliceGeneration;
    await this.open(job);
    const run = await db.selectFrom('scrape_runs').selectAll().where('source_id', '=', job.sourceId).executeTakeFirstOrThrow();
    if (run.canceled_at) return { kind: 'canceled' };
    if (run.finished_at) return { kind: 'finished' };

    await this.stage(job, 'preparing');
    const accounts = await this.deps.sessions.activeSessions(job.userId);
    const pool = new AccountPool(accounts, this.clock, job.droppedAccounts);
    const later = (afterMs: number): SliceOutcome => ({ kind: 'continue', afterMs, droppedAccounts: pool.droppedIds });
    if (pool.size === 0) return this.finish(job, { noAccounts: true });

    await this.stage(job, 'connecting');
    try {
      await connectTargets({ db, gateway: this.deps.gateway, clock: this.clock, sleep: this.sleep }, job, pool);
    } catch (error) {
      if (error instanceof PoolExhausted) return this.finish(job, { noAccounts: true });
      throw error;
    }

    await this.stage(job, 'scraping');
    if (this.deps.handOverFirstSlice && job.slice === 0) return later(0);
    const filter = leadFilter(job);
    const targets = targetsOf(job);
    const failures = new Map<string, number>();
    for (;;) {
      if (Date.now() - started > this.sliceMs || this.sliceGeneration !== generation) return later(0);
      const checkpoint = await db
        .selectFrom('scrape_checkpoints')
        .selectAll()
        .where('source_id', '=', job.sourceId)
        .where('done', '=', false)
        .orderBy('target_index')
        .orderBy('kind')
        .executeTakeFirst();
      if (!checkpoint) return this.finish(job, {});
      const found = await this.leadsFound(job.sourceId);
      if (found === null) return { kind: 'canceled' };
      // The plan binds each page: one that no longer includes the scraper stops it, keeping what was found.
      const budget = await pageBudget(db, job.userId, job.sourceId);
      if (budget.planEnded) return this.finish(job, { planEnded: true });
      const { allowed } = budget;
      if (found >= allowed) return this.finish(job, { creditLimitReached: true });

      const kind = checkpoint.kind as ScrapeListKind;
      let picked: ReturnType<AccountPool['pick']>;
      try {
        picked = pool.pick(kind);
      } catch {
        return this.finish(job, { noAccounts: true });
      }
      if ('waitMs' in picked) {
        if (picked.waitMs > this.inlineWaitMs) return later(picked.waitMs);
        await this.sleep(picked.waitMs);
        continue;
      }
      const { account } = picked;
      let page: ProfilePage;
      try {
        page = await this.deps.gateway.listProfiles(account.session, LIST_OPERATION[kind], checkpoint.subject_id as string, checkpoint.cursor);
      } catch (error) {
        const reason = targetFailureOf(error);
        if (reason) {
          await this.failList(checkpoint, reason);
          continue;
        }
        if (error instanceof RateLimited) {
          pool.spent(account, kind, error.resetAt ?? this.clock.now() + (error.retryAfterMs ?? 60_000));
          continue;
        }
        if (isXGatewayError(error) && error.action === 'stop_account') {
          this.deps.logger?.warn({ sourceId: job.sourceId, accountId: account.accountId, error: error.kind }, 'scrape: account left the pool');
          pool.drop(account);
          continue;
        }
        const key = `${checkpoint.target_index}:${kind}`;
        const count = (failures.get(key) ?? 0) + 1;
        failures.set(key, count);
        this.deps.logger?.warn(
          { sourceId: job.sourceId, accountId: account.accountId, error: isXGatewayError(error) ? error.kind : String(error) },
          'scrape: page failed',
        );
        if (count >= MAX_TRANSIENT_FAILURES) await this.failList(checkpoint, 'unavailable');
        else await this.sleep(Math.min(10_000, 500 * 2 ** count));
        continue;
      }
      pool.update(account, kind, page);
      const label = targets[checkpoint.target_index] ?? null;
      const written = await this.pages.write({ job, checkpoint, page, filter, allowed, label, pool });
      if (written === 'canceled') return { kind: 'canceled' };
    }
  }

  /** Ends a scrape whose job failed for good (its retries spent): failed with the fallback message, unless it ended. */
  giveUp(job: ScrapeJobData): Promise<void> {
    return giveUpScrape(this.deps, job);
  }

  /** Marks the scrape canceled under its row lock and removes what it wrote: nothing is written after. */
  async cancel(sourceId: string, userId: string): Promise<void> {
    await this.deps.db.transaction().execute(async (trx) => {
      await sql`
        insert into scrape_runs (source_id, user_id, task_id, canceled_at) values (${sourceId}, ${userId}, '', now())
        on conflict (source_id) do update set canceled_at = coalesce(scrape_runs.canceled_at, now()), updated_at = now()`.execute(trx);
      await sql`select 1 from scrape_runs where source_id = ${sourceId} for update`.execute(trx);
      await trx.deleteFrom('leads').where('source_id', '=', sourceId).execute();
      await trx.deleteFrom('scrape_checkpoints').where('source_id', '=', sourceId).execute();
    });
  }

  private async stage(job: ScrapeJobData, stage: ScrapeProgressStage): Promise<void> {
    await this.deps.library.execute({ type: 'AdvanceScrape', userId: job.userId, sourceId: job.sourceId, stage });
  }

  /** A list X will not show (its target gone, or unavailable after retries): done, with the error the user sees. */
  private async failList(checkpoint: Checkpoint, reason: FailedTargetReason): Promise<void> {
    await this.deps.db
      .updateTable('scrape_checkpoints')
      .set({ done: true, error: scrapeMessages.targetErrors[reason], updated_at: new Date() })
      .where('source_id', '=', checkpoint.source_id)
      .where('target_index', '=', checkpoint.target_index)
      .where('kind', '=', checkpoint.kind)
      .execute();
  }

  /** Leads written so far; null when the scrape was canceled. */
  private async leadsFound(sourceId: string): Promise<number | null> {
    const run = await this.deps.db.selectFrom('scrape_runs').select(['leads_found', 'canceled_at']).where('source_id', '=', sourceId).executeTakeFirst();
    if (!run || run.canceled_at) return null;
    return run.leads_found;
  }

  private async finish(job: ScrapeJobData, stoppedEarly: EarlyStop): Promise<SliceOutcome> {
    return { kind: await finishScrape(this.deps, job, stoppedEarly) };
  }
}
