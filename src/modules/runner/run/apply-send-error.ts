import { sql } from 'kysely';
import type { Database } from '../../../platform/database/database';
import type { SendErrorOutcome } from './on-send-error';
import type { PendingLifecycle, RunRow } from './run-row';

export interface FailedSend {
  run: Pick<RunRow, 'campaign_id' | 'account_id'>;
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
  errorMessage: string;
}

/**
 * Writes what `decideOnSendError` decided for a failed send, lookup or conversation read; answers the lifecycle
 * change the run now owes (recorded by the caller), if any.
 */
export async function applySendError(db: Database, failed: FailedSend): Promise<OwedChange | null> {
  const { run, outcome } = failed;
  switch (outcome.kind) {
    case 'fail_lead': {
      const delayMs = failed.waits.nextLeadMs();
      // The account's and the campaign's day give the place back: X sent nothing.
      await sql`
        with d as (
          update dm_deliveries set state = 'failed', error_kind = ${failed.errorKind}, error_message = ${outcome.errorMessage}, finished_at = now()
           where id = ${failed.deliveryId} and state = 'reserved'
          returning account_id, day
        ), a as (
          update account_daily_dms set dms_sent = greatest(0, dms_sent - 1)
           where (account_id, day) in (select account_id, day from d)
        )
        update campaign_runs set in_flight = null, leased_by = null,
               messages_failed = messages_failed + (select count(*) from d)::int,
               day_sent = greatest(0, day_sent - (select count(*) from d where d.day = campaign_runs.day)::int),
               consecutive_failures = ${outcome.consecutiveFailures}, retries = 0,
               next_send_at = now() + ${delayMs} * interval '1 millisecond',
               progress_version = progress_version + 1, updated_at = now()
         where campaign_id = ${run.campaign_id}`.execute(db);
      return null;
    }
    case 'wait':
      // The limit is the account's: its other campaigns wait for the reset too (rather than each meeting the 429).
      await sql`update campaign_runs set leased_by = case when campaign_id = ${run.campaign_id} then null else leased_by end,
                        next_send_at = greatest(next_send_at, ${new Date(outcome.untilMs)}), updated_at = now()
                 where campaign_id = ${run.campaign_id} or (account_id = ${run.account_id} and status = 'running')`.execute(db);
      return null;
    case 'retry': {
      const waitMs = failed.waits.retryMs(outcome.consecutiveFailures);
      await sql`update campaign_runs set leased_by = null, consecutive_failures = ${outcome.consecutiveFailures}, retries = retries + 1,
                        next_send_at = now() + ${waitMs} * interval '1 millisecond', updated_at = now()
                 where campaign_id = ${run.campaign_id}`.execute(db);
      return null;
    }
    case 'pause_campaign':
      await sql`update campaign_runs set consecutive_failures = ${outcome.consecutiveFailures} where campaign_id = ${run.campaign_id}`.execute(db);
      return { pending: 'pause', errorMessage: outcome.errorMessage };
    case 'pause_account':
    case 'fail_account':
    case 'reconnect_account':
      // Every run of the account stops now; this one carries the change of them all.
      await sql`update campaign_runs set status = 'stopped', stop_reason = 'account', updated_at = now()
                 where account_id = ${run.account_id} and status = 'running' and campaign_id <> ${run.campaign_id}`.execute(db);
      return { pending: outcome.kind === 'reconnect_account' ? 'reconnect' : outcome.kind, errorMessage: outcome.errorMessage };
  }
}
