import { describe, expect, it } from 'vitest';
import { decideRunTransition, type RunEvent, type StoppingRun } from './run-state';

const when = (event: RunEvent) => decideRunTransition(event);
const sendFailed = (outcome: Extract<RunEvent, { type: 'sendFailed' }>['outcome'], retries = 0): RunEvent => ({
  type: 'sendFailed',
  outcome,
  retries,
  nextLeadMs: 900,
  retryMs: 4_000,
});

describe('decideRunTransition', () => {
  describe('the queue', () => {
    it('given a due run, when a worker claims it, then it is leased to that worker and nothing else changes', () => {
      expect(when({ type: 'claimed' })).toEqual({ run: { lease: 'take' } });
    });

    it('given a leased run, when it is released, then it goes back to the queue, due after the delay', () => {
      expect(when({ type: 'released', delayMs: 30_000 })).toEqual({ run: { lease: 'release', nextSendInMs: 30_000 } });
    });

    it('given runs leased to a worker, when the worker stops, then they go back to the queue as they are', () => {
      expect(when({ type: 'workerStopped' })).toEqual({ run: { lease: 'release' } });
    });

    it('given a run whose campaign is gone, when stepped, then it stops for that reason and is given back', () => {
      expect(when({ type: 'campaignDeleted' })).toEqual({ run: { status: 'stopped', lease: 'release', stopReason: 'deleted' } });
    });

    it('given a run pointing at a delivery settled already, when seen, then it no longer points at it', () => {
      expect(when({ type: 'inFlightSettled' })).toEqual({ run: { inFlight: null } });
    });
  });

  describe('a send', () => {
    it('given a delivery in flight, when X accepts it, then it is settled sent, the failures and retries start again and the run is due after the pace', () => {
      expect(when({ type: 'sent', delayMs: 1_500 })).toEqual({
        run: { settleInFlight: 'sent', inFlight: null, lease: 'release', consecutiveFailures: 0, retries: 0, nextSendInMs: 1_500 },
      });
    });

    it('given a recipient who refused, when the send failed, then the lead is settled failed and the run goes on at its pace', () => {
      expect(when(sendFailed({ kind: 'fail_lead', errorMessage: 'closed', consecutiveFailures: 0 }, 2))).toEqual({
        run: { settleInFlight: 'failed', inFlight: null, lease: 'release', consecutiveFailures: 0, retries: 0, nextSendInMs: 900 },
      });
    });

    it("given a rate limit, when the send failed, then the run and the account's other runs are not due before X's reset", () => {
      expect(when(sendFailed({ kind: 'wait', untilMs: 1_000_000 }))).toEqual({
        run: { lease: 'release', notBeforeMs: 1_000_000 },
        accountRuns: { notBeforeMs: 1_000_000 },
      });
    });

    it('given a network failure, when the send failed, then the same lead is retried after the back-off, one more retry counted', () => {
      expect(when(sendFailed({ kind: 'retry', consecutiveFailures: 2 }, 3))).toEqual({
        run: { lease: 'release', consecutiveFailures: 2, retries: 4, nextSendInMs: 4_000 },
      });
    });

    it('given failures in a row at the maximum, when the send failed, then the failures are kept and the run owes its campaign a pause', () => {
      const transition = when(sendFailed({ kind: 'pause_campaign', errorMessage: 'too many', consecutiveFailures: 5 }));
      expect(transition).toEqual({ run: { consecutiveFailures: 5 }, owes: { pending: 'pause', errorMessage: 'too many' } });
    });

    it.each([
      ['pause_account', 'pause_account'],
      ['fail_account', 'fail_account'],
      ['reconnect_account', 'reconnect'],
    ] as const)("given X refused the account (%s), when the send failed, then the account's other runs stop and this one owes the change of them all", (kind, pending) => {
      expect(when(sendFailed({ kind, errorMessage: 'why' }))).toEqual({ run: {}, accountRuns: { stop: 'account' }, owes: { pending, errorMessage: 'why' } });
    });
  });

  describe('a step that threw', () => {
    it('given failures below the maximum, when the step failed, then the failures are counted and the run rests', () => {
      expect(when({ type: 'stepFailed', outcome: { kind: 'retry', consecutiveFailures: 1 }, waitMs: 1_000 })).toEqual({
        run: { lease: 'release', consecutiveFailures: 1, nextSendInMs: 1_000 },
      });
    });

    it('given the failure that reaches the maximum, when the step failed, then the run also owes its campaign a pause', () => {
      const transition = when({ type: 'stepFailed', outcome: { kind: 'pause_campaign', errorMessage: 'db down', consecutiveFailures: 5 }, waitMs: 1_000 });
      expect(transition.owes).toEqual({ pending: 'pause', errorMessage: 'db down' });
    });
  });

  describe('the changes a run owes', () => {
    it("given the owner's plan refuses, when claimed, then the run owes its campaign a pause with the plan's reason", () => {
      expect(when({ type: 'planGateClosed', message: 'Upgrade' })).toEqual({ run: {}, owes: { pending: 'pause', errorMessage: 'Upgrade' } });
    });

    it('given every lead processed, when nothing is left, then the run owes its campaign completion', () => {
      expect(when({ type: 'exhausted' })).toEqual({ run: {}, owes: { pending: 'complete', errorMessage: null } });
    });

    it('given a change owed, when the run stops owing it, then it stops, keeps the change and its message, and stays with this worker', () => {
      expect(when({ type: 'stopsOwing', pending: 'pause', errorMessage: 'Upgrade' })).toEqual({
        run: { status: 'stopped', pending: 'pause', errorMessage: 'Upgrade', stopReason: 'pause', lease: 'take' },
      });
    });

    it('given a change owed, when it is recorded, then it is forgotten and the run given back', () => {
      expect(when({ type: 'owedRecorded' })).toEqual({ run: { pending: null, lease: 'release' } });
    });
  });

  describe("the campaign's lifecycle", () => {
    const stopping = (run: Partial<StoppingRun> = {}): StoppingRun => ({ pending: null, stop_reason: null, ...run });

    it('given any run, when its campaign starts, then it runs again from its first source, due now, with nothing owed', () => {
      expect(when({ type: 'campaignStarted' })).toEqual({
        run: { status: 'running', nextSendInMs: 0, rewindCursor: true, consecutiveFailures: 0, retries: 0, pending: null, errorMessage: null, stopReason: null },
      });
    });

    it('given a running run, when its campaign is paused, then it stops for that reason', () => {
      expect(when({ type: 'campaignStopped', reason: 'paused', run: stopping() })).toEqual({ run: { status: 'stopped', stopReason: 'paused', pending: null } });
    });

    it('given a run that stopped for a reason already, when its campaign stops, then the first reason stays', () => {
      expect(when({ type: 'campaignStopped', reason: 'failed', run: stopping({ stop_reason: 'account' }) }).run.stopReason).toBe('account');
    });

    it("given a completion owed, when the user pauses the campaign, then the completion stays owed", () => {
      expect(when({ type: 'campaignStopped', reason: 'paused', run: stopping({ pending: 'complete' }) }).run.pending).toBe('complete');
    });

    it('given a pause owed, when the campaign is paused, then the pause is done', () => {
      expect(when({ type: 'campaignStopped', reason: 'paused', run: stopping({ pending: 'pause' }) }).run.pending).toBeNull();
    });

    it('given a completion owed, when the campaign completes or is deleted, then nothing stays owed', () => {
      expect(when({ type: 'campaignStopped', reason: 'completed', run: stopping({ pending: 'complete' }) }).run.pending).toBeNull();
      expect(when({ type: 'campaignStopped', reason: 'deleted', run: stopping({ pending: 'complete' }) }).run.pending).toBeNull();
    });
  });
});
