import type { SendErrorOutcome, StepFailureOutcome } from './on-send-error';
import type { PendingLifecycle, RunRow } from './run-row';

/**
 * A campaign run's state machine in one pure function: what each thing that happens to a run (a claim, a release,
 * a send settled or failed, a plan gate closed, the leads exhausted, the campaign started or stopped...) changes
 * in its row, what it does to the account's other runs, and the lifecycle change it leaves the run owing its
 * campaign. The SQL writers (run-queue.ts, apply-send-error.ts, settle-batch.ts, run-lifecycle.ts) lock, fetch and
 * write what this decides; they keep only the guards that say the row is still the one decided on (the lease, the
 * delivery still reserved, the campaign event's version).
 */

/** What the campaign's lifecycle stop reads of the run. */
export type StoppingRun = Pick<RunRow, 'pending'> & { stop_reason: string | null };

/** Why the campaign's own lifecycle stopped its run (a paused, completed, failed or deleted campaign). */
export type CampaignStopReason = 'paused' | 'completed' | 'failed' | 'deleted';

export type RunEvent =
  /** A worker leased the due run. */
  | { type: 'claimed' }
  /** The run goes back to the queue, due after `delayMs` (nothing sendable now: no session, capped, contended...). */
  | { type: 'released'; delayMs: number }
  /** The worker holding the run stops. */
  | { type: 'workerStopped' }
  /** The campaign is gone: nothing more to send. */
  | { type: 'campaignDeleted' }
  /** The delivery the run pointed at turned out settled already. */
  | { type: 'inFlightSettled' }
  /** X accepted the delivery in flight; the run's next send after `delayMs`. */
  | { type: 'sent'; delayMs: number }
  /**
   * X refused a send, lookup or conversation read, as `decideOnSendError` decided; the waits it may need and the
   * run's retries so far.
   */
  | { type: 'sendFailed'; outcome: SendErrorOutcome; nextLeadMs: number; retryMs: number; retries: number }
  /** A step threw for a reason that is not X's, as `decideOnStepFailure` decided; rests `waitMs`. */
  | { type: 'stepFailed'; outcome: StepFailureOutcome; waitMs: number }
  /** The owner's plan no longer lets the campaign send (`planRefusal`). */
  | { type: 'planGateClosed'; message: string }
  /** Every lead processed and nothing in flight. */
  | { type: 'exhausted' }
  /** The run stops owing a lifecycle change (one a transition above decided), held by this worker until recorded. */
  | { type: 'stopsOwing'; pending: PendingLifecycle; errorMessage: string | null }
  /** The lifecycle change owed (`pending`, as read) is recorded on the campaign or account. */
  | { type: 'owedRecorded' }
  /** The campaign started: the run sends again from its cursor's start. */
  | { type: 'campaignStarted' }
  /** The campaign paused, completed, failed or was deleted; the run as it was. */
  | { type: 'campaignStopped'; reason: CampaignStopReason; run: StoppingRun };

/** What a transition writes on the run's row; an absent field is left as it is. */
export interface RunChanges {
  status?: 'running' | 'stopped';
  /** 'take': leased to the deciding worker; 'release': back to the queue. */
  lease?: 'take' | 'release';
  /** Due again this long from now. */
  nextSendInMs?: number;
  /** Due no sooner than this (epoch ms); a later due time stays. */
  notBeforeMs?: number;
  inFlight?: null;
  consecutiveFailures?: number;
  retries?: number;
  /** The cursor back to the first lead of the first source. */
  rewindCursor?: true;
  pending?: PendingLifecycle | null;
  stopReason?: string | null;
  errorMessage?: string | null;
  /** The delivery in flight, if still reserved, is settled this way, its count taken and the progress moved. */
  settleInFlight?: 'sent' | 'failed';
}

/** What the account's other running runs take (this run takes its own `run` changes). */
export type AccountRunsChange =
  /** They stop now: this run carries the lifecycle change of them all. */
  | { stop: 'account' }
  /** None is due before X's limit resets (the limit is the account's, not the campaign's). */
  | { notBeforeMs: number };

export interface RunTransition {
  run: RunChanges;
  accountRuns?: AccountRunsChange;
  /** The lifecycle change the run now owes (recorded next, on its campaign or account). */
  owes?: { pending: PendingLifecycle; errorMessage: string | null };
}

export function decideRunTransition(event: RunEvent): RunTransition {
  switch (event.type) {
    case 'claimed':
      return { run: { lease: 'take' } };
    case 'released':
      return { run: { lease: 'release', nextSendInMs: event.delayMs } };
    case 'workerStopped':
      return { run: { lease: 'release' } };
    case 'campaignDeleted':
      return { run: { status: 'stopped', lease: 'release', stopReason: 'deleted' } };
    case 'inFlightSettled':
      return { run: { inFlight: null } };
    case 'sent':
      // X answered: the run of failures and retries starts again.
      return {
        run: { settleInFlight: 'sent', inFlight: null, lease: 'release', consecutiveFailures: 0, retries: 0, nextSendInMs: event.delayMs },
      };
    case 'sendFailed':
      return onSendFailed(event);
    case 'stepFailed':
      return onStepFailed(event.outcome, event.waitMs);
    case 'planGateClosed':
      return { run: {}, owes: { pending: 'pause', errorMessage: event.message } };
    case 'exhausted':
      return { run: {}, owes: { pending: 'complete', errorMessage: null } };
    case 'stopsOwing':
      return { run: { status: 'stopped', pending: event.pending, errorMessage: event.errorMessage, stopReason: event.pending, lease: 'take' } };
    case 'owedRecorded':
      // A newer change owed meanwhile stays owed (the writer clears only the one read).
      return { run: { pending: null, lease: 'release' } };
    case 'campaignStarted':
      return {
        run: {
          status: 'running',
          nextSendInMs: 0,
          rewindCursor: true,
          consecutiveFailures: 0,
          retries: 0,
          pending: null,
          errorMessage: null,
          stopReason: null,
        },
      };
    case 'campaignStopped':
      // The first reason a run stopped for is the one it keeps; a completion the runner owes stays owed through a
      // user's pause, and any other owed change is done once the campaign stopped.
      return {
        run: {
          status: 'stopped',
          stopReason: event.run.stop_reason ?? event.reason,
          pending: event.run.pending === 'complete' && event.reason === 'paused' ? 'complete' : null,
        },
      };
  }
}

function onSendFailed(event: Extract<RunEvent, { type: 'sendFailed' }>): RunTransition {
  const { outcome } = event;
  switch (outcome.kind) {
    case 'fail_lead':
      // X sent nothing: the lead is settled failed, its place in the day given back; the campaign goes on at its pace.
      return {
        run: {
          settleInFlight: 'failed',
          inFlight: null,
          lease: 'release',
          consecutiveFailures: outcome.consecutiveFailures,
          retries: 0,
          nextSendInMs: event.nextLeadMs,
        },
      };
    case 'wait':
      // The limit is the account's: its other campaigns wait for the reset too (rather than each meeting the 429).
      return { run: { lease: 'release', notBeforeMs: outcome.untilMs }, accountRuns: { notBeforeMs: outcome.untilMs } };
    case 'retry':
      return { run: { lease: 'release', consecutiveFailures: outcome.consecutiveFailures, retries: event.retries + 1, nextSendInMs: event.retryMs } };
    case 'pause_campaign':
      // The lead stays reserved: checked and retried on resume.
      return { run: { consecutiveFailures: outcome.consecutiveFailures }, owes: { pending: 'pause', errorMessage: outcome.errorMessage } };
    case 'pause_account':
    case 'fail_account':
    case 'reconnect_account':
      return {
        run: {},
        accountRuns: { stop: 'account' },
        owes: { pending: outcome.kind === 'reconnect_account' ? 'reconnect' : outcome.kind, errorMessage: outcome.errorMessage },
      };
  }
}

function onStepFailed(outcome: StepFailureOutcome, waitMs: number): RunTransition {
  const run: RunChanges = { lease: 'release', consecutiveFailures: outcome.consecutiveFailures, nextSendInMs: waitMs };
  return outcome.kind === 'pause_campaign' ? { run, owes: { pending: 'pause', errorMessage: outcome.errorMessage } } : { run };
}
