import type {
  CancelAnswer,
  ChangePlanAnswer,
  CheckoutAnswer,
  PlanChangePreview,
  PlanHistoryRow,
  PortalAnswer,
  ScheduleDowngradeAnswer,
  VerifySessionAnswer,
} from '@shared/billing/contract';
import { z } from 'zod';

/**
 * The billing API's answers as schemas. The contract holds their types, not schemas: each schema is typed by its
 * contract type, so the two cannot drift apart without the build saying so.
 */
export const checkoutAnswer: z.ZodType<CheckoutAnswer> = z.object({ url: z.string(), session_id: z.string() });

export const planChangePreview: z.ZodType<PlanChangePreview> = z.object({
  amount_due_cents: z.number(),
  currency: z.string(),
  new_monthly_price: z.number(),
  next_renewal: z.string().nullable(),
  ends_trial: z.boolean().optional(),
});

export const changePlanAnswer: z.ZodType<ChangePlanAnswer> = z.object({ url: z.string().nullable(), message: z.string() });

export const scheduleDowngradeAnswer: z.ZodType<ScheduleDowngradeAnswer> = z.object({
  success: z.boolean(),
  effective_date: z.string(),
});

export const cancelAnswer: z.ZodType<CancelAnswer> = z.object({ portal_url: z.string().nullable(), message: z.string() });

export const portalAnswer: z.ZodType<PortalAnswer> = z.object({ url: z.string() });

export const verifySessionAnswer: z.ZodType<VerifySessionAnswer> = z.object({
  status: z.string(),
  abuse_detected: z.boolean(),
  reason: z.string().nullable(),
});

const planName = z.enum(['free', 'basic', 'pro']);
const planAt = z.object({ plan: planName, allowed_accounts: z.number() }).nullable();

export const planHistory: z.ZodType<PlanHistoryRow[]> = z.array(
  z.object({
    id: z.string(),
    at: z.string(),
    change: z.string(),
    from: planAt,
    to: planAt,
    by: z.enum(['checkout', 'webhook', 'job', 'user', 'registration']),
    by_email: z.string().nullable(),
  }),
);
