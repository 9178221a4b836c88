import type { ChangePlanBody, CheckoutBody } from '@shared/billing/contract';
import type { z } from 'zod';
import { useCommand } from '../../hooks/useCommand';
import { cancelAnswer, changePlanAnswer, checkoutAnswer, portalAnswer, scheduleDowngradeAnswer } from './billing-answers';
import type { CancelBody } from './billing-api';

const BILLING = 'billing';

/**
 * A billing command (POST /api/billing/<verb>). Its outcome is told on the page's notice banner, not in a toast,
 * and the page reloads the plan itself (or leaves for Stripe).
 */
function useBillingCommand<T extends object, I>(verb: string, answer: z.ZodType<T>, data: (input: I) => unknown) {
  return useCommand(BILLING, verb, {
    answer,
    request: (input: I) => ({ data: data(input) }),
    success: () => null,
    failure: verb,
    notice: () => null,
    refresh: false,
  });
}

/** The plan changes the Account Plan page offers: checkout, the billing portal, a change, a downgrade, cancelling. */
export function useBillingCommands() {
  return {
    checkout: useBillingCommand('checkout', checkoutAnswer, (body: CheckoutBody) => body),
    portal: useBillingCommand('portal', portalAnswer, () => ({})),
    changePlan: useBillingCommand('change-plan', changePlanAnswer, (body: ChangePlanBody) => body),
    scheduleDowngrade: useBillingCommand('schedule-downgrade', scheduleDowngradeAnswer, (downgradeTo: 'basic' | 'free') => ({
      downgrade_to: downgradeTo,
    })),
    cancel: useBillingCommand('cancel', cancelAnswer, (body: CancelBody) => body),
  };
}
