/** Stripe's billing portal for the caller's customer; refused when the user has no billing information. */
import { Inject, Injectable } from '@nestjs/common';
import type { Caller } from '../../../../platform/commands/command-endpoint';
import { APP_CONFIG } from '../../../../platform/config/config.module';
import type { AppConfig } from '../../../../platform/config/config';
import { DomainError } from '../../../../platform/http/domain-error';
import { billingMessages } from '../../contract';
import { accountPageUrl } from '../../stripe/account-page-url';
import { BILLING_PROVIDER, type BillingProvider } from '../../stripe/billing-provider';
import { idempotencyKey } from '../../stripe/idempotency-key';
import { PlanStream } from '../plan-stream';

@Injectable()
export class BillingPortal {
  constructor(
    @Inject(BILLING_PROVIDER) private readonly stripe: BillingProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly plans: PlanStream,
  ) {}

  async portal(caller: Caller): Promise<string> {
    const state = await this.plans.state(caller.user.workspaceId);
    if (!state.exists || !state.customerId) throw new DomainError(billingMessages.noBillingInformation, 'no_billing_information', 'not_found');
    return this.stripe.createPortalSession(state.customerId, accountPageUrl(this.config), idempotencyKey(caller.user.workspaceId, 'portal', String(caller.request.id)));
  }
}
