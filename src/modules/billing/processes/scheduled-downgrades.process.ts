import { defineProcessManager, enqueue } from '../../../platform/process-managers/process-manager';
import { APPLY_DOWNGRADE_QUEUE, type ApplyDowngradeJob } from './queues';
import type { DowngradeScheduled } from '../plan/events';

export const SCHEDULED_DOWNGRADES_PROCESS = 'billing-scheduled-downgrades';

/**
 * Each scheduled downgrade gets a job at its date that applies it (Pro to Basic in Stripe without proration;
 * to Free by ending the subscription), unless it was canceled or applied by Stripe's webhook first.
 */
export const scheduledDowngradesProcess = defineProcessManager<DowngradeScheduled>({
  name: SCHEDULED_DOWNGRADES_PROCESS,
  handles: ['DowngradeScheduled'],
  decide: (event) => {
    const data: ApplyDowngradeJob = { userId: event.data.userId, to: event.data.to.plan === 'free' ? 'free' : 'basic', effectiveDate: event.data.effectiveDate };
    return [enqueue(APPLY_DOWNGRADE_QUEUE, data, { singletonKey: `downgrade:${event.data.userId}:${event.id}`, startAfter: event.data.effectiveDate })];
  },
});
