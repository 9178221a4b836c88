import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { ReadModels } from '../../../platform/database/database';
import { ACCOUNT_CAP_WINDOW_MS, accountDmsLeft, countsKeepingDecision } from './account-cap';
import type { AccountLimits, CampaignConfig } from './campaign-config';
import { type Candidate, candidatesAfter, decideReservation } from './decide-reservation';
import { campaignDay, dayOf } from './pace';
import type { RunRow } from './run-row';
import type { VariationTally } from '../variations/reply-rate-posterior';
import { capToday } from '../warm-up/warm-up-cap';

/** Leads looked at per reservation: the skips before the next lead to message are settled in one transaction. */
const CANDIDATES = 25;

/** A lead reserved for sending: the ledger row is written and the run's in_flight points at it. */
export interface Reservation {
  deliveryId: string;
  username: string;
  text: string;
  /** The recipient's X id when the lead knew it (scraped leads do). */
  recipientXId: string | null;
  /** DMs the campaign may still send today after this one (campaign target and the account's cap). */
  remainingToday: number;
}

export type ReserveOutcome =
  /** The run is not this worker's or not running any more. */
  | { kind: 'gone' }
  /** A lead is reserved; send it. */
  | { kind: 'reserved'; reservation: Reservation; skipped: number }
  /** Only skips this time (or leads already processed): look again at once, from this cursor. */
  | { kind: 'skipped'; skipped: number; cursor: Pick<RunRow, 'source_index' | 'last_username' | 'next_contact_index'> }
  /** The campaign's day target or the account's cap is reached: wait for the next day (or a place in the 24 hours). */
  | { kind: 'capped'; skipped: number; by: 'campaign' | 'account' }
  /** The leads' standing or the account's count kept changing while this decided (other campaigns of the account): try again. */
  | { kind: 'contended' }
  /** Every lead processed and nothing in flight. */
  | { kind: 'exhausted'; skipped: number };

export interface ReserveInput {
  run: RunRow;
  campaign: CampaignConfig;
  limits: AccountLimits;
  /** RUNNER_ACCOUNT_DAILY_CAP. */
  accountCapCeiling: number;
  /** The X user id of the sending account (connected_accounts.profile_id): the account's cap is counted per X account. */
  profileId: string;
  /** Its DMs in the cap's window as last counted (any earlier answer's `profileSent`), or null when not counted yet. */
  profileSent: number | null;
  workerId: number;
  nowMs: number;
  random: () => number;
  /** The run's next leads as its previous reservation returned them (used only at the same cursor). */
  candidates?: CandidateSet | null;
  /** Each variation's DMs and replies so far (`CampaignConfigs.variationTallies`): null unless the campaign optimises automatically. */
  tallies?: readonly VariationTally[] | null;
}

/** Leads after a cursor, as dm_runner_candidates read them (less those written since). */
export interface CandidateSet {
  source_index: number;
  last_username: string | null;
  candidates: Candidate[];
  /** The read found fewer leads than it asked for: no lead lies beyond these. */
  complete: boolean;
}

/** A reservation's outcome, with the run's next leads and the X account's DMs in the cap's window after it, when the database returned them. */
export type ReserveAnswer = ReserveOutcome & { next: CandidateSet | null; profileSent: number | null };

/**
 * The day a reservation decides in: its date in the account's time zone, the campaign's target and DMs that day,
 * the account's cap facts for a count of DMs in the cap's window (while the account warms up, its cap is the
 * day's allowance: warm-up-cap.ts), and what the campaign may still send today after one more DM.
 */
export function todaysQuota(input: Pick<ReserveInput, 'run' | 'campaign' | 'limits' | 'accountCapCeiling' | 'nowMs'>) {
  const { limits } = input;
  const today = dayOf(input.nowMs, limits.timeZone);
  const day = campaignDay(input.run, input.campaign, today);
  const { cap } = capToday({ cap: limits.dailyCap, ceiling: input.accountCapCeiling, warmUp: limits.warmUp, today });
  const capFacts = (sentInWindow: number) => ({ cap, ceiling: input.accountCapCeiling, sentInWindow });
  const remainingAfterOne = (sentInWindow: number) => Math.min(day.target - day.sent - 1, accountDmsLeft(capFacts(sentInWindow)));
  return { today, day, capFacts, remainingAfterOne };
}

/** Decisions taken again on fresh facts before the step gives the run back to the queue. */
const MAX_STALE_ROUNDS = 8;

/**
 * One reservation: the leads after the run's cursor (sources in the campaign's order, then username; never one
 * already in this campaign's ledger) are decided by `decideReservation` (the rules: Do Not Contact,
 * already-messaged, the campaign's day target, the account's cap). One database call (dm_runner_reserve_next)
 * writes the decision with the run's row locked, after checking that every fact it read (each lead's standing, the
 * X account's count, under a lock per X account) still holds: if not, nothing is written, the fresh facts come back
 * and are decided again. It returns the leads after the new cursor for the run's next step. The leads are read in a
 * call of their own only when none came back from the step before; the account's count comes back with every answer.
 */
export async function reserveNext(db: Kysely<ReadModels>, input: ReserveInput): Promise<ReserveAnswer> {
  const { run, campaign } = input;
  const cached = input.candidates;
  let set: CandidateSet =
    cached && cached.source_index === run.source_index && cached.last_username === run.last_username ? cached : await readCandidates(db, run, campaign);
  let profileSent = input.profileSent;
  // A lead's standing or the account's count changed since read: decided again on the fresh facts (a bounded
  // number of times; then the run goes back to the queue).
  for (let attempt = 0; ; attempt++) {
    const answer = await reserveWith(db, input, set, profileSent);
    if (answer.kind !== 'stale') return answer;
    if (attempt >= MAX_STALE_ROUNDS) return { kind: 'contended', next: null, profileSent: answer.profileSent };
    set = answer.fresh ?? (await readCandidates(db, run, campaign));
    profileSent = answer.profileSent;
  }
}

async function readCandidates(db: Kysely<ReadModels>, run: RunRow, campaign: CampaignConfig): Promise<CandidateSet> {
  const { rows } = await sql<{ candidates: Candidate[] }>`
    select dm_runner_candidates(${campaign.campaignId}, ${campaign.userId}, ${campaign.sourceIds}::text[],
                                ${run.source_index}, ${run.last_username}, ${CANDIDATES}) as candidates`.execute(db);
  return candidateSet(run, rows[0]?.candidates ?? []);
}

const candidateSet = (cursor: Pick<RunRow, 'source_index' | 'last_username'>, candidates: Candidate[]): CandidateSet => ({
  source_index: cursor.source_index,
  last_username: cursor.last_username,
  candidates,
  complete: candidates.length < CANDIDATES,
});

/** The walk over the candidates is decided by `decideReservation`; the checks and writes are one call of dm_runner_reserve_next (its migration). */
async function reserveWith(
  db: Kysely<ReadModels>,
  input: ReserveInput,
  set: CandidateSet,
  profileSent: number | null,
): Promise<ReserveAnswer | { kind: 'stale'; fresh: CandidateSet | null; profileSent: number }> {
  const { campaign, run } = input;
  const { candidates } = set;
  const { today, day, capFacts, remainingAfterOne } = todaysQuota(input);
  // Not counted yet: decided as if nothing was sent, which the database's count under its lock confirms or not.
  const assumedSent = profileSent ?? 0;
  const decision = decideReservation({
    campaign,
    candidates,
    day,
    accountLeft: accountDmsLeft(capFacts(assumedSent)),
    newId: randomUUID,
    random: input.random,
    tallies: input.tallies ?? null,
  });
  const { leads, reserved, heldBy } = decision;
  // The account's count matters to the decision when a lead is reserved or held back by the cap: the database
  // writes only if its count under the lock is one that keeps the decision.
  const keeping = reserved || heldBy === 'account' ? countsKeepingDecision(capFacts(assumedSent)) : null;
  // The leads still ahead serve the next reservation; the database reads on from the new cursor only when none are,
  // rather than reading and sending back leads the runner already holds.
  const ahead = candidatesAfter(candidates, decision);
  const readOn = ahead.length === 0 && !set.complete;
  const { rows: answer } = await sql<{ outcome: 'gone' | 'reserved' | 'skipped' | 'stale'; account_sent: number | null; candidates: Candidate[] | null }>`
    select * from dm_runner_reserve_next(
      p_campaign => ${campaign.campaignId}, p_worker => ${input.workerId},
      p_source_index => ${run.source_index}, p_last_username => ${run.last_username},
      p_user => ${campaign.userId}, p_account => ${run.account_id},
      p_day => ${today}::date, p_day_target => ${day.target}, p_day_sent => ${day.sent},
      p_profile => ${input.profileId}, p_window_ms => ${ACCOUNT_CAP_WINDOW_MS}::bigint,
      p_count_min => ${keeping?.min ?? null}::int, p_count_max => ${keeping?.max ?? null}::int,
      p_ids => ${leads.map((lead) => lead.id)}::text[], p_sources => ${leads.map((lead) => lead.sourceId)}::text[],
      p_usernames => ${leads.map((lead) => lead.username)}::text[], p_recipients => ${leads.map((lead) => lead.recipient)}::text[],
      p_states => ${leads.map((lead) => lead.state)}::text[], p_texts => ${leads.map((lead) => lead.text)}::text[],
      p_variations => ${leads.map((lead) => lead.variation)}::integer[],
      p_cursor_sources => ${leads.map((lead) => lead.cursorSource)}::int[], p_cursor_usernames => ${leads.map((lead) => lead.cursorUsername)}::text[],
      p_listed => ${leads.map((lead) => lead.listed)}::boolean[], p_already => ${leads.map((lead) => lead.alreadyDmd)}::boolean[],
      p_index => ${run.next_contact_index},
      p_campaign_sources => ${campaign.sourceIds}::text[], p_limit => ${readOn ? CANDIDATES : 0}
    )`.execute(db);
  const outcome = answer[0]?.outcome ?? 'gone';
  const counted = answer[0]?.account_sent ?? null;
  if (outcome === 'stale') {
    // Not asked for the leads (limit 0): they are read afresh on their own.
    return { kind: 'stale', fresh: readOn ? candidateSet(run, answer[0]?.candidates ?? []) : null, profileSent: counted ?? 0 };
  }
  if (outcome === 'gone') return { kind: 'gone', next: null, profileSent: counted };
  const skipped = leads.filter((lead) => lead.state !== 'reserved').length;
  // Where the run's cursor now is (after the last lead written; a lead held back is not written).
  const moved = leads.at(-1);
  const cursor = moved ? { source_index: moved.cursorSource, last_username: moved.cursorUsername } : { source_index: run.source_index, last_username: run.last_username };
  const next: CandidateSet = readOn ? candidateSet(cursor, answer[0]?.candidates ?? []) : { ...cursor, candidates: ahead, complete: set.complete };
  if (outcome === 'reserved' && reserved) {
    const reservation: Reservation = {
      deliveryId: reserved.id,
      username: reserved.username,
      text: reserved.text ?? '',
      recipientXId: reserved.recipient,
      // After this one, on the count the reservation took (it may have moved within the decision's range).
      remainingToday: remainingAfterOne(counted ?? 0),
    };
    return { kind: 'reserved', reservation, skipped, next, profileSent: counted };
  }
  if (heldBy) return { kind: 'capped', skipped, by: heldBy, next, profileSent: counted };
  if (candidates.length === 0) return { kind: 'exhausted', skipped, next, profileSent: counted };
  // Every lead written moved the run's contact index: the next call writes on from there.
  return { kind: 'skipped', skipped, cursor: { ...cursor, next_contact_index: run.next_contact_index + leads.length }, next, profileSent: counted };
}
