import { defineProcessManager, enqueue } from '../../../platform/process-managers/process-manager';
import type { DowngradeApplied, PlanChanged, PlanSuspendedForNonPayment, SubscriptionCanceled } from '../../billing';

export const RUNNER_PLAN_CHANGES_PROCESS = 'runner-plan-changes';
/** Checks a user's running campaigns against the plan now (data: PlanCheckJob). */
export const RUN_PLAN_CHECK_QUEUE = 'campaign-run-plan-check';

export interface PlanCheckJob {
  userId: string;
}

type Handled = PlanChanged | DowngradeApplied | SubscriptionCanceled | PlanSuspendedForNonPayment;

/**
 * A plan that changed (ended, downgraded, fewer accounts) binds the campaigns running at once: a job checks each
 * of the user's running campaigns as a claim does (planRefusal) and pauses those the plan no longer allows, with
 * the reason on their cards, rather than waiting for their next send (which may be hours or a day away).
 */
export const runnerPlanChangesProcess = defineProcessManager<Handled>({
  name: RUNNER_PLAN_CHANGES_PROCESS,
  handles: ['PlanChanged', 'DowngradeApplied', 'SubscriptionCanceled', 'PlanSuspendedForNonPayment'],
  decide: (event) => {
    const job: PlanCheckJob = { userId: event.data.userId };
    return [enqueue(RUN_PLAN_CHECK_QUEUE, job, { singletonKey: `plan-check:${event.id}` })];
  },
});
