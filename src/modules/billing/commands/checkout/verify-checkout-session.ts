/** The return from checkout: the session must be the caller's; its subscription is recorded as the webhook records it. */
import { Inject, Injectable } from '@nestjs/common';
import type { Caller } from '../../../../platform/commands/command-endpoint';
import { DomainError } from '../../../../platform/http/domain-error';
import { billingAnswers } from '../../billing-answers';
import { billingMessages, type VerifySessionAnswer } from '../../contract';
import { BILLING_PROVIDER, type BillingProvider } from '../../stripe/billing-provider';
import { PlanStream } from '../plan-stream';
import { ReconcileSubscription } from '../reconcile-subscription/reconcile-subscription';

@Injectable()
export class VerifyCheckoutSession {
  constructor(
    @Inject(BILLING_PROVIDER) private readonly stripe: BillingProvider,
    private readonly plans: PlanStream,
    private readonly reconciling: ReconcileSubscription,
  ) {}

  async verifySession(caller: Caller, sessionId: string): Promise<VerifySessionAnswer> {
    const session = /^cs_[\w-]{1,250}$/.test(sessionId) ? await this.stripe.retrieveCheckoutSession(sessionId) : null;
    if (!session || session.clientReferenceId !== caller.user.workspaceId) {
      throw new DomainError(billingAnswers.sessionNotFound, 'not_found', 'not_found');
    }
    if (session.status === 'expired') return { status: 'canceled', abuse_detected: false, reason: billingMessages.canceledOrFailed };
    if (session.status !== 'complete' || !session.subscriptionId) return { status: session.status ?? 'unknown', abuse_detected: false, reason: null };
    await this.reconciling.reconcile(caller.user.workspaceId, session.subscriptionId, 'checkout', `checkout:${session.id}`, caller);
    const state = await this.plans.state(caller.user.workspaceId);
    if (state.exists && state.ended.has(session.subscriptionId) && state.trialDecided.has(session.subscriptionId)) {
      return { status: 'canceled', abuse_detected: true, reason: billingMessages.trialAbuse };
    }
    return { status: 'success', abuse_detected: false, reason: null };
  }
}
