/**
 * Runs without the app (a child process killed with SIGKILL, the benchmark): see `startRunnerWorker` in
 * ./worker.ts — `await startRunnerWorker({ databaseUrl, gateway, sessions, settings })`, then `close()`.
 *
 * The DM runner's dispatcher: claims due campaign runs and performs one step for each (settle what is in flight,
 * reserve the next lead in the ledger, send it through X, settle). A plain class: the Nest service
 * (runner.service.ts) starts it in the workers role, and `startRunnerWorker` (worker.ts) starts it in a bare
 * process from a database URL and an X address (tests that kill it with SIGKILL, the benchmark).
 *
 * Several dispatchers (processes) may run against one database: a run is leased to one of them
 * (campaign_runs.leased_by = its advisory lock key) from its claim to its settlement; a run leased by a process
 * that died (its advisory lock is gone with its connection) is taken over, and its in-flight delivery is
 * settled by reading the account's conversation with the recipient before anything is sent again.
 */
import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type pg from 'pg';
import type { Database } from '../../../platform/database/database';
import type { EventStore } from '../../../platform/event-store/event-store.port';
import type { ActiveSession } from '../../accounts';
import { isXGatewayError, type XGateway } from '../../x';
import { type AccountLimits, type CampaignConfig, CampaignConfigs } from './campaign-config';
import { type CampaignProgressRecorded, campaignProgressStreamId } from './events';
import { decideOnSendError, decideOnStepFailure, type SendErrorOutcome } from './on-send-error';
import { backoffMs, campaignDay, dayOf, nextSendDelayMs } from './pace';
import { type CandidateSet, type ReserveAnswer, reserveNext } from './reserve';
import { planRefusal } from './plan-gate';
import { type ClaimedRun, type DeliveryRow, type PendingLifecycle, RUN_COLUMNS, type RunRow, runColumns, SENDER_PLAN_FACTS } from './run-row';
import { SettlementBatch } from './settle-batch';

/** The advisory lock class of the runner's workers (the second key is the worker's id). */
export const RUNNER_LOCK_CLASS = 0x52554e;

/** What the runner asks of the campaigns and accounts contexts when it stops sending on its own. */
export interface RunnerLifecycle {
  complete(userId: string, campaignId: string): Promise<void>;
  /** Pauses one campaign; the message shows on its card. */
  pause(userId: string, campaignId: string, errorMessage: string): Promise<void>;
  /** Pauses every campaign of the account (its session expired when `reconnect`: it needs reconnecting). */
  pauseAccount(userId: string, accountId: string, errorMessage: string, reconnect: boolean): Promise<void>;
  /** Fails every running campaign of the account (X suspended it); the message shows on their cards. */
  failAccount(userId: string, accountId: string, errorMessage: string): Promise<void>;
}

export interface RunnerSettings {
  /** RUNNER_DELAY_SCALE (resolved: demo mode's default applied). */
  delayScale: number;
  /** RUNNER_ACCOUNT_DAILY_CAP. */
  accountDailyCap: number;
  maxConsecutiveFailures: number;
  progressFlushMs: number;
  /** Steps at once. */
  concurrency: number;
  /** How often to look for due runs when nothing wakes the dispatcher. Default 500 ms. */
  pollMs?: number;
  /**
   * How long after its reservation an unsettled delivery's request may still be on its way to X (default
   * IN_FLIGHT_GRACE_MS). A run found in flight before then waits: a conversation read while X is still taking the
   * dead worker's request would find nothing, and sending again would make a second DM.
   */
  inFlightGraceMs?: number;
}

/** The gateway's recipient lookup and send (30 s total timeout each) and a margin. */
export const IN_FLIGHT_GRACE_MS = 70_000;

export interface DispatcherDeps {
  db: Database;
  /** A pool of the same database: one client holds the worker's advisory lock while it runs. */
  pool: pg.Pool;
  gateway: XGateway;
  sessions: { activeSessions(userId: string): Promise<ActiveSession[]> };
  events: Pick<EventStore, 'appendToStream'>;
  lifecycle: RunnerLifecycle;
  settings: RunnerSettings;
  logger?: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
  random?: () => number;
}

/** What a dispatcher did so far (tests and the benchmark read it). */
export interface DispatcherStats {
  steps: number;
  sends: number;
  /** Time inside X calls (send, lookup, conversation read), ms. */
  xMs: number;
  /** Time of whole steps, ms (the scheduler's overhead is steps less X). */
  stepMs: number;
  errors: number;
}

const SESSION_TTL_MS = 30_000;
/** A run whose account has no usable session is looked at again after this long (the accounts context pauses it). */
const NO_SESSION_WAIT_MS = 30_000;
/** After an unexpected error in a step (the database, a bug), the run rests this long. */
const STEP_ERROR_WAIT_MS = 5_000;
/** A step that threw waits at least this long before its next try. */
const MIN_STEP_FAILURE_WAIT_MS = 1_000;
/** A capped campaign is looked at again at least this late, whatever the delay scale. */
const MIN_CAPPED_WAIT_MS = 1_000;
/** Skip-only reservations in a row within one step before the run goes back to the queue. */
const MAX_SKIP_ROUNDS = 20;
/** A run's next leads, as its last reservation returned them, are used for this long (then read again). */
const NEXT_LEADS_TTL_MS = 60_000;
/** Sent deliveries are settled together when this many finished, or this long after the first of them. */
const SETTLE_BATCH_MAX = 32;
const SETTLE_BATCH_WAIT_MS = 4;
/** Roll-ups appended at once in a progress round. */
const FLUSH_PARALLEL = 4;

export class RunDispatcher {
  readonly workerId = randomInt(1, 2 ** 31 - 1);
  readonly stats: DispatcherStats = { steps: 0, sends: 0, xMs: 0, stepMs: 0, errors: 0 };
  private readonly configs: CampaignConfigs;
  private readonly sessionCache = new Map<string, { at: number; sessions: ActiveSession[] }>();
  private readonly random: () => number;
  private lockClient: pg.PoolClient | null = null;
  private running = false;
  private active = 0;
  private wakeUp: (() => void) | null = null;
  private loop: Promise<void> | null = null;
  private flusher: NodeJS.Timeout | null = null;
  private lastTakeover = 0;
  private flushing: Promise<void> | null = null;
  private readonly steps = new Set<Promise<void>>();
  private readonly nextLeads = new Map<string, { at: number; set: CandidateSet }>();
  /** Each X account's DMs in the cap's window as the last reservation counted them (checked again by the next). */
  private readonly profileCounts = new Map<string, { at: number; sent: number }>();
  private readonly settlements: SettlementBatch;
  /** Settlements queued and not yet written. */
  private readonly unwritten = new Set<Promise<void>>();

  constructor(private readonly deps: DispatcherDeps) {
    this.configs = new CampaignConfigs(deps.db);
    this.random = deps.random ?? Math.random;
    this.settlements = new SettlementBatch(deps.db, SETTLE_BATCH_MAX, SETTLE_BATCH_WAIT_MS);
  }

  /** Takes the worker's advisory lock and starts claiming runs. */
  async start(): Promise<void> {
    if (this.running) return;
    this.lockClient = await this.deps.pool.connect();
    await this.lockClient.query('select pg_advisory_lock($1, $2)', [RUNNER_LOCK_CLASS, this.workerId]);
    this.running = true;
    this.loop = this.run();
    const flushMs = Math.max(100, this.deps.settings.progressFlushMs);
    this.flusher = setInterval(() => {
      this.forgetOldLeads();
      this.flushProgress().catch((error) => this.deps.logger?.warn({ err: String(error) }, 'progress flush failed'));
    }, flushMs);
  }

  /** Stops claiming, waits for the steps under way, records the last progress and lets the lock go. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    if (this.flusher) clearInterval(this.flusher);
    this.wake();
    await this.loop;
    await Promise.allSettled([...this.steps]);
    await Promise.allSettled([...this.unwritten]);
    await this.flushProgress(true).catch(() => undefined);
    // Runs still leased by this worker go back to the queue.
    await sql`update campaign_runs set leased_by = null where leased_by = ${this.workerId}`.execute(this.deps.db).catch(() => undefined);
    const client = this.lockClient;
    this.lockClient = null;
    if (client) {
      await client.query('select pg_advisory_unlock($1, $2)', [RUNNER_LOCK_CLASS, this.workerId]).catch(() => undefined);
      client.release();
    }
  }

  /** Next leads kept for runs that stopped or wait long are of no use any more. */
  private forgetOldLeads(): void {
    const now = Date.now();
    for (const [campaignId, entry] of this.nextLeads) if (now - entry.at >= NEXT_LEADS_TTL_MS) this.nextLeads.delete(campaignId);
    for (const [profileId, entry] of this.profileCounts) if (now - entry.at >= NEXT_LEADS_TTL_MS) this.profileCounts.delete(profileId);
  }

  /** Something became due (a campaign started): look now rather than at the next poll. */
  wake(): void {
    const wake = this.wakeUp;
    this.wakeUp = null;
    wake?.();
  }

  // ---- the loop ----

  private async run(): Promise<void> {
    const { concurrency } = this.deps.settings;
    const pollMs = this.deps.settings.pollMs ?? 500;
    while (this.running) {
      const free = concurrency - this.active;
      let claimed: ClaimedRun[] = [];
      if (free > 0) {
        claimed = await this.claim(free).catch((error) => {
          this.deps.logger?.warn({ err: String(error) }, 'could not claim campaign runs');
          return [];
        });
        // The claimed campaigns' settings in one read rather than one per step (the steps wait for it).
        this.configs.preload(claimed.map((run) => run.campaign_id)).catch(() => undefined);
        for (const run of claimed) this.launch(run);
      }
      if (!this.running) break;
      // Wait for a free slot, a wake-up or the poll: claims in batches rather than one per finished step.
      const idle = claimed.length === 0;
      await new Promise<void>((resolve) => {
        this.wakeUp = resolve;
        setTimeout(resolve, idle || free <= 0 ? pollMs : 0);
      });
      this.wakeUp = null;
    }
  }

  private launch(run: ClaimedRun): void {
    this.active += 1;
    const step = this.step(run)
      .catch(async (error) => {
        this.stats.errors += 1;
        this.deps.logger?.warn({ campaignId: run.campaign_id, err: String(error) }, 'campaign step failed');
        await this.onStepFailure(run, error).catch(() => this.release(run.campaign_id, STEP_ERROR_WAIT_MS).catch(() => undefined));
      })
      .finally(() => {
        this.active -= 1;
        this.steps.delete(step);
        // Enough free slots for a batch: claim again now.
        if (this.active <= this.deps.settings.concurrency / 2) this.wake();
      });
    this.steps.add(step);
  }

  /**
   * Due runs (and runs whose lifecycle change is owed), leased to this worker; now and then runs of dead workers.
   * Each comes with what its owner's plan says of it at this moment (read with the claim, not cached).
   */
  private async claim(limit: number): Promise<ClaimedRun[]> {
    const now = Date.now();
    const takeover = now - this.lastTakeover > 1000;
    if (takeover) this.lastTakeover = now;
    const { rows } = await sql<ClaimedRun>`
      update campaign_runs r set leased_by = ${this.workerId}, updated_at = now()
        from (
          select campaign_id from campaign_runs
           where (status = 'running' or pending is not null)
             and (
               (leased_by is null and next_send_at <= now())
               or (${takeover} and leased_by is not null and leased_by <> ${this.workerId}
                   and not exists (select 1 from pg_locks l where l.locktype = 'advisory' and l.classid = ${RUNNER_LOCK_CLASS}
                                     and l.objid::bigint = campaign_runs.leased_by and l.objsubid = 2 and l.granted))
             )
           order by next_send_at
           limit ${limit}
           for update skip locked
        ) due
       where r.campaign_id = due.campaign_id
      returning ${sql.raw(runColumns('r'))}, ${sql.raw(SENDER_PLAN_FACTS)}`.execute(this.deps.db);
    return rows;
  }

  // ---- one step ----

  private async step(claimed: ClaimedRun): Promise<void> {
    const started = performance.now();
    this.stats.steps += 1;
    try {
      if (claimed.pending) return await this.settlePending(claimed);
      // The owner's plan binds each send: a plan that ended or no longer covers the account pauses the campaign.
      const refusal = planRefusal(claimed);
      if (refusal) return await this.finish(claimed.campaign_id, 'pause', refusal);
      const campaign = await this.configs.campaign(claimed.campaign_id);
      if (!campaign) {
        // Deleted: its stop job follows; nothing more to send.
        await sql`update campaign_runs set status = 'stopped', leased_by = null, stop_reason = 'deleted', updated_at = now()
                   where campaign_id = ${claimed.campaign_id}`.execute(this.deps.db);
        return;
      }
      const session = await this.session(claimed.user_id, claimed.account_id);
      if (!session) return await this.release(claimed.campaign_id, NO_SESSION_WAIT_MS);
      const limits = await this.configs.accountLimits(claimed.account_id);
      if (claimed.in_flight) {
        const settled = await this.settleInFlight(claimed, campaign, limits, session);
        if (!settled) return;
      }
      await this.reserveAndSend(claimed, campaign, limits, session);
    } finally {
      this.stats.stepMs += performance.now() - started;
    }
  }

  private async reserveAndSend(run: RunRow, campaign: CampaignConfig, limits: AccountLimits, session: ActiveSession): Promise<void> {
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
        workerId: this.workerId,
        nowMs: Date.now(),
        random: this.random,
        candidates: cached && Date.now() - cached.at < NEXT_LEADS_TTL_MS ? cached.set : null,
      });
      if (outcome.next && outcome.kind !== 'exhausted') this.nextLeads.set(claimed.campaign_id, { at: Date.now(), set: outcome.next });
      else this.nextLeads.delete(claimed.campaign_id);
      if (outcome.profileSent !== null) this.profileCounts.set(profileId, { at: Date.now(), sent: outcome.profileSent });
      switch (outcome.kind) {
        case 'gone':
          return;
        case 'contended':
          return await this.release(claimed.campaign_id, 0);
        case 'skipped':
          claimed = { ...claimed, ...outcome.cursor };
          continue;
        case 'capped':
          return await this.release(claimed.campaign_id, Math.max(MIN_CAPPED_WAIT_MS, this.delay(campaign, 0)));
        case 'exhausted':
          return await this.finish(claimed.campaign_id, 'complete', null);
        case 'reserved': {
          const { reservation } = outcome;
          const delivery: DeliveryRow = {
            id: reservation.deliveryId,
            user_id: campaign.userId,
            campaign_id: campaign.campaignId,
            account_id: claimed.account_id,
            lead_source_id: '',
            username: reservation.username,
            recipient_x_id: reservation.recipientXId,
            contact_index: 0,
            day: '',
            state: 'reserved',
            text: reservation.text,
            reserved_at: new Date(),
          };
          await this.send(claimed, campaign, session, delivery, reservation.remainingToday);
          return;
        }
      }
    }
    await this.release(claimed.campaign_id, 0);
  }

  /**
   * A delivery reserved and never settled (a worker died, or a retry after a failure): if the account's
   * conversation with the recipient holds this message, it was sent; only otherwise is it sent again, with the
   * same request id. Answers whether the run can go on to its next lead in this step.
   */
  private async settleInFlight(run: RunRow, campaign: CampaignConfig, limits: AccountLimits, session: ActiveSession): Promise<boolean> {
    const delivery = (
      await sql<DeliveryRow>`select id, user_id, campaign_id, account_id, lead_source_id, username, recipient_x_id, contact_index,
                                    to_char(day, 'YYYY-MM-DD') as day, state, text, reserved_at
                               from dm_deliveries where id = ${run.in_flight}`.execute(this.deps.db)
    ).rows[0];
    if (delivery?.state !== 'reserved') {
      await sql`update campaign_runs set in_flight = null where campaign_id = ${run.campaign_id} and in_flight = ${run.in_flight}`.execute(this.deps.db);
      return true;
    }
    const settleAfter = new Date(delivery.reserved_at).getTime() + (this.deps.settings.inFlightGraceMs ?? IN_FLIGHT_GRACE_MS);
    const remaining = this.remainingAfterInFlight(run, campaign, limits);
    if (Date.now() < settleAfter) {
      await this.release(run.campaign_id, settleAfter - Date.now());
      return false;
    }
    if (delivery.recipient_x_id) {
      try {
        const messages = await this.timed(() => this.deps.gateway.readConversation(session.session, delivery.recipient_x_id as string));
        const found = messages.find((message) => message.senderId === session.session.userId && message.text === delivery.text);
        if (found) {
          await this.settleSent(run.campaign_id, delivery, found.id, found.conversationId, this.delay(campaign, remaining));
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
    const day = campaignDay(run, campaign, dayOf(Date.now(), limits.timeZone));
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
        // Stored before the send: after a crash the conversation with this id is what tells whether it went.
        await sql`update dm_deliveries set recipient_x_id = ${recipient} where id = ${delivery.id}`.execute(this.deps.db);
      }
      const to = recipient;
      const sent = await this.timed(() => this.deps.gateway.sendDirectMessage(session.session, to, delivery.text ?? '', { requestId: delivery.id }));
      this.stats.sends += 1;
      await this.settleSent(run.campaign_id, { ...delivery, recipient_x_id: recipient }, sent.messageId, sent.conversationId, this.delay(campaign, remainingToday));
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
  private async settleSent(campaignId: string, delivery: DeliveryRow, messageId: string, conversationId: string, delayMs: number): Promise<void> {
    const written: Promise<void> = this.settlements
      .settle({ campaignId, deliveryId: delivery.id, recipientXId: delivery.recipient_x_id, messageId, conversationId, delayMs })
      .then(
        () => this.wake(),
        async (error) => {
          this.stats.errors += 1;
          this.deps.logger?.warn({ campaignId, err: String(error) }, 'could not settle a sent delivery');
          await this.release(campaignId, STEP_ERROR_WAIT_MS).catch(() => undefined);
        },
      )
      .finally(() => this.unwritten.delete(written));
    this.unwritten.add(written);
  }

  /**
   * Acts on a failed send, lookup or conversation read as `decideOnSendError` says. `remainingToday`: the DMs the
   * campaign may still send today, from the step's own count (the claimed row's may be older than its reservation).
   */
  private async onError(run: RunRow, campaign: CampaignConfig, delivery: DeliveryRow, error: unknown, remainingToday: number): Promise<void> {
    if (!isXGatewayError(error)) throw error;
    const outcome: SendErrorOutcome = decideOnSendError(error.kind, {
      message: error.message,
      resetAt: 'resetAt' in error ? (error.resetAt as number | undefined) : undefined,
      retryAfterMs: error.retryAfterMs,
      nowMs: Date.now(),
      consecutiveFailures: run.consecutive_failures,
      maxConsecutiveFailures: this.deps.settings.maxConsecutiveFailures,
    });
    this.deps.logger?.info({ campaignId: run.campaign_id, kind: error.kind, outcome: outcome.kind }, 'send failed');
    const db = this.deps.db;
    switch (outcome.kind) {
      case 'fail_lead': {
        const delayMs = this.delay(campaign, remainingToday);
        // The account's and the campaign's day give the place back: X sent nothing.
        await sql`
          with d as (
            update dm_deliveries set state = 'failed', error_kind = ${error.kind}, error_message = ${outcome.errorMessage}, finished_at = now()
             where id = ${delivery.id} and state = 'reserved'
            returning account_id, day
          ), a as (
            update account_daily_dms set dms_sent = greatest(0, dms_sent - 1)
             where (account_id, day) in (select account_id, day from d)
          )
          update campaign_runs set in_flight = null, leased_by = null,
                 messages_failed = messages_failed + (select count(*) from d)::int,
                 day_sent = greatest(0, day_sent - (select count(*) from d where d.day = campaign_runs.day)::int),
                 consecutive_failures = ${outcome.consecutiveFailures}, retries = 0,
                 next_send_at = now() + ${delayMs} * interval '1 millisecond',
                 progress_version = progress_version + 1, updated_at = now()
           where campaign_id = ${run.campaign_id}`.execute(db);
        return;
      }
      case 'wait':
        // The limit is the account's: its other campaigns wait for the reset too (rather than each meeting the 429).
        await sql`update campaign_runs set leased_by = case when campaign_id = ${run.campaign_id} then null else leased_by end,
                          next_send_at = greatest(next_send_at, ${new Date(outcome.untilMs)}), updated_at = now()
                   where campaign_id = ${run.campaign_id} or (account_id = ${run.account_id} and status = 'running')`.execute(db);
        return;
      case 'retry': {
        const waitMs = backoffMs(outcome.consecutiveFailures, this.random, this.deps.settings.delayScale);
        await sql`update campaign_runs set leased_by = null, consecutive_failures = ${outcome.consecutiveFailures}, retries = retries + 1,
                          next_send_at = now() + ${waitMs} * interval '1 millisecond', updated_at = now()
                   where campaign_id = ${run.campaign_id}`.execute(db);
        return;
      }
      case 'pause_campaign':
        await sql`update campaign_runs set consecutive_failures = ${outcome.consecutiveFailures} where campaign_id = ${run.campaign_id}`.execute(db);
        return await this.finish(run.campaign_id, 'pause', outcome.errorMessage);
      case 'pause_account':
      case 'fail_account':
      case 'reconnect_account':
        // Every run of the account stops now; this one carries the change of them all.
        await sql`update campaign_runs set status = 'stopped', stop_reason = 'account', updated_at = now()
                   where account_id = ${run.account_id} and status = 'running' and campaign_id <> ${run.campaign_id}`.execute(db);
        return await this.finish(run.campaign_id, outcome.kind === 'reconnect_account' ? 'reconnect' : outcome.kind, outcome.errorMessage);
    }
  }

  /**
   * A step that threw for a reason that is not X's (the database, lead data it could not handle): counted as a
   * failure in a row, so a campaign whose steps keep failing pauses with the reason on its card, as
   * `decideOnStepFailure` says, instead of being retried for ever. Only a run still leased to this worker.
   */
  private async onStepFailure(run: RunRow, error: unknown): Promise<void> {
    const outcome = decideOnStepFailure({
      message: error instanceof Error ? error.message : String(error),
      consecutiveFailures: run.consecutive_failures,
      maxConsecutiveFailures: this.deps.settings.maxConsecutiveFailures,
    });
    // The network failures' back-off, never under a second (a database in trouble is not hammered at delay scale 0).
    const waitMs = Math.max(MIN_STEP_FAILURE_WAIT_MS, backoffMs(outcome.consecutiveFailures, this.random, this.deps.settings.delayScale));
    const { rows } = await sql<{ campaign_id: string }>`
      update campaign_runs set consecutive_failures = ${outcome.consecutiveFailures}, leased_by = null,
             next_send_at = now() + ${waitMs} * interval '1 millisecond', updated_at = now()
       where campaign_id = ${run.campaign_id} and leased_by = ${this.workerId} and status = 'running'
      returning campaign_id`.execute(this.deps.db);
    if (rows.length === 0) return await this.release(run.campaign_id, STEP_ERROR_WAIT_MS);
    if (outcome.kind === 'pause_campaign') await this.finish(run.campaign_id, 'pause', outcome.errorMessage);
  }

  /** Stops the run and records the lifecycle change owed (completion or pause); retried until it is recorded. */
  private async finish(campaignId: string, pending: PendingLifecycle, errorMessage: string | null): Promise<void> {
    const { rows } = await sql<RunRow>`
      update campaign_runs set status = 'stopped', pending = ${pending}, error_message = ${errorMessage}, stop_reason = ${pending},
             leased_by = ${this.workerId}, updated_at = now()
       where campaign_id = ${campaignId}
      returning ${sql.raw(RUN_COLUMNS)}`.execute(this.deps.db);
    const run = rows[0];
    if (run) await this.settlePending(run);
  }

  /** Records the owed completion or pause on the campaign (after a last progress roll-up), then forgets it. */
  private async settlePending(run: RunRow): Promise<void> {
    try {
      // The row comes fresh from the claim or the stop (returning): its counters are the last ones.
      if (run.progress_version > run.flushed_version) await this.append(run);
      const message = run.error_message ?? '';
      switch (run.pending) {
        case 'complete':
          await this.deps.lifecycle.complete(run.user_id, run.campaign_id);
          break;
        case 'pause':
          await this.deps.lifecycle.pause(run.user_id, run.campaign_id, message);
          break;
        case 'pause_account':
        case 'reconnect':
          await this.deps.lifecycle.pauseAccount(run.user_id, run.account_id, message, run.pending === 'reconnect');
          break;
        case 'fail_account':
          await this.deps.lifecycle.failAccount(run.user_id, run.account_id, message);
          break;
        default:
          break;
      }
      // Forgotten once recorded (unless a newer change is owed meanwhile); the run is given back either way.
      await sql`update campaign_runs
                   set pending = case when pending = ${run.pending} then null else pending end, leased_by = null,
                       updated_at = case when pending = ${run.pending} then now() else updated_at end
                 where campaign_id = ${run.campaign_id} and (pending = ${run.pending} or leased_by = ${this.workerId})`.execute(this.deps.db);
    } catch (error) {
      this.deps.logger?.warn({ campaignId: run.campaign_id, pending: run.pending, err: String(error) }, 'could not record the campaign change yet');
      await this.release(run.campaign_id, STEP_ERROR_WAIT_MS);
    }
  }

  /** Gives the run back to the queue, due after `delayMs`. */
  private async release(campaignId: string, delayMs: number): Promise<void> {
    await sql`update campaign_runs set leased_by = null, next_send_at = now() + ${delayMs} * interval '1 millisecond', updated_at = now()
               where campaign_id = ${campaignId} and leased_by = ${this.workerId}`.execute(this.deps.db);
  }

  /** The pace's next gap for the campaign (its window and time zone). */
  private delay(campaign: CampaignConfig, remainingToday: number): number {
    return nextSendDelayMs({
      nowMs: Date.now(),
      timeZone: campaign.timeZone,
      window: campaign.window,
      remainingToday: Math.max(1, remainingToday),
      random: this.random,
      scale: this.deps.settings.delayScale,
    });
  }

  private async session(userId: string, accountId: string): Promise<ActiveSession | null> {
    const cached = this.sessionCache.get(userId);
    let sessions = cached && Date.now() - cached.at < SESSION_TTL_MS ? cached.sessions : null;
    if (!sessions) {
      sessions = await this.deps.sessions.activeSessions(userId);
      this.sessionCache.set(userId, { at: Date.now(), sessions });
    }
    return sessions.find((session) => session.accountId === accountId) ?? null;
  }

  private async timed<T>(call: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await call();
    } finally {
      this.stats.xMs += performance.now() - started;
    }
  }

  // ---- progress ----

  /**
   * Appends a roll-up for every campaign whose counters moved since its last one (at most every flush interval),
   * a few at a time, then marks them all flushed in one statement. One round at a time: an interval that comes
   * while the last round still runs is skipped (the stop's final round waits for it).
   */
  async flushProgress(all = false): Promise<void> {
    if (this.flushing) {
      if (!all) return;
      await this.flushing;
    }
    this.flushing = this.flushRound(all);
    try {
      await this.flushing;
    } finally {
      this.flushing = null;
    }
  }

  private async flushRound(all: boolean): Promise<void> {
    const flushMs = this.deps.settings.progressFlushMs;
    const { rows } = await sql<RunRow>`
      select ${sql.raw(RUN_COLUMNS)} from campaign_runs
       where progress_version > flushed_version
         and (${all} or flushed_at is null or flushed_at <= now() - ${flushMs} * interval '1 millisecond')
       limit 500`.execute(this.deps.db);
    const appended: RunRow[] = [];
    let next = 0;
    try {
      await Promise.all(
        Array.from({ length: Math.min(FLUSH_PARALLEL, rows.length) }, async () => {
          while (next < rows.length) {
            const run = rows[next++] as RunRow;
            await this.appendEvent(run);
            appended.push(run);
          }
        }),
      );
    } finally {
      await this.markFlushed(appended);
    }
  }

  private async append(run: RunRow): Promise<void> {
    await this.appendEvent(run);
    await this.markFlushed([run]);
  }

  /**
   * The roll-ups are cumulative: a mark lost (a crash) or left out only means the same figures are appended once
   * more. So rows locked at this moment (a settlement batch writing them) are left out rather than waited for: a
   * statement taking many runs' rows must never wait on another that does (a deadlock).
   */
  private async markFlushed(runs: RunRow[]): Promise<void> {
    if (runs.length === 0) return;
    await sql`
      with f as (
        select * from unnest(${runs.map((run) => run.campaign_id)}::text[], ${runs.map((run) => run.progress_version)}::int[]) as f(campaign_id, version)
      ), free as (
        select r.campaign_id from campaign_runs r where r.campaign_id in (select campaign_id from f) for update of r skip locked
      )
      update campaign_runs r set flushed_version = greatest(r.flushed_version, f.version), flushed_at = now()
        from f
       where r.campaign_id = f.campaign_id and r.campaign_id in (select campaign_id from free)`.execute(this.deps.db);
  }

  private async appendEvent(run: RunRow): Promise<void> {
    const event: CampaignProgressRecorded = {
      type: 'CampaignProgressRecorded',
      data: {
        userId: run.user_id,
        campaignId: run.campaign_id,
        messagesSent: run.messages_sent,
        messagesFailed: run.messages_failed,
        skippedAlreadyDmd: run.skipped_already_dmd,
        skippedDoNotContact: run.skipped_do_not_contact,
        nextContactIndex: run.next_contact_index,
      },
    };
    await this.deps.events.appendToStream(campaignProgressStreamId(run.campaign_id), 'any', [{ ...event, metadata: { userId: run.user_id } }]);
  }
}
