import Stripe from 'stripe';
import type { PaidPlanName } from '../contract';
import type { PlanLevel } from '../plan/events';
import { planLevel } from '../plan/levels';
import {
  type BillingProvider,
  type ChangePreview,
  type PaidChange,
  type CheckoutRequest,
  type CheckoutSessionView,
  type SubscriptionDetails,
  WEBHOOK_TOLERANCE_SECONDS,
  type WebhookEventView,
  WebhookSignatureError,
} from './billing-provider';
import { CATALOGUE, catalogueEntry, lookupKeyOf } from './catalogue';

export interface StripeSdkOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another API address than https://api.stripe.com (the local stand-in). */
  apiBase?: string;
}

/** A Stripe client: Stripe's API, or another address speaking it (host, port and protocol). */
export function createStripeClient(secretKey: string, apiBase?: string): Stripe {
  const base = apiBase ? new URL(apiBase) : undefined;
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'OutTwit' },
    ...(base
      ? { host: base.hostname, port: base.port || (base.protocol === 'http:' ? 80 : 443), protocol: base.protocol === 'http:' ? 'http' : 'https' }
      : {}),
  });
}

const iso = (seconds: number | null | undefined) => (typeof seconds === 'number' ? new Date(seconds * 1000).toISOString() : null);
const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

/**
 * What a webhook needs of the event's object, whichever kind it is (Stripe's union, narrowed by the fields each
 * kind has): checkout sessions name the subscription, subscriptions are one, invoices name theirs in parent.
 */
function objectView(object: Stripe.Event['data']['object']): WebhookEventView['object'] {
  const fromParent = 'parent' in object && object.parent && 'subscription_details' in object.parent ? object.parent.subscription_details?.subscription : null;
  return {
    id: 'id' in object && typeof object.id === 'string' ? object.id : null,
    object: 'object' in object && typeof object.object === 'string' ? object.object : null,
    subscription: ('subscription' in object ? idOf(object.subscription) : null) ?? idOf(fromParent),
    customer: 'customer' in object ? idOf(object.customer) : null,
    clientReferenceId: 'client_reference_id' in object ? object.client_reference_id : null,
  };
}

/** The billing provider on the real `stripe` SDK. */
export class StripeSdkProvider implements BillingProvider {
  readonly stripe: Stripe;
  private prices?: Promise<Map<string, string>>;

  constructor(private readonly options: StripeSdkOptions) {
    this.stripe = createStripeClient(options.secretKey, options.apiBase);
  }

  async createCheckoutSession(request: CheckoutRequest): Promise<{ id: string; url: string }> {
    const price = await this.priceId(request.level);
    const metadata = { user_id: request.userId, plan: request.level.plan, allowed_accounts: String(request.level.allowedAccounts) };
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'subscription',
        line_items: [{ price, quantity: 1 }],
        client_reference_id: request.userId,
        ...(request.customerId ? { customer: request.customerId } : { customer_email: request.email }),
        subscription_data: { metadata, ...(request.trialDays ? { trial_period_days: request.trialDays } : {}) },
        metadata,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      },
      { idempotencyKey: request.idempotencyKey },
    );
    if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a url`);
    return { id: session.id, url: session.url };
  }

  async retrieveCheckoutSession(sessionId: string): Promise<CheckoutSessionView | null> {
    try {
      const session = await this.stripe.checkout.sessions.retrieve(sessionId);
      return {
        id: session.id,
        url: session.url,
        clientReferenceId: session.client_reference_id,
        status: session.status,
        paymentStatus: session.payment_status,
        customerId: idOf(session.customer),
        subscriptionId: idOf(session.subscription),
      };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw error;
    }
  }

  async retrieveSubscription(subscriptionId: string): Promise<SubscriptionDetails> {
    return this.details(await this.stripe.subscriptions.retrieve(subscriptionId));
  }

  async changeSubscription(subscription: SubscriptionDetails, to: PlanLevel, proration: 'none', idempotencyKey: string) {
    const price = await this.priceId(to);
    const updated = await this.stripe.subscriptions.update(
      subscription.id,
      {
        items: [{ ...(subscription.itemId ? { id: subscription.itemId } : {}), price, quantity: 1 }],
        proration_behavior: proration,
        metadata: { plan: to.plan, allowed_accounts: String(to.allowedAccounts) },
      },
      { idempotencyKey },
    );
    return this.details(updated);
  }

  async changePaidPlan(subscription: SubscriptionDetails, to: PlanLevel, idempotencyKey: string): Promise<PaidChange> {
    const updated = await this.stripe.subscriptions.update(
      subscription.id,
      { ...(await this.paidChange(subscription, to)), payment_behavior: 'pending_if_incomplete' },
      { idempotencyKey },
    );
    if (updated.pending_update) return { applied: false, subscription: this.details(updated) };
    // A pending update takes no metadata: the plan's name goes on once the change is paid.
    const named = await this.stripe.subscriptions.update(
      subscription.id,
      { metadata: { plan: to.plan, allowed_accounts: String(to.allowedAccounts) } },
      { idempotencyKey: `${idempotencyKey}:metadata` },
    );
    return { applied: true, subscription: this.details(named) };
  }

  /** The update a paid change makes: the new price, prorated and invoiced now, or the end of the trial. */
  private async paidChange(subscription: SubscriptionDetails, to: PlanLevel) {
    const price = await this.priceId(to);
    const items = [{ ...(subscription.itemId ? { id: subscription.itemId } : {}), price, quantity: 1 }];
    // A trial has nothing to prorate: it ends now and the first month of the new plan is invoiced.
    if (subscription.status === 'trialing') return { items, trial_end: 'now' as const, proration_behavior: 'none' as const };
    // No proration_date: Stripe prorates from its own clock, in the preview and in the update alike.
    return { items, proration_behavior: 'always_invoice' as const };
  }

  async previewChange(subscription: SubscriptionDetails, to: PlanLevel): Promise<ChangePreview> {
    const invoice = await this.stripe.invoices.createPreview({
      customer: subscription.customerId,
      subscription: subscription.id,
      subscription_details: await this.paidChange(subscription, to),
    });
    const endsTrial = subscription.status === 'trialing';
    // A trial ended now renews a month after today, not at the trial's end.
    const nextRenewal = (endsTrial ? iso(invoice.lines.data[0]?.period.end) : null) ?? subscription.currentPeriodEnd;
    return { amountDueCents: invoice.amount_due, currency: invoice.currency, nextRenewal, endsTrial };
  }

  async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean, idempotencyKey: string) {
    return this.details(await this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }, { idempotencyKey }));
  }

  async cancelNow(subscriptionId: string, idempotencyKey: string) {
    try {
      return this.details(await this.stripe.subscriptions.cancel(subscriptionId, {}, { idempotencyKey }));
    } catch (error) {
      // Cancelling a subscription that has ended already: it is what was wanted.
      const current = await this.retrieveSubscription(subscriptionId).catch(() => undefined);
      if (current && current.status === 'canceled') return current;
      throw error;
    }
  }

  async createPortalSession(customerId: string, returnUrl: string, idempotencyKey: string): Promise<string> {
    const session = await this.stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }, { idempotencyKey });
    return session.url;
  }

  async cardFingerprint(paymentMethodId: string): Promise<string | null> {
    const method = await this.stripe.paymentMethods.retrieve(paymentMethodId);
    return method.card?.fingerprint ?? null;
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined): WebhookEventView {
    if (!signature) throw new WebhookSignatureError('No Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.options.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
    } catch (error) {
      throw new WebhookSignatureError(error instanceof Error ? error.message : String(error));
    }
    return { id: event.id, type: event.type, object: objectView(event.data.object) };
  }

  /** The price of a level, found by its lookup key (the catalogue's prices are read once, then kept). */
  private async priceId(level: PlanLevel): Promise<string> {
    const key = lookupKeyOf(level.plan as PaidPlanName, level.allowedAccounts);
    let prices = await this.loadPrices();
    if (!prices.has(key)) {
      this.prices = undefined;
      prices = await this.loadPrices();
    }
    const id = prices.get(key);
    if (!id) throw new Error(`No active Stripe price with lookup key ${key}: run npm run stripe:setup`);
    return id;
  }

  private loadPrices(): Promise<Map<string, string>> {
    this.prices ??= (async () => {
      const found = new Map<string, string>();
      const keys = CATALOGUE.map((price) => price.lookupKey);
      // Stripe takes at most 10 lookup keys per list call.
      for (let start = 0; start < keys.length; start += 10) {
        const page = await this.stripe.prices.list({ lookup_keys: keys.slice(start, start + 10), active: true, limit: 100 });
        for (const price of page.data) if (price.lookup_key) found.set(price.lookup_key, price.id);
      }
      return found;
    })();
    this.prices.catch(() => {
      this.prices = undefined;
    });
    return this.prices;
  }

  private details(subscription: Stripe.Subscription): SubscriptionDetails {
    const item = subscription.items.data[0];
    const entry = catalogueEntry(item?.price.lookup_key);
    const level = entry ? planLevel(entry.plan, entry.accounts) : null;
    // Older API versions (and the local stand-in) keep the period on the subscription, not on its items.
    const legacyPeriodEnd = 'current_period_end' in subscription && typeof subscription.current_period_end === 'number' ? subscription.current_period_end : undefined;
    const periodEnd = item?.current_period_end ?? legacyPeriodEnd;
    return {
      id: subscription.id,
      customerId: idOf(subscription.customer) ?? '',
      status: subscription.status,
      level,
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      currentPeriodEnd: iso(periodEnd),
      trialEnd: iso(subscription.trial_end),
      itemId: item?.id ?? null,
      userId: subscription.metadata?.user_id ?? null,
      defaultPaymentMethodId: idOf(subscription.default_payment_method),
    };
  }
}
