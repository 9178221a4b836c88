/**
 * The DM runner's dispatcher: claims due campaign runs (run-queue.ts) and runs one step for each at a time, up to
 * its concurrency (run-step.ts: settle what is in flight, reserve the next lead, send it through X, settle). A
 * plain class: the Nest service (runner.service.ts) starts it in the workers role, and `startRunnerWorker`
 * (worker.ts) starts it in a bare process from a database URL and an X address (tests that kill it with SIGKILL,
 * the benchmark): `await startRunnerWorker({ databaseUrl, gateway, sessions, settings })`, then `close()`.
 *
 * Several dispatchers (processes) may run against one database: a run is leased to one of them from its claim
 * to its settlement; a run leased by a process that died is taken over, and its in-flight delivery is settled by
 * reading the account's conversation with the recipient before anything is sent again.
 */
import { randomInt } from 'node:crypto';
import type pg from 'pg';
import type { DispatcherDeps, DispatcherStats } from './dispatcher-deps';
import { decideOnStepFailure } from './on-send-error';
import { OwedChanges } from './owed-change';
import { backoffMs } from './pace';
import { ProgressFlusher } from './progress-flusher';
import { RUNNER_LOCK_CLASS, RunQueue } from './run-queue';
import type { ClaimedRun, RunRow } from './run-row';
import { decideRunTransition } from './run-state';
import { RunStep, STEP_ERROR_WAIT_MS } from './run-step';

export type { DispatcherDeps, DispatcherStats, RunnerSettings } from './dispatcher-deps';
export type { RunnerLifecycle } from './owed-change';
export { RUNNER_LOCK_CLASS } from './run-queue';
export { IN_FLIGHT_GRACE_MS } from './run-step';

/** A step that threw waits at least this long before its next try. */
const MIN_STEP_FAILURE_WAIT_MS = 1_000;

export class RunDispatcher {
  readonly workerId = randomInt(1, 2 ** 31 - 1);
  readonly stats: DispatcherStats = { steps: 0, sends: 0, xMs: 0, stepMs: 0, errors: 0 };
  private readonly queue: RunQueue;
  private readonly progress: ProgressFlusher;
  private readonly owed: OwedChanges;
  private readonly runStep: RunStep;
  private readonly random: () => number;
  private lockClient: pg.PoolClient | null = null;
  private running = false;
  private active = 0;
  private wakeUp: (() => void) | null = null;
  private loop: Promise<void> | null = null;
  private flusher: NodeJS.Timeout | null = null;
  private readonly steps = new Set<Promise<void>>();

  constructor(private readonly deps: DispatcherDeps) {
    this.random = deps.random ?? Math.random;
    this.queue = new RunQueue(deps.db, this.workerId);
    this.progress = new ProgressFlusher(deps.db, deps.events, deps.settings.progressFlushMs);
    this.owed = new OwedChanges({ queue: this.queue, progress: this.progress, lifecycle: deps.lifecycle, logger: deps.logger, retryMs: STEP_ERROR_WAIT_MS });
    this.runStep = new RunStep(deps, {
      workerId: this.workerId,
      queue: this.queue,
      owed: this.owed,
      stats: this.stats,
      random: this.random,
      wake: () => this.wake(),
    });
  }

  /** Takes the worker's advisory lock and starts claiming runs. */
  async start(): Promise<void> {
    if (this.running) return;
    this.lockClient = await this.deps.pool.connect();
    await this.lockClient.query('select pg_advisory_lock($1, $2)', [RUNNER_LOCK_CLASS, this.workerId]);
    this.running = true;
    this.loop = this.run();
    const flushMs = Math.max(100, this.deps.settings.progressFlushMs);
    this.flusher = setInterval(() => {
      this.runStep.forgetOld();
      this.flushProgress().catch((error) => this.deps.logger?.warn({ err: String(error) }, 'progress flush failed'));
    }, flushMs);
  }

  /** Stops claiming, waits for the steps under way, records the last progress and lets the lock go. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    if (this.flusher) clearInterval(this.flusher);
    this.wake();
    await this.loop;
    await Promise.allSettled([...this.steps]);
    await this.runStep.drain();
    await this.flushProgress(true).catch(() => undefined);
    // Runs still leased by this worker go back to the queue.
    await this.queue.releaseAll().catch(() => undefined);
    const client = this.lockClient;
    this.lockClient = null;
    if (client) {
      await client.query('select pg_advisory_unlock($1, $2)', [RUNNER_LOCK_CLASS, this.workerId]).catch(() => undefined);
      client.release();
    }
  }

  /** Writes the counters of every campaign whose counters moved since its last flush, with their roll-ups where due (progress-flusher.ts). */
  flushProgress(all = false): Promise<void> {
    return this.progress.flush(all);
  }

  /** Something became due (a campaign started): look now rather than at the next poll. */
  wake(): void {
    const wake = this.wakeUp;
    this.wakeUp = null;
    wake?.();
  }

  private async run(): Promise<void> {
    const { concurrency } = this.deps.settings;
    const pollMs = this.deps.settings.pollMs ?? 500;
    while (this.running) {
      const free = concurrency - this.active;
      let claimed: ClaimedRun[] = [];
      if (free > 0) {
        claimed = await this.queue.claim(free).catch((error) => {
          this.deps.logger?.warn({ err: String(error) }, 'could not claim campaign runs');
          return [];
        });
        this.runStep.preload(claimed);
        for (const run of claimed) this.launch(run);
      }
      if (!this.running) break;
      // Wait for a free slot, a wake-up or the poll: claims in batches rather than one per finished step.
      const idle = claimed.length === 0;
      await new Promise<void>((resolve) => {
        this.wakeUp = resolve;
        setTimeout(resolve, idle || free <= 0 ? pollMs : 0);
      });
      this.wakeUp = null;
    }
  }

  private launch(run: ClaimedRun): void {
    this.active += 1;
    const step = this.runStep
      .step(run)
      .catch(async (error) => {
        this.stats.errors += 1;
        this.deps.logger?.warn({ campaignId: run.campaign_id, err: String(error) }, 'campaign step failed');
        await this.onStepFailure(run, error).catch(() => this.queue.release(run.campaign_id, STEP_ERROR_WAIT_MS).catch(() => undefined));
      })
      .finally(() => {
        this.active -= 1;
        this.steps.delete(step);
        // Enough free slots for a batch: claim again now.
        if (this.active <= this.deps.settings.concurrency / 2) this.wake();
      });
    this.steps.add(step);
  }

  /**
   * A step that threw for a reason that is not X's (the database, lead data it could not handle): counted as a
   * failure in a row, so a campaign whose steps keep failing pauses with the reason on its card, as
   * `decideOnStepFailure` says, instead of being retried for ever. Only a run still leased to this worker.
   */
  private async onStepFailure(run: RunRow, error: unknown): Promise<void> {
    const outcome = decideOnStepFailure({
      message: error instanceof Error ? error.message : String(error),
      consecutiveFailures: run.consecutive_failures,
      maxConsecutiveFailures: this.deps.settings.maxConsecutiveFailures,
    });
    // The network failures' back-off, never under a second (a database in trouble is not hammered at delay scale 0).
    const waitMs = Math.max(MIN_STEP_FAILURE_WAIT_MS, backoffMs(outcome.consecutiveFailures, this.random, this.deps.settings.delayScale));
    const transition = decideRunTransition({ type: 'stepFailed', outcome, waitMs });
    const recorded = await this.queue.recordStepFailure(run.campaign_id, transition.run);
    if (!recorded) return await this.queue.release(run.campaign_id, STEP_ERROR_WAIT_MS);
    await this.owed.finish(run.campaign_id, transition.owes);
  }
}
