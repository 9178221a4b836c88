import type { ActiveSession } from '../../accounts';
import { isXGatewayError } from '../../x';
import type { AccountLimits, CampaignConfig } from '../run/campaign-config';
import type { DispatcherDeps } from '../run/dispatcher-deps';
import type { Reservation } from '../run/reserve';
import type { RunRow } from '../run/run-row';
import { afterLastLead, dueReadHolds, followUpWaitsMs, leadWroteBack, type SentStep } from './decide-follow-up';
import { readDueFollowUps } from './due-follow-ups';
import { reserveFollowUp } from './reserve-follow-up';

/** Due steps read are served at most this long (less when a follow-up waits less) before they are read again. */
const DUE_TTL_MS = 30_000;
/** Due steps looked at in one step of the run (written as skipped, or taken meanwhile) before the run goes back to the queue. */
const MAX_ROUNDS = 10;
/** A conversation that could not be read is tried again this much later. */
const CONVERSATION_RETRY_MS = 5_000;

export type ServedFollowUp =
  | { kind: 'reserved'; reservation: Reservation }
  | { kind: 'capped' }
  | { kind: 'release'; ms: number }
  | { kind: 'gone' }
  /** No follow-up is due: the run goes on to its next new lead. */
  | { kind: 'none' };

interface DueSet {
  at: number;
  startVersion: number;
  due: SentStep[];
  nextDueAt: number | null;
}

/**
 * The follow-ups of a run, served before its new leads (a day's quota serves due follow-ups first): the due steps
 * (due-follow-ups.ts), the conversation read just before each (a lead who wrote back gets none, even before the
 * reply poller saw it), and the reservation (reserve-follow-up.ts). Keeps each run's due steps between its steps.
 */
export class FollowUpSteps {
  private readonly dueSets = new Map<string, DueSet>();

  constructor(
    private readonly deps: Pick<DispatcherDeps, 'db' | 'gateway' | 'settings'>,
    private readonly context: {
      workerId: number;
      random: () => number;
      paceNow: () => number;
      profileCounts: Map<string, { at: number; sent: number }>;
      timed: <T>(call: () => Promise<T>) => Promise<T>;
    },
  ) {}

  async serve(run: RunRow, campaign: CampaignConfig, limits: AccountLimits, session: ActiveSession): Promise<ServedFollowUp> {
    if (campaign.followUps.length === 0) return { kind: 'none' };
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const set = await this.dueSet(run, campaign);
      const due = set.due.shift();
      if (!due) return { kind: 'none' };
      let wroteBack = false;
      if (due.recipientXId && !(campaign.useDoNotContactList && due.listed)) {
        try {
          const messages = await this.context.timed(() => this.deps.gateway.readConversation(session.session, due.recipientXId as string));
          wroteBack = leadWroteBack(messages, due.recipientXId, { id: due.firstMessageId, atMs: due.firstSentAtMs });
        } catch (error) {
          if (!isXGatewayError(error)) throw error;
          set.due.unshift(due);
          return { kind: 'release', ms: CONVERSATION_RETRY_MS };
        }
      }
      const profileId = session.session.userId ?? run.account_id;
      const outcome = await reserveFollowUp(this.deps.db, {
        run,
        campaign,
        limits,
        accountCapCeiling: this.deps.settings.accountDailyCap,
        profileId,
        profileSent: this.context.profileCounts.get(profileId)?.sent ?? null,
        workerId: this.context.workerId,
        nowMs: this.context.paceNow(),
        random: this.context.random,
        due,
        wroteBack,
      });
      if (outcome.profileSent !== null) this.context.profileCounts.set(profileId, { at: Date.now(), sent: outcome.profileSent });
      switch (outcome.kind) {
        case 'reserved':
          return { kind: 'reserved', reservation: outcome.reservation };
        case 'capped':
          set.due.unshift(due);
          return { kind: 'capped' };
        case 'contended':
          this.dueSets.delete(run.campaign_id);
          return { kind: 'release', ms: 0 };
        case 'gone':
          return { kind: 'gone' };
        case 'no_template':
          // The run is still this worker's: it goes back to the queue and the step is looked at again later.
          set.due.unshift(due);
          return { kind: 'release', ms: DUE_TTL_MS };
        case 'skipped':
        case 'taken':
          continue;
      }
    }
    return { kind: 'release', ms: 0 };
  }

  /**
   * Every new lead processed: the campaign completes unless a lead may still get a follow-up, in which case the run
   * waits for the earliest due step.
   */
  async afterLastLead(run: RunRow, campaign: CampaignConfig): Promise<{ kind: 'complete' } | { kind: 'wait'; ms: number }> {
    if (campaign.followUps.length === 0) return { kind: 'complete' };
    this.dueSets.delete(run.campaign_id);
    const { nextDueAt } = await readDueFollowUps(this.deps.db, campaign, this.waits(campaign));
    return afterLastLead(nextDueAt, Date.now());
  }

  private waits(campaign: CampaignConfig): number[] {
    return followUpWaitsMs(campaign.followUps, this.deps.settings.delayScale);
  }

  /** The run's due steps: read again when read for an earlier start or when the read no longer holds (dueReadHolds). */
  private async dueSet(run: RunRow, campaign: CampaignConfig): Promise<DueSet> {
    const now = Date.now();
    const waits = this.waits(campaign);
    const kept = this.dueSets.get(run.campaign_id);
    const usable =
      kept?.startVersion === run.lifecycle_version && dueReadHolds({ readAtMs: kept.at, dueLeft: kept.due.length, nextDueAt: kept.nextDueAt }, now, waits, DUE_TTL_MS);
    if (kept && usable) return kept;
    const { due, nextDueAt } = await readDueFollowUps(this.deps.db, campaign, waits);
    const set: DueSet = { at: now, startVersion: run.lifecycle_version, due, nextDueAt };
    this.dueSets.set(run.campaign_id, set);
    return set;
  }
}
