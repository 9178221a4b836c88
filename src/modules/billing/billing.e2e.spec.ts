import { execFile } from 'node:child_process';
import { scriptCommand } from '../../../test/support/script-command';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/start-app';
import { as, newEmail, type TestUser } from '../../../test/support/users';
import { staysTrue } from '../../../test/support/waiting';
import type { DemoStripe } from '../../app/demo-stripe';
import { billingMessages, type PlanHistoryRow, planGateMessages } from './contract';
import { planMessages } from './plan/decide';
import { createStripeClient } from './stripe/stripe-sdk.provider';

let app: TestApp;
let standIn: DemoStripe;
let stripe: Stripe;
const webhookUrl = () => `${app.url.replace('localhost', '127.0.0.1')}/api/billing/webhook`;

beforeAll(async () => {
  // Many sign-ups from one test: each from its own address (behind one trusted proxy), past the per-IP limit.
  // An unpaid subscription keeps its plan for about 7 s (PAST_DUE_GRACE_HOURS), so a test sees the grace and its end.
  app = await startTestApp({ TRUST_PROXY: '1', PAST_DUE_GRACE_HOURS: '0.002' });
  standIn = app.server.stripe as DemoStripe;
  stripe = createStripeClient(app.config.STRIPE_SECRET_KEY as string, app.config.STRIPE_API_BASE);
});
afterAll(async () => {
  await app?.close();
});

type Json = Record<string, any>;

let addresses = 0;
async function signUp(_app: TestApp): Promise<TestUser> {
  const email = newEmail('billing');
  const password = 'correct-horse-battery';
  const response = await fetch(`${app.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.url, 'x-forwarded-for': `203.0.113.${++addresses}` },
    body: JSON.stringify({ email, password, name: email }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  return { email, password, cookie };
}

async function call(user: TestUser, path: string, json?: unknown): Promise<{ status: number; body: Json }> {
  const response = await as(app, user)(path, json === undefined ? {} : { method: 'POST', json });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {} };
}

const plan = async (user: TestUser) => (await call(user, '/api/plan')).body;
const history = async (user: TestUser) => (await call(user, '/api/billing/history')).body as unknown as PlanHistoryRow[];

/** Pays a hosted checkout with a plain form post, as the page's form does; the success URL's session id. */
async function pay(checkoutUrl: string, card = '4242 4242 4242 4242', email = 'payer@example.com'): Promise<string> {
  const response = await fetch(checkoutUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, card_number: card, card_expiry: '12 / 34', card_cvc: '123', name: 'Test Payer' }),
  });
  expect([302, 303], await response.clone().text()).toContain(response.status);
  const location = new URL(response.headers.get('location') as string);
  expect(location.pathname).toBe('/dashboard/account');
  return location.searchParams.get('session_id') as string;
}

async function subscribe(user: TestUser, body: Json, card?: string) {
  const checkout = await call(user, '/api/billing/checkout', body);
  expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
  const sessionId = await pay(checkout.body.url, card);
  expect(sessionId).toBe(checkout.body.session_id);
  return sessionId;
}

async function verified(user: TestUser, sessionId: string) {
  return call(user, `/api/billing/verify-session?session_id=${sessionId}`);
}

/** Webhooks off (to deliver events by hand) for the duration of `work`. */
async function withoutWebhooks<T>(work: () => Promise<T>): Promise<T> {
  await standIn.webhooksIdle();
  standIn.setWebhookUrl('http://127.0.0.1:9/unreachable');
  try {
    return await work();
  } finally {
    await standIn.webhooksIdle();
    standIn.setWebhookUrl(webhookUrl());
  }
}

async function latestEvent(type: string, objectId: string): Promise<Stripe.Event> {
  const events = await stripe.events.list({ limit: 100 });
  const event = events.data.find((candidate) => candidate.type === type && (candidate.data.object as { id?: string }).id === objectId);
  if (!event) throw new Error(`no ${type} for ${objectId}`);
  return event;
}

async function deliver(event: Stripe.Event | string, { ageSeconds = 0, secret = app.config.STRIPE_WEBHOOK_SECRET as string } = {}) {
  const payload = typeof event === 'string' ? event : JSON.stringify(event);
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(Date.now() / 1000) - ageSeconds });
  const response = await fetch(`${app.url}/api/billing/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
  return { status: response.status, body: (await response.json()) as Json };
}

const changes = (rows: PlanHistoryRow[], change: string) => rows.filter((row) => row.change.startsWith(change));

describe('upgrading through checkout', () => {
  it('Basic with the 7-day trial: checkout page, return, the plan and its history; the webhook and the return give one change', async () => {
    const user = await signUp(app);
    expect((await plan(user)).plan).toBe('free');
    const sessionId = await subscribe(user, { plan_type: 'basic', trial: true });
    const answer = await verified(user, sessionId);
    expect(answer).toEqual({ status: 200, body: { status: 'success', abuse_detected: false, reason: null } });
    expect(await plan(user)).toMatchObject({ plan: 'basic', allowed_accounts: 1, lead_credits_limit: 50_000 });
    await standIn.webhooksIdle();
    expect((await verified(user, sessionId)).body.status).toBe('success');
    await expect.poll(async () => (await history(user)).length).toBeGreaterThanOrEqual(3);
    const rows = await history(user);
    expect(changes(rows, 'Upgraded to basic')).toHaveLength(1);
    expect(changes(rows, 'Basic trial started')).toHaveLength(1);
    const subscription = (await stripe.subscriptions.list({ limit: 100 })).data.find((s) => s.metadata.user_id && s.status === 'trialing');
    expect(subscription?.trial_end).toBeTruthy();
  });

  it('a card already used for a trial on another account: the trial is refused, the subscription canceled, the plan stays Free', async () => {
    const first = await signUp(app);
    await verified(first, await subscribe(first, { plan_type: 'basic', trial: true }, '5555 5555 5555 4444'));
    expect((await plan(first)).plan).toBe('basic');
    const second = await signUp(app);
    const sessionId = await subscribe(second, { plan_type: 'basic', trial: true }, '5555 5555 5555 4444');
    expect((await verified(second, sessionId)).body).toEqual({ status: 'canceled', abuse_detected: true, reason: billingMessages.trialAbuse });
    await standIn.webhooksIdle();
    expect((await plan(second)).plan).toBe('free');
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    expect((await stripe.subscriptions.retrieve(session.subscription as string)).status).toBe('canceled');
    expect(changes(await history(second), 'Trial refused')).toHaveLength(1);
    expect(changes(await history(second), 'Upgraded')).toHaveLength(0);
  });

  it('Pro with 5 accounts from Basic: the preview shows the prorated amount, the change is charged at once', async () => {
    const user = await signUp(app);
    await verified(user, await subscribe(user, { plan_type: 'basic' }));
    expect((await plan(user)).plan).toBe('basic');
    const preview = await call(user, '/api/billing/preview', { plan_type: 'pro', allowed_accounts: 5 });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ currency: 'usd', new_monthly_price: 268 });
    // Just after the period started, the prorated difference is nearly the whole difference ($268 - $77).
    expect(preview.body.amount_due_cents).toBeGreaterThan(18_500);
    expect(preview.body.amount_due_cents).toBeLessThanOrEqual(19_100);
    expect(Date.parse(preview.body.next_renewal)).toBeGreaterThan(Date.now());
    const changed = await call(user, '/api/billing/change-plan', { plan_type: 'pro', allowed_accounts: 5 });
    expect(changed).toEqual({ status: 200, body: { url: null, message: 'Your plan has been updated.' } });
    expect(await plan(user)).toMatchObject({ plan: 'pro', allowed_accounts: 5, lead_credits_limit: 100_000 });
    await standIn.webhooksIdle();
    expect(changes(await history(user), 'Changed to pro (5 accounts)')).toHaveLength(1);
    expect((await call(user, '/api/billing/change-plan', { plan_type: 'pro', allowed_accounts: 5 })).body.message).toBe(planMessages.samePlan);
  });

  it('refuses bad input with 400 and the message', async () => {
    const user = await signUp(app);
    expect((await call(user, '/api/billing/checkout', { plan_type: 'pro', allowed_accounts: 21 })).status).toBe(400);
    expect((await call(user, '/api/billing/checkout', { plan_type: 'gold' })).status).toBe(400);
    expect((await call(user, '/api/billing/preview', { plan_type: 'pro', allowed_accounts: 1 })).status).toBe(400);
    expect(await call(user, '/api/billing/cancel', {})).toMatchObject({ status: 400, body: { message: billingMessages.reasonRequired } });
    expect(await call(user, '/api/billing/cancel', { reason: 'bored' })).toMatchObject({ status: 400, body: { message: billingMessages.reasonRequired } });
    expect(await call(user, '/api/billing/portal', {})).toMatchObject({ status: 404, body: { message: billingMessages.noBillingInformation } });
    expect((await call(user, '/api/billing/schedule-downgrade', { downgrade_to: 'free' })).status).toBe(400);
  });
});

describe('changes paid before they apply', () => {
  /** The user's subscription in Stripe (its metadata names the user). */
  const subscriptionOf = async (user: TestUser) => {
    const userId = (await plan(user)).user_id as string;
    return (await stripe.subscriptions.list({ limit: 100, status: 'all' })).data.find((s) => s.metadata.user_id === userId);
  };

  it("during Basic's trial, a change to Pro 20 ends the trial and charges Pro 20's first month, as the preview says", async () => {
    const user = await signUp(app);
    // A card of its own: a card gives one trial.
    await verified(user, await subscribe(user, { plan_type: 'basic', trial: true }, '4000 0566 5566 5556'));
    expect(await plan(user)).toMatchObject({ plan: 'basic', allowed_accounts: 1 });
    const preview = await call(user, '/api/billing/preview', { plan_type: 'pro', allowed_accounts: 20 });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ ends_trial: true, amount_due_cents: 82_300, new_monthly_price: 823 });
    // It renews a month from now, not when the trial would have ended.
    expect(Date.parse(preview.body.next_renewal)).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    const changed = await call(user, '/api/billing/change-plan', { plan_type: 'pro', allowed_accounts: 20 });
    expect(changed).toEqual({ status: 200, body: { url: null, message: 'Your plan has been updated.' } });
    expect(await plan(user)).toMatchObject({ plan: 'pro', allowed_accounts: 20, lead_credits_limit: 100_000 });
    const subscription = await subscriptionOf(user);
    expect(subscription?.status).toBe('active');
    const invoice = await stripe.invoices.retrieve(subscription?.latest_invoice as string);
    expect(invoice).toMatchObject({ status: 'paid', amount_paid: 82_300 });
  });

  it('during the trial with a card whose charges fail (4000 0000 0000 0341), a change to Pro 20 answers 402 and the trial and the plan stay as they were; the trial ending unpaid keeps Basic for the grace period, then suspends it', async () => {
    const user = await signUp(app);
    await verified(user, await subscribe(user, { plan_type: 'basic', trial: true }, '4000 0000 0000 0341'));
    const before = await plan(user);
    expect(before).toMatchObject({ plan: 'basic', allowed_accounts: 1 });
    const changed = await call(user, '/api/billing/change-plan', { plan_type: 'pro', allowed_accounts: 20 });
    expect(changed).toEqual({ status: 402, body: { message: billingMessages.changeNotPaid, code: 'payment_failed' } });
    await standIn.webhooksIdle();
    expect(await plan(user)).toMatchObject({ plan: 'basic', allowed_accounts: 1, lead_credits_limit: before.lead_credits_limit });
    expect(changes(await history(user), 'Changed to pro')).toHaveLength(0);
    const subscription = await subscriptionOf(user);
    expect(subscription).toMatchObject({ status: 'trialing', pending_update: expect.objectContaining({ trial_end: expect.any(Number) }) });
    expect(subscription?.items.data[0]?.price.lookup_key).toMatch(/basic/);

    // The trial then ends unpaid (past_due): Basic is kept for the grace period, then suspended like a cancellation.
    standIn.advance(8 * 86_400);
    await expect.poll(async () => changes(await history(user), 'Payment overdue').length, { timeout: 10_000 }).toBe(1);
    expect((await subscriptionOf(user))?.status).toBe('past_due');
    await expect.poll(async () => (await plan(user)).plan, { timeout: 30_000 }).toBe('free');
    // The plan history is a read model of its own: it may show the change a moment after the plan does.
    await expect.poll(async () => changes(await history(user), 'Suspended for non-payment')).toEqual([
      expect.objectContaining({ by: 'job', from: { plan: 'basic', allowed_accounts: 1 }, to: { plan: 'free', allowed_accounts: 1 } }),
    ]);
    // A paid plan's capabilities are gone with it.
    expect((await call(user, '/api/scrapes', { name: 'After the trial', scrape_type: 'accounts', targetAccounts: ['demo_founders'] })).status).toBe(403);
  });
});

describe('downgrades and cancellation', () => {
  it('Pro to Basic is scheduled at the period end and applied once by the job, the webhook arriving too', async () => {
    const user = await signUp(app);
    await verified(user, await subscribe(user, { plan_type: 'pro', allowed_accounts: 3 }));
    expect((await plan(user)).plan).toBe('pro');
    const scheduled = await call(user, '/api/billing/schedule-downgrade', { downgrade_to: 'basic' });
    expect(scheduled.status).toBe(200);
    expect(Date.parse(scheduled.body.effective_date)).toBeGreaterThan(Date.now() + 25 * 86_400_000);
    expect(await plan(user)).toMatchObject({ plan: 'pro', scheduled_downgrade_plan: 'basic', scheduled_downgrade_accounts: 1, scheduled_downgrade_date: scheduled.body.effective_date });
    const again = await call(user, '/api/billing/schedule-downgrade', { downgrade_to: 'free' });
    expect(again).toMatchObject({ status: 409, body: { message: planMessages.alreadyScheduled } });

    // The job waits for the date; bring the date to now.
    const userId = await idOf(user);
    const jobs = () => sql<{ id: string; state: string }>`select id, state from pgboss.job where name = 'billing-apply-downgrade' and data->>'userId' = ${userId}`.execute(app.database.db);
    await expect.poll(async () => (await jobs()).rows.length).toBe(1);
    await sql`update pgboss.job set start_after = now() where name = 'billing-apply-downgrade' and data->>'userId' = ${userId}`.execute(app.database.db);
    await expect.poll(async () => (await plan(user)).plan, { timeout: 20_000 }).toBe('basic');
    await expect.poll(async () => (await jobs()).rows[0]?.state, { timeout: 10_000 }).toBe('completed');
    await standIn.webhooksIdle();
    const rows = await history(user);
    expect(changes(rows, 'Downgraded to basic')).toEqual([expect.objectContaining({ by: 'job', from: { plan: 'pro', allowed_accounts: 3 }, to: { plan: 'basic', allowed_accounts: 1 } })]);
    expect(await plan(user)).toMatchObject({ plan: 'basic', scheduled_downgrade_plan: null });
  });

  it('a paid plan to Free ends with the subscription (the stand-in clock passes the period end), once', async () => {
    const user = await signUp(app);
    await verified(user, await subscribe(user, { plan_type: 'basic' }));
    const scheduled = await call(user, '/api/billing/schedule-downgrade', { downgrade_to: 'free' });
    expect(scheduled.status).toBe(200);
    expect((await plan(user)).scheduled_downgrade_plan).toBe('free');
    standIn.advance(32 * 86_400);
    await standIn.webhooksIdle();
    await expect.poll(async () => (await plan(user)).plan, { timeout: 15_000 }).toBe('free');
    const rows = await history(user);
    expect(changes(rows, 'Downgraded to free')).toHaveLength(1);
    expect(changes(rows, 'Subscription canceled')).toHaveLength(0);
  });

  it("a downgrade waits for a reconciliation holding the user's billing lock, so a webhook's older read of Stripe never lands after it", async () => {
    const user = await signUp(app);
    await verified(user, await subscribe(user, { plan_type: 'basic' }));
    await standIn.webhooksIdle();
    const userId = await idOf(user);
    const lock = `billing:${userId}`;
    const { subscription_id } = (await sql<{ subscription_id: string }>`select subscription_id from stripe_customers where user_id = ${userId}`.execute(app.database.db)).rows[0]!;
    await app.database.db.connection().execute(async (held) => {
      await sql`select pg_advisory_lock(hashtextextended(${lock}, 0))`.execute(held);
      let answered = false;
      const scheduling = call(user, '/api/billing/schedule-downgrade', { downgrade_to: 'free' }).finally(() => (answered = true));
      try {
        await staysTrue(500, () => expect(answered).toBe(false));
        expect((await stripe.subscriptions.retrieve(subscription_id)).cancel_at_period_end).toBe(false);
      } finally {
        await sql`select pg_advisory_unlock(hashtextextended(${lock}, 0))`.execute(held);
      }
      expect((await scheduling).status).toBe(200);
    });
    expect((await plan(user)).scheduled_downgrade_plan).toBe('free');
  });

  it('cancel with a reason: the feedback is stored and a customer goes to the portal', async () => {
    const user = await signUp(app);
    await verified(user, await subscribe(user, { plan_type: 'basic' }));
    const cancel = await call(user, '/api/billing/cancel', { reason: 'too_expensive', feedback: 'Too much for me' });
    expect(cancel.status).toBe(200);
    expect(cancel.body.portal_url).toMatch(/\/portal\//);
    const feedback = await sql<Json>`select reason, feedback, previous_plan from cancellation_feedback where user_id = ${await idOf(user)}`.execute(app.database.db);
    expect(feedback.rows).toEqual([{ reason: 'too_expensive', feedback: 'Too much for me', previous_plan: 'basic' }]);
    expect(changes(await history(user), 'Cancellation reason: too_expensive')).toHaveLength(1);
    expect((await plan(user)).plan).toBe('basic');
    const portal = await call(user, '/api/billing/portal', {});
    expect(portal.body.url).toMatch(/\/portal\//);
  });

  it('cancel without a customer sets the plan to Free with 1 account and says so', async () => {
    const user = await signUp(app);
    const cancel = await call(user, '/api/billing/cancel', { reason: 'not_using' });
    expect(cancel).toEqual({ status: 200, body: { portal_url: null, message: planMessages.canceled } });
    expect(await plan(user)).toMatchObject({ plan: 'free', allowed_accounts: 1 });
  });
});

describe('webhooks', () => {
  it('a bad, tampered, missing or 301-second-old signature is refused with 400 and changes nothing', async () => {
    const user = await signUp(app);
    const event = await withoutWebhooks(async () => {
      const checkout = await call(user, '/api/billing/checkout', { plan_type: 'basic' });
      return latestEvent('checkout.session.completed', await pay(checkout.body.url));
    });
    expect(await deliver(event, { secret: 'whsec_wrong' })).toMatchObject({ status: 400, body: { code: 'invalid_signature' } });
    const payload = JSON.stringify(event);
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: app.config.STRIPE_WEBHOOK_SECRET as string });
    const post = (body: string, headers: Record<string, string>) =>
      fetch(`${app.url}/api/billing/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
    expect((await post(payload.replace('"livemode":false', '"livemode":true'), { 'stripe-signature': signature })).status).toBe(400);
    expect((await post(payload, {})).status).toBe(400);
    expect(await deliver(event, { ageSeconds: 301 })).toMatchObject({ status: 400, body: { code: 'invalid_signature' } });
    expect((await plan(user)).plan).toBe('free');
    await expect.poll(async () => (await history(user)).length).toBe(1);
    expect((await history(user))[0]?.change).toBe('Plan record created: free (1 account)');
  });

  it('a signature 301 seconds old changes nothing; the same event signed now applies once; a duplicate has no effect', async () => {
    const user = await signUp(app);
    const event = await withoutWebhooks(async () => {
      const checkout = await call(user, '/api/billing/checkout', { plan_type: 'basic' });
      const sessionId = await pay(checkout.body.url);
      return latestEvent('checkout.session.completed', sessionId);
    });
    expect((await deliver(event, { ageSeconds: 301 })).status).toBe(400);
    expect((await deliver(event, { secret: 'whsec_not_ours' })).status).toBe(400);
    expect((await plan(user)).plan).toBe('free');
    expect(await deliver(event, { ageSeconds: 60 })).toEqual({ status: 200, body: { received: true } });
    await expect.poll(async () => (await plan(user)).plan).toBe('basic');
    expect(await deliver(event)).toEqual({ status: 200, body: { received: true, duplicate: true } });
    const both = await Promise.all([deliver(event), deliver(event)]);
    expect(both.map((answer) => answer.status)).toEqual([200, 200]);
    await expect.poll(async () => changes(await history(user), 'Upgraded').length).toBe(1);
    expect(changes(await history(user), 'Upgraded')).toHaveLength(1);
  });

  it('out of order: an older subscription.updated delivered after a newer one leaves the current state', async () => {
    const user = await signUp(app);
    await verified(user, await subscribe(user, { plan_type: 'basic' }));
    const subscriptionId = (await sql<{ subscription_id: string }>`select subscription_id from stripe_customers where user_id = ${await idOf(user)}`.execute(app.database.db)).rows[0]
      ?.subscription_id as string;
    const [older, newer] = await withoutWebhooks(async () => {
      const current = await stripe.subscriptions.retrieve(subscriptionId);
      const price = async (key: string) => (await stripe.prices.list({ lookup_keys: [key] })).data[0]?.id as string;
      await stripe.subscriptions.update(subscriptionId, { items: [{ id: current.items.data[0]?.id, price: await price('pro_monthly_5') }], proration_behavior: 'none' });
      const first = await latestEvent('customer.subscription.updated', subscriptionId);
      await stripe.subscriptions.update(subscriptionId, { items: [{ id: current.items.data[0]?.id, price: await price('pro_monthly_10') }], proration_behavior: 'none' });
      const second = await latestEvent('customer.subscription.updated', subscriptionId);
      expect(second.id).not.toBe(first.id);
      return [first, second];
    });
    expect((await deliver(newer)).status).toBe(200);
    await expect.poll(async () => (await plan(user)).allowed_accounts).toBe(10);
    expect((await deliver(older)).status).toBe(200);
    await expect.poll(async () => changes(await history(user), 'Changed to').length).toBe(1);
    expect(await plan(user)).toMatchObject({ plan: 'pro', allowed_accounts: 10 });
    const rows = await history(user);
    expect(changes(rows, 'Changed to')).toEqual([expect.objectContaining({ by: 'webhook', to: { plan: 'pro', allowed_accounts: 10 } })]);
  });
});

describe('privacy', () => {
  it("user B can never read or change A's plan, session, customer or history", async () => {
    const alice = await signUp(app);
    const bob = await signUp(app);
    const sessionId = await subscribe(alice, { plan_type: 'basic' });
    expect(await verified(bob, sessionId)).toMatchObject({ status: 404 });
    await standIn.webhooksIdle();
    await verified(alice, sessionId);
    expect((await plan(alice)).plan).toBe('basic');
    expect(await plan(bob)).toMatchObject({ plan: 'free', user_id: await idOf(bob) });
    expect((await history(bob)).some((row) => row.change.startsWith('Upgraded'))).toBe(false);
    expect(await call(bob, '/api/billing/portal', {})).toMatchObject({ status: 404, body: { message: billingMessages.noBillingInformation } });
    expect(await call(bob, '/api/billing/change-plan', { plan_type: 'pro', allowed_accounts: 4 })).toMatchObject({ status: 400 });
    expect(await call(bob, '/api/billing/schedule-downgrade', { downgrade_to: 'free' })).toMatchObject({ status: 400 });
    expect((await call(bob, '/api/billing/cancel', { reason: 'other' })).body.portal_url).toBeNull();
    expect((await plan(alice)).plan).toBe('basic');
    expect((await as(app, undefined)('/api/billing/history')).status).toBe(401);
    expect((await as(app, undefined)(`/api/billing/verify-session?session_id=${sessionId}`)).status).toBe(401);
    expect(planGateMessages.scrape).toBeTruthy();
  });
});

describe('audit', () => {
  it('npm run audit -- plan <email> prints from the event store every change the history endpoint lists', async () => {
    const user = await signUp(app);
    await verified(user, await subscribe(user, { plan_type: 'basic' }));
    expect((await call(user, '/api/billing/change-plan', { plan_type: 'pro', allowed_accounts: 4 })).status).toBe(200);
    await standIn.webhooksIdle();
    await expect.poll(async () => (await history(user)).length).toBe(3);
    const { stdout } = await promisify(execFile)(process.execPath, [...(await scriptCommand('src/app/audit-cli.ts')), 'plan', user.email.toUpperCase()], {
      env: { ...process.env, DATABASE_URL: app.database.url, LOG_LEVEL: 'silent' },
    });
    const [header, ...lines] = stdout.trim().split('\n');
    expect(header).toBe(`Plan changes of ${user.email} (user ${await idOf(user)}): 3`);
    const rows = (await history(user)).reverse();
    expect(lines).toHaveLength(rows.length);
    rows.forEach((row, index) => {
      const line = lines[index] as string;
      expect(line.startsWith(row.at)).toBe(true);
      // A change made in the app names its person; Stripe's and sign-up's their source.
      expect(line).toContain(row.by_email ?? row.by);
      expect(line.endsWith(row.change)).toBe(true);
    });
    expect(lines[2]?.split(/\s{2,}/)).toEqual([rows[2]?.at, user.email.toLowerCase(), 'basic/1 -> pro/4', 'Changed to pro (4 accounts)']);
  });
});

async function idOf(user: TestUser): Promise<string> {
  return (await plan(user)).user_id as string;
}
