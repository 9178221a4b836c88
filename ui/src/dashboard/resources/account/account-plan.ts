import {
  BASIC_MONTHLY_PRICE,
  billingMessages,
  type PlanName,
  proMonthlyPrice,
  type PaidPlanName,
} from '@shared/billing/contract';
import { countOf } from '../../components/format-count';
import { planLabels } from '../../hooks/usePlan';
import type { Plan } from '../../providers/dataProvider';

/** The plan record as GET /api/plan answers it, with the scheduled downgrade. */
export interface AccountPlan extends Plan {
  current_accounts: number;
  scheduled_downgrade_date?: string | null;
  scheduled_downgrade_plan?: PlanName | null;
  scheduled_downgrade_accounts?: number | null;
}

/** A plan to change to: Basic (1 account) or Pro with 2 to 20 accounts. */
export type PlanTarget = { plan: 'basic' } | { plan: 'pro'; accounts: number };

export const isPaid = (plan: Pick<AccountPlan, 'plan'>): plan is { plan: PaidPlanName } => plan.plan !== 'free';

/** The monthly price in dollars of a plan with this many accounts. */
export function monthlyPrice(plan: PlanName, accounts: number): number {
  if (plan === 'free') return 0;
  if (plan === 'basic') return BASIC_MONTHLY_PRICE;
  return proMonthlyPrice(accounts);
}

export const formatDollars = (dollars: number) => `$${dollars.toLocaleString('en-US')}`;

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
/** A calendar day ('2026-11-30') as written, whatever the browser's time zone. */
export const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));

/** An amount in cents in its currency: 'US$12.34' reads as '$12.34'. */
export function formatCents(cents: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}

/** 'Basic Plan (1 account)', 'Pro Plan (5 accounts)', 'Free Plan'. */
export function describePlan(plan: PlanName, accounts: number | null | undefined): string {
  if (plan === 'free' || accounts === null || accounts === undefined) return planLabels[plan];
  return `${planLabels[plan]} (${countOf(accounts, 'account')})`;
}

/** The scheduled downgrade, while its date is in the future. */
export function scheduledDowngrade(plan: AccountPlan, now = Date.now()) {
  const { scheduled_downgrade_date: date, scheduled_downgrade_plan: to } = plan;
  if (!date || !to || new Date(date).getTime() <= now) return null;
  return { date, plan: to, accounts: plan.scheduled_downgrade_accounts ?? (to === 'basic' ? 1 : to === 'free' ? 0 : null) };
}

/**
 * The Pro card's button for a count on the slider: 'Downgrade' below the current allowance, otherwise
 * 'Upgrade Now'; disabled at the current allowance.
 */
export function proButton(plan: Pick<AccountPlan, 'plan' | 'allowed_accounts'>, accounts: number) {
  return {
    label: accounts < plan.allowed_accounts ? 'Downgrade' : 'Upgrade Now',
    disabled: accounts === plan.allowed_accounts,
  };
}

/** Downgrading or cancelling waits until at most one account is connected. */
export function blockedByAccounts(plan: Pick<AccountPlan, 'current_accounts'>, action: 'downgrade' | 'cancel') {
  const n = plan.current_accounts;
  if (n <= 1) return null;
  return action === 'downgrade' ? billingMessages.cannotDowngrade(n) : billingMessages.cannotCancel(n);
}
