/**
 * Recording Stripe's state: the subscription is re-read from Stripe and its current state recorded through one
 * command (ApplySubscription) under the user's lock, so webhooks, the return from checkout and the jobs agree
 * and each change is recorded once. A new trial is checked against the cards already used for trials.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { type Caller, Commands } from '../../../../platform/commands/command-endpoint';
import { APP_CONFIG } from '../../../../platform/config/config.module';
import type { AppConfig } from '../../../../platform/config/config';
import { EVENT_STORE, type EventStore } from '../../../../platform/event-store/event-store.port';
import { createLogger } from '../../../../platform/logging/logger';
import type { PlanCommand } from '../../plan/decide';
import type { ChangeSource } from '../../plan/events';
import { BILLING_PROVIDER, type BillingProvider } from '../../stripe/billing-provider';
import { idempotencyKey } from '../../stripe/idempotency-key';
import { UserLocks } from '../../stripe/user-locks';
import { cardAlreadyUsedForTrial } from '../../trial-card/trial-card-claim';
import { ChangePlanRecord } from '../change-plan-record/change-plan-record.command';
import { PlanStream } from '../plan-stream';

@Injectable()
export class ReconcileSubscription {
  private readonly logger: Logger;

  constructor(
    @Inject(BILLING_PROVIDER) private readonly stripe: BillingProvider,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly commands: Commands,
    private readonly locks: UserLocks,
    private readonly plans: PlanStream,
  ) {
    this.logger = createLogger(config.LOG_LEVEL).child({ context: 'billing' });
  }

  /**
   * Re-reads the subscription from Stripe and records its current state, under the user's lock. A trial is
   * checked against the cards already used for trials; a refused one is canceled in Stripe at once.
   */
  reconcile(userId: string, subscriptionId: string, by: ChangeSource, eventKey: string, caller?: Caller, jobId?: string): Promise<void> {
    return this.locks.run(userId, () => this.reconcileHoldingLock(userId, subscriptionId, by, eventKey, caller, jobId));
  }

  /** The same, for a caller already holding the user's lock. */
  async reconcileHoldingLock(userId: string, subscriptionId: string, by: ChangeSource, eventKey: string, caller?: Caller, jobId?: string): Promise<void> {
    const subscription = await this.stripe.retrieveSubscription(subscriptionId);
    if (subscription.userId && subscription.userId !== userId) {
      this.logger.warn({ subscriptionId, userId }, 'subscription belongs to another user; not applied');
      return;
    }
    const state = await this.plans.state(userId);
    let trialAbuse = false;
    const undecidedTrial = subscription.status === 'trialing' && !(state.exists && (state.trialDecided.has(subscription.id) || state.ended.has(subscription.id)));
    if (undecidedTrial) {
      trialAbuse = await cardAlreadyUsedForTrial(this.stripe, this.eventStore, userId, subscription);
      if (trialAbuse) await this.stripe.cancelNow(subscription.id, idempotencyKey(userId, 'refuse-trial', subscription.id));
    }
    const pastDueGraceMs = this.config.PAST_DUE_GRACE_HOURS * 3_600_000;
    const command: PlanCommand = { type: 'ApplySubscription', userId, at: new Date().toISOString(), by, subscription, trialAbuse, pastDueGraceMs };
    const change = new ChangePlanRecord(command, eventKey);
    if (!caller) return this.plans.sendInternally(change, userId, jobId ?? eventKey);
    const { appended } = await this.commands.execute(change, caller);
    // Recorded already (by a webhook that came first): the answer still waits until the read models show it.
    if (!appended) await this.plans.untilReadModelsShow(userId, caller);
  }
}
