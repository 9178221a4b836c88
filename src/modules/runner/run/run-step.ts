import type { ActiveSession } from '../../accounts';
import { isXGatewayError } from '../../x';
import { applySendError } from './apply-send-error';
import { type AccountLimits, type CampaignConfig, CampaignConfigs, type RunStart } from './campaign-config';
import { readDelivery, reservedDelivery, storeRecipient } from './deliveries';
import type { DispatcherDeps, DispatcherStats } from './dispatcher-deps';
import { decideOnSendError } from './on-send-error';
import type { OwedChanges } from './owed-change';
import { backoffMs, campaignDay, dayOf, nextSendDelayMs } from './pace';
import { planRefusal } from './plan-gate';
import { type CandidateSet, type ReserveAnswer, reserveNext } from './reserve';
import type { RunQueue } from './run-queue';
import type { ClaimedRun, DeliveryRow, RunRow } from './run-row';
import { decideRunTransition } from './run-state';
import { SessionCache } from './session-cache';
import { SettlementBatch } from './settle-batch';
import { FollowUpSteps } from '../follow-ups/follow-up-step';

/** The gateway's recipient lookup and send (30 s total timeout each) and a margin. */
export const IN_FLIGHT_GRACE_MS = 70_000;

/** A run whose account has no usable session is looked at again after this long (the accounts context pauses it). */
const NO_SESSION_WAIT_MS = 30_000;
/** After an unexpected error (the database, a bug), the run rests this long. */
export const STEP_ERROR_WAIT_MS = 5_000;
/** A capped campaign is looked at again at least this late, whatever the delay scale. */
const MIN_CAPPED_WAIT_MS = 1_000;
/** Skip-only reservations in a row within one step before the run goes back to the queue. */
const MAX_SKIP_ROUNDS = 20;
/** A run's next leads, as its last reservation returned them, are used for this long (then read again). */
const NEXT_LEADS_TTL_MS = 60_000;
/** Sent deliveries are settled together when this many finished, or this long after the first of them. */
const SETTLE_BATCH_MAX = 32;
const SETTLE_BATCH_WAIT_MS = 4;

/**
 * One step of a claimed run: record the change it owes, or check its owner's plan, settle what is in flight (the
 * conversation says whether it went), reserve a due follow-up (../follow-ups) or its next lead (reserve.ts) and send
 * it; sends are settled in batches (settle-batch.ts), failures decided by on-send-error.ts, written by
 * apply-send-error.ts. Keeps what next steps reuse: settings, sessions, each run's next leads, each account's count.
 */
export class RunStep {
  private readonly configs: CampaignConfigs;
  private readonly sessions: SessionCache;
  /** The pace's clock: the day and the sending hours are read at it (demo mode's runs faster). */
  private readonly paceNow: () => number;
  /** Each run's next leads, from the start (lifecycle version) they were read in: a campaign edited while stopped reads afresh. */
  private readonly nextLeads = new Map<string, { at: number; startVersion: number; set: CandidateSet }>();
  /** Each X account's DMs in the cap's window as the last reservation counted them (checked again by the next). */
  private readonly profileCounts = new Map<string, { at: number; sent: number }>();
  private readonly settlements: SettlementBatch;
  private readonly followUps: FollowUpSteps;
  /** Settlements queued and not yet written. */
  private readonly unwritten = new Set<Promise<void>>();

  constructor(
    private readonly deps: DispatcherDeps,
    /** `wake`: a settlement was written, the dispatcher may claim again. */
    private readonly context: { workerId: number; queue: RunQueue; owed: OwedChanges; stats: DispatcherStats; random: () => number; wake: () => void },
  ) {
    this.paceNow = deps.settings.paceNow ?? Date.now;
    this.configs = new CampaignConfigs(deps.db, { warmUpByDefault: deps.settings.warmUpByDefault ?? true });
    this.sessions = new SessionCache(deps.sessions);
    this.settlements = new SettlementBatch(deps.db, SETTLE_BATCH_MAX, SETTLE_BATCH_WAIT_MS);
    this.followUps = new FollowUpSteps(deps, { ...context, paceNow: this.paceNow, profileCounts: this.profileCounts, timed: (call) => this.timed(call) });
  }

  /** The claimed campaigns' settings in one read rather than one per step (the steps wait for it). */
  preload(runs: readonly RunStart[]): void {
    this.configs.preload(runs).catch(() => undefined);
  }

  /** Waits for the settlements queued and not yet written. */
  async drain(): Promise<void> {
    await Promise.allSettled([...this.unwritten]);
  }

  /** Next leads and counts kept for runs that stopped or wait long are of no use any more. */
  forgetOld(): void {
    const now = Date.now();
    for (const [campaignId, entry] of this.nextLeads) if (now - entry.at >= NEXT_LEADS_TTL_MS) this.nextLeads.delete(campaignId);
    for (const [profileId, entry] of this.profileCounts) if (now - entry.at >= NEXT_LEADS_TTL_MS) this.profileCounts.delete(profileId);
  }

  async step(claimed: ClaimedRun): Promise<void> {
    const started = performance.now();
    this.context.stats.steps += 1;
    try {
      if (claimed.pending) return await this.context.owed.record(claimed);
      // The owner's plan binds each send: a plan that ended or no longer covers the account pauses the campaign.
      const refusal = planRefusal(claimed);
      if (refusal) return await this.context.owed.finish(claimed.campaign_id, decideRunTransition({ type: 'planGateClosed', message: refusal }).owes);
      const campaign = await this.configs.campaign(claimed);
      // Deleted: its stop job follows; nothing more to send.
      if (!campaign) return await this.context.queue.stopDeleted(claimed.campaign_id);
      const session = await this.sessions.of(claimed.user_id, claimed.account_id);
      if (!session) return await this.context.queue.release(claimed.campaign_id, NO_SESSION_WAIT_MS);
      const limits = await this.configs.accountLimits(claimed.account_id, claimed.limits_saved_at);
      // Settled in flight, the step goes on to the next lead; otherwise it ends here.
      if (claimed.in_flight && !(await this.settleInFlight(claimed, campaign, limits, session))) return;
      await this.reserveAndSend(claimed, campaign, limits, session);
    } finally {
      this.context.stats.stepMs += performance.now() - started;
    }
  }

  private async reserveAndSend(run: RunRow, campaign: CampaignConfig, limits: AccountLimits, session: ActiveSession): Promise<void> {
    // Due follow-ups first (a day's quota serves them before new leads).
    const followUp = await this.followUps.serve(run, campaign, limits, session);
    if (followUp.kind === 'reserved') return this.send(run, campaign, session, reservedDelivery(followUp.reservation, campaign, run.account_id), followUp.reservation.remainingToday);
    if (followUp.kind === 'capped' || followUp.kind === 'release') {
      return this.context.queue.release(run.campaign_id, followUp.kind === 'release' ? followUp.ms : Math.max(MIN_CAPPED_WAIT_MS, this.delay(campaign, 0)));
    }
    if (followUp.kind === 'gone') return;
    let claimed = run;
    for (let round = 0; round < MAX_SKIP_ROUNDS; round++) {
      const cached = this.nextLeads.get(claimed.campaign_id);
      // The connected account's X user id (its sessions always carry it; the row's id only if one ever does not).
      const profileId = session.session.userId ?? claimed.account_id;
      const outcome: ReserveAnswer = await reserveNext(this.deps.db, {
        run: claimed,
        campaign,
        limits,
        accountCapCeiling: this.deps.settings.accountDailyCap,
        profileId,
        profileSent: this.profileCounts.get(profileId)?.sent ?? null,
        workerId: this.context.workerId,
        nowMs: this.paceNow(),
        random: this.context.random,
        candidates: cached && cached.startVersion === claimed.lifecycle_version && Date.now() - cached.at < NEXT_LEADS_TTL_MS ? cached.set : null,
        tallies: await this.configs.variationTallies(campaign),
      });
      if (outcome.next && outcome.kind !== 'exhausted') this.nextLeads.set(claimed.campaign_id, { at: Date.now(), startVersion: claimed.lifecycle_version, set: outcome.next });
      else this.nextLeads.delete(claimed.campaign_id);
      if (outcome.profileSent !== null) this.profileCounts.set(profileId, { at: Date.now(), sent: outcome.profileSent });
      switch (outcome.kind) {
        case 'gone':
          return;
        case 'contended':
          return await this.context.queue.release(claimed.campaign_id, 0);
        case 'skipped':
          claimed = { ...claimed, ...outcome.cursor };
          continue;
        case 'capped':
          return await this.context.queue.release(claimed.campaign_id, Math.max(MIN_CAPPED_WAIT_MS, this.delay(campaign, 0)));
        case 'exhausted': {
          const after = await this.followUps.afterLastLead(claimed, campaign);
          if (after.kind === 'wait') return await this.context.queue.release(claimed.campaign_id, after.ms);
          return await this.context.owed.finish(claimed.campaign_id, decideRunTransition({ type: 'exhausted' }).owes);
        }
        case 'reserved': {
          const { reservation } = outcome;
          const delivery = reservedDelivery(reservation, campaign, claimed.account_id);
          await this.send(claimed, campaign, session, delivery, reservation.remainingToday);
          return;
        }
      }
    }
    await this.context.queue.release(claimed.campaign_id, 0);
  }

  /**
   * A delivery reserved and never settled (a worker died, or a retry after a failure): if the account's
   * conversation with the recipient holds this message, it was sent; only otherwise is it sent again, with the
   * same request id. Answers whether the run can go on to its next lead in this step.
   */
  private async settleInFlight(run: RunRow, campaign: CampaignConfig, limits: AccountLimits, session: ActiveSession): Promise<boolean> {
    const delivery = await readDelivery(this.deps.db, run.in_flight as string);
    if (delivery?.state !== 'reserved') {
      await this.context.queue.clearInFlight(run.campaign_id, run.in_flight as string);
      return true;
    }
    const settleAfter = new Date(delivery.reserved_at).getTime() + (this.deps.settings.inFlightGraceMs ?? IN_FLIGHT_GRACE_MS);
    const remaining = this.remainingAfterInFlight(run, campaign, limits);
    if (Date.now() < settleAfter) {
      await this.context.queue.release(run.campaign_id, settleAfter - Date.now());
      return false;
    }
    if (delivery.recipient_x_id) {
      try {
        const messages = await this.timed(() => this.deps.gateway.readConversation(session.session, delivery.recipient_x_id as string));
        // A follow-up may say what an earlier step said: the earlier messages are not this one.
        const earlier = new Set(delivery.earlier_message_ids ?? []);
        const found = messages.find((message) => message.senderId === session.session.userId && message.text === delivery.text && !earlier.has(message.id));
        if (found) {
          this.settleSent(run.campaign_id, delivery, found.id, found.conversationId, this.delay(campaign, remaining));
          return false;
        }
      } catch (error) {
        await this.onError(run, campaign, delivery, error, remaining);
        return false;
      }
    }
    await this.send(run, campaign, session, delivery, remaining);
    return false;
  }

  /**
   * DMs the campaign may still send today after its delivery in flight, from the claimed row: counted afresh when
   * the row counts an earlier day (the reservation writes the new day only when it reserves).
   */
  private remainingAfterInFlight(run: RunRow, campaign: CampaignConfig, limits: AccountLimits): number {
    const day = campaignDay(run, campaign, dayOf(this.paceNow(), limits.timeZone));
    return Math.max(0, Math.min(day.target, limits.dailyCap) - day.sent);
  }

  /**
   * Resolves the recipient when needed, sends with the delivery's id as X's request id, settles. `remainingToday`:
   * what the campaign may still send today after this DM (the pace spreads the day's time over it).
   */
  private async send(run: RunRow, campaign: CampaignConfig, session: ActiveSession, delivery: DeliveryRow, remainingToday: number): Promise<void> {
    try {
      let recipient = delivery.recipient_x_id;
      if (!recipient) {
        const profile = await this.timed(() => this.deps.gateway.lookupUser(session.session, delivery.username));
        recipient = profile.userId;
        await storeRecipient(this.deps.db, delivery.id, recipient);
      }
      const to = recipient;
      const sent = await this.timed(() => this.deps.gateway.sendDirectMessage(session.session, to, delivery.text ?? '', { requestId: delivery.id }));
      this.context.stats.sends += 1;
      this.settleSent(run.campaign_id, { ...delivery, recipient_x_id: recipient }, sent.messageId, sent.conversationId, this.delay(campaign, remainingToday));
    } catch (error) {
      // X sent nothing: the lead's place in the day is free again.
      await this.onError(run, campaign, delivery, error, remainingToday + 1);
    }
  }

  /**
   * Queued to be written with the other sends finished at about the same time (settle-batch.ts); the step does not
   * wait for it: the run stays leased to this worker with its delivery in flight until it is written, so it is
   * neither claimed again nor sent to before. If the write fails the run is given back as it is, in flight, and its
   * next step settles it by the conversation check.
   */
  private settleSent(campaignId: string, delivery: DeliveryRow, messageId: string, conversationId: string, delayMs: number): void {
    const written: Promise<void> = this.settlements
      .settle({ campaignId, deliveryId: delivery.id, recipientXId: delivery.recipient_x_id, messageId, conversationId, delayMs })
      .then(
        () => this.context.wake(),
        async (error) => {
          this.context.stats.errors += 1;
          this.deps.logger?.warn({ campaignId, err: String(error) }, 'could not settle a sent delivery');
          await this.context.queue.release(campaignId, STEP_ERROR_WAIT_MS).catch(() => undefined);
        },
      )
      .finally(() => this.unwritten.delete(written));
    this.unwritten.add(written);
  }

  /**
   * A failed send, lookup or conversation read: decided by `decideOnSendError` and `decideRunTransition`, written
   * by `applySendError`.
   * `remainingToday`: the DMs the campaign may still send today, from the step's own count (the claimed row's may
   * be older than its reservation).
   */
  private async onError(run: RunRow, campaign: CampaignConfig, delivery: DeliveryRow, error: unknown, remainingToday: number): Promise<void> {
    if (!isXGatewayError(error)) throw error;
    const outcome = decideOnSendError(error.kind, {
      message: error.message,
      resetAt: 'resetAt' in error ? (error.resetAt as number | undefined) : undefined,
      retryAfterMs: error.retryAfterMs,
      nowMs: Date.now(),
      consecutiveFailures: run.consecutive_failures,
      maxConsecutiveFailures: this.deps.settings.maxConsecutiveFailures,
    });
    this.deps.logger?.info({ campaignId: run.campaign_id, kind: error.kind, outcome: outcome.kind }, 'send failed');
    const owed = await applySendError(this.deps.db, this.context.workerId, {
      run,
      deliveryId: delivery.id,
      errorKind: error.kind,
      outcome,
      waits: {
        nextLeadMs: () => this.delay(campaign, remainingToday),
        retryMs: (failures) => backoffMs(failures, this.context.random, this.deps.settings.delayScale),
      },
    });
    await this.context.owed.finish(run.campaign_id, owed);
  }

  /** The pace's next gap for the campaign (its window and time zone). */
  private delay(campaign: CampaignConfig, remainingToday: number): number {
    return nextSendDelayMs({
      nowMs: this.paceNow(),
      timeZone: campaign.timeZone,
      window: campaign.window,
      remainingToday: Math.max(1, remainingToday),
      random: this.context.random,
      scale: this.deps.settings.delayScale,
    });
  }

  private async timed<T>(call: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await call();
    } finally {
      this.context.stats.xMs += performance.now() - started;
    }
  }
}
