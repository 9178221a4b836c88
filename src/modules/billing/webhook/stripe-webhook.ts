/**
 * A Stripe webhook event: its signature verified, recorded by event id so a redelivery changes nothing, and its
 * subscription's current state reconciled for the user it belongs to; unknown events are acknowledged.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { APP_CONFIG } from '../../../platform/config/config.module';
import type { AppConfig } from '../../../platform/config/config';
import { DATABASE } from '../../../platform/database/database.module';
import type { Database } from '../../../platform/database/database';
import { DomainError } from '../../../platform/http/domain-error';
import { createLogger } from '../../../platform/logging/logger';
import { billingAnswers } from '../billing-answers';
import { ReconcileSubscription } from '../commands/reconcile-subscription/reconcile-subscription';
import { BILLING_PROVIDER, type BillingProvider, WebhookSignatureError } from '../stripe/billing-provider';

@Injectable()
export class StripeWebhook {
  private readonly logger: Logger;

  constructor(
    @Inject(BILLING_PROVIDER) private readonly stripe: BillingProvider,
    @Inject(DATABASE) private readonly db: Database,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly reconciling: ReconcileSubscription,
  ) {
    this.logger = createLogger(config.LOG_LEVEL).child({ context: 'billing' });
  }

  async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<{ received: true; duplicate?: true }> {
    let event: ReturnType<BillingProvider['verifyWebhook']>;
    try {
      event = this.stripe.verifyWebhook(rawBody, signature);
    } catch (error) {
      if (error instanceof WebhookSignatureError) throw new DomainError(billingAnswers.invalidSignature, 'invalid_signature', 'validation');
      throw error;
    }
    const seen = await this.db.selectFrom('stripe_webhook_events').select('event_id').where('event_id', '=', event.id).executeTakeFirst();
    if (seen) return { received: true, duplicate: true };
    const subscriptionId =
      event.type.startsWith('customer.subscription.') ? event.object.id : event.type === 'checkout.session.completed' || event.type.startsWith('invoice.') ? event.object.subscription : null;
    if (subscriptionId) {
      const userId = await this.userOf(subscriptionId, event.object.clientReferenceId, event.object.customer);
      if (userId) await this.reconciling.reconcile(userId, subscriptionId, 'webhook', `stripe:${event.id}`);
      else this.logger.warn({ stripeEvent: event.id, type: event.type }, 'Stripe event for a subscription of no known user');
    }
    await this.db.insertInto('stripe_webhook_events').values({ event_id: event.id, type: event.type }).onConflict((c) => c.column('event_id').doNothing()).execute();
    return { received: true };
  }

  /** The user a subscription belongs to: the checkout's reference, the subscription's metadata, or its customer's record. */
  private async userOf(subscriptionId: string, clientReferenceId: string | null, customerId: string | null): Promise<string | null> {
    if (clientReferenceId) return clientReferenceId;
    const subscription = await this.stripe.retrieveSubscription(subscriptionId);
    if (subscription.userId) return subscription.userId;
    const customer = customerId ?? subscription.customerId;
    const row = await this.db.selectFrom('stripe_customers').select('user_id').where('customer_id', '=', customer).executeTakeFirst();
    return row?.user_id ?? null;
  }
}
