/** A hosted Stripe checkout for a user without a subscription: Basic (optionally with its trial) or Pro. */
import { Inject, Injectable } from '@nestjs/common';
import type { Caller } from '../../../../platform/commands/command-endpoint';
import { APP_CONFIG } from '../../../../platform/config/config.module';
import type { AppConfig } from '../../../../platform/config/config';
import { DomainError } from '../../../../platform/http/domain-error';
import { billingAnswers } from '../../billing-answers';
import { BASIC_TRIAL_DAYS, type CheckoutAnswer } from '../../contract';
import type { PlanLevel } from '../../plan/events';
import { accountPageUrl } from '../../stripe/account-page-url';
import { BILLING_PROVIDER, type BillingProvider } from '../../stripe/billing-provider';
import { idempotencyKey } from '../../stripe/idempotency-key';
import { PlanStream } from '../plan-stream';

@Injectable()
export class Checkout {
  constructor(
    @Inject(BILLING_PROVIDER) private readonly stripe: BillingProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly plans: PlanStream,
  ) {}

  async checkout(caller: Caller, level: PlanLevel, trial: boolean): Promise<CheckoutAnswer> {
    const state = await this.plans.state(caller.user.workspaceId);
    if (state.exists && state.plan !== 'free' && state.subscriptionId) {
      throw new DomainError(billingAnswers.alreadySubscribed, 'already_subscribed', 'conflict');
    }
    const account = accountPageUrl(this.config);
    const session = await this.stripe.createCheckoutSession({
      userId: caller.user.workspaceId,
      email: caller.user.email,
      level,
      trialDays: trial && level.plan === 'basic' ? BASIC_TRIAL_DAYS : null,
      customerId: state.exists ? state.customerId : null,
      successUrl: `${account}?success=true&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${account}?canceled=true`,
      idempotencyKey: idempotencyKey(caller.user.workspaceId, 'checkout', String(caller.request.id), level.plan, String(level.allowedAccounts), String(trial)),
    });
    return { url: session.url, session_id: session.id };
  }
}
