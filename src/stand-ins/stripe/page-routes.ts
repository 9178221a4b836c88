/** The hosted pages' routes: checkout (GET/POST /checkout/pay/:id) and the customer portal (/portal/:id…). */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { chargeOutcome } from './cards';
import { CardDeclined, type CheckoutSession, type CheckoutSessions } from './checkout';
import { StripeApiError } from './errors';
import { readForm, redirect, sendHtml } from './http-io';
import { checkoutPage, formatDate, messagePage, portalPage } from './pages';
import { str } from './params';
import type { PaymentMethod, StripeStandInState } from './state';
import type { Subscription, Subscriptions } from './subscriptions';

export interface PageContext {
  state: StripeStandInState;
  checkout: CheckoutSessions;
  subscriptions: Subscriptions;
  afterWrite(): void;
}

type Portal = { id: string; customer: string; return_url: string | null };

export async function answerPageRequest(ctx: PageContext, req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  const method = req.method ?? 'GET';
  const checkout = /^\/checkout\/pay\/([^/]+)$/.exec(url.pathname);
  if (checkout) {
    await checkoutRequest(ctx, method, decodeURIComponent(checkout[1] as string), req, res);
    return true;
  }
  const portal = /^\/portal\/([^/]+)(?:\/(cancel|renew|payment-method))?$/.exec(url.pathname);
  if (portal) {
    await portalRequest(ctx, method, decodeURIComponent(portal[1] as string), portal[2], req, res);
    return true;
  }
  return false;
}

async function checkoutRequest(ctx: PageContext, method: string, id: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const session = ctx.state.store.get(id) as CheckoutSession | undefined;
  const extras = ctx.checkout.extras.get(id);
  if (session?.object !== 'checkout.session' || !extras) return sendHtml(res, 404, messagePage('Checkout not found', 'This checkout link is not valid.'));
  ctx.checkout.processDue();
  if (session.status === 'complete') return sendHtml(res, 200, messagePage('Already paid', 'This checkout session is complete. You can close this page.'));
  if (session.status === 'expired') return sendHtml(res, 410, messagePage('Checkout expired', 'This checkout session has expired. Start again from OutTwit.'));
  if (method === 'GET') return sendHtml(res, 200, checkoutPage(ctx.state, session, extras));
  if (method !== 'POST') return sendHtml(res, 405, messagePage('Not allowed', 'Use the form on this page.'));
  const { params } = await readForm(req);
  const form = { email: str(params, 'email'), cardNumber: str(params, 'card_number'), name: str(params, 'name') };
  try {
    const next = ctx.checkout.pay(id, form);
    ctx.afterWrite();
    if (next) return redirect(res, next);
    return sendHtml(res, 200, messagePage('Payment complete', 'Thanks: your subscription has started. You can close this page.'));
  } catch (error) {
    if (!(error instanceof CardDeclined || error instanceof StripeApiError)) throw error;
    return sendHtml(res, 402, checkoutPage(ctx.state, session, extras, { ...form, error: error.message }));
  }
}

async function portalRequest(ctx: PageContext, method: string, id: string, action: string | undefined, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const portal = ctx.state.store.get(id) as (Portal & { object: string }) | undefined;
  if (portal?.object !== 'billing_portal.session') return sendHtml(res, 404, messagePage('Portal link not valid', 'This billing portal link is not valid. Open it again from OutTwit.'));
  if (method === 'GET' && !action) {
    const done = new URL(req.url ?? '/', 'http://stand-in.local').searchParams.get('done');
    return sendHtml(res, 200, portalPage(ctx.state, portal, portalNotice(ctx.state, portal, done)));
  }
  if (method !== 'POST' || !action) return sendHtml(res, 405, messagePage('Not allowed', 'Use the buttons on the portal page.'));
  const { params } = await readForm(req);
  if (action === 'payment-method') {
    const number = str(params, 'card_number') ?? '';
    const outcome = chargeOutcome(number);
    if (!outcome.ok) return sendHtml(res, 402, portalPage(ctx.state, portal, outcome.message));
    const pm = ctx.state.createCardPaymentMethod(number, portal.customer, { email: null, name: null });
    for (const subscription of ctx.state.store.all<Subscription>('subscription', (s) => s.customer === portal.customer && s.status !== 'canceled')) {
      const before = structuredClone(subscription);
      subscription.default_payment_method = pm.id;
      ctx.subscriptions.announceUpdate(subscription, before);
    }
    ctx.afterWrite();
    return redirect(res, `/portal/${encodeURIComponent(portal.id)}?done=payment-method`);
  }
  const subscriptionId = str(params, 'subscription') ?? '';
  const subscription = ctx.state.store.get(subscriptionId) as Subscription | undefined;
  if (subscription?.object !== 'subscription' || subscription.customer !== portal.customer || subscription.status === 'canceled') {
    return sendHtml(res, 404, portalPage(ctx.state, portal, 'That subscription is not on this account.'));
  }
  const before = structuredClone(subscription);
  ctx.subscriptions.scheduleCancel(subscription, action === 'cancel');
  ctx.subscriptions.announceUpdate(subscription, before);
  ctx.afterWrite();
  return redirect(res, `/portal/${encodeURIComponent(portal.id)}?done=${action}`);
}

/** What the portal says after an action (the POST redirects back to the page, so a reload repeats nothing). */
function portalNotice(state: StripeStandInState, portal: Portal, done: string | null): string | undefined {
  const subscription = state.store.all<Subscription>('subscription', (s) => s.customer === portal.customer && s.status !== 'canceled')[0];
  if (done === 'cancel' && subscription) return `Your plan is canceled. It stays active until ${formatDate(subscription.current_period_end)}.`;
  if (done === 'renew') return 'Your plan is renewed.';
  if (done === 'payment-method') {
    const pm = subscription?.default_payment_method ? (state.store.get(subscription.default_payment_method) as PaymentMethod | undefined) : undefined;
    return pm ? `Payment method updated: ${pm.card.brand.toUpperCase()} ending ${pm.card.last4}.` : 'Payment method updated.';
  }
  return undefined;
}
