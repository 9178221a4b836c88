/**
 * The scheduled downgrade's job, at the period's end: Pro becomes Basic in Stripe (no proration), or the
 * subscription ends for Free, then Stripe's state is recorded; once, and only if that downgrade is still scheduled.
 */
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { JobsService } from '../../../../platform/jobs/jobs.service';
import { isLower, planLevel } from '../../plan/levels';
import { APPLY_DOWNGRADE_QUEUE, type ApplyDowngradeJob } from '../../processes/queues';
import { BILLING_PROVIDER, type BillingProvider } from '../../stripe/billing-provider';
import { idempotencyKey } from '../../stripe/idempotency-key';
import { UserLocks } from '../../stripe/user-locks';
import { ChangePlanRecord } from '../change-plan-record/change-plan-record.command';
import { PlanStream } from '../plan-stream';
import { ReconcileSubscription } from '../reconcile-subscription/reconcile-subscription';

@Injectable()
export class ApplyScheduledDowngrade implements OnModuleInit {
  constructor(
    @Inject(BILLING_PROVIDER) private readonly stripe: BillingProvider,
    private readonly jobs: JobsService,
    private readonly locks: UserLocks,
    private readonly plans: PlanStream,
    private readonly reconciling: ReconcileSubscription,
  ) {}

  onModuleInit(): void {
    this.jobs.work<ApplyDowngradeJob>(APPLY_DOWNGRADE_QUEUE, (job) => this.applyScheduledDowngrade(job.data, job.id));
  }

  async applyScheduledDowngrade(job: ApplyDowngradeJob, jobId: string): Promise<void> {
    const state = await this.plans.state(job.userId);
    if (!state.exists || !state.scheduledDowngrade) return;
    const { effectiveDate } = state.scheduledDowngrade;
    // Today's credits of the plan, not those it carried when scheduled.
    const to = planLevel(state.scheduledDowngrade.to.plan, state.scheduledDowngrade.to.allowedAccounts);
    if (to.plan !== job.to || effectiveDate !== job.effectiveDate) return;
    const key = idempotencyKey(job.userId, 'apply-downgrade', job.to, job.effectiveDate);
    if (!state.subscriptionId) {
      const command = new ChangePlanRecord({ type: 'SetPlanWithoutSubscription', userId: job.userId, at: new Date().toISOString(), to }, key);
      await this.plans.sendInternally(command, job.userId, jobId);
      return;
    }
    const subscription = await this.stripe.retrieveSubscription(state.subscriptionId);
    await this.locks.run(job.userId, async () => {
      if (to.plan === 'free') await this.stripe.cancelNow(subscription.id, key);
      else if (subscription.level && isLower(to, subscription.level)) await this.stripe.changeSubscription(subscription, to, 'none', key);
      await this.reconciling.reconcileHoldingLock(job.userId, subscription.id, 'job', `job:${key}`, undefined, jobId);
    });
  }
}
