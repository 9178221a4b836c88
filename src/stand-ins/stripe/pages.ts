/**
 * The pages a person clicks through: the hosted checkout (GET/POST /checkout/pay/:id) and the customer portal
 * (GET /portal/:id and its POST actions). Plain HTML forms, no scripts, every value escaped.
 */
import type { CheckoutSession, SessionExtras } from './checkout';
import { escapeHtml as e } from './http-io';
import type { Customer, PaymentMethod, Price, StripeStandInState } from './state';
import type { Invoice, Subscription } from './subscriptions';

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:15px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#1a1f36;background:#f6f9fc}
.banner{background:#fff4e5;color:#8a4b00;border-bottom:1px solid #f5d0a0;padding:8px 16px;text-align:center;font-size:13px}
main{max-width:880px;margin:32px auto;padding:0 16px;display:grid;gap:32px;grid-template-columns:1fr 1fr}
main.single{grid-template-columns:1fr;max-width:640px}
@media(max-width:720px){main{grid-template-columns:1fr}}
h1{font-size:20px;margin:0 0 4px}h2{font-size:16px;margin:0 0 12px}.muted{color:#697386;font-size:13px}
.amount{font-size:32px;font-weight:600;margin:8px 0}.card{background:#fff;border-radius:8px;box-shadow:0 2px 5px rgba(60,66,87,.08),0 1px 1px rgba(0,0,0,.06);padding:24px}
label{display:block;font-size:13px;color:#3c4257;margin:12px 0 4px}input{width:100%;padding:10px 12px;border:1px solid #d5dbe1;border-radius:6px;font:inherit}
input[readonly]{background:#f6f9fc;color:#697386}.row{display:flex;gap:12px}.row>div{flex:1}
button,.button{display:inline-block;border:0;border-radius:6px;padding:11px 16px;font:inherit;font-weight:600;cursor:pointer;text-decoration:none;text-align:center}
.primary{background:#635bff;color:#fff;width:100%;margin-top:20px}.secondary{background:#fff;color:#3c4257;border:1px solid #d5dbe1}
.danger{background:#fff;color:#df1b41;border:1px solid #df1b41}.actions{display:flex;gap:8px;flex-wrap:wrap;margin-top:12px}
.error{background:#fde8ec;color:#a41c36;border-radius:6px;padding:10px 12px;margin-top:12px}.notice{background:#eef4ff;color:#2d3a8c;border-radius:6px;padding:10px 12px;margin:12px 0}
.line{display:flex;justify-content:space-between;padding:6px 0;border-bottom:1px solid #eef0f3}.badge{display:inline-block;border-radius:4px;padding:0 6px;font-size:12px;font-weight:600;background:#e3e8ee;color:#3c4257}
.badge.ok{background:#d7f7c2;color:#05690d}.badge.warn{background:#fcedb9;color:#8a4b00}table{width:100%;border-collapse:collapse}td,th{text-align:left;padding:6px 0;border-bottom:1px solid #eef0f3;font-size:13px}
.cards{font-size:12px;color:#697386;margin-top:16px}.cards code{color:#3c4257}
`;

function layout(title: string, body: string, single = false): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(title)}</title><style>${STYLE}</style></head><body><div class="banner" role="note">Local test mode: this page is served by the local Stripe stand-in. No real card is charged.</div><main class="${single ? 'single' : ''}">${body}</main></body></html>`;
}

export const money = (cents: number, currency = 'usd') =>
  `${currency.toLowerCase() === 'usd' ? '$' : `${currency.toUpperCase()} `}${(cents / 100).toFixed(2)}`;

export const formatDate = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** A page that only says something (a session that is paid, expired or unknown). */
export const messagePage = (title: string, message: string) =>
  layout(title, `<section class="card"><h1>${e(title)}</h1><p>${e(message)}</p></section>`, true);

export function checkoutPage(state: StripeStandInState, session: CheckoutSession, extras: SessionExtras, form: { email?: string; cardNumber?: string; name?: string; error?: string } = {}): string {
  const customer = session.customer ? (state.store.get(session.customer) as Customer | undefined) : undefined;
  const fixedEmail = customer?.email ?? session.customer_email;
  const total = extras.lineItems.reduce((sum, item) => sum + item.price.unit_amount * item.quantity, 0);
  const currency = extras.lineItems[0]?.price.currency ?? 'usd';
  const items = extras.lineItems
    .map((item) => {
      const name = state.productName(item.price.id);
      const detail = item.price.nickname ? `<div class="muted">${e(item.price.nickname)}</div>` : '';
      return `<div class="line"><div><strong>${e(name)}</strong>${item.quantity > 1 ? ` × ${item.quantity}` : ''}${detail}</div><div>${money(item.price.unit_amount * item.quantity, currency)} / ${e(item.price.recurring?.interval ?? 'month')}</div></div>`;
    })
    .join('');
  const trial = extras.trialDays
    ? `<div class="notice">${extras.trialDays} days free, then ${money(total, currency)} per month. You can cancel before the trial ends and pay nothing.</div>`
    : '';
  const dueToday = extras.trialDays ? 0 : total;
  const summary = `<section><div class="muted">Subscribe to ${e(extras.lineItems.map((i) => state.productName(i.price.id)).join(', '))}</div>
    <div class="amount">${extras.trialDays ? `${extras.trialDays} days free` : `${money(total, currency)} <span class="muted">per month</span>`}</div>
    ${trial}<div class="card">${items}<div class="line"><strong>Total due today</strong><strong>${money(dueToday, currency)}</strong></div></div></section>`;
  const emailField = fixedEmail
    ? `<input id="email" name="email" type="email" value="${e(fixedEmail)}" readonly>`
    : `<input id="email" name="email" type="email" autocomplete="email" required value="${e(form.email ?? '')}">`;
  const cancel = session.cancel_url ? `<a class="button secondary" href="${e(session.cancel_url)}" style="width:100%;margin-top:8px">Cancel</a>` : '';
  const payForm = `<section class="card"><h1>Pay with card</h1>
    <form method="post" action="/checkout/pay/${e(session.id)}">
      <label for="email">Email</label>${emailField}
      <label for="card_number">Card number</label><input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" value="${e(form.cardNumber ?? '4242 4242 4242 4242')}">
      <div class="row"><div><label for="card_expiry">Expiry</label><input id="card_expiry" name="card_expiry" value="12 / 34"></div><div><label for="card_cvc">CVC</label><input id="card_cvc" name="card_cvc" value="123"></div></div>
      <label for="name">Cardholder name</label><input id="name" name="name" autocomplete="cc-name" value="${e(form.name ?? '')}">
      ${form.error ? `<div class="error" role="alert">${e(form.error)}</div>` : ''}
      <button class="button primary" type="submit">${extras.trialDays ? 'Start trial' : 'Pay'}</button>
      ${cancel}
    </form>
    <div class="cards">Test cards: <code>4242 4242 4242 4242</code> succeeds, <code>4000 0000 0000 0002</code> is declined, <code>4000 0000 0000 9995</code> has insufficient funds, <code>5555 5555 5555 4444</code> is another card that succeeds.</div>
  </section>`;
  return layout('Local test checkout', summary + payForm);
}

function statusBadge(subscription: Subscription): string {
  const labels: Record<string, [string, string]> = {
    trialing: ['Trial', 'ok'],
    active: ['Active', 'ok'],
    past_due: ['Past due', 'warn'],
    canceled: ['Canceled', ''],
  };
  const [label, kind] = labels[subscription.status] ?? [subscription.status, ''];
  return `<span class="badge ${kind}">${e(label)}</span>`;
}

function subscriptionCard(state: StripeStandInState, portalId: string, subscription: Subscription): string {
  const item = subscription.items.data[0];
  const price = item?.price as Price | undefined;
  const name = price ? state.productName(price.id) : 'Subscription';
  const total = subscription.items.data.reduce((sum, i) => sum + i.price.unit_amount * i.quantity, 0);
  const when = subscription.cancel_at_period_end
    ? `<div class="notice" role="status">Your plan will be canceled. It cancels on ${e(formatDate(subscription.current_period_end))}.</div>`
    : subscription.status === 'trialing'
      ? `<div class="muted">Trial ends on ${e(formatDate(subscription.current_period_end))}, then ${money(total)} per month.</div>`
      : `<div class="muted">Renews on ${e(formatDate(subscription.current_period_end))}.</div>`;
  const action = subscription.cancel_at_period_end
    ? `<form method="post" action="/portal/${e(portalId)}/renew"><input type="hidden" name="subscription" value="${e(subscription.id)}"><button class="button secondary" type="submit">Renew plan</button></form>`
    : `<form method="post" action="/portal/${e(portalId)}/cancel"><input type="hidden" name="subscription" value="${e(subscription.id)}"><button class="button danger" type="submit">Cancel plan</button></form>`;
  return `<div class="card" data-subscription="${e(subscription.id)}"><h2>${e(name)} ${statusBadge(subscription)}</h2>
    <div class="amount">${money(total)} <span class="muted">per month</span></div>${price?.nickname ? `<div class="muted">${e(price.nickname)}</div>` : ''}
    ${when}<div class="actions">${action}</div></div>`;
}

export function portalPage(state: StripeStandInState, portal: { id: string; customer: string; return_url: string | null }, notice?: string): string {
  const customer = state.store.require<Customer>('customer', portal.customer);
  const subscriptions = state.store.all<Subscription>('subscription', (s) => s.customer === customer.id && s.status !== 'canceled');
  const pmId = subscriptions[0]?.default_payment_method ?? customer.invoice_settings.default_payment_method;
  const pm = pmId ? (state.store.get(pmId) as PaymentMethod | undefined) : undefined;
  const invoices = state.store.all<Invoice>('invoice', (i) => i.customer === customer.id).slice(0, 10);
  const plans = subscriptions.length
    ? subscriptions.map((s) => subscriptionCard(state, portal.id, s)).join('')
    : '<div class="card"><p>No active subscriptions.</p></div>';
  const card = `<div class="card"><h2>Payment method</h2><p>${pm ? `${e(pm.card.brand.toUpperCase())} •••• ${e(pm.card.last4)}` : 'None on file.'}</p>
    <form method="post" action="/portal/${e(portal.id)}/payment-method"><label for="card_number">New card number</label><input id="card_number" name="card_number" inputmode="numeric" value="5555 5555 5555 4444"><div class="actions"><button class="button secondary" type="submit">Update payment method</button></div></form></div>`;
  const history = invoices.length
    ? `<div class="card"><h2>Invoice history</h2><table><tr><th>Date</th><th>Amount</th><th>Status</th></tr>${invoices
        .map((i) => `<tr><td>${e(formatDate(i.created))}</td><td>${money(i.total)}</td><td>${e(i.status)}</td></tr>`)
        .join('')}</table></div>`
    : '';
  const back = portal.return_url ? `<a class="button secondary" href="${e(portal.return_url)}">Return to OutTwit</a>` : '';
  return layout(
    'Local test billing portal',
    `<section><h1>OutTwit billing</h1><div class="muted">${e(customer.email ?? customer.id)}</div>${notice ? `<div class="notice" role="status">${e(notice)}</div>` : ''}</section>
     <section style="display:grid;gap:16px"><h2>Current plan</h2>${plans}${card}${history}<div>${back}</div></section>`,
    true,
  );
}
