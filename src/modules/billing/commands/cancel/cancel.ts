/** Cancelling: the reason and feedback are recorded; a Stripe customer goes on to the portal to cancel, others are set to Free at once. */
import { Inject, Injectable } from '@nestjs/common';
import { type Caller, Commands } from '../../../../platform/commands/command-endpoint';
import { APP_CONFIG } from '../../../../platform/config/config.module';
import type { AppConfig } from '../../../../platform/config/config';
import { billingAnswers } from '../../billing-answers';
import type { CancelAnswer, CancellationReason } from '../../contract';
import { checkCancel, planMessages } from '../../plan/decide';
import { accountPageUrl } from '../../stripe/account-page-url';
import { BILLING_PROVIDER, type BillingProvider } from '../../stripe/billing-provider';
import { idempotencyKey } from '../../stripe/idempotency-key';
import { ChangePlanRecord } from '../change-plan-record/change-plan-record.command';
import { PlanStream } from '../plan-stream';

@Injectable()
export class CancelPlan {
  constructor(
    @Inject(BILLING_PROVIDER) private readonly stripe: BillingProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly commands: Commands,
    private readonly plans: PlanStream,
  ) {}

  async cancel(caller: Caller, reason: CancellationReason, feedback: string | null): Promise<CancelAnswer> {
    const userId = caller.user.workspaceId;
    const state = await this.plans.state(userId);
    checkCancel(state);
    const key = idempotencyKey(userId, 'cancel', String(caller.request.id));
    const command = new ChangePlanRecord({ type: 'Cancel', userId, at: new Date().toISOString(), reason, feedback: feedback?.trim() || null }, key);
    await this.commands.execute(command, caller);
    const customerId = state.exists ? state.customerId : null;
    if (customerId) return { portal_url: await this.stripe.createPortalSession(customerId, accountPageUrl(this.config), key), message: billingAnswers.planUpdated };
    return { portal_url: null, message: planMessages.canceled };
  }
}
