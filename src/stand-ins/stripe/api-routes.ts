/**
 * Stripe's REST API under /v1, the subset the app uses: Bearer secret key required, form-encoded parameters,
 * JSON answers in Stripe's shapes, `expand[]`, list pagination, and Idempotency-Key (the same key and
 * parameters replay the first answer; other parameters are a 400 idempotency_error).
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { CheckoutSession, CheckoutSessions } from './checkout';
import { invalidParam, noSuch, StripeApiError } from './errors';
import { parseForm, readBody } from './http-io';
import { bool, expandList, int, list, mergeMetadata, obj, oneOf, type Params, requiredStr, str, url } from './params';
import { type Customer, type Price, STAND_IN_API_VERSION, type Product, type StripeStandInState } from './state';
import { newId, type StripeObject } from './store';
import type { Subscription, Subscriptions } from './subscriptions';

export interface ApiAnswer {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

export interface ApiContext {
  state: StripeStandInState;
  subscriptions: Subscriptions;
  checkout: CheckoutSessions;
  secretKey: string;
  baseUrl: string;
  /** Called after every mutating request, so periods that ended are processed. */
  afterWrite(): void;
}

interface StoredAnswer {
  fingerprint: string;
  answer: ApiAnswer;
}

const redact = (key: string) => `${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`;

export class StripeApi {
  private readonly idempotent = new Map<string, StoredAnswer>();

  constructor(private readonly ctx: ApiContext) {}

  async answer(req: IncomingMessage, url: URL): Promise<ApiAnswer> {
    const method = req.method ?? 'GET';
    const raw = method === 'GET' ? '' : await readBody(req);
    const requestId = newId('req', 14);
    const headers = { 'request-id': requestId, 'stripe-version': String(req.headers['stripe-version'] ?? STAND_IN_API_VERSION) };
    const done = (status: number, body: unknown, extra: Record<string, string> = {}): ApiAnswer => ({ status, body, headers: { ...headers, ...extra } });
    try {
      this.authenticate(req.headers.authorization);
      const params = method === 'GET' ? parseForm(url.search.slice(1)) : parseForm(raw);
      const key = req.headers['idempotency-key'];
      const idempotencyKey = typeof key === 'string' && key !== '' && method !== 'GET' ? key : undefined;
      const fingerprint = createHash('sha256').update(`${method} ${url.pathname}\n${raw}`).digest('hex');
      if (idempotencyKey) {
        const stored = this.idempotent.get(idempotencyKey);
        if (stored && stored.fingerprint !== fingerprint) {
          throw new StripeApiError(
            400,
            'idempotency_error',
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          );
        }
        if (stored) return { ...stored.answer, headers: { ...stored.answer.headers, 'idempotent-replayed': 'true' } };
      }
      let result: ApiAnswer;
      try {
        result = done(200, this.route(method, url.pathname, params));
      } catch (error) {
        if (!(error instanceof StripeApiError) || error.status !== 402) throw error;
        result = done(error.status, error.toJSON());
      }
      if (method !== 'GET') this.ctx.afterWrite();
      if (idempotencyKey) {
        this.idempotent.set(idempotencyKey, { fingerprint, answer: { ...result, headers: { ...result.headers, 'idempotency-key': idempotencyKey } } });
      }
      return result;
    } catch (error) {
      if (error instanceof StripeApiError) return done(error.status, error.toJSON());
      return done(500, { error: { type: 'api_error', message: `The local Stripe stand-in failed: ${(error as Error).message}` } }, { 'stripe-should-retry': 'false' });
    }
  }

  /** The secret key from `Authorization: Bearer sk_…`, or from Basic auth with the key as user name (curl -u sk_…:), as Stripe takes it. */
  private authenticate(header: string | undefined): void {
    const bearer = /^Bearer (.+)$/.exec(header ?? '')?.[1];
    const basic = /^Basic (.+)$/.exec(header ?? '')?.[1];
    const key = bearer ?? (basic ? Buffer.from(basic, 'base64').toString('utf8').split(':')[0] : undefined);
    if (!key) {
      throw new StripeApiError(
        401,
        'invalid_request_error',
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
      );
    }
    if (key !== this.ctx.secretKey) {
      throw new StripeApiError(401, 'invalid_request_error', `Invalid API Key provided: ${redact(key)}`, 'api_key_invalid');
    }
  }

  private render(object: unknown, params: Params): unknown {
    return this.ctx.state.store.render(object, expandList(params));
  }

  private page<T extends StripeObject>(items: T[], path: string, params: Params): unknown {
    const page = this.ctx.state.store.page(items, path, {
      limit: int(params, 'limit'),
      startingAfter: str(params, 'starting_after') || undefined,
      endingBefore: str(params, 'ending_before') || undefined,
    });
    return this.ctx.state.store.render(page, expandList(params));
  }

  private route(method: string, path: string, params: Params): unknown {
    const { state, subscriptions } = this.ctx;
    const store = state.store;
    const segments = path.split('/').filter(Boolean).map(decodeURIComponent);
    const [, resource, id, action] = segments;
    const is = (m: string, r: string, withId: boolean, a?: string) =>
      method === m && resource === r && (withId ? id !== undefined : id === undefined) && action === a;

    // products
    if (is('POST', 'products', false)) {
      return state.createProduct({
        id: str(params, 'id') || undefined,
        name: requiredStr(params, 'name'),
        description: str(params, 'description') || null,
        metadata: mergeMetadata({}, params),
        active: bool(params, 'active'),
      });
    }
    if (is('GET', 'products', false)) {
      const active = bool(params, 'active');
      const ids = list(params, 'ids');
      return this.page(store.all<Product>('product', (p) => (active === undefined || p.active === active) && (ids.length === 0 || ids.includes(p.id))), '/v1/products', params);
    }
    if (is('GET', 'products', true)) return this.render(store.require('product', id as string), params);
    if (is('POST', 'products', true)) {
      const product = store.require<Product>('product', id as string);
      Object.assign(product, {
        ...(str(params, 'name') ? { name: str(params, 'name') } : {}),
        ...(bool(params, 'active') !== undefined ? { active: bool(params, 'active') } : {}),
        metadata: mergeMetadata(product.metadata, params),
        updated: state.now(),
      });
      return this.render(product, params);
    }

    // prices
    if (is('POST', 'prices', false)) {
      const unitAmount = int(params, 'unit_amount');
      if (unitAmount === undefined) throw invalidParam('unit_amount', 'Missing required param: unit_amount.', 'parameter_missing');
      if (unitAmount < 0) throw invalidParam('unit_amount', 'Invalid non-negative integer', 'parameter_invalid_integer');
      const recurring = obj(params, 'recurring');
      const interval = oneOf(recurring, 'interval', ['day', 'week', 'month', 'year'] as const, 'recurring[interval]');
      const price = state.createPrice({
        product: requiredStr(params, 'product'),
        unit_amount: unitAmount,
        currency: requiredStr(params, 'currency').toLowerCase(),
        interval,
        interval_count: int(recurring, 'interval_count', 'recurring[interval_count]'),
        lookup_key: str(params, 'lookup_key') || undefined,
        transfer_lookup_key: bool(params, 'transfer_lookup_key'),
        nickname: str(params, 'nickname') || undefined,
        metadata: mergeMetadata({}, params),
        active: bool(params, 'active'),
      });
      return this.render(price, params);
    }
    if (is('GET', 'prices', false)) {
      const lookupKeys = list(params, 'lookup_keys');
      if (lookupKeys.length > 10) throw invalidParam('lookup_keys', 'You can only pass up to 10 lookup_keys.', 'parameter_invalid_array');
      const active = bool(params, 'active');
      const product = str(params, 'product');
      const type = str(params, 'type');
      const prices = store.all<Price>(
        'price',
        (p) =>
          (lookupKeys.length === 0 || lookupKeys.includes(p.lookup_key)) &&
          (active === undefined || p.active === active) &&
          (!product || p.product === product) &&
          (!type || p.type === type),
      );
      return this.page(prices, '/v1/prices', params);
    }
    if (is('GET', 'prices', true)) return this.render(store.require('price', id as string), params);
    if (is('POST', 'prices', true)) {
      const price = store.require<Price>('price', id as string);
      const active = bool(params, 'active');
      const lookupKey = str(params, 'lookup_key');
      if (lookupKey) {
        const holder = store.all<Price>('price', (p) => p.lookup_key === lookupKey && p.id !== price.id)[0];
        if (holder && !bool(params, 'transfer_lookup_key')) throw invalidParam('lookup_key', `A price (\`${holder.id}\`) already uses that lookup key.`, 'lookup_key_already_exists');
        if (holder) holder.lookup_key = null;
        price.lookup_key = lookupKey;
      }
      Object.assign(price, { ...(active !== undefined ? { active } : {}), metadata: mergeMetadata(price.metadata, params) });
      return this.render(price, params);
    }

    // customers
    if (is('POST', 'customers', false)) {
      const customer = state.createCustomer({
        email: str(params, 'email') || undefined,
        name: str(params, 'name') || undefined,
        metadata: mergeMetadata({}, params),
        payment_method: str(params, 'payment_method') || undefined,
      });
      return this.render(customer, params);
    }
    if (is('GET', 'customers', false)) {
      const email = str(params, 'email');
      return this.page(store.all<Customer>('customer', (c) => !email || c.email === email), '/v1/customers', params);
    }
    if (is('GET', 'customers', true)) return this.render(store.require('customer', id as string), params);
    if (is('POST', 'customers', true)) {
      const customer = store.require<Customer>('customer', id as string);
      const email = str(params, 'email');
      const name = str(params, 'name');
      const defaultPm = str(obj(params, 'invoice_settings'), 'default_payment_method', 'invoice_settings[default_payment_method]');
      if (defaultPm) state.attachPaymentMethod(defaultPm, customer.id);
      Object.assign(customer, {
        ...(email !== undefined ? { email: email || null } : {}),
        ...(name !== undefined ? { name: name || null } : {}),
        metadata: mergeMetadata(customer.metadata, params),
      });
      if (defaultPm !== undefined) customer.invoice_settings.default_payment_method = defaultPm || null;
      return this.render(customer, params);
    }
    if (is('GET', 'customers', true, 'payment_methods')) {
      store.require('customer', id as string);
      return this.page(store.all('payment_method', (pm) => pm.customer === id), `/v1/customers/${id}/payment_methods`, params);
    }

    // payment methods
    if (is('GET', 'payment_methods', true)) return this.render(store.require('payment_method', id as string), params);
    if (is('GET', 'payment_methods', false)) {
      const customer = str(params, 'customer');
      return this.page(store.all('payment_method', (pm) => !customer || pm.customer === customer), '/v1/payment_methods', params);
    }

    // checkout sessions
    if (segments[1] === 'checkout' && segments[2] === 'sessions') return this.checkoutRoute(method, segments[3], segments[4], params);

    // subscriptions
    if (is('GET', 'subscriptions', true)) return this.render(subscriptions.require(id as string), params);
    if (is('POST', 'subscriptions', true)) return this.render(subscriptions.update(id as string, params), params);
    if (is('DELETE', 'subscriptions', true)) {
      const details = obj(params, 'cancellation_details');
      return this.render(subscriptions.cancelNow(id as string, { comment: str(details, 'comment') || undefined, feedback: str(details, 'feedback') || undefined }), params);
    }
    if (is('GET', 'subscriptions', false)) {
      const customer = str(params, 'customer');
      const price = str(params, 'price');
      const status = str(params, 'status') || 'all_but_canceled';
      const matches = (s: Subscription) =>
        (!customer || s.customer === customer) &&
        (!price || s.items.data.some((i) => i.price.id === price)) &&
        (status === 'all' || (status === 'all_but_canceled' ? s.status !== 'canceled' : s.status === status));
      return this.page(store.all<Subscription>('subscription', matches), '/v1/subscriptions', params);
    }

    // invoices
    if (method === 'POST' && resource === 'invoices' && id === 'create_preview' && action === undefined) return this.render(subscriptions.preview(params), params);
    if (is('GET', 'invoices', true)) return this.render(store.require('invoice', id as string), params);
    if (is('GET', 'invoices', false)) {
      const customer = str(params, 'customer');
      const subscription = str(params, 'subscription');
      const status = str(params, 'status');
      return this.page(
        store.all('invoice', (i) => (!customer || i.customer === customer) && (!subscription || i.subscription === subscription) && (!status || i.status === status)),
        '/v1/invoices',
        params,
      );
    }

    // billing portal
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const returnUrl = url(params, 'return_url', false);
      return this.render(state.createPortalSession(requiredStr(params, 'customer'), returnUrl, this.ctx.baseUrl), params);
    }

    // events
    if (is('GET', 'events', true)) return this.render(store.require('event', id as string), params);
    if (is('GET', 'events', false)) {
      const type = str(params, 'type');
      return this.page(store.all('event', (e) => !type || e.type === type), '/v1/events', params);
    }

    throw new StripeApiError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`);
  }

  private checkoutRoute(method: string, id: string | undefined, action: string | undefined, params: Params): unknown {
    const { checkout, state } = this.ctx;
    if (method === 'POST' && id === undefined) return this.render(checkout.create(params, this.ctx.baseUrl), params);
    if (method === 'GET' && id === undefined) {
      const customer = str(params, 'customer');
      const subscription = str(params, 'subscription');
      const status = str(params, 'status');
      return this.page(
        state.store.all<CheckoutSession>('checkout.session', (s) => (!customer || s.customer === customer) && (!subscription || s.subscription === subscription) && (!status || s.status === status)),
        '/v1/checkout/sessions',
        params,
      );
    }
    if (id === undefined) throw noSuch('checkout session', '');
    const session = checkout.require(id);
    if (method === 'GET' && action === undefined) {
      const expand = expandList(params);
      const withItems = expand.some((e) => e === 'line_items' || e.startsWith('line_items.')) ? { ...session, line_items: checkout.lineItems(session) } : session;
      return state.store.render(withItems, expand.filter((e) => e !== 'line_items'));
    }
    if (method === 'GET' && action === 'line_items') return checkout.lineItems(session);
    if (method === 'POST' && action === 'expire') return this.render(checkout.expire(id), params);
    throw new StripeApiError(404, 'invalid_request_error', `Unrecognized request URL (${method}: /v1/checkout/sessions/${id}/${action ?? ''}).`);
  }
}
