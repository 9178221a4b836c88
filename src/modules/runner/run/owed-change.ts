import type { OwedChange } from './apply-send-error';
import type { ProgressFlusher } from './progress-flusher';
import type { RunQueue } from './run-queue';
import type { RunRow } from './run-row';

/** What the runner asks of the campaigns and accounts contexts when it stops sending on its own. */
export interface RunnerLifecycle {
  complete(userId: string, campaignId: string): Promise<void>;
  /** Pauses one campaign; the message shows on its card. */
  pause(userId: string, campaignId: string, errorMessage: string): Promise<void>;
  /** Pauses every campaign of the account (its session expired when `reconnect`: it needs reconnecting). */
  pauseAccount(userId: string, accountId: string, errorMessage: string, reconnect: boolean): Promise<void>;
  /** Fails every running campaign of the account (X suspended it); the message shows on their cards. */
  failAccount(userId: string, accountId: string, errorMessage: string): Promise<void>;
}

/** Records the lifecycle change a stopped run owes (campaign_runs.pending) on its campaign or account. */
export async function recordOwedChange(lifecycle: RunnerLifecycle, run: RunRow): Promise<void> {
  const message = run.error_message ?? '';
  switch (run.pending) {
    case 'complete':
      return await lifecycle.complete(run.user_id, run.campaign_id);
    case 'pause':
      return await lifecycle.pause(run.user_id, run.campaign_id, message);
    case 'pause_account':
    case 'reconnect':
      return await lifecycle.pauseAccount(run.user_id, run.account_id, message, run.pending === 'reconnect');
    case 'fail_account':
      return await lifecycle.failAccount(run.user_id, run.account_id, message);
    case null:
      return;
  }
}

/**
 * The lifecycle changes a run owes its campaign or account (completion, pauses): a run stops owing one (kept leased
 * to this worker), its last counters are written and rolled up, the change recorded, then forgotten; a change that cannot
 * be recorded yet is retried at the run's next claim.
 */
export class OwedChanges {
  constructor(
    private readonly deps: {
      queue: RunQueue;
      progress: ProgressFlusher;
      lifecycle: RunnerLifecycle;
      logger?: { warn(obj: object, msg?: string): void };
      /** How long a run rests when its change could not be recorded. */
      retryMs: number;
    },
  ) {}

  /** Stops the run and records the lifecycle change a transition left it owing (`decideRunTransition`), if any. */
  async finish(campaignId: string, owes: OwedChange | undefined | null): Promise<void> {
    if (!owes) return;
    const run = await this.deps.queue.stopOwing(campaignId, owes.pending, owes.errorMessage);
    if (run) await this.record(run);
  }

  /** Records the owed change (after a last progress roll-up), then forgets it. */
  async record(run: RunRow): Promise<void> {
    try {
      // The row comes fresh from the claim or the stop (returning): its counters are the last ones.
      await this.deps.progress.flushRun(run);
      await recordOwedChange(this.deps.lifecycle, run);
      await this.deps.queue.forgetOwed(run);
    } catch (error) {
      this.deps.logger?.warn({ campaignId: run.campaign_id, pending: run.pending, err: String(error) }, 'could not record the campaign change yet');
      await this.deps.queue.release(run.campaign_id, this.deps.retryMs);
    }
  }
}
