import { Module } from '@nestjs/common';
import { APP_CONFIG } from '../../platform/config/config.module';
import type { AppConfig } from '../../platform/config/config';
import { ApplyScheduledDowngrade } from './commands/apply-scheduled-downgrade/apply-scheduled-downgrade';
import { BillingPortal } from './commands/cancel/billing-portal';
import { CancelPlan } from './commands/cancel/cancel';
import { CancelController } from './commands/cancel/cancel.controller';
import { ChangePlan } from './commands/change-plan/change-plan';
import { ChangePlanController } from './commands/change-plan/change-plan.controller';
import { ChangePlanRecordHandler } from './commands/change-plan-record/change-plan-record.handler';
import { PreviewPlanChange } from './commands/change-plan/preview-plan-change';
import { Checkout } from './commands/checkout/checkout';
import { CheckoutController } from './commands/checkout/checkout.controller';
import { VerifyCheckoutSession } from './commands/checkout/verify-checkout-session';
import { CreatePlanRecordHandler } from './commands/create-plan-record/create-plan-record.handler';
import { PlanStream } from './commands/plan-stream';
import { ReconcileSubscription } from './commands/reconcile-subscription/reconcile-subscription';
import { ScheduleDowngrade } from './commands/schedule-downgrade/schedule-downgrade';
import { ScheduleDowngradeController } from './commands/schedule-downgrade/schedule-downgrade.controller';
import { PlanGateGuard } from './gates/requires-plan';
import { GetPlanController } from './queries/get-plan.controller';
import { LeadCreditsCorrectionWorker } from './processes/lead-credits-correction.job';
import { PastDueGraceWorker } from './processes/past-due-grace.job';
import { PlanHistory } from './queries/plan-history';
import { PlanHistoryController } from './queries/plan-history.controller';
import { BILLING_PROVIDER } from './stripe/billing-provider';
import { StripeSdkProvider } from './stripe/stripe-sdk.provider';
import { UnconfiguredBillingProvider } from './stripe/unconfigured.provider';
import { UserLocks } from './stripe/user-locks';
import { StripeWebhook } from './webhook/stripe-webhook';
import { StripeWebhookRoute } from './webhook/stripe-webhook.route';

/**
 * Plans and billing: the plan record of each user (created free at registration by the plan-records process
 * manager), GET /api/plan, the billing endpoints under /api/billing with Stripe (STRIPE_SECRET_KEY and
 * STRIPE_WEBHOOK_SECRET; the local stand-in in development), the scheduled-downgrade job, the lead credit
 * correction run when the workers start, and the plan gates.
 */
@Module({
  controllers: [GetPlanController, CheckoutController, ChangePlanController, ScheduleDowngradeController, CancelController, PlanHistoryController],
  providers: [
    CreatePlanRecordHandler,
    ChangePlanRecordHandler,
    UserLocks,
    PlanStream,
    ReconcileSubscription,
    Checkout,
    VerifyCheckoutSession,
    PreviewPlanChange,
    ChangePlan,
    ScheduleDowngrade,
    CancelPlan,
    BillingPortal,
    PlanHistory,
    ApplyScheduledDowngrade,
    PastDueGraceWorker,
    LeadCreditsCorrectionWorker,
    StripeWebhook,
    StripeWebhookRoute,
    PlanGateGuard,
    {
      provide: BILLING_PROVIDER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        config.STRIPE_SECRET_KEY
          ? new StripeSdkProvider({ secretKey: config.STRIPE_SECRET_KEY, webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? '', apiBase: config.STRIPE_API_BASE })
          : new UnconfiguredBillingProvider(),
    },
  ],
  exports: [PlanGateGuard],
})
export class BillingModule {}
