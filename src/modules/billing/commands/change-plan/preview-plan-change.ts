/** What a plan change would charge now: Stripe's prorated invoice preview for a paid subscription, the full monthly price otherwise. */
import { Inject, Injectable } from '@nestjs/common';
import { BASIC_MONTHLY_PRICE, type PlanChangePreview, proMonthlyPrice } from '../../contract';
import { checkChangePlan } from '../../plan/decide';
import type { PlanLevel } from '../../plan/events';
import { BILLING_PROVIDER, type BillingProvider } from '../../stripe/billing-provider';
import { PlanStream } from '../plan-stream';

@Injectable()
export class PreviewPlanChange {
  constructor(
    @Inject(BILLING_PROVIDER) private readonly stripe: BillingProvider,
    private readonly plans: PlanStream,
  ) {}

  async preview(userId: string, to: PlanLevel): Promise<PlanChangePreview> {
    const state = await this.plans.state(userId);
    const monthly = to.plan === 'pro' ? proMonthlyPrice(to.allowedAccounts) : BASIC_MONTHLY_PRICE;
    if (!state.exists || state.plan === 'free' || !state.subscriptionId) {
      return { amount_due_cents: monthly * 100, currency: 'usd', new_monthly_price: monthly, next_renewal: null };
    }
    checkChangePlan(state, to);
    const subscription = await this.stripe.retrieveSubscription(state.subscriptionId);
    const preview = await this.stripe.previewChange(subscription, to);
    return {
      amount_due_cents: preview.amountDueCents,
      currency: preview.currency,
      new_monthly_price: monthly,
      next_renewal: preview.nextRenewal,
      ends_trial: preview.endsTrial,
    };
  }
}
