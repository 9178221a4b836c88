/**
 * Checkout sessions in subscription mode: created by the API, paid on the hosted page (checkout-page.ts).
 * Paying creates the customer when needed, the card's payment method, the subscription (trialing or active)
 * and its first invoice, completes the session and sends customer.subscription.created, invoice.paid and
 * checkout.session.completed.
 */
import { cardDetails, chargeOutcome } from './cards';
import { invalidParam, StripeApiError } from './errors';
import { int, list, mergeMetadata, obj, oneOf, type Params, requiredStr, str, url } from './params';
import type { Customer, Price, StripeStandInState } from './state';
import { newId, type StripeObject } from './store';
import type { Subscriptions } from './subscriptions';

export type CheckoutSession = StripeObject & {
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  customer: string | null;
  customer_email: string | null;
  customer_details: { email: string | null; name: string | null } | null;
  client_reference_id: string | null;
  subscription: string | null;
  invoice: string | null;
  success_url: string | null;
  cancel_url: string | null;
  metadata: Record<string, string>;
  url: string | null;
  expires_at: number;
  amount_total: number;
};

export interface SessionExtras {
  lineItems: Array<{ price: Price; quantity: number }>;
  trialDays?: number;
  subscriptionMetadata: Record<string, string>;
}

/** A card payment the hosted page could not take: the message it shows. */
export class CardDeclined extends Error {}

export class CheckoutSessions {
  readonly extras = new Map<string, SessionExtras>();

  constructor(
    private readonly state: StripeStandInState,
    private readonly subscriptions: Subscriptions,
  ) {}

  require(id: string): CheckoutSession {
    return this.state.store.require<CheckoutSession>('checkout.session', id);
  }

  /** POST /v1/checkout/sessions (mode=subscription). */
  create(params: Params, baseUrl: string): CheckoutSession {
    const mode = requiredStr(params, 'mode');
    if (mode !== 'subscription') throw invalidParam('mode', `The local Stripe stand-in supports mode=subscription only (got ${mode}).`, 'parameter_invalid_string');
    const customerId = str(params, 'customer') || null;
    const customerEmail = str(params, 'customer_email') || null;
    if (customerId && customerEmail) {
      throw new StripeApiError(400, 'invalid_request_error', 'You may only specify one of these parameters: customer, customer_email.', 'parameter_invalid_string', 'customer_email');
    }
    const customer = customerId ? this.state.store.require<Customer>('customer', customerId, 'customer') : null;
    const clientReferenceId = str(params, 'client_reference_id') || null;
    if (clientReferenceId && clientReferenceId.length > 200) throw invalidParam('client_reference_id', 'client_reference_id can be at most 200 characters.', 'parameter_invalid_string');
    const rawItems = list(params, 'line_items');
    if (rawItems.length === 0) throw invalidParam('line_items', 'Missing required param: line_items.', 'parameter_missing');
    const lineItems = rawItems.map((raw, i) => {
      const item = (typeof raw === 'object' && raw !== null ? raw : {}) as Params;
      const priceId = requiredStr(item, 'price', `line_items[${i}][price]`);
      const price = this.state.store.require<Price>('price', priceId, `line_items[${i}][price]`);
      if (!price.recurring) throw invalidParam(`line_items[${i}][price]`, 'You must specify at least one recurring price in `subscription` mode when using prices.', 'parameter_invalid_string');
      const quantity = int(item, 'quantity', `line_items[${i}][quantity]`) ?? 1;
      if (quantity < 1) throw invalidParam(`line_items[${i}][quantity]`, 'Quantity must be at least 1.', 'parameter_invalid_integer');
      return { price, quantity };
    });
    const subscriptionData = obj(params, 'subscription_data');
    const trialDays = int(subscriptionData, 'trial_period_days', 'subscription_data[trial_period_days]');
    if (trialDays !== undefined && (trialDays < 1 || trialDays > 730)) {
      throw invalidParam('subscription_data[trial_period_days]', 'The trial period must be between 1 and 730 days.', 'parameter_invalid_integer');
    }
    const successUrl = url(params, 'success_url', false) ?? null;
    const cancelUrl = url(params, 'cancel_url', false) ?? null;
    oneOf(params, 'payment_method_collection', ['always', 'if_required']);
    const now = this.state.now();
    const expiresAt = int(params, 'expires_at') ?? now + 24 * 3600;
    if (expiresAt < now + 30 * 60 || expiresAt > now + 24 * 3600) {
      throw invalidParam('expires_at', 'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.', 'parameter_invalid_integer');
    }
    const amount = lineItems.reduce((sum, item) => sum + item.price.unit_amount * item.quantity, 0);
    const id = newId('cs_test', 58);
    const session = this.state.store.put<CheckoutSession>({
      id,
      object: 'checkout.session',
      after_expiration: null,
      allow_promotion_codes: null,
      amount_subtotal: trialDays ? 0 : amount,
      amount_total: trialDays ? 0 : amount,
      billing_address_collection: null,
      cancel_url: cancelUrl,
      client_reference_id: clientReferenceId,
      created: now,
      currency: lineItems[0]?.price.currency ?? 'usd',
      customer: customer?.id ?? null,
      customer_creation: customer ? null : 'always',
      customer_details: customer ? { email: customer.email, name: customer.name } : null,
      customer_email: customerEmail,
      expires_at: expiresAt,
      invoice: null,
      livemode: false,
      locale: null,
      metadata: mergeMetadata({}, params),
      mode: 'subscription',
      payment_intent: null,
      payment_method_collection: 'always',
      payment_method_types: ['card'],
      payment_status: 'unpaid',
      setup_intent: null,
      status: 'open',
      submit_type: null,
      subscription: null,
      success_url: successUrl,
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
      ui_mode: 'hosted',
      url: `${baseUrl}/checkout/pay/${id}`,
    });
    this.extras.set(id, { lineItems, trialDays, subscriptionMetadata: mergeMetadata({}, subscriptionData) });
    return session;
  }

  /** The session's line items as Stripe lists them (expand[]=line_items, GET …/line_items). */
  lineItems(session: CheckoutSession) {
    const extras = this.extras.get(session.id);
    const data = (extras?.lineItems ?? []).map((item, i) => ({
      id: `li_${session.id.slice(8, 30)}${i}`,
      object: 'item',
      amount_discount: 0,
      amount_subtotal: item.price.unit_amount * item.quantity,
      amount_tax: 0,
      amount_total: item.price.unit_amount * item.quantity,
      currency: item.price.currency,
      description: this.state.productName(item.price.id),
      price: item.price,
      quantity: item.quantity,
    }));
    return { object: 'list', data, has_more: false, url: `/v1/checkout/sessions/${session.id}/line_items` };
  }

  /** POST /v1/checkout/sessions/:id/expire. */
  expire(id: string): CheckoutSession {
    const session = this.require(id);
    if (session.status !== 'open') {
      throw new StripeApiError(400, 'invalid_request_error', `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`, 'checkout_session_not_open');
    }
    Object.assign(session, { status: 'expired', url: null });
    return session;
  }

  /** Expires open sessions past their expires_at. */
  processDue(): void {
    const now = this.state.now();
    for (const session of this.state.store.all<CheckoutSession>('checkout.session', (s) => s.status === 'open' && s.expires_at <= now)) {
      Object.assign(session, { status: 'expired', url: null });
    }
  }

  /** The hosted page's Pay: charges the card (or saves it for a trial) and completes the session. Answers where to send the browser. */
  pay(id: string, form: { email?: string; cardNumber?: string; name?: string }): string | null {
    const session = this.require(id);
    if (session.status !== 'open') throw new CardDeclined(session.status === 'complete' ? 'This checkout session is already paid.' : 'This checkout session has expired.');
    const extras = this.extras.get(id) as SessionExtras;
    const existing = session.customer ? this.state.store.require<Customer>('customer', session.customer) : null;
    const email = (existing?.email ?? session.customer_email ?? form.email ?? '').trim();
    if (!existing && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new CardDeclined('Your email address is invalid.');
    const outcome = chargeOutcome(form.cardNumber ?? '');
    if (!outcome.ok) throw new CardDeclined(outcome.message);
    if (!extras.trialDays && cardDetails(form.cardNumber ?? '').failsLater) throw new CardDeclined('Your card was declined.');
    const name = form.name?.trim() || null;
    const customer = existing ?? this.state.createCustomer({ email, ...(name ? { name } : {}) });
    const paymentMethod = this.state.createCardPaymentMethod(form.cardNumber ?? '', customer.id, { email: customer.email, name });
    const { subscription, invoice } = this.subscriptions.create({
      customer: customer.id,
      items: extras.lineItems.map((item) => ({ itemId: null, price: item.price, quantity: item.quantity })),
      trialDays: extras.trialDays,
      metadata: extras.subscriptionMetadata,
      paymentMethod: paymentMethod.id,
    });
    Object.assign(session, {
      status: 'complete',
      payment_status: extras.trialDays ? 'no_payment_required' : 'paid',
      customer: customer.id,
      customer_details: { address: null, email: customer.email, name: customer.name ?? name, phone: null, tax_exempt: 'none', tax_ids: [] },
      subscription: subscription.id,
      invoice: invoice.id,
      url: null,
    });
    this.state.emit('customer.subscription.created', subscription);
    this.subscriptions.announceInvoice(invoice);
    this.state.emit('checkout.session.completed', session);
    return session.success_url ? session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id) : null;
  }
}
