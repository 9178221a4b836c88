import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STRIPE_CATALOGUE, type StripeStandIn, startStripeStandIn } from './index';

/** A webhook endpoint like the app's: verifies each delivery with the SDK and records the events it accepted. */
interface Receiver {
  url: string;
  events: Stripe.Event[];
  rejected: string[];
  /** Ids of the events whose delivery was answered 500. */
  refused: string[];
  /** Deliveries of events of this type answer 500, this many times. */
  fail: { type: string; times: number };
  close(): Promise<void>;
}

let standIn: StripeStandIn;
let stripe: Stripe;
let receiver: Receiver;

async function startReceiver(secret: () => string): Promise<Receiver> {
  const state = { events: [] as Stripe.Event[], rejected: [] as string[], refused: [] as string[], fail: { type: '', times: 0 } };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const delivered = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id: string; type: string };
      if (delivered.type === receiverRef.fail.type && receiverRef.fail.times > 0) {
        receiverRef.fail.times--;
        receiverRef.refused.push(delivered.id);
        res.writeHead(500).end();
        return;
      }
      try {
        const event = stripe.webhooks.constructEvent(Buffer.concat(chunks), String(req.headers['stripe-signature']), secret());
        receiverRef.events.push(event);
        res.writeHead(200).end('{}');
      } catch (error) {
        receiverRef.rejected.push((error as Error).message);
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const receiverRef: Receiver = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/billing/webhook`,
    ...state,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return receiverRef;
}

const priceId = async (lookupKey: string) => {
  const prices = await stripe.prices.list({ lookup_keys: [lookupKey], active: true });
  return (prices.data[0] as Stripe.Price).id;
};

/** Fills in and submits the hosted checkout page's form as a browser does. */
async function submitCheckout(url: string, fields: Record<string, string> = {}): Promise<Response> {
  const page = await (await fetch(url)).text();
  const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1] as string;
  const form = new URLSearchParams();
  for (const match of page.matchAll(/<input id="[^"]+" name="([^"]+)"[^>]*value="([^"]*)"/g)) form.set(match[1] as string, match[2] as string);
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return fetch(new URL(action, url), { method: 'POST', body: form, redirect: 'manual' });
}

async function subscribe(lookupKey: string, options: { trialDays?: number; email?: string; card?: string } = {}) {
  const email = options.email ?? `buyer-${Math.random().toString(36).slice(2)}@example.com`;
  const customer = await stripe.customers.create({ email, metadata: { user_id: email } });
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    client_reference_id: `user-${email}`,
    line_items: [{ price: await priceId(lookupKey), quantity: 1 }],
    ...(options.trialDays ? { subscription_data: { trial_period_days: options.trialDays, metadata: { user_id: email } } } : {}),
    success_url: 'http://app.test/dashboard/account?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://app.test/dashboard/account?canceled=true',
  });
  const answer = await submitCheckout(session.url as string, options.card ? { card_number: options.card } : {});
  expect(answer.status).toBe(303);
  const done = await stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] });
  return { customer, session: done, subscription: done.subscription as Stripe.Subscription };
}

/** The page holds every one of these texts. */
const expectAll = (page: string, texts: string[]) => {
  for (const text of texts) expect(page).toContain(text);
};

const eventsOfType = (type: string, objectId: string) =>
  receiver.events.filter((e) => e.type === type && (e.data.object as { id: string }).id === objectId);

beforeAll(async () => {
  standIn = await startStripeStandIn({ webhookRetryDelaysMs: [50, 100], tickMs: 0 });
  receiver = await startReceiver(() => standIn.webhookSecret);
  standIn.setWebhookUrl(receiver.url);
  const { hostname, port } = new URL(standIn.url);
  stripe = new Stripe(standIn.secretKey, { host: hostname, port: Number(port), protocol: 'http', maxNetworkRetries: 0 });
});

afterAll(async () => {
  await standIn.close();
  await receiver.close();
});

beforeEach(() => {
  receiver.fail = { type: '', times: 0 };
});

describe('authentication and errors', () => {
  it('answers 401 without a key or with a wrong one, and the SDK raises its authentication error', async () => {
    const bare = await fetch(`${standIn.url}/v1/customers`);
    expect(bare.status).toBe(401);
    expect(((await bare.json()) as { error: { type: string } }).error.type).toBe('invalid_request_error');
    const { hostname, port } = new URL(standIn.url);
    const wrong = new Stripe('sk_test_wrong_key_1234', { host: hostname, port: Number(port), protocol: 'http' });
    await expect(wrong.customers.list()).rejects.toMatchObject({ type: 'StripeAuthenticationError', statusCode: 401 });
    // like Stripe, the key also works as a Basic auth user name (curl -u sk_test_…:)
    const basic = await fetch(`${standIn.url}/v1/customers`, { headers: { authorization: `Basic ${Buffer.from(`${standIn.secretKey}:`).toString('base64')}` } });
    expect(basic.status).toBe(200);
  });

  it('answers an unknown id with 404 resource_missing and a bad parameter with 400 and its name', async () => {
    await expect(stripe.customers.retrieve('cus_missing')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
      message: "No such customer: 'cus_missing'",
    });
    await expect(
      stripe.checkout.sessions.create({ mode: 'subscription', line_items: [{ price: await priceId('basic_monthly'), quantity: 1 }], success_url: 'not a url' }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'success_url' });
  });
});

describe('the catalogue', () => {
  it('has basic_monthly at $77 and pro_monthly_2 … pro_monthly_20 at the specification prices, found by lookup key', async () => {
    const keys = STRIPE_CATALOGUE.map((p) => p.lookupKey);
    expect(keys).toEqual(['basic_monthly', ...Array.from({ length: 19 }, (_, i) => `pro_monthly_${i + 2}`)]);
    // Stripe takes up to 10 lookup keys per call
    await expect(stripe.prices.list({ lookup_keys: keys })).rejects.toMatchObject({ statusCode: 400, param: 'lookup_keys' });
    const pages = await Promise.all([keys.slice(0, 10), keys.slice(10)].map((some) => stripe.prices.list({ lookup_keys: some, active: true, limit: 100, expand: ['data.product'] })));
    const prices = pages.flatMap((page) => page.data);
    expect(prices).toHaveLength(20);
    const byKey = new Map(prices.map((p) => [p.lookup_key, p]));
    expect(byKey.get('basic_monthly')?.unit_amount).toBe(7700);
    expect(byKey.get('pro_monthly_2')?.unit_amount).toBe(12700);
    expect(byKey.get('pro_monthly_5')?.unit_amount).toBe(26800);
    expect(byKey.get('pro_monthly_20')?.unit_amount).toBe(82300);
    expect(byKey.get('pro_monthly_5')?.recurring?.interval).toBe('month');
    expect((byKey.get('pro_monthly_5') as Stripe.Price).product as Stripe.Product).toMatchObject({ name: 'OutTwit Pro' });
    // Stripe's default page is 10: the rest is behind has_more
    const firstPage = await stripe.prices.list({ active: true });
    expect(firstPage.data).toHaveLength(10);
    expect(firstPage.has_more).toBe(true);
  });

  it('refuses a second price with a taken lookup key unless transfer_lookup_key moves it', async () => {
    const product = await stripe.products.create({ name: 'Spare' });
    const first = await stripe.prices.create({ product: product.id, unit_amount: 100, currency: 'usd', recurring: { interval: 'month' }, lookup_key: 'spare_key' });
    await expect(
      stripe.prices.create({ product: product.id, unit_amount: 200, currency: 'usd', recurring: { interval: 'month' }, lookup_key: 'spare_key' }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'lookup_key' });
    const second = await stripe.prices.create({ product: product.id, unit_amount: 200, currency: 'usd', recurring: { interval: 'month' }, lookup_key: 'spare_key', transfer_lookup_key: true });
    expect((await stripe.prices.list({ lookup_keys: ['spare_key'] })).data.map((p) => p.id)).toEqual([second.id]);
    expect((await stripe.prices.retrieve(first.id)).lookup_key).toBeNull();
  });
});

describe('checkout', () => {
  it('takes a trial through the hosted page: session complete, subscription trialing, signed webhooks', async () => {
    const customer = await stripe.customers.create({ email: 'trial@example.com' });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      client_reference_id: 'user-1',
      line_items: [{ price: await priceId('basic_monthly'), quantity: 1 }],
      subscription_data: { trial_period_days: 7, metadata: { user_id: 'user-1' } },
      metadata: { user_id: 'user-1' },
      success_url: 'http://app.test/dashboard/account?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://app.test/dashboard/account?canceled=true',
    });
    expect(session.url).toBe(`${standIn.url}/checkout/pay/${session.id}`);
    expect(session.status).toBe('open');
    const page = await (await fetch(session.url as string)).text();
    expectAll(page, [
      'local Stripe stand-in',
      'OutTwit Basic',
      '$77.00',
      '7 days free',
      'Start trial',
      'trial@example.com',
      'value="4242 4242 4242 4242"',
      'href="http://app.test/dashboard/account?canceled=true"',
    ]);

    const answer = await submitCheckout(session.url as string);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`http://app.test/dashboard/account?session_id=${session.id}`);

    const done = await stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription', 'subscription.default_payment_method'] });
    expect(done).toMatchObject({ status: 'complete', payment_status: 'no_payment_required', customer: customer.id, client_reference_id: 'user-1', metadata: { user_id: 'user-1' } });
    const subscription = done.subscription as Stripe.Subscription;
    const item = subscription.items.data[0] as Stripe.SubscriptionItem;
    expect(subscription.status).toBe('trialing');
    expect(subscription.metadata).toEqual({ user_id: 'user-1' });
    expect(subscription.trial_end).toBe((subscription.trial_start as number) + 7 * 86_400);
    expect(item.current_period_end).toBe(subscription.trial_end);
    expect(item.price.lookup_key).toBe('basic_monthly');
    expect(item.quantity).toBe(1);
    const pm = subscription.default_payment_method as Stripe.PaymentMethod;
    expect(pm.card).toMatchObject({ brand: 'visa', last4: '4242' });
    expect(pm.card?.fingerprint).toMatch(/^[A-Za-z0-9]{16}$/);

    await expect.poll(() => eventsOfType('checkout.session.completed', session.id).length).toBe(1);
    expect(eventsOfType('customer.subscription.created', subscription.id)).toHaveLength(1);
    const completed = eventsOfType('checkout.session.completed', session.id)[0] as Stripe.Event;
    expect(completed.id).toMatch(/^evt_/);
    expect(completed.api_version).toBe(Stripe.API_VERSION);
    expect((completed.data.object as Stripe.Checkout.Session).subscription).toBe(subscription.id);
    expect(receiver.rejected).toEqual([]);

    // a paid session's page no longer takes payment
    expect(await (await fetch(session.url as string)).text()).toContain('Already paid');
  });

  it('shows "Your card was declined." for 4000 0000 0000 0002 and leaves the session open', async () => {
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer_email: 'declined@example.com',
      line_items: [{ price: await priceId('pro_monthly_3'), quantity: 1 }],
      success_url: 'http://app.test/ok',
    });
    const answer = await submitCheckout(session.url as string, { card_number: '4000 0000 0000 0002' });
    expect(answer.status).toBe(402);
    const html = await answer.text();
    expect(html).toContain('Your card was declined.');
    expect(html).toContain('value="4000 0000 0000 0002"');
    const again = await stripe.checkout.sessions.retrieve(session.id);
    expect(again).toMatchObject({ status: 'open', payment_status: 'unpaid', subscription: null, customer: null });
    const later = await submitCheckout(session.url as string);
    expect(later.status).toBe(303);
  });

  it('gives the same card the same fingerprint on another customer, and another card a different one', async () => {
    const fingerprint = async (card?: string) => {
      const { subscription } = await subscribe('basic_monthly', { trialDays: 7, card });
      const pm = await stripe.paymentMethods.retrieve(subscription.default_payment_method as string);
      return pm.card?.fingerprint;
    };
    const first = await fingerprint();
    expect(await fingerprint('4242424242424242')).toBe(first);
    expect(await fingerprint('5555 5555 5555 4444')).not.toBe(first);
  });

  it('expires a session: the API says expired and the page no longer takes payment', async () => {
    const session = await stripe.checkout.sessions.create({ mode: 'subscription', customer_email: 'late@example.com', line_items: [{ price: await priceId('basic_monthly'), quantity: 1 }] });
    expect((await stripe.checkout.sessions.expire(session.id)).status).toBe('expired');
    const page = await fetch(session.url as string);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain('This checkout session has expired.');
    const lapsed = await stripe.checkout.sessions.create({ mode: 'subscription', customer_email: 'late@example.com', line_items: [{ price: await priceId('basic_monthly'), quantity: 1 }] });
    standIn.advance(25 * 3600);
    expect((await stripe.checkout.sessions.retrieve(lapsed.id)).status).toBe('expired');
  });

  it('creates the customer from the email typed on the page when the session has none', async () => {
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: await priceId('basic_monthly'), quantity: 1 }],
      success_url: 'http://app.test/ok?id={CHECKOUT_SESSION_ID}',
    });
    expect((await submitCheckout(session.url as string, { email: 'typed@example.com' })).status).toBe(303);
    const done = await stripe.checkout.sessions.retrieve(session.id, { expand: ['customer', 'line_items'] });
    expect((done.customer as Stripe.Customer).email).toBe('typed@example.com');
    expect(done.payment_status).toBe('paid');
    expect(done.line_items?.data[0]?.amount_total).toBe(7700);
    expect((await stripe.customers.list({ email: 'typed@example.com' })).data).toHaveLength(1);
  });
});

describe('subscription changes', () => {
  it('previews a prorated upgrade and charges exactly that with always_invoice', async () => {
    const { subscription, customer } = await subscribe('pro_monthly_2');
    expect(subscription.status).toBe('active');
    const item = subscription.items.data[0] as Stripe.SubscriptionItem;
    const period = item.current_period_end - item.current_period_start;
    const halfway = item.current_period_start + Math.floor(period / 2);
    const to = await priceId('pro_monthly_5');
    const preview = await stripe.invoices.createPreview({
      customer: customer.id,
      subscription: subscription.id,
      subscription_details: { items: [{ id: item.id, price: to, quantity: 1 }], proration_behavior: 'always_invoice', proration_date: halfway },
    });
    const share = (item.current_period_end - halfway) / period;
    const expected = Math.round(26800 * share) - Math.round(12700 * share);
    expect(preview.amount_due).toBe(expected);
    expect(preview.lines.data).toHaveLength(2);
    expect(preview.lines.data.every((line) => line.parent?.subscription_item_details?.proration)).toBe(true);
    expect(preview.lines.data.map((l) => l.description)).toEqual([
      expect.stringMatching(/^Unused time on 1 × OutTwit Pro after|^Unused time on OutTwit Pro after/),
      expect.stringMatching(/^Remaining time on OutTwit Pro after/),
    ]);

    const updated = await stripe.subscriptions.update(subscription.id, {
      items: [{ id: item.id, price: to, quantity: 1 }],
      proration_behavior: 'always_invoice',
      proration_date: halfway,
      expand: ['latest_invoice'],
    });
    expect(updated.items.data[0]?.price.lookup_key).toBe('pro_monthly_5');
    expect(updated.items.data[0]?.id).toBe(item.id);
    const invoice = updated.latest_invoice as Stripe.Invoice;
    expect(invoice).toMatchObject({ status: 'paid', amount_paid: expected, billing_reason: 'subscription_update' });
    await expect.poll(() => eventsOfType('customer.subscription.updated', subscription.id).length).toBe(1);
    const event = eventsOfType('customer.subscription.updated', subscription.id)[0] as Stripe.Event;
    expect(((event.data.previous_attributes as { items: Stripe.ApiList<Stripe.SubscriptionItem> }).items.data[0] as Stripe.SubscriptionItem).price.lookup_key).toBe('pro_monthly_2');
    await expect.poll(() => eventsOfType('invoice.paid', invoice.id).length).toBe(1);
  });

  it('with create_prorations keeps the proration for the next invoice, and none changes the price alone', async () => {
    const { subscription } = await subscribe('pro_monthly_5');
    const item = subscription.items.data[0] as Stripe.SubscriptionItem;
    const preview = await stripe.invoices.createPreview({
      subscription: subscription.id,
      subscription_details: { items: [{ id: item.id, price: await priceId('pro_monthly_3') }], proration_behavior: 'none' },
    });
    expect(preview.amount_due).toBe(17700);
    const down = await stripe.subscriptions.update(subscription.id, { items: [{ id: item.id, price: await priceId('pro_monthly_3') }], proration_behavior: 'none' });
    expect(down.latest_invoice).toBe(subscription.latest_invoice);
    const up = await stripe.subscriptions.update(subscription.id, { items: [{ id: item.id, price: await priceId('pro_monthly_4') }] });
    expect(up.latest_invoice).toBe(subscription.latest_invoice);
    const next = await stripe.invoices.createPreview({ subscription: subscription.id });
    const prorations = next.lines.data.filter((l) => l.parent?.subscription_item_details?.proration);
    expect(prorations).toHaveLength(2);
    expect(next.amount_due).toBe(22300 + prorations.reduce((sum, l) => sum + l.amount, 0));
  });

  it('cancels at the period end from the portal, renews again, and ends when the clock passes the period', async () => {
    const { subscription, customer } = await subscribe('basic_monthly');
    const portal = await stripe.billingPortal.sessions.create({ customer: customer.id, return_url: 'http://app.test/dashboard/account' });
    expect(portal.id).toMatch(/^bps_/);
    expect(portal.url).toBe(`${standIn.url}/portal/${portal.id}`);
    const page = await (await fetch(portal.url)).text();
    expectAll(page, ['OutTwit Basic', '$77.00', 'Renews on', 'Cancel plan', 'Return to OutTwit', 'href="http://app.test/dashboard/account"']);

    const post = (action: string) =>
      fetch(`${portal.url}/${action}`, { method: 'POST', body: new URLSearchParams({ subscription: subscription.id }) });
    const canceled = await (await post('cancel')).text();
    expect(canceled).toContain('cancels on');
    expect(canceled).toContain('Renew plan');
    expect(await stripe.subscriptions.retrieve(subscription.id)).toMatchObject({ cancel_at_period_end: true, status: 'active' });
    await expect.poll(() => eventsOfType('customer.subscription.updated', subscription.id).length).toBe(1);
    const update = eventsOfType('customer.subscription.updated', subscription.id)[0] as Stripe.Event;
    expect(update.data.previous_attributes).toMatchObject({ cancel_at_period_end: false });

    await post('renew');
    expect((await stripe.subscriptions.retrieve(subscription.id)).cancel_at_period_end).toBe(false);
    await post('cancel');

    standIn.advance(32 * 86_400);
    const ended = await stripe.subscriptions.retrieve(subscription.id);
    expect(ended.status).toBe('canceled');
    expect(ended.ended_at).toBe(subscription.items.data[0]?.current_period_end);
    await expect.poll(() => eventsOfType('customer.subscription.deleted', subscription.id).length).toBe(1);
  });

  it("refuses another customer's subscription on a portal page", async () => {
    const a = await subscribe('basic_monthly');
    const b = await subscribe('basic_monthly');
    const portal = await stripe.billingPortal.sessions.create({ customer: b.customer.id });
    const answer = await fetch(`${portal.url}/cancel`, { method: 'POST', body: new URLSearchParams({ subscription: a.subscription.id }) });
    expect(answer.status).toBe(404);
    expect((await stripe.subscriptions.retrieve(a.subscription.id)).cancel_at_period_end).toBe(false);
  });

  it('renews an active subscription and ends a trial into active when the clock passes the period end', async () => {
    const paid = await subscribe('pro_monthly_2');
    const trial = await subscribe('basic_monthly', { trialDays: 7 });
    const paidEnd = paid.subscription.items.data[0]?.current_period_end as number;
    standIn.advance(8 * 86_400);
    const afterTrial = await stripe.subscriptions.retrieve(trial.subscription.id, { expand: ['latest_invoice'] });
    expect(afterTrial.status).toBe('active');
    expect(afterTrial.items.data[0]?.current_period_start).toBe(trial.subscription.trial_end);
    expect((afterTrial.latest_invoice as Stripe.Invoice).amount_paid).toBe(7700);
    standIn.advance(24 * 86_400);
    const renewed = await stripe.subscriptions.retrieve(paid.subscription.id, { expand: ['latest_invoice'] });
    expect(renewed.status).toBe('active');
    expect(renewed.items.data[0]?.current_period_start).toBe(paidEnd);
    expect((renewed.latest_invoice as Stripe.Invoice)).toMatchObject({ billing_reason: 'subscription_cycle', status: 'paid', amount_paid: 12700 });
    await expect.poll(() => eventsOfType('invoice.paid', (renewed.latest_invoice as Stripe.Invoice).id).length).toBe(1);
  });

  it('ends a trial at once with trial_end=now, charging the first month', async () => {
    const { subscription } = await subscribe('basic_monthly', { trialDays: 7 });
    const active = await stripe.subscriptions.update(subscription.id, { trial_end: 'now', expand: ['latest_invoice'] });
    expect(active.status).toBe('active');
    expect(active.latest_invoice as Stripe.Invoice).toMatchObject({ status: 'paid', amount_paid: 7700 });
    expect(active.items.data[0]?.current_period_end).toBeGreaterThan(subscription.trial_end as number);
  });

  it('leaves a renewal unpaid with a card whose charges fail (4000 0000 0000 0341): past_due and invoice.payment_failed', async () => {
    const { subscription } = await subscribe('basic_monthly', { trialDays: 7, card: '4000000000000341' });
    standIn.advance(8 * 86_400);
    const pastDue = await stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] });
    expect(pastDue.status).toBe('past_due');
    const invoice = pastDue.latest_invoice as Stripe.Invoice;
    expect(invoice).toMatchObject({ status: 'open', amount_due: 7700, amount_paid: 0 });
    await expect.poll(() => eventsOfType('invoice.payment_failed', invoice.id).length).toBe(1);
    // without a trial the same card is declined on the checkout page
    const session = await stripe.checkout.sessions.create({ mode: 'subscription', customer_email: 'x@example.com', line_items: [{ price: await priceId('basic_monthly'), quantity: 1 }] });
    expect((await submitCheckout(session.url as string, { card_number: '4000000000000341' })).status).toBe(402);
  });

  it('with payment_behavior=pending_if_incomplete, a change whose invoice fails is not applied: the items and the trial stay, pending_update holds it', async () => {
    const { subscription } = await subscribe('basic_monthly', { trialDays: 7, card: '4000000000000341' });
    const item = subscription.items.data[0] as Stripe.SubscriptionItem;
    const pro = await priceId('pro_monthly_20');
    const preview = await stripe.invoices.createPreview({
      subscription: subscription.id,
      subscription_details: { items: [{ id: item.id, price: pro, quantity: 1 }], trial_end: 'now', proration_behavior: 'none' },
    });
    expect(preview.amount_due).toBe(82_300);
    const updated = await stripe.subscriptions.update(subscription.id, {
      items: [{ id: item.id, price: pro, quantity: 1 }],
      trial_end: 'now',
      proration_behavior: 'none',
      payment_behavior: 'pending_if_incomplete',
      expand: ['latest_invoice'],
    });
    expect(updated.status).toBe('trialing');
    expect(updated.items.data[0]?.price.id).toBe(item.price.id);
    expect(updated.trial_end).toBe(subscription.trial_end);
    expect(updated.pending_update?.subscription_items?.[0]?.price).toBe(pro);
    expect(updated.latest_invoice as Stripe.Invoice).toMatchObject({ status: 'open', amount_due: 82_300, amount_paid: 0 });
    // Stripe takes only some parameters with a pending update.
    await expect(
      stripe.subscriptions.update(subscription.id, { items: [{ id: item.id, price: pro, quantity: 1 }], payment_behavior: 'pending_if_incomplete', metadata: { a: 'b' } }),
    ).rejects.toThrow(/not supported when payment_behavior=pending_if_incomplete: metadata/);
  });

  it('changes the payment method from the portal', async () => {
    const { subscription, customer } = await subscribe('basic_monthly');
    const portal = await stripe.billingPortal.sessions.create({ customer: customer.id });
    const page = await fetch(`${portal.url}/payment-method`, { method: 'POST', body: new URLSearchParams({ card_number: '5555 5555 5555 4444' }) });
    expect(await page.text()).toContain('Payment method updated: MASTERCARD ending 4444.');
    const updated = await stripe.subscriptions.retrieve(subscription.id, { expand: ['default_payment_method'] });
    expect((updated.default_payment_method as Stripe.PaymentMethod).card).toMatchObject({ brand: 'mastercard', last4: '4444' });
    const refused = await fetch(`${portal.url}/payment-method`, { method: 'POST', body: new URLSearchParams({ card_number: '4000 0000 0000 0002' }) });
    expect(refused.status).toBe(402);
    expect(await refused.text()).toContain('Your card was declined.');
  });

  it('refuses to change a canceled subscription', async () => {
    const { subscription } = await subscribe('basic_monthly');
    await stripe.subscriptions.cancel(subscription.id);
    await expect(stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true })).rejects.toMatchObject({ statusCode: 400 });
  });

  it('cancels now with DELETE', async () => {
    const { subscription } = await subscribe('basic_monthly');
    const canceled = await stripe.subscriptions.cancel(subscription.id);
    expect(canceled.status).toBe('canceled');
    await expect.poll(() => eventsOfType('customer.subscription.deleted', subscription.id).length).toBe(1);
  });
});

describe('idempotency', () => {
  it('replays the first answer for the same key and parameters, and refuses other parameters with the key', async () => {
    const first = await stripe.customers.create({ email: 'once@example.com' }, { idempotencyKey: 'create-customer-once' });
    const again = await stripe.customers.create({ email: 'once@example.com' }, { idempotencyKey: 'create-customer-once' });
    expect(again.id).toBe(first.id);
    expect((await stripe.customers.list({ email: 'once@example.com' })).data).toHaveLength(1);
    await expect(stripe.customers.create({ email: 'other@example.com' }, { idempotencyKey: 'create-customer-once' })).rejects.toMatchObject({
      type: 'StripeIdempotencyError',
      statusCode: 400,
    });
  });
});

describe('webhooks', () => {
  it('retries a delivery the endpoint refused until it is accepted', async () => {
    receiver.fail = { type: 'checkout.session.completed', times: 2 };
    const { session } = await subscribe('basic_monthly', { trialDays: 7 });
    await expect.poll(() => eventsOfType('checkout.session.completed', session.id).length).toBe(1);
    const refused = receiver.refused.at(-1) as string;
    expect(eventsOfType('checkout.session.completed', session.id)[0]?.id).toBe(refused);
    // The stand-in records an attempt's status once the endpoint's answer has reached it, just after the endpoint took the event.
    const attempts = () => standIn.deliveries().filter((d) => d.eventId === refused);
    await expect.poll(() => attempts().map((d) => [d.attempt, d.status])).toEqual([
      [1, 500],
      [2, 500],
      [3, 200],
    ]);
  });

  it('resends an event by id (a duplicate) and signs one 301 seconds in the past, which the SDK refuses', async () => {
    const { session } = await subscribe('basic_monthly', { trialDays: 7 });
    await expect.poll(() => eventsOfType('checkout.session.completed', session.id).length).toBe(1);
    const event = eventsOfType('checkout.session.completed', session.id)[0] as Stripe.Event;
    const resend = (body: object) => fetch(`${standIn.url}/_stand-in/events/${event.id}/resend`, { method: 'POST', body: JSON.stringify(body) });
    expect(await (await resend({})).json()).toMatchObject({ eventId: event.id, status: 200 });
    expect(receiver.events.filter((e) => e.id === event.id)).toHaveLength(2);
    const stale = await (await resend({ timestamp: Math.floor(Date.now() / 1000) - 301 })).json();
    expect(stale).toMatchObject({ eventId: event.id, status: 400 });
    expect(receiver.rejected.at(-1)).toContain('Timestamp outside the tolerance zone');
    const log = (await (await fetch(`${standIn.url}/_stand-in/webhooks`)).json()) as { deliveries: Array<{ eventId: string }> };
    expect(log.deliveries.filter((d) => d.eventId === event.id)).toHaveLength(3);
  });
});

describe('admin endpoints', () => {
  it('advances the clock over HTTP, lists objects by type and refuses bad input', async () => {
    const admin = (path: string, body?: object) =>
      fetch(`${standIn.url}/_stand-in/${path}`, body ? { method: 'POST', body: JSON.stringify(body) } : undefined);
    const before = ((await (await admin('clock')).json()) as { now: number }).now;
    const after = ((await (await admin('advance', { seconds: 3600 })).json()) as { now: number }).now;
    expect(after - before).toBeGreaterThanOrEqual(3600);
    expect(after - before).toBeLessThan(3660);
    expect((await admin('advance', { seconds: -1 })).status).toBe(400);
    expect((await admin('advance', { seconds: 'soon' })).status).toBe(400);
    const customer = await stripe.customers.create({ email: 'listed@example.com' });
    const listed = (await (await admin('objects?type=customer')).json()) as { customer: Array<{ id: string }> };
    expect(listed.customer.map((c) => c.id)).toContain(customer.id);
    expect((await admin('objects?type=secret')).status).toBe(400);
    expect((await admin('events/evt_missing/resend', {})).status).toBe(404);
    expect((await admin('webhooks/endpoint', { url: 'ftp://elsewhere' })).status).toBe(400);
  });
});
