import { sql } from 'kysely';
import type { Database } from '../../../platform/database/database';
import type { SendErrorOutcome } from './on-send-error';
import type { PendingLifecycle, RunRow } from './run-row';
import { decideRunTransition } from './run-state';
import { runSets } from './run-writes';

export interface FailedSend {
  run: Pick<RunRow, 'campaign_id' | 'account_id' | 'retries'>;
  deliveryId: string;
  /** X's error kind, kept on a failed lead. */
  errorKind: string;
  /** What `decideOnSendError` decided. */
  outcome: SendErrorOutcome;
  /** The run's waits: before its next lead (the pace) and before a retry (the back-off for the failures in a row). */
  waits: { nextLeadMs(): number; retryMs(consecutiveFailures: number): number };
}

/** The lifecycle change a failed send leaves the run owing its campaign. */
export interface OwedChange {
  pending: PendingLifecycle;
  errorMessage: string | null;
}

/**
 * Writes what `decideRunTransition` decided of a failed send, lookup or conversation read (from what
 * `decideOnSendError` decided of X's error); answers the lifecycle change the run now owes (recorded by the
 * caller), if any. One statement, as many round trips as before.
 */
export async function applySendError(db: Database, workerId: number, failed: FailedSend): Promise<OwedChange | null> {
  const { run, outcome } = failed;
  const { run: changes, accountRuns, owes } = decideRunTransition({
    type: 'sendFailed',
    outcome,
    retries: run.retries,
    nextLeadMs: outcome.kind === 'fail_lead' ? failed.waits.nextLeadMs() : 0,
    retryMs: outcome.kind === 'retry' ? failed.waits.retryMs(outcome.consecutiveFailures) : 0,
  });
  const { settleInFlight, ...sets } = changes;
  if (settleInFlight === 'failed') {
    // Counted only if the delivery was still reserved (a settled one counts nothing); the account's and the
    // campaign's day give its place back.
    const errorMessage = outcome.kind === 'fail_lead' ? outcome.errorMessage : null;
    await sql`
      with d as (
        update dm_deliveries set state = 'failed', error_kind = ${failed.errorKind}, error_message = ${errorMessage}, finished_at = now()
         where id = ${failed.deliveryId} and state = 'reserved'
        returning account_id, day, step
      ), a as (
        update account_daily_dms set dms_sent = greatest(0, dms_sent - 1)
         where (account_id, day) in (select account_id, day from d)
      )
      update campaign_runs set ${runSets(sets, workerId)},
             messages_failed = messages_failed + (select count(*) from d)::int,
             follow_ups_failed = follow_ups_failed + (select count(*) from d where d.step > 0)::int,
             day_sent = greatest(0, day_sent - (select count(*) from d where d.day = campaign_runs.day)::int),
             progress_version = progress_version + 1
       where campaign_id = ${run.campaign_id}`.execute(db);
  } else if (accountRuns && 'notBeforeMs' in accountRuns) {
    // The run and the account's other running runs in one statement: each takes its own changes.
    const leased = sets.lease === 'release' ? sql`null` : sql`leased_by`;
    await sql`update campaign_runs set leased_by = case when campaign_id = ${run.campaign_id} then ${leased} else leased_by end,
                      next_send_at = greatest(next_send_at, ${new Date(Math.max(sets.notBeforeMs ?? 0, accountRuns.notBeforeMs))}), updated_at = now()
               where campaign_id = ${run.campaign_id} or (account_id = ${run.account_id} and status = 'running')`.execute(db);
  } else if (accountRuns) {
    // This run carries the change of them all (it stops owing it next). X stopping the account is marked on the
    // day of the delivery's reservation (the account's day): its warm-up steps back.
    const stopped =
      outcome.kind === 'pause_account'
        ? sql`with stop as (insert into account_daily_dms as a (account_id, day, dms_sent, stopped)
                            select account_id, day, 0, true from dm_deliveries where id = ${failed.deliveryId}
                            on conflict (account_id, day) do update set stopped = true) `
        : sql``;
    await sql`${stopped}update campaign_runs set status = 'stopped', stop_reason = ${accountRuns.stop}, updated_at = now()
               where account_id = ${run.account_id} and status = 'running' and campaign_id <> ${run.campaign_id}`.execute(db);
  } else {
    await sql`update campaign_runs set ${runSets(sets, workerId)} where campaign_id = ${run.campaign_id}`.execute(db);
  }
  return owes ?? null;
}
