import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../../platform/database/database';
import { ACCOUNT_CAP_WINDOW_MS, accountDmsLeft, countsKeepingDecision } from '../run/account-cap';
import { type Reservation, type ReserveInput, todaysQuota } from '../run/reserve';
import { messageFor, quotaHold } from '../run/decide-reservation';
import { decideFollowUp, type SentStep } from './decide-follow-up';

export type FollowUpOutcome =
  /** The step is reserved: send it. */
  | { kind: 'reserved'; reservation: Reservation }
  /** The step was written as skipped (the lead wrote back, or is on Do Not Contact): look at the next. */
  | { kind: 'skipped' }
  /** Written meanwhile, or no longer due (a reply arrived): look at the next. */
  | { kind: 'taken' }
  /** The campaign's day target or the account's cap is reached. */
  | { kind: 'capped'; by: 'campaign' | 'account' }
  /** The run is not this worker's or not running any more. */
  | { kind: 'gone' }
  /** The step's template has no message (it cannot be deleted while a campaign uses it): nothing is written. */
  | { kind: 'no_template' }
  /** A fact changed under the decision (the lead's standing, the account's count): try again later. */
  | { kind: 'contended' };

/** What a first message's reservation is given (the run, its settings and limits, the account's count), and the due step. */
export interface FollowUpInput extends Pick<ReserveInput, 'run' | 'campaign' | 'limits' | 'accountCapCeiling' | 'profileId' | 'profileSent' | 'workerId' | 'nowMs' | 'random'> {
  /** The lead's due step and whether the conversation read just before shows the lead wrote back. */
  due: SentStep;
  wroteBack: boolean;
}

/**
 * One due follow-up: decided by `decideFollowUp` (Do Not Contact, a reply), held by the day's target and the
 * account's cap as a first message is, and written by one call of dm_runner_reserve_follow_up, which checks under
 * its locks that the step is still due and unwritten, the lead's standing and the account's count.
 */
export async function reserveFollowUp(db: Database, input: FollowUpInput): Promise<FollowUpOutcome & { profileSent: number | null }> {
  const { campaign, due, run } = input;
  const step = due.step + 1;
  const plan = campaign.followUps[due.step];
  if (!plan) return { kind: 'taken', profileSent: input.profileSent };
  const decision = decideFollowUp({ plan, listed: due.listed, useDoNotContactList: campaign.useDoNotContactList, wroteBack: input.wroteBack, random: input.random });
  if (decision.state === 'no_template') return { kind: 'no_template', profileSent: input.profileSent };
  const { today, day, capFacts, remainingAfterOne } = todaysQuota(input);
  const reserving = decision.state === 'reserved';
  const heldBy = reserving ? quotaHold(day, accountDmsLeft(capFacts(input.profileSent ?? 0))) : null;
  if (heldBy) return { kind: 'capped', by: heldBy, profileSent: input.profileSent };
  const keeping = reserving ? countsKeepingDecision(capFacts(input.profileSent ?? 0)) : null;
  const id = randomUUID();
  const text = reserving ? messageFor(campaign, decision.message, { username: due.username, source_id: due.sourceId, ...due.lead }) : null;
  const { rows } = await sql<{ outcome: 'reserved' | 'skipped' | 'taken' | 'stale' | 'gone'; account_sent: number }>`
    select * from dm_runner_reserve_follow_up(
      p_campaign => ${campaign.campaignId}, p_worker => ${input.workerId}, p_user => ${campaign.userId}, p_account => ${run.account_id},
      p_profile => ${input.profileId}, p_day => ${today}::date, p_day_target => ${day.target}, p_day_sent => ${day.sent},
      p_window_ms => ${ACCOUNT_CAP_WINDOW_MS}::bigint, p_count_min => ${keeping?.min ?? null}::int, p_count_max => ${keeping?.max ?? null}::int,
      p_id => ${id}, p_source => ${due.sourceId}, p_username => ${due.username}, p_recipient => ${due.recipientXId},
      p_step => ${step}, p_state => ${decision.state}, p_text => ${text}, p_variation => ${reserving ? decision.variation : null}::int,
      p_listed => ${due.listed}
    )`.execute(db);
  const outcome = rows[0]?.outcome ?? 'gone';
  const counted = rows[0]?.account_sent ?? null;
  switch (outcome) {
    case 'stale':
      return { kind: 'contended', profileSent: counted };
    case 'gone':
    case 'taken':
    case 'skipped':
      return { kind: outcome, profileSent: counted };
    case 'reserved': {
      const reservation: Reservation = {
        deliveryId: id,
        username: due.username,
        text: text ?? '',
        recipientXId: due.recipientXId,
        remainingToday: remainingAfterOne(counted ?? 0),
      };
      return { kind: 'reserved', reservation, profileSent: counted };
    }
  }
}
