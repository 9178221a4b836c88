/**
 * The local Stripe stand-in: an HTTP server speaking the part of Stripe's REST API the app uses, reached
 * through the real `stripe` SDK (`new Stripe(secretKey, { host, port, protocol: 'http' })`), with a hosted
 * checkout page and a customer portal a person can click through, and webhooks signed the way Stripe signs
 * them. The default billing provider when STRIPE_SECRET_KEY is not set; tests start it directly.
 *
 * Supported (form-encoded parameters, JSON answers in Stripe's shapes, `expand[]`, list pagination with
 * limit/starting_after/ending_before, Idempotency-Key replay and mismatch, Bearer secret key required):
 * - products: POST/GET /v1/products, GET/POST /v1/products/:id
 * - prices: POST/GET /v1/prices (lookup_keys[], active, product, type), GET/POST /v1/prices/:id,
 *   lookup_key with transfer_lookup_key; the catalogue (catalogue.ts: basic_monthly, pro_monthly_2 …
 *   pro_monthly_20) exists from the start
 * - customers: POST/GET /v1/customers (email filter), GET/POST /v1/customers/:id, GET …/:id/payment_methods
 * - payment methods: GET /v1/payment_methods/:id (card.fingerprint, brand, last4), GET /v1/payment_methods
 * - checkout: POST /v1/checkout/sessions (mode=subscription, customer or customer_email,
 *   client_reference_id, line_items, subscription_data[trial_period_days|metadata], metadata, success_url
 *   with {CHECKOUT_SESSION_ID}, cancel_url, expires_at), GET /v1/checkout/sessions[/:id[/line_items]],
 *   POST …/:id/expire; the hosted page GET/POST /checkout/pay/:id with Stripe's test cards (cards.ts)
 * - subscriptions: GET/POST/DELETE /v1/subscriptions/:id, GET /v1/subscriptions (items[] changes with
 *   proration_behavior create_prorations|always_invoice|none and proration_date, cancel_at_period_end,
 *   trial_end=now, metadata, default_payment_method); current_period_start/end on the items and on the
 *   subscription
 * - invoices: POST /v1/invoices/create_preview (customer, subscription, subscription_details[items|
 *   proration_behavior|proration_date]), GET /v1/invoices[/:id]
 * - billing portal: POST /v1/billing_portal/sessions; the page GET /portal/:id (Cancel plan, Renew plan,
 *   Update payment method, Return to OutTwit)
 * - events: GET /v1/events[/:id]; webhooks checkout.session.completed, customer.subscription.created|
 *   updated|deleted, invoice.paid, invoice.payment_failed, signed with the SDK's test header helper and
 *   retried with back-off on non-2xx
 * - the clock: advance(seconds) or POST /_stand-in/advance renews subscriptions, ends trials into active
 *   and applies cancel_at_period_end at the period's end; admin routes under /_stand-in/ (clock, webhooks
 *   log and endpoint, resend an event signed at a chosen time, objects)
 * Not supported: other modes (payment, setup), subscription schedules, tiered prices, coupons, taxes,
 * test clocks, Connect; unknown parameters are ignored rather than refused.
 */
export { type CataloguePrice, catalogueLookupKey, STRIPE_CATALOGUE, STRIPE_PRODUCTS } from './catalogue';
export { cardDetails, chargeOutcome } from './cards';
export { STAND_IN_API_VERSION, type StripeEvent } from './state';
export { DEFAULT_STAND_IN_SECRET_KEY, type StripeStandIn, type StripeStandInOptions, startStripeStandIn } from './stand-in';
export type { DeliveryAttempt } from './webhooks';
