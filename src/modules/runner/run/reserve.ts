import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { ReadModels } from '../../../platform/database/database';
import { personalise } from '../../campaigns';
import { ACCOUNT_CAP_WINDOW_MS, accountDmsLeft, countsKeepingDecision } from './account-cap';
import type { AccountLimits, CampaignConfig } from './campaign-config';
import { campaignDay, dayOf } from './pace';
import type { RunRow } from './run-row';

/** Leads looked at per reservation: the skips before the next lead to message are settled in one transaction. */
const CANDIDATES = 25;

export interface Candidate {
  source_id: string;
  source_index: number;
  username: string;
  name: string | null;
  followers_count: number | null;
  metadata: Record<string, unknown> | null;
  /** On the user's Do Not Contact list when read. */
  listed: boolean;
  /** Messaged (or reserved) by the user from any campaign when read. */
  already_dmd: boolean;
}

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
}

/** Leads after a cursor, as dm_runner_candidates read them. */
export interface CandidateSet {
  source_index: number;
  last_username: string | null;
  candidates: Candidate[];
}

/** A reservation's outcome, with the run's next leads and the X account's DMs in the cap's window after it, when the database returned them. */
export type ReserveAnswer = ReserveOutcome & { next: CandidateSet | null; profileSent: number | null };

/** Decisions taken again on fresh facts before the step gives the run back to the queue. */
const MAX_STALE_ROUNDS = 8;

/**
 * One reservation: the leads after the run's cursor (sources in the campaign's order, then username; never one
 * already in this campaign's ledger) are taken in order; those on the Do Not Contact list, or already messaged by
 * this user from any campaign (when skip_already_dmd), are recorded as skipped; the first other lead is reserved
 * if the campaign's day target and the account's cap (`accountDmsLeft`: per X account, over a rolling 24 hours)
 * allow it. One database call (dm_runner_reserve_next) writes it all with the run's row locked, checks every
 * lead's Do Not Contact and already-messaged standing and the X account's count again at that moment, under a
 * lock per X account (a change: nothing written, the fresh facts back, decided again), and returns the leads
 * after the new cursor for the run's next step. The leads are read in a call of their own only when none came
 * back from the step before; the account's count comes back with every answer.
 */
export async function reserveNext(db: Kysely<ReadModels>, input: ReserveInput): Promise<ReserveAnswer> {
  const { run, campaign } = input;
  const cached = input.candidates;
  let set: CandidateSet =
    cached && cached.source_index === run.source_index && cached.last_username === run.last_username
      ? cached
      : { source_index: run.source_index, last_username: run.last_username, candidates: await readCandidates(db, run, campaign) };
  let profileSent = input.profileSent;
  // A lead's standing or the account's count changed since read: decided again on the fresh facts (a bounded
  // number of times; then the run goes back to the queue).
  for (let attempt = 0; ; attempt++) {
    const answer = await reserveWith(db, input, set.candidates, profileSent);
    if (answer.kind !== 'stale') return answer;
    if (attempt >= MAX_STALE_ROUNDS) return { kind: 'contended', next: null, profileSent: answer.profileSent };
    set = answer.fresh;
    profileSent = answer.profileSent;
  }
}

async function readCandidates(db: Kysely<ReadModels>, run: RunRow, campaign: CampaignConfig): Promise<Candidate[]> {
  const { rows } = await sql<{ candidates: Candidate[] }>`
    select dm_runner_candidates(${campaign.campaignId}, ${campaign.userId}, ${campaign.sourceIds}::text[],
                                ${run.source_index}, ${run.last_username}, ${CANDIDATES}) as candidates`.execute(db);
  return rows[0]?.candidates ?? [];
}

/** The walk over the candidates is decided here; the writes are one call of dm_runner_reserve_next (its migration). */
async function reserveWith(
  db: Kysely<ReadModels>,
  input: ReserveInput,
  candidates: Candidate[],
  profileSent: number | null,
): Promise<ReserveAnswer | { kind: 'stale'; fresh: CandidateSet; profileSent: number }> {
  const { campaign, limits, run } = input;
  const today = dayOf(input.nowMs, limits.timeZone);
  const { target, sent: daySent } = campaignDay(run, campaign, today);
  const capFacts = (sentInWindow: number) => ({ cap: limits.dailyCap, ceiling: input.accountCapCeiling, sentInWindow });
  // Not counted yet: decided as if nothing was sent, which the database's count under its lock confirms or not.
  const assumedSent = profileSent ?? 0;
  const accountLeft = accountDmsLeft(capFacts(assumedSent));

  const rows: Array<{ id: string; username: string; sourceId: string; state: string; text: string | null; recipient: string | null; cursorSource: number; cursorUsername: string }> = [];
  let reservation: Reservation | null = null;
  let campaignCapped = false;
  let accountCapped = false;
  const seen = new Set<string>();
  for (const candidate of candidates) {
    const username = candidate.username.toLowerCase();
    // The same person twice in the campaign's sources: processed once (the ledger keeps the second out later).
    if (seen.has(username)) continue;
    seen.add(username);
    const base = { id: randomUUID(), username, sourceId: candidate.source_id, text: null, recipient: null, cursorSource: candidate.source_index, cursorUsername: candidate.username };
    if (campaign.useDoNotContactList && candidate.listed) {
      rows.push({ ...base, state: 'skipped_do_not_contact' });
      continue;
    }
    if (campaign.skipAlreadyDmd && candidate.already_dmd) {
      rows.push({ ...base, state: 'skipped_already_dmd' });
      continue;
    }
    if (daySent >= target) {
      campaignCapped = true;
      break;
    }
    if (accountLeft <= 0) {
      accountCapped = true;
      break;
    }
    const message = campaign.messages[Math.floor(input.random() * campaign.messages.length)] ?? '';
    const metadata = (candidate.metadata ?? {}) as Record<string, unknown>;
    const text = personalise(
      message,
      { username: candidate.username, name: candidate.name, followers_count: candidate.followers_count, metadata: stringValues(metadata) },
      campaign.csvColumns.get(candidate.source_id),
    );
    const xUserId = Object.hasOwn(metadata, 'x_user_id') ? metadata.x_user_id : null;
    const recipient = typeof xUserId === 'string' && xUserId ? xUserId : null;
    rows.push({ ...base, state: 'reserved', text, recipient });
    reservation = { deliveryId: base.id, username, text, recipientXId: recipient, remainingToday: 0 };
    break;
  }
  // The account's count matters to the decision when a lead is reserved or held back by the cap: the database
  // writes only if its count under the lock is one that keeps the decision.
  const keeping = reservation || accountCapped ? countsKeepingDecision(capFacts(assumedSent)) : null;
  const { rows: answer } = await sql<{ outcome: 'gone' | 'reserved' | 'skipped' | 'stale'; account_sent: number | null; candidates: Candidate[] | null }>`
    select * from dm_runner_reserve_next(
      ${campaign.campaignId}, ${input.workerId}, ${run.source_index}, ${run.last_username},
      ${campaign.userId}, ${run.account_id}, ${today}::date, ${target}, ${daySent},
      ${input.profileId}, ${ACCOUNT_CAP_WINDOW_MS}::bigint, ${keeping?.min ?? null}::int, ${keeping?.max ?? null}::int,
      ${rows.map((r) => r.id)}::text[], ${rows.map((r) => r.sourceId)}::text[], ${rows.map((r) => r.username)}::text[],
      ${rows.map((r) => r.recipient)}::text[], ${rows.map((r) => r.state)}::text[], ${rows.map((r) => r.text)}::text[],
      ${rows.map((r) => r.cursorSource)}::int[], ${rows.map((r) => r.cursorUsername)}::text[], ${run.next_contact_index},
      ${campaign.useDoNotContactList}, ${campaign.skipAlreadyDmd}, ${campaign.sourceIds}::text[], ${CANDIDATES}
    )`.execute(db);
  const outcome = answer[0]?.outcome ?? 'gone';
  const counted = answer[0]?.account_sent ?? null;
  if (outcome === 'stale') {
    return {
      kind: 'stale',
      fresh: { source_index: run.source_index, last_username: run.last_username, candidates: answer[0]?.candidates ?? [] },
      profileSent: counted ?? 0,
    };
  }
  if (outcome === 'gone') return { kind: 'gone', next: null, profileSent: counted };
  const skipped = rows.filter((row) => row.state.startsWith('skipped')).length;
  // Where the run's cursor now is (after the last row written; a capped lead is not written).
  const moved = rows.at(-1);
  const cursor = moved ? { source_index: moved.cursorSource, last_username: moved.cursorUsername } : { source_index: run.source_index, last_username: run.last_username };
  const next: CandidateSet = { ...cursor, candidates: answer[0]?.candidates ?? [] };
  if (outcome === 'reserved' && reservation) {
    // After this one, on the count the reservation took (it may have moved within the decision's range).
    reservation.remainingToday = Math.min(target - daySent - 1, accountDmsLeft(capFacts(counted ?? 0)));
    return { kind: 'reserved', reservation, skipped, next, profileSent: counted };
  }
  if (accountCapped) return { kind: 'capped', skipped, by: 'account', next, profileSent: counted };
  if (campaignCapped) return { kind: 'capped', skipped, by: 'campaign', next, profileSent: counted };
  if (candidates.length === 0) return { kind: 'exhausted', skipped, next, profileSent: counted };
  // Every row written moved the run's contact index: the next call writes on from there.
  return { kind: 'skipped', skipped, cursor: { ...cursor, next_contact_index: run.next_contact_index + rows.length }, next, profileSent: counted };
}

/**
 * The upload's extra columns as personalisation reads them (text values only), each an own property: a column
 * named __proto__ assigned to a plain object would set its prototype instead.
 */
function stringValues(metadata: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(metadata).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
