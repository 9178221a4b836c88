import { sql } from 'kysely';
import type { Database } from '../../../platform/database/database';
import type { RunLifecycleJob } from './campaign-runner.process';
import type { SenderPlanFacts } from './plan-gate';
import { SENDER_PLAN_FACTS } from './run-row';
import { decideRunTransition, type StoppingRun } from './run-state';
import { runSets } from './run-writes';

/**
 * A started campaign's run: created, or set running again from its cursor's start (leads already in the
 * ledger are passed over, so sources added to a completed campaign are picked up in their order). Ignored when
 * the run already reflects a later campaign event. Answers whether the run is now running.
 */
export async function startRun(db: Database, job: RunLifecycleJob): Promise<boolean> {
  const campaign = (
    await sql<{ profile_id: string | null }>`select profile_id from campaign_run_settings where id = ${job.campaignId} and user_id = ${job.userId}`.execute(db)
  ).rows[0];
  if (!campaign?.profile_id) return false;
  const { run } = decideRunTransition({ type: 'campaignStarted' });
  const { rows } = await sql<{ campaign_id: string }>`
    insert into campaign_runs (campaign_id, user_id, account_id, status, next_send_at, lifecycle_version)
    values (${job.campaignId}, ${job.userId}, ${campaign.profile_id}, ${run.status}, now(), ${job.version})
    on conflict (campaign_id) do update set
      account_id = excluded.account_id, lifecycle_version = excluded.lifecycle_version, ${runSets(run, 0)}
    where campaign_runs.lifecycle_version < excluded.lifecycle_version
    returning campaign_id`.execute(db);
  return rows.length > 0;
}

/**
 * A paused, completed, failed or deleted campaign's run stops (a send already under way still settles). A
 * pause the runner owed is done once the campaign is paused; a completion stays owed through a user's pause.
 */
export async function stopRun(db: Database, job: RunLifecycleJob): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { rows } = await sql<StoppingRun>`
      select pending, stop_reason from campaign_runs where campaign_id = ${job.campaignId} and lifecycle_version < ${job.version} for update`.execute(trx);
    const current = rows[0];
    if (!current) return;
    const { run } = decideRunTransition({ type: 'campaignStopped', reason: job.reason ?? 'paused', run: current });
    await sql`update campaign_runs set lifecycle_version = ${job.version}, ${runSets(run, 0)} where campaign_id = ${job.campaignId}`.execute(trx);
  });
}

/** The user's running runs with their plan facts, as a claim reads them. */
export async function runsAgainstPlan(db: Database, userId: string): Promise<Array<SenderPlanFacts & { campaign_id: string }>> {
  const { rows } = await sql<SenderPlanFacts & { campaign_id: string }>`
    select r.campaign_id, ${sql.raw(SENDER_PLAN_FACTS)} from campaign_runs r where r.user_id = ${userId} and r.status = 'running'`.execute(db);
  return rows;
}
