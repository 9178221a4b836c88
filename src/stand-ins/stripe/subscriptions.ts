/**
 * Subscriptions, invoices and prorations as Stripe Billing does them: monthly periods from a billing cycle
 * anchor (clamped to the month's last day), trials that end into active, prorations for the rest of the period
 * (per second, like Stripe) recorded as pending lines (create_prorations), invoiced at once (always_invoice)
 * or skipped (none), renewals and scheduled cancellations when the clock passes a period's end.
 */
import { invalidParam, StripeApiError } from './errors';
import { bool, int, list, mergeMetadata, oneOf, type Params, str } from './params';
import type { Customer, Price, StripeStandInState } from './state';
import { newId, type StripeObject } from './store';

export type ProrationBehavior = 'create_prorations' | 'always_invoice' | 'none';
const PRORATION_BEHAVIORS: readonly ProrationBehavior[] = ['create_prorations', 'always_invoice', 'none'];
const PAYMENT_BEHAVIORS = ['allow_incomplete', 'default_incomplete', 'error_if_incomplete', 'pending_if_incomplete'] as const;
/** What an update with payment_behavior=pending_if_incomplete may carry (Stripe refuses the others). */
const PENDING_UPDATE_PARAMS = new Set(['items', 'payment_behavior', 'proration_behavior', 'proration_date', 'billing_cycle_anchor', 'trial_end', 'trial_from_plan', 'add_invoice_items', 'expand']);
/** How long a pending update waits for its invoice to be paid. */
const PENDING_UPDATE_SECONDS = 23 * 3600;

export type SubscriptionItem = StripeObject & {
  price: Price;
  quantity: number;
  subscription: string;
  current_period_start: number;
  current_period_end: number;
};

export type Subscription = StripeObject & {
  customer: string;
  status: 'trialing' | 'active' | 'past_due' | 'canceled' | 'incomplete' | 'incomplete_expired' | 'unpaid';
  items: { object: 'list'; data: SubscriptionItem[]; has_more: false; total_count: number; url: string };
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  current_period_start: number;
  current_period_end: number;
  billing_cycle_anchor: number;
  trial_start: number | null;
  trial_end: number | null;
  default_payment_method: string | null;
  latest_invoice: string | null;
  metadata: Record<string, string>;
  cancellation_details: { comment: string | null; feedback: string | null; reason: string | null };
  /** What an update with pending_if_incomplete will apply once its invoice is paid; null when none waits. */
  pending_update: { expires_at: number; subscription_items: Array<{ price: string; quantity: number }>; trial_end: number | null; billing_cycle_anchor: number | null } | null;
};

/** What an invoice needs of its subscription: a preview invoices a subscription that does not exist yet. */
type InvoicedSubscription = Pick<Subscription, 'id' | 'customer' | 'metadata'> & { currency?: unknown };

export type InvoiceLine = StripeObject & { amount: number; proration: boolean; period: { start: number; end: number } };
export type Invoice = StripeObject & { amount_due: number; total: number; status: string; lines: { data: InvoiceLine[] } };

/** What an items[] parameter asks: change an item (id), add one (no id), or remove one (deleted). */
interface ItemChange {
  id?: string;
  price?: string;
  quantity?: number;
  deleted?: boolean;
}

/** One item as it will be after a change: price and quantity. */
interface PlannedItem {
  itemId: string | null;
  price: Price;
  quantity: number;
}

/** Adds whole months to a timestamp, keeping the day of month (clamped to the month's last day) and time of day. */
export function addMonths(seconds: number, months: number): number {
  const date = new Date(seconds * 1000);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return (
    Date.UTC(year, month, Math.min(date.getUTCDate(), lastDay), date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds()) / 1000
  );
}

const formatDay = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

export class Subscriptions {
  /** Per subscription: months elapsed since the anchor at the current period's end, and proration lines waiting for the next invoice. */
  private readonly periods = new Map<string, number>();
  private readonly pending = new Map<string, InvoiceLine[]>();

  constructor(private readonly state: StripeStandInState) {}

  private get store() {
    return this.state.store;
  }

  require(id: string, param = 'id'): Subscription {
    return this.store.require<Subscription>('subscription', id, param);
  }

  /** Reads items[] parameters (items[0][id|price|quantity|deleted]). */
  readItemChanges(params: Params, key = 'items'): ItemChange[] {
    return list(params, key).map((raw, i) => {
      if (typeof raw !== 'object' || raw === null) throw invalidParam(`${key}[${i}]`, 'Invalid object', 'parameter_invalid_object');
      const item = raw as Params;
      const quantity = int(item, 'quantity', `${key}[${i}][quantity]`);
      if (quantity !== undefined && quantity < 0) throw invalidParam(`${key}[${i}][quantity]`, 'Invalid quantity: must be at least 0', 'parameter_invalid_integer');
      return {
        id: str(item, 'id', `${key}[${i}][id]`) || undefined,
        price: str(item, 'price', `${key}[${i}][price]`) || undefined,
        quantity,
        deleted: bool(item, 'deleted', `${key}[${i}][deleted]`),
      };
    });
  }

  /** The items a subscription would have after the changes, checked like Stripe checks them. */
  planItems(current: SubscriptionItem[], changes: ItemChange[], key = 'items'): PlannedItem[] {
    const planned: PlannedItem[] = current.map((item) => ({ itemId: item.id, price: item.price, quantity: item.quantity }));
    changes.forEach((change, i) => {
      const price = change.price ? this.recurringPrice(change.price, `${key}[${i}][price]`) : undefined;
      if (change.id) {
        const at = planned.findIndex((p) => p.itemId === change.id);
        if (at < 0) throw invalidParam(`${key}[${i}][id]`, `Invalid subscription_item: ${change.id}`, 'resource_missing');
        if (change.deleted) planned.splice(at, 1);
        else planned[at] = { itemId: change.id, price: price ?? (planned[at] as PlannedItem).price, quantity: change.quantity ?? (planned[at] as PlannedItem).quantity };
        return;
      }
      if (!price) throw invalidParam(`${key}[${i}][price]`, 'Missing required param: price.', 'parameter_missing');
      planned.push({ itemId: null, price, quantity: change.quantity ?? 1 });
    });
    const currencies = new Set(planned.map((p) => p.price.currency));
    const intervals = new Set(planned.map((p) => p.price.recurring?.interval));
    if (currencies.size > 1 || intervals.size > 1) {
      throw invalidParam(key, 'The price specified must have the same currency and billing interval as the other items.', 'parameter_invalid_string');
    }
    return planned;
  }

  private recurringPrice(priceId: string, param: string): Price {
    const price = this.store.require<Price>('price', priceId, param);
    if (!price.recurring) throw invalidParam(param, `The price specified is set to \`type=one_time\` but this field only accepts prices with \`type=recurring\`.`, 'parameter_invalid_string');
    if (!price.active) throw invalidParam(param, `The price specified is inactive. This field only accepts active prices.`, 'parameter_invalid_string');
    return price;
  }

  // ---- create -------------------------------------------------------------------------------------------

  /** A subscription started by a completed checkout: trialing for trialDays, else active with its first invoice paid. */
  create(input: { customer: string; items: PlannedItem[]; trialDays?: number; metadata: Record<string, string>; paymentMethod: string }): { subscription: Subscription; invoice: Invoice } {
    const now = this.state.now();
    const trialEnd = input.trialDays ? now + input.trialDays * 86_400 : null;
    const anchor = trialEnd ?? now;
    const periodEnd = trialEnd ?? addMonths(anchor, 1);
    const id = newId('sub');
    const subscription = this.store.put<Subscription>({
      id,
      object: 'subscription',
      application: null,
      automatic_tax: { enabled: false, liability: null },
      billing_cycle_anchor: anchor,
      billing_mode: { type: 'flexible' },
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      cancellation_details: { comment: null, feedback: null, reason: null },
      collection_method: 'charge_automatically',
      created: now,
      currency: input.items[0]?.price.currency ?? 'usd',
      current_period_end: periodEnd,
      current_period_start: now,
      customer: input.customer,
      days_until_due: null,
      default_payment_method: input.paymentMethod,
      description: null,
      discounts: [],
      ended_at: null,
      items: { object: 'list', data: [], has_more: false, total_count: 0, url: `/v1/subscription_items?subscription=${id}` },
      latest_invoice: null,
      livemode: false,
      metadata: input.metadata,
      pause_collection: null,
      pending_update: null,
      schedule: null,
      start_date: now,
      status: trialEnd ? 'trialing' : 'active',
      test_clock: null,
      trial_end: trialEnd,
      trial_settings: { end_behavior: { missing_payment_method: 'create_invoice' } },
      trial_start: trialEnd ? now : null,
    });
    this.periods.set(id, trialEnd ? 0 : 1);
    this.setItems(subscription, input.items);
    const lines = this.periodLines(subscription, subscription.items.data, now, periodEnd, trialEnd !== null);
    const invoice = this.invoice(subscription, lines, 'subscription_create', { start: now, end: now });
    return { subscription, invoice };
  }

  private setItems(subscription: Subscription, planned: PlannedItem[]): void {
    const previous = new Map(subscription.items.data.map((item) => [item.id, item]));
    subscription.items.data = planned.map((p) => {
      const existing = p.itemId ? previous.get(p.itemId) : undefined;
      return {
        id: existing?.id ?? newId('si', 14),
        object: 'subscription_item',
        billing_thresholds: null,
        created: existing?.created ?? this.state.now(),
        current_period_end: subscription.current_period_end,
        current_period_start: subscription.current_period_start,
        discounts: [],
        metadata: existing?.metadata ?? {},
        price: structuredClone(p.price),
        quantity: p.quantity,
        subscription: subscription.id,
        tax_rates: [],
      } as SubscriptionItem;
    });
    subscription.items.total_count = subscription.items.data.length;
  }

  private syncItemPeriods(subscription: Subscription): void {
    for (const item of subscription.items.data) {
      item.current_period_start = subscription.current_period_start;
      item.current_period_end = subscription.current_period_end;
    }
  }

  // ---- invoices -----------------------------------------------------------------------------------------

  private line(subscription: InvoicedSubscription, input: { amount: number; price: Price; quantity: number; proration: boolean; description: string; start: number; end: number; itemId: string | null }): InvoiceLine {
    return {
      id: newId('il'),
      object: 'line_item',
      amount: input.amount,
      created: this.state.now(),
      currency: input.price.currency,
      description: input.description,
      discount_amounts: [],
      discountable: true,
      discounts: [],
      invoice: null,
      livemode: false,
      metadata: {},
      parent: {
        type: 'subscription_item_details',
        invoice_item_details: null,
        subscription_item_details: {
          invoice_item: null,
          proration: input.proration,
          proration_details: { credited_items: null },
          subscription: subscription.id,
          subscription_item: input.itemId,
        },
      },
      period: { start: input.start, end: input.end },
      pretax_credit_amounts: [],
      pricing: { price_details: { price: input.price.id, product: input.price.product }, type: 'price_details', unit_amount_decimal: String(input.price.unit_amount) },
      proration: input.proration,
      quantity: input.quantity,
      taxes: [],
    };
  }

  /** The charge lines for a period: one per item (0 during a trial). */
  private periodLines(subscription: InvoicedSubscription, items: Array<{ id: string | null; price: Price; quantity: number }>, start: number, end: number, trial: boolean): InvoiceLine[] {
    return items.map((item) => {
      const name = this.state.productName(item.price.id);
      const what = item.quantity > 1 ? `${item.quantity} × ${name}` : `1 × ${name}`;
      return this.line(subscription, {
        amount: trial ? 0 : item.price.unit_amount * item.quantity,
        price: item.price,
        quantity: item.quantity,
        proration: false,
        description: trial ? `Trial period for ${name}` : `${what} (at $${(item.price.unit_amount / 100).toFixed(2)} / ${item.price.recurring?.interval ?? 'month'})`,
        start,
        end,
        itemId: item.id,
      });
    });
  }

  /**
   * Proration lines for moving from the current items to the planned ones at `at`: a credit for the unused
   * time of each old item and a charge for the remaining time of each new one. None during a trial.
   */
  prorationLines(subscription: Subscription, planned: PlannedItem[], at: number): InvoiceLine[] {
    if (subscription.status === 'trialing') return [];
    const start = subscription.current_period_start;
    const end = subscription.current_period_end;
    const share = end > start ? Math.max(0, Math.min(1, (end - at) / (end - start))) : 0;
    const before = subscription.items.data.map((item) => ({ id: item.id as string | null, price: item.price, quantity: item.quantity }));
    const after = planned.map((p) => ({ id: p.itemId, price: p.price, quantity: p.quantity }));
    const same = (a: (typeof before)[number], b: (typeof before)[number]) => a.price.id === b.price.id && a.quantity === b.quantity;
    const removed = before.filter((b) => !after.some((a) => a.id === b.id && same(a, b)));
    const added = after.filter((a) => !before.some((b) => a.id === b.id && same(a, b)));
    const day = formatDay(at);
    const describe = (item: (typeof before)[number]) => `${item.quantity > 1 ? `${item.quantity} × ` : ''}${this.state.productName(item.price.id)}`;
    return [
      ...removed.map((item) =>
        this.line(subscription, { amount: -Math.round(item.price.unit_amount * item.quantity * share), price: item.price, quantity: item.quantity, proration: true, description: `Unused time on ${describe(item)} after ${day}`, start: at, end, itemId: item.id }),
      ),
      ...added.map((item) =>
        this.line(subscription, { amount: Math.round(item.price.unit_amount * item.quantity * share), price: item.price, quantity: item.quantity, proration: true, description: `Remaining time on ${describe(item)} after ${day}`, start: at, end, itemId: item.id }),
      ),
    ];
  }

  /** An invoice object from lines; a negative total becomes customer credit, credit pays what it can. */
  private invoiceObject(subscription: InvoicedSubscription, lines: InvoiceLine[], billingReason: string, period: { start: number; end: number }, id: string, applyBalance: number) {
    const customer = this.store.require<Customer>('customer', subscription.customer, 'customer');
    const total = lines.reduce((sum, line) => sum + line.amount, 0);
    const due = Math.max(0, total + applyBalance);
    const now = this.state.now();
    for (const line of lines) line.invoice = id;
    return {
      id,
      object: 'invoice',
      account_country: 'US',
      account_name: 'OutTwit (local test mode)',
      amount_due: due,
      amount_overpaid: 0,
      amount_paid: 0,
      amount_remaining: due,
      amount_shipping: 0,
      attempt_count: 0,
      attempted: false,
      auto_advance: false,
      billing_reason: billingReason,
      collection_method: 'charge_automatically',
      created: now,
      currency: subscription.currency as string,
      customer: subscription.customer,
      customer_email: customer.email,
      customer_name: customer.name,
      default_payment_method: null,
      description: null,
      discounts: [],
      ending_balance: Math.min(0, total + applyBalance),
      hosted_invoice_url: null,
      invoice_pdf: null,
      lines: { object: 'list', data: lines, has_more: false, total_count: lines.length, url: `/v1/invoices/${id}/lines` },
      livemode: false,
      metadata: {},
      next_payment_attempt: null,
      number: null,
      parent: { type: 'subscription_details', quote_details: null, subscription_details: { metadata: { ...subscription.metadata }, subscription: subscription.id } },
      period_end: period.end,
      period_start: period.start,
      starting_balance: applyBalance,
      status: 'draft',
      status_transitions: { finalized_at: null, marked_uncollectible_at: null, paid_at: null, voided_at: null },
      subscription: subscription.id,
      subtotal: total,
      total,
      total_excluding_tax: total,
    } as Invoice;
  }

  /** Creates, finalises and charges an invoice: paid (invoice.paid) or, with a failing card, open (invoice.payment_failed, subscription past_due). */
  invoice(subscription: Subscription, lines: InvoiceLine[], billingReason: string, period: { start: number; end: number }): Invoice {
    const customer = this.store.require<Customer>('customer', subscription.customer, 'customer');
    const invoice = this.store.put(this.invoiceObject(subscription, lines, billingReason, period, newId('in'), customer.balance));
    customer.balance = invoice.ending_balance as number;
    const sequence = (customer.next_invoice_sequence as number) ?? 1;
    customer.next_invoice_sequence = sequence + 1;
    const now = this.state.now();
    Object.assign(invoice, { number: `${customer.invoice_prefix}-${String(sequence).padStart(4, '0')}`, attempt_count: 1, attempted: true });
    (invoice.status_transitions as Record<string, number | null>).finalized_at = now;
    subscription.latest_invoice = invoice.id;
    const paymentMethod = subscription.default_payment_method ?? customer.invoice_settings.default_payment_method;
    if (invoice.amount_due > 0 && (!paymentMethod || this.state.failingPaymentMethods.has(paymentMethod))) {
      invoice.status = 'open';
      return invoice;
    }
    Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due, amount_remaining: 0 });
    (invoice.status_transitions as Record<string, number | null>).paid_at = now;
    return invoice;
  }

  /** Sends the event an invoice's outcome calls for. */
  announceInvoice(invoice: Invoice): void {
    this.state.emit(invoice.status === 'paid' ? 'invoice.paid' : 'invoice.payment_failed', invoice);
  }

  // ---- update, cancel ------------------------------------------------------------------------------------

  /**
   * POST /v1/subscriptions/:id: items with prorations, cancel_at_period_end, trial_end=now, metadata, default_payment_method.
   * With payment_behavior=pending_if_incomplete, a change whose invoice is not paid is not applied: the subscription
   * stays as it was, with the change in pending_update and the unpaid invoice open.
   */
  update(id: string, params: Params): Subscription {
    const subscription = this.require(id);
    if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
      throw new StripeApiError(400, 'invalid_request_error', `A canceled subscription can only update its cancellation_details and metadata.`);
    }
    const paymentBehavior = oneOf(params, 'payment_behavior', PAYMENT_BEHAVIORS);
    if (paymentBehavior === 'pending_if_incomplete') {
      const unsupported = Object.keys(params).filter((key) => !PENDING_UPDATE_PARAMS.has(key));
      if (unsupported.length > 0) {
        throw invalidParam(unsupported[0] as string, `The following parameters are not supported when payment_behavior=pending_if_incomplete: ${unsupported.join(', ')}.`, 'parameter_unknown');
      }
    }
    const behaviour = oneOf(params, 'proration_behavior', PRORATION_BEHAVIORS) ?? 'create_prorations';
    const changes = this.readItemChanges(params);
    const planned = changes.length > 0 ? this.planItems(subscription.items.data, changes) : null;
    const cancelAtPeriodEnd = bool(params, 'cancel_at_period_end');
    const trialEnd = str(params, 'trial_end');
    if (trialEnd !== undefined && trialEnd !== 'now') throw invalidParam('trial_end', 'The stand-in accepts trial_end=now only.', 'parameter_invalid_string');
    const paymentMethod = str(params, 'default_payment_method');
    if (paymentMethod) this.store.require('payment_method', paymentMethod, 'default_payment_method');
    const prorationDate = int(params, 'proration_date') ?? this.state.now();
    const metadata = mergeMetadata(subscription.metadata, params);

    const before = structuredClone(subscription);
    const kept = { periods: this.periods.get(id), pending: this.pending.get(id) };
    const invoices: Invoice[] = [];
    if (planned) {
      const prorations = behaviour === 'none' ? [] : this.prorationLines(subscription, planned, prorationDate);
      this.setItems(subscription, planned);
      if (behaviour === 'always_invoice') {
        const lines = [...(this.pending.get(id) ?? []), ...prorations];
        this.pending.delete(id);
        invoices.push(this.invoice(subscription, lines, 'subscription_update', { start: prorationDate, end: prorationDate }));
      } else if (prorations.length > 0) this.pending.set(id, [...(this.pending.get(id) ?? []), ...prorations]);
    }
    if (trialEnd === 'now' && subscription.status === 'trialing') {
      const now = this.state.now();
      Object.assign(subscription, { status: 'active', trial_end: now, current_period_start: now, current_period_end: addMonths(now, 1), billing_cycle_anchor: now });
      this.periods.set(id, 1);
      this.syncItemPeriods(subscription);
      const lines = this.periodLines(subscription, subscription.items.data, now, subscription.current_period_end, false);
      invoices.push(this.invoice(subscription, lines, 'subscription_update', { start: now, end: now }));
    }
    if (cancelAtPeriodEnd !== undefined) this.scheduleCancel(subscription, cancelAtPeriodEnd);
    if (paymentMethod) subscription.default_payment_method = paymentMethod;
    subscription.metadata = metadata;
    const failed = invoices.find((invoice) => invoice.status !== 'paid');
    if (failed && paymentBehavior === 'pending_if_incomplete') {
      const pendingUpdate: NonNullable<Subscription['pending_update']> = {
        expires_at: this.state.now() + PENDING_UPDATE_SECONDS,
        subscription_items: subscription.items.data.map((item) => ({ price: item.price.id, quantity: item.quantity })),
        trial_end: trialEnd === 'now' ? subscription.trial_end : null,
        billing_cycle_anchor: trialEnd === 'now' ? subscription.billing_cycle_anchor : null,
      };
      Object.assign(subscription, structuredClone(before), { pending_update: pendingUpdate, latest_invoice: failed.id });
      if (kept.periods === undefined) this.periods.delete(id);
      else this.periods.set(id, kept.periods);
      if (kept.pending === undefined) this.pending.delete(id);
      else this.pending.set(id, kept.pending);
    } else {
      if (paymentBehavior === 'pending_if_incomplete') subscription.pending_update = null;
      if (failed) subscription.status = 'past_due';
    }
    this.announceUpdate(subscription, before);
    for (const invoice of invoices) this.announceInvoice(invoice);
    return subscription;
  }

  /** cancel_at_period_end: sets or clears the cancellation at the current period's end. */
  scheduleCancel(subscription: Subscription, atPeriodEnd: boolean, feedback?: string | null): void {
    subscription.cancel_at_period_end = atPeriodEnd;
    subscription.cancel_at = atPeriodEnd ? subscription.current_period_end : null;
    subscription.canceled_at = atPeriodEnd ? this.state.now() : null;
    subscription.cancellation_details = atPeriodEnd
      ? { comment: null, feedback: feedback ?? null, reason: 'cancellation_requested' }
      : { comment: null, feedback: null, reason: null };
  }

  /** customer.subscription.updated with previous_attributes: the top-level fields that changed. */
  announceUpdate(subscription: Subscription, before: Subscription): void {
    const previous: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(before)) {
      if (JSON.stringify(value) !== JSON.stringify(subscription[key])) previous[key] = value;
    }
    if (Object.keys(previous).length > 0) this.state.emit('customer.subscription.updated', subscription, previous);
  }

  /** DELETE /v1/subscriptions/:id: ends the subscription now (no refund). */
  cancelNow(id: string, details?: { comment?: string; feedback?: string }): Subscription {
    const subscription = this.require(id);
    if (subscription.status === 'canceled') {
      throw new StripeApiError(404, 'invalid_request_error', `No such subscription: '${id}'`, 'resource_missing', 'id');
    }
    const now = this.state.now();
    this.end(subscription, now, { comment: details?.comment ?? null, feedback: details?.feedback ?? null, reason: 'cancellation_requested' });
    return subscription;
  }

  private end(subscription: Subscription, at: number, details: Subscription['cancellation_details']): void {
    Object.assign(subscription, { status: 'canceled', ended_at: at, canceled_at: subscription.canceled_at ?? at, cancellation_details: details });
    this.pending.delete(subscription.id);
    this.state.emit('customer.subscription.deleted', subscription);
  }

  // ---- the clock ---------------------------------------------------------------------------------------

  /** Renews, ends trials and applies scheduled cancellations for every period that has ended by now. */
  processDue(): void {
    const now = this.state.now();
    for (const subscription of this.store.all<Subscription>('subscription')) {
      while (['trialing', 'active', 'past_due'].includes(subscription.status) && subscription.current_period_end <= now) {
        if (subscription.cancel_at !== null && subscription.cancel_at <= subscription.current_period_end) {
          this.end(subscription, subscription.current_period_end, subscription.cancellation_details);
          break;
        }
        this.renew(subscription);
      }
    }
  }

  private renew(subscription: Subscription): void {
    const before = structuredClone(subscription);
    const index = (this.periods.get(subscription.id) ?? 0) + 1;
    this.periods.set(subscription.id, index);
    const start = subscription.current_period_end;
    const end = addMonths(subscription.billing_cycle_anchor, index);
    Object.assign(subscription, { current_period_start: start, current_period_end: end });
    if (subscription.status === 'trialing') subscription.status = 'active';
    this.syncItemPeriods(subscription);
    const lines = [...(this.pending.get(subscription.id) ?? []), ...this.periodLines(subscription, subscription.items.data, start, end, false)];
    this.pending.delete(subscription.id);
    const invoice = this.invoice(subscription, lines, 'subscription_cycle', { start: before.current_period_start, end: start });
    subscription.status = invoice.status === 'paid' ? 'active' : 'past_due';
    this.announceUpdate(subscription, before);
    this.announceInvoice(invoice);
  }

  // ---- preview -------------------------------------------------------------------------------------------

  /**
   * POST /v1/invoices/create_preview: the invoice a subscription change would produce. always_invoice: the
   * prorations charged now. create_prorations (default): the next renewal, with the prorations and the next
   * period at the new prices. none: the next renewal at the new prices. Without a subscription: the first
   * invoice of a new one.
   */
  preview(params: Params): Invoice {
    const details = (params.subscription_details ?? {}) as Params;
    const subscriptionId = str(params, 'subscription');
    const customerId = str(params, 'customer');
    const behaviour = oneOf(details, 'proration_behavior', PRORATION_BEHAVIORS, 'subscription_details[proration_behavior]') ?? 'create_prorations';
    const changes = this.readItemChanges(details, 'items').map((c) => c);
    if (!subscriptionId) {
      if (!customerId) throw invalidParam('customer', 'Missing required param: customer or subscription.', 'parameter_missing');
      this.store.require('customer', customerId, 'customer');
      if (changes.length === 0) throw invalidParam('subscription_details[items]', 'Missing required param: subscription_details[items].', 'parameter_missing');
      const planned = this.planItems([], changes, 'subscription_details[items]');
      const now = this.state.now();
      const draft: InvoicedSubscription = { id: 'sub_preview', customer: customerId, currency: planned[0]?.price.currency ?? 'usd', metadata: {} };
      const lines = this.periodLines(draft, planned.map((p) => ({ id: null, price: p.price, quantity: p.quantity })), now, addMonths(now, 1), false);
      return this.invoiceObject(draft, lines, 'upcoming', { start: now, end: now }, newId('upcoming_in'), 0);
    }
    const subscription = this.require(subscriptionId, 'subscription');
    if (customerId && customerId !== subscription.customer) throw invalidParam('customer', `The subscription does not belong to customer ${customerId}.`, 'parameter_invalid_string');
    const at = int(details, 'proration_date', 'subscription_details[proration_date]') ?? this.state.now();
    const planned = changes.length > 0 ? this.planItems(subscription.items.data, changes, 'subscription_details[items]') : subscription.items.data.map((i) => ({ itemId: i.id, price: i.price, quantity: i.quantity }));
    const trialEnd = str(details, 'trial_end');
    if (trialEnd !== undefined && trialEnd !== 'now') throw invalidParam('subscription_details[trial_end]', 'The stand-in accepts trial_end=now only.', 'parameter_invalid_string');
    if (trialEnd === 'now' && subscription.status === 'trialing') {
      // The trial ends now: the first month of the planned items is invoiced at once.
      const lines = this.periodLines(subscription, planned.map((p) => ({ id: p.itemId, price: p.price, quantity: p.quantity })), at, addMonths(at, 1), false);
      const balance = this.store.require<Customer>('customer', subscription.customer).balance;
      return this.invoiceObject(subscription, lines, 'subscription_update', { start: at, end: at }, newId('upcoming_in'), balance);
    }
    const prorations = behaviour === 'none' ? [] : this.prorationLines(subscription, planned, at);
    const pending = this.pending.get(subscription.id) ?? [];
    const balance = this.store.require<Customer>('customer', subscription.customer).balance;
    if (behaviour === 'always_invoice') {
      return this.invoiceObject(subscription, structuredClone([...pending, ...prorations]), 'subscription_update', { start: at, end: at }, newId('upcoming_in'), balance);
    }
    const nextStart = subscription.current_period_end;
    const nextEnd = addMonths(subscription.billing_cycle_anchor, (this.periods.get(subscription.id) ?? 0) + 1);
    const next = this.periodLines(subscription, planned.map((p) => ({ id: p.itemId, price: p.price, quantity: p.quantity })), nextStart, nextEnd, false);
    return this.invoiceObject(subscription, [...structuredClone(pending), ...prorations, ...next], 'upcoming', { start: subscription.current_period_start, end: nextStart }, newId('upcoming_in'), balance);
  }
}
