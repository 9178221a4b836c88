/** The job at an overdue payment's grace end: the subscription is reconciled again (still unpaid, the decider suspends the plan). */
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobsService } from '../../../platform/jobs/jobs.service';
import { ReconcileSubscription } from '../commands/reconcile-subscription/reconcile-subscription';
import { PAST_DUE_GRACE_QUEUE, type PastDueGraceJob } from './queues';

@Injectable()
export class PastDueGraceWorker implements OnModuleInit {
  constructor(
    private readonly jobs: JobsService,
    private readonly reconciling: ReconcileSubscription,
  ) {}

  onModuleInit(): void {
    this.jobs.work<PastDueGraceJob>(PAST_DUE_GRACE_QUEUE, (job) =>
      this.reconciling.reconcile(job.data.userId, job.data.subscriptionId, 'job', `past-due:${job.data.subscriptionId}:${job.data.graceEnds}`, undefined, job.id),
    );
  }
}
