/**
 * A paid user's plan change, charged prorated at once in Stripe and recorded under the user's lock; Pro to Basic
 * is scheduled for the period's end instead, and a subscription that has expired sends the user to a new checkout.
 */
import { Inject, Injectable } from '@nestjs/common';
import Stripe from 'stripe';
import { type Caller, Commands } from '../../../../platform/commands/command-endpoint';
import { APP_CONFIG } from '../../../../platform/config/config.module';
import type { AppConfig } from '../../../../platform/config/config';
import { DomainError } from '../../../../platform/http/domain-error';
import { billingAnswers } from '../../billing-answers';
import { billingMessages, type ChangePlanAnswer } from '../../contract';
import { checkChangePlan } from '../../plan/decide';
import type { PlanLevel } from '../../plan/events';
import type { PlanState } from '../../plan/state';
import { accountPageUrl } from '../../stripe/account-page-url';
import { BILLING_PROVIDER, type BillingProvider } from '../../stripe/billing-provider';
import { idempotencyKey } from '../../stripe/idempotency-key';
import { UserLocks } from '../../stripe/user-locks';
import { ChangePlanRecord } from '../change-plan-record/change-plan-record.command';
import { PlanStream } from '../plan-stream';
import { ReconcileSubscription } from '../reconcile-subscription/reconcile-subscription';
import { ScheduleDowngrade } from '../schedule-downgrade/schedule-downgrade';

@Injectable()
export class ChangePlan {
  constructor(
    @Inject(BILLING_PROVIDER) private readonly stripe: BillingProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly commands: Commands,
    private readonly locks: UserLocks,
    private readonly plans: PlanStream,
    private readonly reconciling: ReconcileSubscription,
    private readonly downgrades: ScheduleDowngrade,
  ) {}

  async changePlan(caller: Caller, to: PlanLevel): Promise<ChangePlanAnswer> {
    const userId = caller.user.workspaceId;
    const state = await this.plans.state(userId);
    checkChangePlan(state, to);
    const plan = state as Extract<PlanState, { exists: true }>;
    // Pro to Basic waits for the end of the period.
    if (to.plan === 'basic' && plan.plan === 'pro') {
      const { effective_date } = await this.downgrades.scheduleDowngrade(caller, 'basic');
      return { url: null, message: billingAnswers.downgradeScheduled(effective_date) };
    }
    const key = idempotencyKey(userId, 'change-plan', String(caller.request.id), to.plan, String(to.allowedAccounts));
    if (!plan.subscriptionId) {
      if (plan.customerId) {
        return { url: await this.stripe.createPortalSession(plan.customerId, accountPageUrl(this.config), key), message: billingAnswers.planUpdated };
      }
      await this.commands.execute(new ChangePlanRecord({ type: 'SetPlanWithoutSubscription', userId, at: new Date().toISOString(), to }, key), caller);
      return { url: null, message: billingAnswers.planUpdated };
    }
    const subscription = await this.stripe.retrieveSubscription(plan.subscriptionId);
    if (subscription.status === 'incomplete_expired' || subscription.status === 'canceled') return this.checkoutInstead(caller, to);
    // The user's lock is held from the change in Stripe to its record, so the webhook Stripe sends about this
    // change waits and finds it recorded: the history says the user made it, whichever arrives first.
    // A change is paid before it applies (during Basic's trial, the trial ends and the first month is charged):
    // an invoice that is not paid leaves the subscription, and so the plan, as they were.
    const outcome = await this.locks.run(userId, async () => {
      try {
        const { applied } = await this.stripe.changePaidPlan(subscription, to, key);
        if (!applied) return 'unpaid' as const;
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError && /incomplete_expired/.test(error.message)) return 'expired' as const;
        throw error;
      }
      await this.reconciling.reconcileHoldingLock(userId, subscription.id, 'user', `change:${key}`, caller);
      return 'changed' as const;
    });
    if (outcome === 'expired') return this.checkoutInstead(caller, to);
    if (outcome === 'unpaid') throw new DomainError(billingMessages.changeNotPaid, 'payment_failed', 'payment_required');
    return { url: null, message: billingAnswers.planUpdated };
  }

  /** The subscription expired: a new checkout for the plan asked for, without a trial. */
  private async checkoutInstead(caller: Caller, to: PlanLevel): Promise<ChangePlanAnswer> {
    const state = await this.plans.state(caller.user.workspaceId);
    const account = accountPageUrl(this.config);
    const { url } = await this.stripe.createCheckoutSession({
      userId: caller.user.workspaceId,
      email: caller.user.email,
      level: to,
      trialDays: null,
      customerId: state.exists ? state.customerId : null,
      successUrl: `${account}?success=true&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${account}?canceled=true`,
      idempotencyKey: idempotencyKey(caller.user.workspaceId, 'checkout-again', String(caller.request.id), to.plan, String(to.allowedAccounts)),
    });
    return { url, message: billingMessages.checkoutStatus('incomplete_expired') };
  }
}
