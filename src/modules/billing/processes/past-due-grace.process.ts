import { defineProcessManager, enqueue } from '../../../platform/process-managers/process-manager';
import { PAST_DUE_GRACE_QUEUE, type PastDueGraceJob } from './queues';
import type { PaymentOverdue } from '../plan/events';

export const PAST_DUE_GRACE_PROCESS = 'billing-past-due-grace';

/**
 * An overdue payment gets a job at the grace period's end that reads the subscription from Stripe again: still
 * unpaid, the plan is suspended (the decider's rule); paid meanwhile, nothing changes (the webhook recorded it).
 */
export const pastDueGraceProcess = defineProcessManager<PaymentOverdue>({
  name: PAST_DUE_GRACE_PROCESS,
  handles: ['PaymentOverdue'],
  decide: (event) => {
    const data: PastDueGraceJob = { userId: event.data.userId, subscriptionId: event.data.subscriptionId, graceEnds: event.data.graceEnds };
    return [enqueue(PAST_DUE_GRACE_QUEUE, data, { singletonKey: `past-due:${event.id}`, startAfter: event.data.graceEnds })];
  },
});
