import { sql, type Transaction } from 'kysely';
import type { Logger } from 'pino';
import type { Database, ReadModels } from '../../../platform/database/database';
import { encodePayloads } from '../../../platform/live/live-payload';
import { LIVE_CHANNEL } from '../../../platform/live/live-change';
import type { ActiveSession } from '../../accounts';
import { type PlanName, planAllows } from '../../billing';
import { upsertProfiles } from '../../dataset';
import { isXGatewayError, type ProfileListKind, type ProfilePage, RateLimited, type XGateway, type XProfile } from '../../x';
import { LEAD_LIMITS } from '../contract';
import { type LeadLibraryCommand, ScrapeOverCredits } from '../library/decide';
import type { FailedScrapeTarget, ScrapeListKind, ScrapeProgressStage, ScrapeRequested } from '../library/events';
import { type FailedTargetReason, postIdOf, SCRAPE_LIMITS, scrapeMessages } from '../scrape-contract';
import { creditsLeftFor, scrapesFoundOf } from '../queries/credits-left';
import { leadFilter } from './lead-filters';
import { completionWarning, decideScrapeOutcome, type EarlyStop } from './scrape-outcome';

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
/** X's default budget per 15 minutes per account for the lists, when no header said otherwise. */
const DEFAULT_WINDOW_BUDGET: Record<ScrapeListKind, number> = { verifiedFollowers: 50, following: 500, retweeters: 500, likers: 500 };
const WINDOW_MS = 15 * 60 * 1000;
const MAX_TRANSIENT_FAILURES = 5;

interface Checkpoint {
  source_id: string;
  target_index: number;
  kind: string;
  subject_id: string | null;
  cursor: string | null;
  pages: number;
  leads_found: number;
  read_count: number;
  expected_count: number | null;
  done: boolean;
  error: string | null;
}

interface Budget {
  remaining: number;
  resetAt: number;
  limit: number;
}

/** No account of the pool can read X any more. */
class PoolExhausted extends Error {}

/**
 * The user's accounts as a pool: round robin, skipping accounts whose budget for the list is spent until its
 * window resets and accounts X refused (dead sessions, locked, suspended, failing proxies) for this scrape.
 */
class AccountPool {
  private next = 0;
  private readonly budgets = new Map<string, Budget>();
  private readonly dropped = new Set<string>();

  constructor(
    private readonly accounts: ActiveSession[],
    private readonly clock: { now(): number },
    dropped: readonly string[] = [],
  ) {
    for (const accountId of dropped) if (accounts.some((account) => account.accountId === accountId)) this.dropped.add(accountId);
  }

  /** The accounts X refused in this scrape. */
  get droppedIds(): string[] {
    return [...this.dropped];
  }

  get size(): number {
    return this.accounts.length - this.dropped.size;
  }

  /** The next account with budget for `kind`, or how long until one has some. */
  pick(kind: string): { account: ActiveSession } | { waitMs: number } {
    const now = this.clock.now();
    let soonest = Number.POSITIVE_INFINITY;
    for (let i = 0; i < this.accounts.length; i++) {
      const account = this.accounts[(this.next + i) % this.accounts.length] as ActiveSession;
      if (this.dropped.has(account.accountId)) continue;
      const budget = this.budgets.get(`${account.accountId}:${kind}`);
      if (!budget || budget.remaining > 0 || now >= budget.resetAt) {
        this.next = (this.next + i + 1) % this.accounts.length;
        return { account };
      }
      soonest = Math.min(soonest, budget.resetAt - now);
    }
    if (!Number.isFinite(soonest)) throw new PoolExhausted();
    // One second past the announced reset, as the gateway's pacer waits.
    return { waitMs: Math.max(0, soonest) + 1000 };
  }

  update(account: ActiveSession, kind: string, page: Pick<ProfilePage, 'rateLimit'>): void {
    if (page.rateLimit) this.budgets.set(`${account.accountId}:${kind}`, { ...page.rateLimit });
  }

  spent(account: ActiveSession, kind: string, resetAt: number): void {
    this.budgets.set(`${account.accountId}:${kind}`, { remaining: 0, resetAt, limit: this.limitOf(kind) });
  }

  drop(account: ActiveSession): void {
    this.dropped.add(account.accountId);
  }

  /** The pages per window an account may read of `kind` (as X last said). */
  limitOf(kind: string): number {
    for (const [key, budget] of this.budgets) if (key.endsWith(`:${kind}`)) return budget.limit;
    return DEFAULT_WINDOW_BUDGET[kind as ScrapeListKind] ?? 50;
  }
}

const reasonOf = (error: unknown): FailedTargetReason | null => {
  if (!isXGatewayError(error)) return null;
  if (error.kind === 'PostNotFound') return 'post_deleted';
  if (error.kind === 'UserNotFound') return /suspend/i.test(error.message) ? 'suspended' : 'not_found';
  return null;
};

/**
 * Runs a scrape in slices: pending → preparing → connecting → scraping → completed or failed. Stages are
 * events (a few per scrape); progress is rows: each page's leads (`leads`, ON CONFLICT DO NOTHING), its
 * profiles (the database of X profiles) and the list's checkpoint (cursor, pages, counts) are written in one
 * transaction under the run's row lock, so a worker killed mid-scrape resumes from the last page written,
 * with no duplicate and no lost lead, and a canceled scrape writes nothing after its cancel.
 */
export class ScrapeRunner {
  private readonly clock: { now(): number };
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly sliceMs: number;
  private readonly inlineWaitMs: number;
  private readonly pageSize: number;
  private readonly maxPerTarget: number;
  private readonly lastNotified = new Map<string, number>();

  constructor(private readonly deps: ScrapeRunnerDeps) {
    this.clock = deps.clock ?? { now: () => Date.now() };
    this.sleep = deps.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.sliceMs = deps.sliceMs ?? 60_000;
    this.inlineWaitMs = deps.inlineWaitMs ?? 20_000;
    this.pageSize = deps.pageSize ?? 20;
    this.maxPerTarget = deps.maxPerTarget ?? SCRAPE_LIMITS.maxPerTarget;
  }

  /** The scrape's run row, made by its first slice. */
  async open(job: ScrapeJobData): Promise<void> {
    const targets = job.scrapeType === 'accounts' ? job.targetAccounts : job.postLinks;
    await sql`
      insert into scrape_runs (source_id, user_id, task_id, targets_total)
      values (${job.sourceId}, ${job.userId}, ${job.taskId}, ${targets.length})
      on conflict (source_id) do nothing`.execute(this.deps.db);
  }

  /** Runs one slice of the scrape. */
  async runSlice(job: ScrapeJobData): Promise<SliceOutcome> {
    const { db } = this.deps;
    const started = Date.now();
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
      await this.connectTargets(job, pool);
    } catch (error) {
      if (error instanceof PoolExhausted) return this.finish(job, { noAccounts: true });
      throw error;
    }

    await this.stage(job, 'scraping');
    if (this.deps.handOverFirstSlice && job.slice === 0) return later(0);
    const filter = leadFilter(job);
    const failures = new Map<string, number>();
    for (;;) {
      if (Date.now() - started > this.sliceMs) return later(0);
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
      const plan = await this.planOf(job.userId);
      if (!planAllows(plan.plan, 'scrape')) return this.finish(job, { planEnded: true });
      const allowed = await creditsLeftFor(this.deps.db, job.userId, plan.leadCreditsLimit, job.sourceId);
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
        const reason = reasonOf(error);
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
      const written = await this.writePage(job, checkpoint, page, filter, allowed, pool);
      if (written === 'canceled') return { kind: 'canceled' };
    }
  }

  /**
   * Ends a scrape whose job failed for good (its retries spent on errors that are not X's answers): failed with
   * the specification's fallback message, unless it already ended.
   */
  async giveUp(job: ScrapeJobData): Promise<void> {
    const run = await this.deps.db.selectFrom('scrape_runs').select(['finished_at', 'canceled_at']).where('source_id', '=', job.sourceId).executeTakeFirst();
    if (run?.finished_at || run?.canceled_at) return;
    await this.deps.library.execute({ type: 'FailScrape', userId: job.userId, sourceId: job.sourceId, error: scrapeMessages.scrapingFailedFallback, failedTargets: [] });
    await this.deps.db.updateTable('scrape_runs').set({ finished_at: new Date(), current_target: null, updated_at: new Date() }).where('source_id', '=', job.sourceId).execute();
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

  /** Looks each target up once (its X id, whether it can be read) and lays out its lists' checkpoints. */
  private async connectTargets(job: ScrapeJobData, pool: AccountPool): Promise<void> {
    const { db } = this.deps;
    const known = await db.selectFrom('scrape_checkpoints').select('target_index').where('source_id', '=', job.sourceId).execute();
    const laidOut = new Set(known.map((row) => row.target_index));
    const targets = job.scrapeType === 'accounts' ? job.targetAccounts : job.postLinks;
    for (const [index, target] of targets.entries()) {
      if (laidOut.has(index)) continue;
      let subjectId: string | null = null;
      let failure: FailedTargetReason | null = null;
      const sizes: Partial<Record<ScrapeListKind, number>> = {};
      if (job.scrapeType === 'interactions') {
        subjectId = postIdOf(target);
        if (!subjectId) failure = 'post_deleted';
      } else {
        const profile = await this.lookUp(pool, target);
        if (typeof profile === 'string') failure = profile;
        else if (profile.protected) failure = 'protected';
        else {
          subjectId = profile.userId;
          sizes.verifiedFollowers = profile.followersCount;
          sizes.following = profile.followingCount;
        }
      }
      const rows = job.kinds.map((kind) => ({
        source_id: job.sourceId,
        target_index: index,
        kind,
        subject_id: subjectId,
        expected_count: sizes[kind] ?? null,
        done: failure !== null,
        error: failure ? scrapeMessages.targetErrors[failure] : null,
      }));
      await db
        .insertInto('scrape_checkpoints')
        .values(rows)
        .onConflict((oc) => oc.columns(['source_id', 'target_index', 'kind']).doNothing())
        .execute();
    }
    await db.updateTable('scrape_runs').set({ targets_total: targets.length }).where('source_id', '=', job.sourceId).execute();
  }

  /** A target account's profile, or why it cannot be read. */
  private async lookUp(pool: AccountPool, username: string): Promise<XProfile | FailedTargetReason> {
    for (let attempt = 0; attempt < MAX_TRANSIENT_FAILURES * 2; attempt++) {
      const picked = pool.pick('lookup');
      if ('waitMs' in picked) {
        await this.sleep(picked.waitMs);
        continue;
      }
      try {
        const profile = await this.deps.gateway.lookupUser(picked.account.session, username);
        return profile;
      } catch (error) {
        const reason = reasonOf(error);
        if (reason) return reason;
        if (error instanceof RateLimited) pool.spent(picked.account, 'lookup', error.resetAt ?? this.clock.now() + 60_000);
        else if (isXGatewayError(error) && error.action === 'stop_account') pool.drop(picked.account);
        else await this.sleep(Math.min(10_000, 500 * 2 ** attempt));
      }
    }
    return 'unavailable';
  }

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

  /**
   * The owner's plan and its lead credit allowance (billing's plan record), read before each page: the credits
   * this scrape may use are those left for new work (creditsLeftForNewWork) not counting its own leads, so scrapes
   * and uploads side by side share them.
   */
  private async planOf(userId: string): Promise<{ plan: PlanName; leadCreditsLimit: number }> {
    const row = await this.deps.db.selectFrom('plans').select(['plan', 'lead_credits_limit']).where('user_id', '=', userId).executeTakeFirst();
    // No plan record: the free plan.
    return { plan: row?.plan ?? 'free', leadCreditsLimit: row?.lead_credits_limit ?? LEAD_LIMITS.fallbackCredits.free };
  }

  /**
   * Completes the scrape with its leads. When the library finds fewer credits left than the leads (an upload took
   * some while the scrape ran), the scrape keeps only what is left, its other leads deleted, and completes with
   * those and the credit warning: a completion never takes more than what is left.
   */
  private async complete(
    job: ScrapeJobData,
    found: number,
    failedTargets: FailedScrapeTarget[],
    warningOf: (creditStopAt: number | null) => string | null,
    creditLimitReached: boolean,
  ): Promise<boolean> {
    let count = found;
    let capped = creditLimitReached;
    for (let attempt = 0; ; attempt++) {
      try {
        await this.deps.library.execute({
          type: 'CompleteScrape',
          userId: job.userId,
          sourceId: job.sourceId,
          count,
          failedTargets,
          warning: warningOf(capped ? count : null),
          creditLimitReached: capped,
          creditsLimit: (await this.planOf(job.userId)).leadCreditsLimit,
          scrapesFound: await scrapesFoundOf(this.deps.db, job.userId),
        });
        return capped;
      } catch (error) {
        if (!(error instanceof ScrapeOverCredits) || attempt >= 5) throw error;
        count = await this.keepLeads(job.sourceId, error.left);
        capped = true;
      }
    }
  }

  /** Keeps `keep` of the scrape's leads (the first by username) and deletes the rest; answers how many are left. */
  private async keepLeads(sourceId: string, keep: number): Promise<number> {
    return this.deps.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ leads_found: number }>`select leads_found from scrape_runs where source_id = ${sourceId} for update`.execute(trx);
      if (!rows[0]) return 0;
      await sql`
        delete from leads where source_id = ${sourceId}
           and username in (select username from leads where source_id = ${sourceId} order by username offset ${keep})`.execute(trx);
      const counted = await trx
        .selectFrom('leads')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('source_id', '=', sourceId)
        .executeTakeFirst();
      const count = Number(counted?.n ?? 0);
      await trx.updateTable('scrape_runs').set({ leads_found: count, credit_limit_reached: true, updated_at: new Date() }).where('source_id', '=', sourceId).execute();
      return count;
    });
  }

  /**
   * One page in one transaction: the run's row locked (a canceled scrape stops here), the checkpoint moved only
   * if it still is where this page started (another worker that got there first wins), the filtered leads
   * inserted up to the credits allowed, every profile upserted into the database of X profiles.
   */
  private async writePage(
    job: ScrapeJobData,
    checkpoint: Checkpoint,
    page: ProfilePage,
    filter: (profile: XProfile) => boolean,
    allowed: number,
    pool: AccountPool,
  ): Promise<'written' | 'stale' | 'canceled'> {
    const room = Math.max(0, this.maxPerTarget - checkpoint.read_count);
    const read = page.profiles.slice(0, room);
    const capped = read.length < page.profiles.length || checkpoint.read_count + read.length >= this.maxPerTarget;
    const done = page.nextCursor === null || capped || page.profiles.length === 0;
    const targets = job.scrapeType === 'accounts' ? job.targetAccounts : job.postLinks;
    const label = targets[checkpoint.target_index] ?? null;
    return this.deps.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ leads_found: number; canceled_at: Date | null }>`
        select leads_found, canceled_at from scrape_runs where source_id = ${job.sourceId} for update`.execute(trx);
      const run = rows[0];
      if (!run || run.canceled_at) return 'canceled' as const;
      const moved = await trx
        .updateTable('scrape_checkpoints')
        .set({ cursor: page.nextCursor, pages: checkpoint.pages + 1, read_count: checkpoint.read_count + read.length, done, updated_at: new Date() })
        .where('source_id', '=', checkpoint.source_id)
        .where('target_index', '=', checkpoint.target_index)
        .where('kind', '=', checkpoint.kind)
        .where('pages', '=', checkpoint.pages)
        .where('done', '=', false)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 0) return 'stale' as const;
      const seen = new Set<string>();
      let candidates = read.filter((profile) => filter(profile) && !seen.has(profile.username) && seen.add(profile.username));
      const room = allowed - run.leads_found;
      if (candidates.length > room) {
        const usernames = candidates.map((profile) => profile.username);
        const existing = await trx.selectFrom('leads').select('username').where('source_id', '=', job.sourceId).where('username', 'in', usernames).execute();
        const have = new Set(existing.map((row) => row.username));
        candidates = candidates.filter((profile) => !have.has(profile.username)).slice(0, Math.max(0, room));
      }
      let inserted = 0;
      if (candidates.length > 0) {
        const result = await trx
          .insertInto('leads')
          .values(
            candidates.map((profile) => ({
              source_id: job.sourceId,
              username: profile.username,
              name: profile.name || null,
              bio: profile.bio || null,
              bio_urls: profile.bioUrls,
              urls: profile.profileUrls,
              location: profile.location || null,
              verified: profile.verified,
              followers_count: profile.followersCount,
              following_count: profile.followingCount,
              metadata: JSON.stringify({ x_user_id: profile.userId }),
            })),
          )
          .onConflict((oc) => oc.columns(['source_id', 'username']).doNothing())
          .returning('username')
          .execute();
        inserted = result.length;
      }
      if (inserted > 0) {
        await trx
          .updateTable('scrape_checkpoints')
          .set({ leads_found: checkpoint.leads_found + inserted })
          .where('source_id', '=', checkpoint.source_id)
          .where('target_index', '=', checkpoint.target_index)
          .where('kind', '=', checkpoint.kind)
          .execute();
      }
      if (read.length > 0) await upsertProfiles(trx, read);
      const estimate = await this.estimate(trx, job.sourceId, pool);
      await trx
        .updateTable('scrape_runs')
        .set((eb) => ({
          leads_found: eb('leads_found', '+', inserted),
          pages_fetched: eb('pages_fetched', '+', 1),
          current_target: label,
          estimated_seconds_left: estimate,
          credit_limit_reached: run.leads_found + inserted >= allowed,
          updated_at: new Date(),
        }))
        .where('source_id', '=', job.sourceId)
        .execute();
      await this.notify(trx, job);
      return 'written' as const;
    });
  }

  /** Seconds left: the pages the unfinished lists still hold (as X counted them) at the pool's pace. */
  private async estimate(trx: Transaction<ReadModels>, sourceId: string, pool: AccountPool): Promise<number | null> {
    const open = await trx.selectFrom('scrape_checkpoints').selectAll().where('source_id', '=', sourceId).where('done', '=', false).execute();
    let seconds = 0;
    for (const list of open) {
      if (list.expected_count === null) return null;
      const left = Math.max(0, Math.min(list.expected_count, this.maxPerTarget) - list.read_count);
      const pages = Math.ceil(left / this.pageSize);
      const pagesPerSecond = (Math.max(1, pool.size) * pool.limitOf(list.kind)) / (WINDOW_MS / 1000);
      seconds += pages / pagesPerSecond;
    }
    return Math.ceil(seconds);
  }

  /** Tells the user's open pages that the scrape moved (at most once a second per scrape). */
  private async notify(trx: Transaction<ReadModels>, job: ScrapeJobData): Promise<void> {
    const now = Date.now();
    if (now - (this.lastNotified.get(job.sourceId) ?? 0) < 1000) return;
    this.lastNotified.set(job.sourceId, now);
    const payloads = encodePayloads([{ userId: job.userId, resource: 'scrapes', ids: [job.sourceId] }]);
    await sql`select pg_notify(${LIVE_CHANNEL}, payload) from unnest(${payloads}::text[]) as payload`.execute(trx);
  }

  /** Ends the scrape as its outcome rule (scrape-outcome.ts) decides from its lists and leads. */
  private async finish(job: ScrapeJobData, how: EarlyStop): Promise<SliceOutcome> {
    const { db } = this.deps;
    let creditLimitReached = how.creditLimitReached === true;
    const lists = await db.selectFrom('scrape_checkpoints').selectAll().where('source_id', '=', job.sourceId).orderBy('target_index').execute();
    const targets = job.scrapeType === 'accounts' ? job.targetAccounts : job.postLinks;
    const counted = await db
      .selectFrom('leads')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('source_id', '=', job.sourceId)
      .executeTakeFirst();
    const run = await db.selectFrom('scrape_runs').select('canceled_at').where('source_id', '=', job.sourceId).executeTakeFirst();
    if (run?.canceled_at) return { kind: 'canceled' };
    const outcome = decideScrapeOutcome({ targets, lists, leadsFound: Number(counted?.n ?? 0), stoppedEarly: how });
    const { failedTargets } = outcome;
    if (outcome.kind === 'failed') {
      await this.deps.library.execute({ type: 'FailScrape', userId: job.userId, sourceId: job.sourceId, error: outcome.error, failedTargets });
    } else {
      const warningOf = (creditStopAt: number | null) => completionWarning(failedTargets, creditStopAt, how);
      creditLimitReached = await this.complete(job, outcome.leadsFound, failedTargets, warningOf, creditLimitReached);
    }
    await db
      .updateTable('scrape_runs')
      .set({
        finished_at: new Date(),
        current_target: null,
        estimated_seconds_left: null,
        failed_targets: JSON.stringify(failedTargets),
        credit_limit_reached: creditLimitReached,
        updated_at: new Date(),
      })
      .where('source_id', '=', job.sourceId)
      .execute();
    return { kind: 'finished' };
  }
}

/** How a slice is queued. */
export interface ScrapeJobOptions {
  singletonKey: string;
  startAfter?: number;
  expireInSeconds: number;
  retryLimit: number;
}

/** Enqueues a job (the job queue's send, bound to the scrape queue). */
export type SendScrapeJob = (data: ScrapeJobData, options: ScrapeJobOptions) => Promise<unknown>;

/** The queue options of a scrape's slice `slice`. */
export const sliceJobOptions = (sourceId: string, slice: number): ScrapeJobOptions => ({
  singletonKey: `scrape:${sourceId}:${slice}`,
  expireInSeconds: SCRAPE_SLICE_EXPIRE_SECONDS,
  retryLimit: MAX_SLICE_FAILURES,
});

/**
 * The job queue's own retry of a slice, once its job expires: a slice runs a minute, so 5 minutes is ample. A
 * worker that died is noticed sooner, by its lease (scrape-worker.ts); this covers a slice that never ended.
 */
export const SCRAPE_SLICE_EXPIRE_SECONDS = 5 * 60;
/** Slices in a row that failed on something other than X's answers before the scrape is given up. */
export const MAX_SLICE_FAILURES = 20;

/**
 * A scrape job: runs its slice, and when the scrape is not over queues the next slice (at once, or when the
 * accounts' rate-limit windows reset, in seconds). The next slice's key is derived from the scrape and its
 * number, so a slice retried after its worker died queues it at most once. A slice that fails (the database,
 * an unexpected error) is tried again as the next slice after a back-off; after 20 failures in a row the
 * scrape fails with the specification's fallback message. So the queue's own retry settings only matter for
 * a worker that died.
 */
export async function runScrapeJob(
  runner: ScrapeRunner,
  send: SendScrapeJob,
  job: ScrapeJobData,
  logger?: Pick<Logger, 'warn'>,
): Promise<SliceOutcome> {
  const slice = job.slice + 1;
  const next = sliceJobOptions(job.sourceId, slice);
  // A slice queued after its worker died counts that death as a failure.
  if ((job.failures ?? 0) >= MAX_SLICE_FAILURES) {
    await runner.giveUp(job);
    return { kind: 'finished' };
  }
  let outcome: SliceOutcome;
  try {
    outcome = await runner.runSlice(job);
  } catch (error) {
    const failures = (job.failures ?? 0) + 1;
    logger?.warn({ sourceId: job.sourceId, slice: job.slice, failures, err: error instanceof Error ? error.message : String(error) }, 'scrape: slice failed');
    if (failures >= MAX_SLICE_FAILURES) {
      await runner.giveUp(job);
      return { kind: 'finished' };
    }
    const afterMs = Math.min(300_000, 1000 * 2 ** failures);
    await send({ ...job, slice, failures }, { ...next, startAfter: Math.ceil(afterMs / 1000) });
    return { kind: 'continue', afterMs, droppedAccounts: job.droppedAccounts ?? [] };
  }
  if (outcome.kind !== 'continue') return outcome;
  await send(
    { ...job, slice, failures: 0, droppedAccounts: outcome.droppedAccounts },
    { ...next, ...(outcome.afterMs > 0 ? { startAfter: Math.ceil(outcome.afterMs / 1000) } : {}) },
  );
  return outcome;
}
