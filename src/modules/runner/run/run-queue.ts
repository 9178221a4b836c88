import { sql } from 'kysely';
import type { Database } from '../../../platform/database/database';
import { type ClaimedRun, LIMITS_SAVED_AT, type PendingLifecycle, RUN_COLUMNS, type RunRow, runColumns, SENDER_PLAN_FACTS } from './run-row';
import { decideRunTransition, type RunChanges, type RunEvent } from './run-state';
import { runSets } from './run-writes';

/** The advisory lock class of the runner's workers (the second key is the worker's id). */
export const RUNNER_LOCK_CLASS = 0x52554e;

/** A worker looks for runs left by dead workers at most this often. */
const TAKEOVER_EVERY_MS = 1000;

/**
 * The queue of campaign runs as one worker sees it: due runs are leased to it (campaign_runs.leased_by = its
 * advisory lock key) from their claim to their release; a run leased by a worker that died (its advisory lock is
 * gone with its connection) is taken over. What each write changes is decided by `decideRunTransition`; the
 * statements here lock, fetch and guard (by the lease, or the row still being the one decided on).
 */
export class RunQueue {
  private lastTakeover = 0;

  constructor(
    private readonly db: Database,
    private readonly workerId: number,
  ) {}

  /**
   * Due runs (and runs whose lifecycle change is owed), leased to this worker; now and then runs of dead workers.
   * Each comes with what its owner's plan says of it at this moment (read with the claim, not cached).
   */
  async claim(limit: number): Promise<ClaimedRun[]> {
    const now = Date.now();
    const takeover = now - this.lastTakeover > TAKEOVER_EVERY_MS;
    if (takeover) this.lastTakeover = now;
    const { rows } = await sql<ClaimedRun>`
      update campaign_runs r set ${this.sets({ type: 'claimed' })}
        from (
          select campaign_id from campaign_runs
           where (status = 'running' or pending is not null)
             and (
               (leased_by is null and next_send_at <= now())
               or (${takeover} and leased_by is not null and leased_by <> ${this.workerId}
                   and not exists (select 1 from pg_locks l where l.locktype = 'advisory' and l.classid = ${RUNNER_LOCK_CLASS}
                                     and l.objid::bigint = campaign_runs.leased_by and l.objsubid = 2 and l.granted))
             )
           order by next_send_at
           limit ${limit}
           for update skip locked
        ) due
       where r.campaign_id = due.campaign_id
      returning ${sql.raw(runColumns('r'))}, ${sql.raw(SENDER_PLAN_FACTS)}, ${sql.raw(LIMITS_SAVED_AT)}`.execute(this.db);
    return rows;
  }

  /** Gives the run back to the queue, due after `delayMs`. */
  async release(campaignId: string, delayMs: number): Promise<void> {
    await sql`update campaign_runs set ${this.sets({ type: 'released', delayMs })}
               where campaign_id = ${campaignId} and leased_by = ${this.workerId}`.execute(this.db);
  }

  /** Every run still leased to this worker goes back to the queue (the worker stops). */
  async releaseAll(): Promise<void> {
    await sql`update campaign_runs set ${this.sets({ type: 'workerStopped' })} where leased_by = ${this.workerId}`.execute(this.db);
  }

  /** The campaign was deleted: its run stops (its stop job follows). */
  async stopDeleted(campaignId: string): Promise<void> {
    await sql`update campaign_runs set ${this.sets({ type: 'campaignDeleted' })} where campaign_id = ${campaignId}`.execute(this.db);
  }

  /** The run's in-flight delivery turned out settled already: the run no longer points at it. */
  async clearInFlight(campaignId: string, deliveryId: string): Promise<void> {
    await sql`update campaign_runs set ${this.sets({ type: 'inFlightSettled' })} where campaign_id = ${campaignId} and in_flight = ${deliveryId}`.execute(this.db);
  }

  /** Stops the run with the lifecycle change owed to its campaign, kept leased to this worker until it is recorded. */
  async stopOwing(campaignId: string, pending: PendingLifecycle, errorMessage: string | null): Promise<RunRow | undefined> {
    const { rows } = await sql<RunRow>`
      update campaign_runs set ${this.sets({ type: 'stopsOwing', pending, errorMessage })}
       where campaign_id = ${campaignId}
      returning ${sql.raw(RUN_COLUMNS)}`.execute(this.db);
    return rows[0];
  }

  /** The owed change is recorded: forgotten (unless a newer one is owed meanwhile), and the run given back either way. */
  async forgetOwed(run: RunRow): Promise<void> {
    const { pending, ...rest } = decideRunTransition({ type: 'owedRecorded' }).run;
    // Only the change read is forgotten: one owed since stays.
    await sql`update campaign_runs
                 set pending = case when pending = ${run.pending} then ${pending ?? null}::text else pending end, ${runSets(rest, this.workerId)}
               where campaign_id = ${run.campaign_id} and (pending = ${run.pending} or leased_by = ${this.workerId})`.execute(this.db);
  }

  /**
   * A step failed for a reason that is not X's: writes what `decideRunTransition` decided of it. Only a run still
   * leased to this worker and running; answers whether it was.
   */
  async recordStepFailure(campaignId: string, changes: RunChanges): Promise<boolean> {
    const { rows } = await sql<{ campaign_id: string }>`
      update campaign_runs set ${runSets(changes, this.workerId)}
       where campaign_id = ${campaignId} and leased_by = ${this.workerId} and status = 'running'
      returning campaign_id`.execute(this.db);
    return rows.length > 0;
  }

  private sets(event: RunEvent) {
    return runSets(decideRunTransition(event).run, this.workerId);
  }
}
