import { z } from 'zod';
import type { PlanName } from './plan/events';

/**
 * The billing contract, imported by the API and the UI: the specification's prices and messages (word for
 * word), the requests' schemas and the answers' shapes. Every billing route lives under /api/billing, except
 * the plan record itself (GET /api/plan) and Stripe's webhook (POST /api/billing/webhook, raw body).
 */

export type { PlanName } from './plan/events';
export type PaidPlanName = Exclude<PlanName, 'free'>;

/** Pro's account slider: 2 to 20, step 1, default 5. */
export const PRO_ACCOUNTS = { min: 2, max: 20, default: 5 } as const;
export const BASIC_ACCOUNTS = 1;
export const BASIC_TRIAL_DAYS = 7;
/** Members a workspace on each plan may have, its owner included (invitations past it are refused). */
export const WORKSPACE_SEATS: Readonly<Record<PlanName, number>> = { free: 1, basic: 3, pro: 10 };
export const BASIC_MONTHLY_PRICE = 77;

/** Monthly lead credits: Basic's and Pro's as sold, and the free plan's (one account's). */
export { BASIC_LEAD_CREDITS, DEFAULT_LEAD_CREDITS as FREE_LEAD_CREDITS, PRO_LEAD_CREDITS } from './shared/lead-credits';
/** A credit amount as the pages and messages write it: 50,000. */
export const formatCredits = (credits: number) => credits.toLocaleString('en-US');

/** Pro's monthly price in dollars by account count. */
export const PRO_MONTHLY_PRICES: Readonly<Record<number, number>> = {
  2: 127, 3: 177, 4: 223, 5: 268, 6: 312, 7: 355, 8: 397, 9: 438, 10: 478, 11: 517,
  12: 555, 13: 592, 14: 628, 15: 663, 16: 697, 17: 730, 18: 762, 19: 793, 20: 823,
};

/** Counts are clamped to 2 to 20; an unknown count (not a number) is priced as 2 accounts, $127. */
export function proMonthlyPrice(accounts: number): number {
  if (!Number.isFinite(accounts)) return PRO_MONTHLY_PRICES[PRO_ACCOUNTS.min] as number;
  const clamped = Math.min(PRO_ACCOUNTS.max, Math.max(PRO_ACCOUNTS.min, Math.round(accounts)));
  return PRO_MONTHLY_PRICES[clamped] as number;
}

/** The per-account price shown beside Pro's total: the rounded quotient. */
export const proPricePerAccount = (accounts: number) =>
  Math.round(proMonthlyPrice(accounts) / Math.min(PRO_ACCOUNTS.max, Math.max(PRO_ACCOUNTS.min, Math.round(accounts) || 2)));

export const cancellationReasons = [
  'too_expensive',
  'missing_features',
  'not_using',
  'switching',
  'technical_issues',
  'other',
] as const;
export type CancellationReason = (typeof cancellationReasons)[number];

export const billingMessages = {
  paymentSuccessful: 'Payment successful! Your plan has been updated.',
  checkoutStatus: (status: string) =>
    `Checkout session status: ${status}. Please contact support if you believe this is an error.`,
  checkoutCanceled: 'Checkout process was canceled.',
  paymentError: 'There was an error processing your payment.',
  canceledOrFailed: 'Your checkout was canceled or failed. Please contact support.',
  trialAbuse: 'Free trial could not be started: This payment method has already been used for a trial on another account.',
  couldNotVerify: 'Could not verify payment status. Please check your plan details or contact support.',
  noBillingInformation: 'No billing information found. Please subscribe to a plan first.',
  checkoutFailed: (status: number) => `Failed to create checkout session - Status: ${status}`,
  stripeLoadFailed: 'Failed to load Stripe',
  redirectFailed: 'Failed to redirect to checkout',
  portalFailed: 'Failed to create portal session',
  trialLinkFailed: 'Failed to get basic trial payment link',
  trialLinkNotice: 'Error loading free trial. Please try again.',
  updateFailed: 'Failed to update subscription',
  notConfigured: 'Paid plans are not available yet: billing is not configured on this server. Please contact support.',
  changeNotPaid: 'Failed to update subscription: the payment for the change did not go through, so your plan has not changed. Update your card in Manage Billing and try again.',
  downgradeFailed: 'Failed to schedule downgrade',
  reasonRequired: 'Please select a reason for cancellation',
  cannotDowngrade: (n: number) =>
    `Cannot downgrade: You have ${n} connected accounts. Please disconnect some accounts first.`,
  cannotCancel: (n: number) => `Cannot cancel: You have ${n} connected accounts. Please disconnect some accounts first.`,
  disconnectFirst: 'Disconnect accounts first',
  mustBeLoggedIn: 'You must be logged in to view your plan',
  notAuthenticated: 'User not authenticated',
  prefix: {
    fetchPlan: 'Error fetching plan details: ',
    updatePlan: 'Error updating plan: ',
    checkout: 'Error starting checkout: ',
    prepareDowngrade: 'Error preparing downgrade: ',
    downgrade: 'Error downgrading plan: ',
    cancel: 'Error cancelling subscription: ',
    portal: 'Error accessing billing portal: ',
  },
} as const;

/** Messages of the plan gates the server enforces (403 for a plan without the capability). */
export const planGateMessages = {
  connectAccounts: 'Upgrade to connect',
  scrape: 'The lead scraper needs a Basic or Pro plan.',
  campaigns: 'Campaigns need a Basic or Pro plan.',
  csvDownload: 'CSV download of lead sources needs a Pro plan.',
  vote: 'Roadmap and Feedback submission and voting need a Basic or Pro plan.',
} as const;
export type PlanCapability = keyof typeof planGateMessages;

const accounts = z.number().int().min(PRO_ACCOUNTS.min).max(PRO_ACCOUNTS.max);

/** POST /api/billing/checkout: start a checkout for a free user (Basic with or without the trial, or Pro). */
export const checkoutSchema = z.discriminatedUnion('plan_type', [
  z.object({ plan_type: z.literal('basic'), trial: z.boolean().default(false) }),
  z.object({ plan_type: z.literal('pro'), allowed_accounts: accounts }),
]);
export type CheckoutBody = z.input<typeof checkoutSchema>;
/** The hosted checkout page the browser goes to. */
export interface CheckoutAnswer {
  url: string;
  session_id: string;
}

/** GET /api/billing/verify-session?session_id=: the return from checkout. */
export interface VerifySessionAnswer {
  status: 'success' | 'canceled' | string;
  abuse_detected: boolean;
  reason: string | null;
}

/** POST /api/billing/preview and POST /api/billing/change-plan: a paid user's change (immediate, prorated). */
export const changePlanSchema = z.discriminatedUnion('plan_type', [
  z.object({ plan_type: z.literal('basic') }),
  z.object({ plan_type: z.literal('pro'), allowed_accounts: accounts }),
]);
export type ChangePlanBody = z.input<typeof changePlanSchema>;
/** What an immediate change will charge now (Stripe's invoice preview), in cents. */
export interface PlanChangePreview {
  amount_due_cents: number;
  currency: string;
  new_monthly_price: number;
  next_renewal: string | null;
  /** The change ends Basic's free trial: amount_due_cents (the new plan's first month) is charged now. */
  ends_trial?: boolean;
}
/** A change answers the plan record after it, or a checkout url when the subscription had expired. */
export interface ChangePlanAnswer {
  url: string | null;
  message: string;
}

/** POST /api/billing/schedule-downgrade: Pro to Basic, or a paid plan to Free, at the period's end. */
export const scheduleDowngradeSchema = z.object({ downgrade_to: z.enum(['basic', 'free']) });
export interface ScheduleDowngradeAnswer {
  success: boolean;
  effective_date: string;
}

/** POST /api/billing/cancel: the feedback is stored; a customer goes on to the portal, others become free. */
export const cancelSchema = z.object({
  reason: z.enum(cancellationReasons, { error: billingMessages.reasonRequired }),
  feedback: z.string().max(5_000).optional(),
});
export interface CancelAnswer {
  portal_url: string | null;
  message: string;
}

/** POST /api/billing/portal */
export interface PortalAnswer {
  url: string;
}

/** GET /api/billing/history: one row per plan change, newest first. */
export interface PlanHistoryRow {
  id: string;
  at: string;
  change: string;
  from: { plan: PlanName; allowed_accounts: number } | null;
  to: { plan: PlanName; allowed_accounts: number } | null;
  by: 'checkout' | 'webhook' | 'job' | 'user' | 'registration';
  /** Who made a change in the app (by 'user' or 'checkout'): their email; null otherwise. */
  by_email: string | null;
}
