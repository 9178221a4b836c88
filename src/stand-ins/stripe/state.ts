/**
 * The stand-in's Stripe account: its clock, objects, catalogue, customers, payment methods, portal sessions
 * and the events it records. Subscriptions and checkout sessions build on it (subscriptions.ts, checkout.ts).
 */
import { SimClock } from '../x/sim-clock';
import { type CatalogueProduct, STRIPE_CATALOGUE, STRIPE_PRODUCTS } from './catalogue';
import { type CardDetails, cardDetails } from './cards';
import { invalidParam, StripeApiError } from './errors';
import { newId, ObjectStore, type StripeObject } from './store';

/** The API version the stand-in answers with and stamps on events: the one the installed SDK speaks. */
export const STAND_IN_API_VERSION = '2026-10-28.endive';

export type EventType =
  | 'checkout.session.completed'
  | 'customer.subscription.created'
  | 'customer.subscription.updated'
  | 'customer.subscription.deleted'
  | 'invoice.paid'
  | 'invoice.payment_failed';

export type StripeEvent = StripeObject & { type: EventType; data: { object: StripeObject; previous_attributes?: Record<string, unknown> } };

export type Customer = StripeObject & {
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
  balance: number;
  invoice_settings: { default_payment_method: string | null } & Record<string, unknown>;
};

export type Price = StripeObject & {
  active: boolean;
  currency: string;
  lookup_key: string | null;
  product: string;
  unit_amount: number;
  recurring: ({ interval: 'day' | 'week' | 'month' | 'year'; interval_count: number } & Record<string, unknown>) | null;
  metadata: Record<string, string>;
};

export type Product = StripeObject & { name: string; active: boolean; metadata: Record<string, string> };

export type PaymentMethod = StripeObject & { customer: string | null; card: Omit<CardDetails, 'failsLater'> & { exp_month: number; exp_year: number } & Record<string, unknown>;
};

export interface StateOptions {
  clock?: SimClock;
  /** Create the catalogue (products and lookup-keyed prices) at start: default true. */
  catalogue?: boolean;
}

export class StripeStandInState {
  readonly clock: SimClock;
  readonly store = new ObjectStore();
  /** Cards that make later charges fail (4000 0000 0000 0341), by payment method id. */
  readonly failingPaymentMethods = new Set<string>();
  private readonly listeners: Array<(event: StripeEvent) => void> = [];

  constructor(options: StateOptions = {}) {
    this.clock = options.clock ?? new SimClock();
    if (options.catalogue !== false) this.createCatalogue();
  }

  /** Seconds since the epoch on the stand-in's clock, as Stripe's timestamps are. */
  now(): number {
    return Math.floor(this.clock.now() / 1000);
  }

  onEvent(listener: (event: StripeEvent) => void): void {
    this.listeners.push(listener);
  }

  /** Records an event about an object (a snapshot of it as it is now) and hands it to the webhook sender. */
  emit(type: EventType, object: StripeObject, previousAttributes?: Record<string, unknown>): StripeEvent {
    const event = this.store.put<StripeEvent>({
      id: newId('evt'),
      object: 'event',
      api_version: STAND_IN_API_VERSION,
      created: this.now(),
      data: { object: structuredClone(object), ...(previousAttributes ? { previous_attributes: previousAttributes } : {}) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    });
    for (const listener of this.listeners) listener(event);
    return event;
  }

  // ---- products and prices -------------------------------------------------------------------------------

  private createCatalogue(): void {
    const products = new Map<string, Product>();
    for (const product of STRIPE_PRODUCTS) products.set(product.plan, this.createProduct(productParams(product)));
    for (const price of STRIPE_CATALOGUE) {
      this.createPrice({
        product: (products.get(price.plan) as Product).id,
        unit_amount: price.unitAmount,
        currency: price.currency,
        interval: price.interval,
        lookup_key: price.lookupKey,
        nickname: price.plan === 'basic' ? 'Basic monthly' : `Pro monthly, ${price.accounts} accounts`,
        metadata: { plan: price.plan, accounts: String(price.accounts) },
      });
    }
  }

  createProduct(input: { id?: string; name: string; description?: string | null; metadata?: Record<string, string>; active?: boolean }): Product {
    if (input.id && this.store.get(input.id)) {
      throw new StripeApiError(400, 'invalid_request_error', `Product already exists.`, 'resource_already_exists', 'id');
    }
    const now = this.now();
    return this.store.put<Product>({
      id: input.id ?? newId('prod', 14),
      object: 'product',
      active: input.active ?? true,
      created: now,
      default_price: null,
      description: input.description ?? null,
      images: [],
      livemode: false,
      marketing_features: [],
      metadata: input.metadata ?? {},
      name: input.name,
      package_dimensions: null,
      shippable: null,
      statement_descriptor: null,
      tax_code: null,
      type: 'service',
      unit_label: null,
      updated: now,
      url: null,
    });
  }

  createPrice(input: {
    product: string;
    unit_amount: number;
    currency: string;
    interval?: 'day' | 'week' | 'month' | 'year';
    interval_count?: number;
    lookup_key?: string;
    transfer_lookup_key?: boolean;
    nickname?: string;
    metadata?: Record<string, string>;
    active?: boolean;
  }): Price {
    this.store.require('product', input.product, 'product');
    if (input.lookup_key) {
      const holder = this.store.all<Price>('price', (p) => p.lookup_key === input.lookup_key)[0];
      if (holder && !input.transfer_lookup_key) {
        throw invalidParam('lookup_key', `A price (\`${holder.id}\`) already uses that lookup key.`, 'lookup_key_already_exists');
      }
      if (holder) holder.lookup_key = null;
    }
    return this.store.put<Price>({
      id: newId('price'),
      object: 'price',
      active: input.active ?? true,
      billing_scheme: 'per_unit',
      created: this.now(),
      currency: input.currency,
      custom_unit_amount: null,
      livemode: false,
      lookup_key: input.lookup_key ?? null,
      metadata: input.metadata ?? {},
      nickname: input.nickname ?? null,
      product: input.product,
      recurring: input.interval
        ? { interval: input.interval, interval_count: input.interval_count ?? 1, meter: null, trial_period_days: null, usage_type: 'licensed' }
        : null,
      tax_behavior: 'unspecified',
      tiers_mode: null,
      transform_quantity: null,
      type: input.interval ? 'recurring' : 'one_time',
      unit_amount: input.unit_amount,
      unit_amount_decimal: String(input.unit_amount),
    });
  }

  productName(priceId: string): string {
    const price = this.store.get(priceId) as Price | undefined;
    const product = price ? (this.store.get(price.product) as Product | undefined) : undefined;
    return product?.name ?? 'Subscription';
  }

  // ---- customers and payment methods ---------------------------------------------------------------------

  createCustomer(input: { email?: string; name?: string; metadata?: Record<string, string>; payment_method?: string }): Customer {
    const customer = this.store.put<Customer>({
      id: newId('cus', 14),
      object: 'customer',
      address: null,
      balance: 0,
      created: this.now(),
      currency: null,
      default_source: null,
      delinquent: false,
      description: null,
      email: input.email ?? null,
      invoice_prefix: newId('x', 8).slice(2).toUpperCase(),
      invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
      livemode: false,
      metadata: input.metadata ?? {},
      name: input.name ?? null,
      next_invoice_sequence: 1,
      phone: null,
      preferred_locales: [],
      shipping: null,
      tax_exempt: 'none',
      test_clock: null,
    });
    if (input.payment_method) this.attachPaymentMethod(input.payment_method, customer.id);
    return customer;
  }

  /** A card payment method from a card number typed on a hosted page, attached to a customer. */
  createCardPaymentMethod(cardNumber: string, customerId: string, billing: { email: string | null; name: string | null }): PaymentMethod {
    const { failsLater, ...card } = cardDetails(cardNumber);
    const expiry = new Date(this.clock.now());
    const pm = this.store.put<PaymentMethod>({
      id: newId('pm'),
      object: 'payment_method',
      allow_redisplay: 'always',
      billing_details: { address: null, email: billing.email, name: billing.name, phone: null },
      card: {
        ...card,
        checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
        country: 'US',
        display_brand: card.brand,
        exp_month: 12,
        exp_year: expiry.getUTCFullYear() + 3,
        generated_from: null,
        networks: { available: [card.brand], preferred: null },
        wallet: null,
      },
      created: this.now(),
      customer: customerId,
      livemode: false,
      metadata: {},
      type: 'card',
    });
    if (failsLater) this.failingPaymentMethods.add(pm.id);
    const customer = this.store.require<Customer>('customer', customerId, 'customer');
    customer.invoice_settings.default_payment_method = pm.id;
    return pm;
  }

  attachPaymentMethod(paymentMethodId: string, customerId: string): PaymentMethod {
    const pm = this.store.require<PaymentMethod>('payment_method', paymentMethodId, 'payment_method');
    this.store.require('customer', customerId, 'customer');
    pm.customer = customerId;
    return pm;
  }

  // ---- billing portal -----------------------------------------------------------------------------------

  createPortalSession(customerId: string, returnUrl: string | undefined, baseUrl: string): StripeObject {
    this.store.require('customer', customerId, 'customer');
    const id = newId('bps');
    return this.store.put({
      id,
      object: 'billing_portal.session',
      configuration: 'bpc_standin_default',
      created: this.now(),
      customer: customerId,
      flow: null,
      livemode: false,
      locale: null,
      on_behalf_of: null,
      return_url: returnUrl ?? null,
      url: `${baseUrl}/portal/${id}`,
    });
  }
}

const productParams = (product: CatalogueProduct) => ({
  name: product.name,
  description: product.description,
  metadata: { plan: product.plan },
});
