/**
 * Scheduling a downgrade at the period's end: Pro to Basic (applied later by a job) or a paid plan to Free
 * (cancel_at_period_end in Stripe); a paid plan without a subscription changes at once.
 */
import { Inject, Injectable } from '@nestjs/common';
import { type Caller, Commands } from '../../../../platform/commands/command-endpoint';
import type { ScheduleDowngradeAnswer } from '../../contract';
import { checkScheduleDowngrade } from '../../plan/decide';
import type { PlanState } from '../../plan/state';
import { BILLING_PROVIDER, type BillingProvider } from '../../stripe/billing-provider';
import { idempotencyKey } from '../../stripe/idempotency-key';
import { UserLocks } from '../../stripe/user-locks';
import { ChangePlanRecord } from '../change-plan-record/change-plan-record.command';
import { PlanStream } from '../plan-stream';

const now = () => new Date().toISOString();

@Injectable()
export class ScheduleDowngrade {
  constructor(
    @Inject(BILLING_PROVIDER) private readonly stripe: BillingProvider,
    private readonly commands: Commands,
    private readonly plans: PlanStream,
    private readonly locks: UserLocks,
  ) {}

  /**
   * Under the user's lock, from reading the plan to recording the change: a webhook's reconciliation that read the
   * subscription before the change in Stripe would otherwise record it after, and cancel the downgrade just made.
   */
  scheduleDowngrade(caller: Caller, to: 'basic' | 'free'): Promise<ScheduleDowngradeAnswer> {
    return this.locks.run(caller.user.workspaceId, () => this.scheduleHoldingLock(caller, to));
  }

  private async scheduleHoldingLock(caller: Caller, to: 'basic' | 'free'): Promise<ScheduleDowngradeAnswer> {
    const userId = caller.user.workspaceId;
    const state = await this.plans.state(userId);
    const target = checkScheduleDowngrade(state, to);
    const plan = state as Extract<PlanState, { exists: true }>;
    const key = idempotencyKey(userId, 'schedule-downgrade', String(caller.request.id), to);
    if (!plan.subscriptionId) {
      await this.commands.execute(new ChangePlanRecord({ type: 'SetPlanWithoutSubscription', userId, at: now(), to: target }, key), caller);
      return { success: true, effective_date: now() };
    }
    let subscription = await this.stripe.retrieveSubscription(plan.subscriptionId);
    if (to === 'free') subscription = await this.stripe.setCancelAtPeriodEnd(subscription.id, true, key);
    const effectiveDate = subscription.currentPeriodEnd ?? now();
    const { appended } = await this.commands.execute(new ChangePlanRecord({ type: 'ScheduleDowngrade', userId, at: now(), to, effectiveDate }, key), caller);
    // Stripe's webhook for the cancellation may have recorded the downgrade first: the answer still waits for it.
    if (!appended) await this.plans.untilReadModelsShow(userId, caller);
    return { success: true, effective_date: effectiveDate };
  }
}
