import type { SubscriptionView } from '../plan/decide';
import type { PlanLevel } from '../plan/events';

/** A checkout for a paid plan (subscription mode), optionally with Basic's trial. */
export interface CheckoutRequest {
  userId: string;
  email: string;
  level: PlanLevel;
  trialDays: number | null;
  /** The user's Stripe customer when known; otherwise Stripe creates one from the email. */
  customerId: string | null;
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
}

export interface CheckoutSessionView {
  id: string;
  url: string | null;
  /** The user id the session was created for. */
  clientReferenceId: string | null;
  /** open, complete or expired. */
  status: string | null;
  paymentStatus: string | null;
  customerId: string | null;
  subscriptionId: string | null;
}

/** A subscription as Stripe has it now, with what the app needs besides the plan's view. */
export interface SubscriptionDetails extends SubscriptionView {
  /** The subscription item carrying the plan's price. */
  itemId: string | null;
  /** The user the subscription was created for (its metadata). */
  userId: string | null;
  defaultPaymentMethodId: string | null;
}

export interface ChangePreview {
  amountDueCents: number;
  currency: string;
  nextRenewal: string | null;
  /** The change ends Basic's trial: the first month of the new plan is charged now. */
  endsTrial: boolean;
}

/** An immediate paid change: applied once its invoice is paid, otherwise the subscription is as it was. */
export interface PaidChange {
  applied: boolean;
  subscription: SubscriptionDetails;
}

/** A verified webhook event: its id, type and the id of the object it is about. */
export interface WebhookEventView {
  id: string;
  type: string;
  object: { id: string | null; object: string | null; subscription: string | null; customer: string | null; clientReferenceId: string | null };
}

export class WebhookSignatureError extends Error {}

/**
 * Billing through Stripe, in the plan's terms. Every mutating call takes an idempotency key derived from the
 * command that makes it, so a retried command makes one change in Stripe.
 */
export interface BillingProvider {
  createCheckoutSession(request: CheckoutRequest): Promise<{ id: string; url: string }>;
  retrieveCheckoutSession(sessionId: string): Promise<CheckoutSessionView | null>;
  retrieveSubscription(subscriptionId: string): Promise<SubscriptionDetails>;
  /** Moves the subscription to the level's price (quantity 1) with no proration and no charge (a downgrade at the period's end). */
  changeSubscription(subscription: SubscriptionDetails, to: PlanLevel, proration: 'none', idempotencyKey: string): Promise<SubscriptionDetails>;
  /**
   * Moves the subscription to the level's price now, invoicing the prorated difference at once; during a trial the
   * trial ends and the first month is invoiced. Nothing changes unless that invoice is paid (Stripe's
   * payment_behavior pending_if_incomplete).
   */
  changePaidPlan(subscription: SubscriptionDetails, to: PlanLevel, idempotencyKey: string): Promise<PaidChange>;
  /** What changePaidPlan to the level would charge now (Stripe's invoice preview of the same update). */
  previewChange(subscription: SubscriptionDetails, to: PlanLevel): Promise<ChangePreview>;
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean, idempotencyKey: string): Promise<SubscriptionDetails>;
  cancelNow(subscriptionId: string, idempotencyKey: string): Promise<SubscriptionDetails>;
  createPortalSession(customerId: string, returnUrl: string, idempotencyKey: string): Promise<string>;
  /** The card's fingerprint of a payment method (null when it is not a card). */
  cardFingerprint(paymentMethodId: string): Promise<string | null>;
  /** Checks the Stripe-Signature header (300 s tolerance) over the raw body; throws WebhookSignatureError. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): WebhookEventView;
}

export const BILLING_PROVIDER = Symbol('BillingProvider');

/** Stripe's own tolerance for a signature's timestamp: older deliveries are refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
