import { createHash } from 'node:crypto';
import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Logger } from 'pino';
import Stripe from 'stripe';
import { type Caller, Commands } from '../../platform/commands/command-endpoint';
import type { AggregateStreams } from '../../platform/commands/aggregate-streams';
import { AGGREGATE_STREAMS } from '../../platform/commands/decider-command-handler';
import { APP_CONFIG } from '../../platform/config/config.module';
import type { AppConfig } from '../../platform/config/config';
import { DATABASE, DATABASE_URL } from '../../platform/database/database.module';
import type { Database } from '../../platform/database/database';
import { ConcurrencyError, EVENT_STORE, type EventMetadata, type EventStore } from '../../platform/event-store/event-store.port';
import { DomainError } from '../../platform/http/domain-error';
import { JobsService } from '../../platform/jobs/jobs.service';
import { ReadYourWrites } from '../../platform/projections/read-your-writes';
import { PLAN_HISTORY_PROJECTION } from '../../../projections/billing/plan-history.projection';
import { PLANS_PROJECTION } from '../../../projections/billing/plans.projection';
import { STRIPE_CUSTOMERS_PROJECTION } from '../../../projections/billing/stripe-customers.projection';
import { createLogger } from '../../platform/logging/logger';
import { derivedEventId } from '../identity';
import { ChangePlanRecord } from './commands/change-plan-record/change-plan-record.command';
import {
  BASIC_TRIAL_DAYS,
  billingMessages,
  type CancelAnswer,
  type CancellationReason,
  type ChangePlanAnswer,
  type CheckoutAnswer,
  type PlanChangePreview,
  type PlanHistoryRow,
  proMonthlyPrice,
  BASIC_MONTHLY_PRICE,
  type ScheduleDowngradeAnswer,
  type VerifySessionAnswer,
} from './contract';
import { checkCancel, checkChangePlan, checkScheduleDowngrade, type PlanCommand, planDecider, planMessages } from './plan/decide';
import { type ChangeSource, type PlanLevel, planStreamId } from './plan/events';
import { isLower, planLevel } from './plan/levels';
import type { PlanState } from './plan/state';
import { BILLING_PROVIDER, type BillingProvider, type SubscriptionDetails, WebhookSignatureError } from './stripe/billing-provider';
import { UserLocks } from './stripe/user-locks';
import { type TrialCardClaimed, trialCardStreamId } from './trial-card/events';

export const APPLY_DOWNGRADE_QUEUE = 'billing-apply-downgrade';

export const PAST_DUE_GRACE_QUEUE = 'billing-past-due-grace';

export interface PastDueGraceJob {
  userId: string;
  subscriptionId: string;
  graceEnds: string;
}

export interface ApplyDowngradeJob {
  userId: string;
  to: 'basic' | 'free';
  effectiveDate: string;
}

export const billingAnswers = {
  planUpdated: 'Your plan has been updated.',
  downgradeScheduled: (date: string) => `Your plan will change at the end of the billing period (${date.slice(0, 10)}).`,
  sessionNotFound: 'Checkout session not found',
  alreadySubscribed: 'You already have a subscription. Change your plan from this page instead.',
  invalidSignature: 'Invalid Stripe signature',
} as const;

/** A key for Stripe's Idempotency-Key header: the same command (user, action, request) gives the same key. */
export function idempotencyKey(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('hex');
}

/** Only a hash of the card's fingerprint is kept. */
export const fingerprintHash = (fingerprint: string) => createHash('sha256').update(`outtwit-trial-card:${fingerprint}`).digest('hex').slice(0, 40);

/**
 * Billing's use cases: checkout, the return from it, plan changes and their preview, scheduled downgrades,
 * cancellation, the portal, and Stripe's webhooks. Stripe is the source of truth for paid state: every path
 * that learns of a subscription re-reads it from Stripe and records its current state through one command
 * (ApplySubscription), under a per-user lock, so webhooks, the return from checkout and the job agree and
 * each change is recorded once.
 */
@Injectable()
export class BillingService implements OnModuleInit, OnModuleDestroy {
  private readonly locks: UserLocks;
  private readonly logger: Logger;

  constructor(
    @Inject(BILLING_PROVIDER) private readonly stripe: BillingProvider,
    @Inject(AGGREGATE_STREAMS) private readonly streams: AggregateStreams,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(DATABASE) private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DATABASE_URL) databaseUrl: string,
    private readonly commandBus: CommandBus,
    private readonly commands: Commands,
    private readonly jobs: JobsService,
    private readonly readYourWrites: ReadYourWrites,
  ) {
    this.locks = new UserLocks(databaseUrl);
    this.logger = createLogger(config.LOG_LEVEL).child({ context: 'billing' });
  }

  onModuleInit(): void {
    this.jobs.work<ApplyDowngradeJob>(APPLY_DOWNGRADE_QUEUE, (job) => this.applyScheduledDowngrade(job.data, job.id));
    this.jobs.work<PastDueGraceJob>(PAST_DUE_GRACE_QUEUE, (job) =>
      this.reconcile(job.data.userId, job.data.subscriptionId, 'job', `past-due:${job.data.subscriptionId}:${job.data.graceEnds}`, undefined, job.id),
    );
  }

  async onModuleDestroy(): Promise<void> {
    await this.locks.close();
  }

  async state(userId: string): Promise<PlanState> {
    return (await this.streams.read(planStreamId(userId), planDecider)).state;
  }

  // ---- checkout and its return ----

  async checkout(caller: Caller, level: PlanLevel, trial: boolean): Promise<CheckoutAnswer> {
    const state = await this.state(caller.user.id);
    if (state.exists && state.plan !== 'free' && state.subscriptionId) {
      throw new DomainError(billingAnswers.alreadySubscribed, 'already_subscribed', 'conflict');
    }
    const account = `${this.config.publicUrl}/dashboard/account`;
    const session = await this.stripe.createCheckoutSession({
      userId: caller.user.id,
      email: caller.user.email,
      level,
      trialDays: trial && level.plan === 'basic' ? BASIC_TRIAL_DAYS : null,
      customerId: state.exists ? state.customerId : null,
      successUrl: `${account}?success=true&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${account}?canceled=true`,
      idempotencyKey: idempotencyKey(caller.user.id, 'checkout', String(caller.request.id), level.plan, String(level.allowedAccounts), String(trial)),
    });
    return { url: session.url, session_id: session.id };
  }

  /** The return from checkout: the session must be the caller's; its subscription is recorded as the webhook records it. */
  async verifySession(caller: Caller, sessionId: string): Promise<VerifySessionAnswer> {
    const session = /^cs_[\w-]{1,250}$/.test(sessionId) ? await this.stripe.retrieveCheckoutSession(sessionId) : null;
    if (!session || session.clientReferenceId !== caller.user.id) {
      throw new DomainError(billingAnswers.sessionNotFound, 'not_found', 'not_found');
    }
    if (session.status === 'expired') return { status: 'canceled', abuse_detected: false, reason: billingMessages.canceledOrFailed };
    if (session.status !== 'complete' || !session.subscriptionId) return { status: session.status ?? 'unknown', abuse_detected: false, reason: null };
    await this.reconcile(caller.user.id, session.subscriptionId, 'checkout', `checkout:${session.id}`, caller);
    const state = await this.state(caller.user.id);
    if (state.exists && state.ended.has(session.subscriptionId) && state.trialDecided.has(session.subscriptionId)) {
      return { status: 'canceled', abuse_detected: true, reason: billingMessages.trialAbuse };
    }
    return { status: 'success', abuse_detected: false, reason: null };
  }

  // ---- changes of a paid plan ----

  async preview(userId: string, to: PlanLevel): Promise<PlanChangePreview> {
    const state = await this.state(userId);
    const monthly = to.plan === 'pro' ? proMonthlyPrice(to.allowedAccounts) : BASIC_MONTHLY_PRICE;
    if (!state.exists || state.plan === 'free' || !state.subscriptionId) {
      return { amount_due_cents: monthly * 100, currency: 'usd', new_monthly_price: monthly, next_renewal: null };
    }
    checkChangePlan(state, to);
    const subscription = await this.stripe.retrieveSubscription(state.subscriptionId);
    const preview = await this.stripe.previewChange(subscription, to);
    return {
      amount_due_cents: preview.amountDueCents,
      currency: preview.currency,
      new_monthly_price: monthly,
      next_renewal: preview.nextRenewal,
      ends_trial: preview.endsTrial,
    };
  }

  async changePlan(caller: Caller, to: PlanLevel): Promise<ChangePlanAnswer> {
    const userId = caller.user.id;
    const state = await this.state(userId);
    checkChangePlan(state, to);
    const plan = state as Extract<PlanState, { exists: true }>;
    // Pro to Basic waits for the end of the period.
    if (to.plan === 'basic' && plan.plan === 'pro') {
      const { effective_date } = await this.scheduleDowngrade(caller, 'basic');
      return { url: null, message: billingAnswers.downgradeScheduled(effective_date) };
    }
    const key = idempotencyKey(userId, 'change-plan', String(caller.request.id), to.plan, String(to.allowedAccounts));
    if (!plan.subscriptionId) {
      if (plan.customerId) return { url: await this.stripe.createPortalSession(plan.customerId, this.accountUrl(), key), message: billingAnswers.planUpdated };
      await this.commands.execute(new ChangePlanRecord({ type: 'SetPlanWithoutSubscription', userId, at: now(), to }, key), caller);
      return { url: null, message: billingAnswers.planUpdated };
    }
    const subscription = await this.stripe.retrieveSubscription(plan.subscriptionId);
    if (subscription.status === 'incomplete_expired' || subscription.status === 'canceled') return this.checkoutInstead(caller, to);
    // The user's lock is held from the change in Stripe to its record, so the webhook Stripe sends about this
    // change waits and finds it recorded: the history says the user made it, whichever arrives first.
    // A change is paid before it applies (during Basic's trial, the trial ends and the first month is charged):
    // an invoice that is not paid leaves the subscription, and so the plan, as they were.
    const outcome = await this.locks.run(userId, async () => {
      try {
        const { applied } = await this.stripe.changePaidPlan(subscription, to, key);
        if (!applied) return 'unpaid' as const;
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError && /incomplete_expired/.test(error.message)) return 'expired' as const;
        throw error;
      }
      await this.reconcileHoldingLock(userId, subscription.id, 'user', `change:${key}`, caller);
      return 'changed' as const;
    });
    if (outcome === 'expired') return this.checkoutInstead(caller, to);
    if (outcome === 'unpaid') throw new DomainError(billingMessages.changeNotPaid, 'payment_failed', 'payment_required');
    return { url: null, message: billingAnswers.planUpdated };
  }

  private async checkoutInstead(caller: Caller, to: PlanLevel): Promise<ChangePlanAnswer> {
    const { url } = await this.checkoutWithoutCheck(caller, to);
    return { url, message: billingMessages.checkoutStatus('incomplete_expired') };
  }

  private async checkoutWithoutCheck(caller: Caller, level: PlanLevel) {
    const state = await this.state(caller.user.id);
    const account = this.accountUrl();
    return this.stripe.createCheckoutSession({
      userId: caller.user.id,
      email: caller.user.email,
      level,
      trialDays: null,
      customerId: state.exists ? state.customerId : null,
      successUrl: `${account}?success=true&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${account}?canceled=true`,
      idempotencyKey: idempotencyKey(caller.user.id, 'checkout-again', String(caller.request.id), level.plan, String(level.allowedAccounts)),
    });
  }

  /** Pro to Basic (applied by a job at the period's end) or a paid plan to Free (cancel_at_period_end). */
  async scheduleDowngrade(caller: Caller, to: 'basic' | 'free'): Promise<ScheduleDowngradeAnswer> {
    const userId = caller.user.id;
    const state = await this.state(userId);
    const target = checkScheduleDowngrade(state, to);
    const plan = state as Extract<PlanState, { exists: true }>;
    const key = idempotencyKey(userId, 'schedule-downgrade', String(caller.request.id), to);
    if (!plan.subscriptionId) {
      await this.commands.execute(new ChangePlanRecord({ type: 'SetPlanWithoutSubscription', userId, at: now(), to: target }, key), caller);
      return { success: true, effective_date: now() };
    }
    let subscription = await this.stripe.retrieveSubscription(plan.subscriptionId);
    if (to === 'free') subscription = await this.stripe.setCancelAtPeriodEnd(subscription.id, true, key);
    const effectiveDate = subscription.currentPeriodEnd ?? now();
    await this.commands.execute(new ChangePlanRecord({ type: 'ScheduleDowngrade', userId, at: now(), to, effectiveDate }, key), caller);
    return { success: true, effective_date: effectiveDate };
  }

  async cancel(caller: Caller, reason: CancellationReason, feedback: string | null): Promise<CancelAnswer> {
    const userId = caller.user.id;
    const state = await this.state(userId);
    checkCancel(state);
    const key = idempotencyKey(userId, 'cancel', String(caller.request.id));
    await this.commands.execute(new ChangePlanRecord({ type: 'Cancel', userId, at: now(), reason, feedback: feedback?.trim() || null }, key), caller);
    const customerId = state.exists ? state.customerId : null;
    if (customerId) return { portal_url: await this.stripe.createPortalSession(customerId, this.accountUrl(), key), message: billingAnswers.planUpdated };
    return { portal_url: null, message: planMessages.canceled };
  }

  async portal(caller: Caller): Promise<string> {
    const state = await this.state(caller.user.id);
    if (!state.exists || !state.customerId) throw new DomainError(billingMessages.noBillingInformation, 'no_billing_information', 'not_found');
    return this.stripe.createPortalSession(state.customerId, this.accountUrl(), idempotencyKey(caller.user.id, 'portal', String(caller.request.id)));
  }

  async history(userId: string): Promise<PlanHistoryRow[]> {
    const rows = await this.db
      .selectFrom('plan_history')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('stream_version', 'desc')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      change: row.change,
      from: row.from_plan ? { plan: row.from_plan, allowed_accounts: row.from_accounts ?? 0 } : null,
      to: row.to_plan ? { plan: row.to_plan, allowed_accounts: row.to_accounts ?? 0 } : null,
      by: row.by,
    }));
  }

  // ---- webhooks ----

  /** A verified Stripe event: its subscription's current state is recorded once; unknown events are acknowledged. */
  async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<{ received: true; duplicate?: true }> {
    let event: ReturnType<BillingProvider['verifyWebhook']>;
    try {
      event = this.stripe.verifyWebhook(rawBody, signature);
    } catch (error) {
      if (error instanceof WebhookSignatureError) throw new DomainError(billingAnswers.invalidSignature, 'invalid_signature', 'validation');
      throw error;
    }
    const seen = await this.db.selectFrom('stripe_webhook_events').select('event_id').where('event_id', '=', event.id).executeTakeFirst();
    if (seen) return { received: true, duplicate: true };
    const subscriptionId =
      event.type.startsWith('customer.subscription.') ? event.object.id : event.type === 'checkout.session.completed' || event.type.startsWith('invoice.') ? event.object.subscription : null;
    if (subscriptionId) {
      const userId = await this.userOf(subscriptionId, event.object.clientReferenceId, event.object.customer);
      if (userId) await this.reconcile(userId, subscriptionId, 'webhook', `stripe:${event.id}`);
      else this.logger.warn({ stripeEvent: event.id, type: event.type }, 'Stripe event for a subscription of no known user');
    }
    await this.db.insertInto('stripe_webhook_events').values({ event_id: event.id, type: event.type }).onConflict((c) => c.column('event_id').doNothing()).execute();
    return { received: true };
  }

  private async userOf(subscriptionId: string, clientReferenceId: string | null, customerId: string | null): Promise<string | null> {
    if (clientReferenceId) return clientReferenceId;
    const subscription = await this.stripe.retrieveSubscription(subscriptionId);
    if (subscription.userId) return subscription.userId;
    const customer = customerId ?? subscription.customerId;
    const row = await this.db.selectFrom('stripe_customers').select('user_id').where('customer_id', '=', customer).executeTakeFirst();
    return row?.user_id ?? null;
  }

  // ---- the scheduled downgrade ----

  /** At the period's end: Pro becomes Basic (no proration), or the subscription ends for Free; once. */
  async applyScheduledDowngrade(job: ApplyDowngradeJob, jobId: string): Promise<void> {
    const state = await this.state(job.userId);
    if (!state.exists || !state.scheduledDowngrade) return;
    const { to, effectiveDate } = state.scheduledDowngrade;
    if (to.plan !== job.to || effectiveDate !== job.effectiveDate) return;
    const key = idempotencyKey(job.userId, 'apply-downgrade', job.to, job.effectiveDate);
    if (!state.subscriptionId) {
      await this.send(new ChangePlanRecord({ type: 'SetPlanWithoutSubscription', userId: job.userId, at: now(), to }, key), job.userId, jobId);
      return;
    }
    const subscription = await this.stripe.retrieveSubscription(state.subscriptionId);
    await this.locks.run(job.userId, async () => {
      if (to.plan === 'free') await this.stripe.cancelNow(subscription.id, key);
      else if (subscription.level && isLower(to, subscription.level)) await this.stripe.changeSubscription(subscription, to, 'none', key);
      await this.reconcileHoldingLock(job.userId, subscription.id, 'job', `job:${key}`, undefined, jobId);
    });
  }

  // ---- recording Stripe's state ----

  /**
   * Re-reads the subscription from Stripe and records its current state, under the user's lock. A trial is
   * checked against the cards already used for trials; a refused one is canceled in Stripe at once.
   */
  reconcile(userId: string, subscriptionId: string, by: ChangeSource, eventKey: string, caller?: Caller, jobId?: string): Promise<void> {
    return this.locks.run(userId, () => this.reconcileHoldingLock(userId, subscriptionId, by, eventKey, caller, jobId));
  }

  private async reconcileHoldingLock(userId: string, subscriptionId: string, by: ChangeSource, eventKey: string, caller?: Caller, jobId?: string): Promise<void> {
    const subscription = await this.stripe.retrieveSubscription(subscriptionId);
    if (subscription.userId && subscription.userId !== userId) {
      this.logger.warn({ subscriptionId, userId }, 'subscription belongs to another user; not applied');
      return;
    }
    const state = await this.state(userId);
    let trialAbuse = false;
    const undecidedTrial = subscription.status === 'trialing' && !(state.exists && (state.trialDecided.has(subscription.id) || state.ended.has(subscription.id)));
    if (undecidedTrial) {
      trialAbuse = await this.cardAlreadyUsedForTrial(userId, subscription);
      if (trialAbuse) await this.stripe.cancelNow(subscription.id, idempotencyKey(userId, 'refuse-trial', subscription.id));
    }
    const pastDueGraceMs = this.config.PAST_DUE_GRACE_HOURS * 3_600_000;
    const command: PlanCommand = { type: 'ApplySubscription', userId, at: now(), by, subscription, trialAbuse, pastDueGraceMs };
    const change = new ChangePlanRecord(command, eventKey);
    if (!caller) return this.send(change, userId, jobId ?? eventKey);
    const { appended } = await this.commands.execute(change, caller);
    // Recorded already (by a webhook that came first): the answer still waits until the read models show it.
    if (!appended) await this.untilReadModelsShow(userId, caller);
  }

  private async untilReadModelsShow(userId: string, caller: Caller): Promise<void> {
    const { version } = await this.streams.read(planStreamId(userId), planDecider);
    const [last] = version > 0 ? await this.eventStore.readStream(planStreamId(userId), version) : [];
    await this.readYourWrites.beforeAnswering(caller.reply, last?.position, [PLANS_PROJECTION, STRIPE_CUSTOMERS_PROJECTION, PLAN_HISTORY_PROJECTION]);
  }

  private async send(command: ChangePlanRecord, userId: string, causationId: string): Promise<void> {
    const metadata: EventMetadata = { userId, correlationId: causationId, causationId };
    command.metadata = metadata;
    await this.commandBus.execute(command);
  }

  /** Claims the subscription's card for this user's trial; true when another user claimed it first. */
  private async cardAlreadyUsedForTrial(userId: string, subscription: SubscriptionDetails): Promise<boolean> {
    if (!subscription.defaultPaymentMethodId) return false;
    const fingerprint = await this.stripe.cardFingerprint(subscription.defaultPaymentMethodId);
    if (!fingerprint) return false;
    const stream = trialCardStreamId(fingerprintHash(fingerprint));
    const claim: TrialCardClaimed = { type: 'TrialCardClaimed', data: { userId, subscriptionId: subscription.id, at: now() } };
    try {
      await this.eventStore.appendToStream(stream, 'no_stream', [{ id: derivedEventId(`${stream}:${userId}`), ...claim, metadata: { userId } }]);
    } catch (error) {
      if (!(error instanceof ConcurrencyError)) throw error;
    }
    const [first] = await this.eventStore.readStream(stream, 1);
    return (first?.data as TrialCardClaimed['data'] | undefined)?.userId !== userId;
  }

  private accountUrl() {
    return `${this.config.publicUrl}/dashboard/account`;
  }
}

const now = () => new Date().toISOString();

/** The plan a checkout or change body asks for. */
export function requestedLevel(body: { plan_type: 'basic' } | { plan_type: 'pro'; allowed_accounts: number }): PlanLevel {
  return body.plan_type === 'pro' ? planLevel('pro', body.allowed_accounts) : planLevel('basic');
}
