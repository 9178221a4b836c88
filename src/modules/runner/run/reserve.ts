import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { ReadModels } from '../../../platform/database/database';
import { personalise } from '../../campaigns';
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
  /** DMs the campaign may still send today after this one (campaign target and account cap). */
  remainingToday: number;
}

export type ReserveOutcome =
  /** The run is not this worker's or not running any more. */
  | { kind: 'gone' }
  /** A lead is reserved; send it. */
  | { kind: 'reserved'; reservation: Reservation; skipped: number }
  /** Only skips this time (or leads already processed): look again at once, from this cursor. */
  | { kind: 'skipped'; skipped: number; cursor: Pick<RunRow, 'source_index' | 'last_username'> }
  /** The campaign's day target or the account's cap is reached: wait for the next day. */
  | { kind: 'capped'; skipped: number; by: 'campaign' | 'account' }
  /** Every lead processed and nothing in flight. */
  | { kind: 'exhausted'; skipped: number };

export interface ReserveInput {
  run: RunRow;
  campaign: CampaignConfig;
  limits: AccountLimits;
  /** RUNNER_ACCOUNT_DAILY_CAP. */
  accountCapCeiling: number;
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

/** A reservation's outcome, with the run's next leads when the database returned them. */
export type ReserveAnswer = ReserveOutcome & { next: CandidateSet | null };

/**
 * One reservation: the leads after the run's cursor (sources in the campaign's order, then username; never one
 * already in this campaign's ledger) are taken in order; those on the Do Not Contact list, or already messaged by
 * this user from any campaign (when skip_already_dmd), are recorded as skipped; the first other lead is reserved
 * if the campaign's day target and the account's day cap allow it. One database call (dm_runner_reserve_next)
 * writes it all with the run's row locked, checks every lead's Do Not Contact and already-messaged standing again
 * at that moment (a change: nothing written, the fresh leads back, decided again), counts the account's day
 * against its cap, and returns the leads after the new cursor for the run's next step. The leads are read in a
 * call of their own only when none came back from the step before.
 */
export async function reserveNext(db: Kysely<ReadModels>, input: ReserveInput): Promise<ReserveAnswer> {
  const { run, campaign } = input;
  const cached = input.candidates;
  let set: CandidateSet =
    cached && cached.source_index === run.source_index && cached.last_username === run.last_username
      ? cached
      : { source_index: run.source_index, last_username: run.last_username, candidates: await readCandidates(db, run, campaign) };
  // A lead's standing changed since it was read: decided again on the fresh leads (a bounded number of times).
  for (let attempt = 0; ; attempt++) {
    const answer = await reserveWith(db, input, set.candidates);
    if (answer.kind !== 'stale') return answer;
    if (attempt >= 3) return { kind: 'gone', next: null };
    set = answer.fresh;
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
): Promise<ReserveAnswer | { kind: 'stale'; fresh: CandidateSet }> {
  const { campaign, limits, run } = input;
  const today = dayOf(input.nowMs, limits.timeZone);
  const { target, sent: daySent } = campaignDay(run, campaign, today);
  const accountCap = Math.min(limits.dailyCap, input.accountCapCeiling);

  const rows: Array<{ id: string; username: string; sourceId: string; state: string; text: string | null; recipient: string | null; cursorSource: number; cursorUsername: string }> = [];
  let reservation: Reservation | null = null;
  let campaignCapped = false;
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
  const { rows: answer } = await sql<{ outcome: 'gone' | 'reserved' | 'capped' | 'skipped' | 'stale'; account_sent: number | null; candidates: Candidate[] | null }>`
    select * from dm_runner_reserve_next(
      ${campaign.campaignId}, ${input.workerId}, ${run.source_index}, ${run.last_username},
      ${campaign.userId}, ${run.account_id}, ${today}::date, ${target}, ${daySent}, ${accountCap},
      ${rows.map((r) => r.id)}::text[], ${rows.map((r) => r.sourceId)}::text[], ${rows.map((r) => r.username)}::text[],
      ${rows.map((r) => r.recipient)}::text[], ${rows.map((r) => r.state)}::text[], ${rows.map((r) => r.text)}::text[],
      ${rows.map((r) => r.cursorSource)}::int[], ${rows.map((r) => r.cursorUsername)}::text[], ${run.next_contact_index},
      ${campaign.useDoNotContactList}, ${campaign.skipAlreadyDmd}, ${campaign.sourceIds}::text[], ${CANDIDATES}
    )`.execute(db);
  const outcome = answer[0]?.outcome ?? 'gone';
  if (outcome === 'stale') {
    return { kind: 'stale', fresh: { source_index: run.source_index, last_username: run.last_username, candidates: answer[0]?.candidates ?? [] } };
  }
  if (outcome === 'gone') return { kind: 'gone', next: null };
  const skipped = rows.filter((row) => row.state.startsWith('skipped')).length;
  // Where the run's cursor now is (after the last row written; the capped lead is not written).
  const moved = rows.at(outcome === 'capped' ? -2 : -1);
  const cursor = moved ? { source_index: moved.cursorSource, last_username: moved.cursorUsername } : { source_index: run.source_index, last_username: run.last_username };
  const next: CandidateSet = { ...cursor, candidates: answer[0]?.candidates ?? [] };
  if (outcome === 'reserved' && reservation) {
    reservation.remainingToday = Math.min(target - daySent - 1, accountCap - (answer[0]?.account_sent ?? accountCap));
    return { kind: 'reserved', reservation, skipped, next };
  }
  if (outcome === 'capped') return { kind: 'capped', skipped, by: 'account', next };
  if (campaignCapped) return { kind: 'capped', skipped, by: 'campaign', next };
  if (candidates.length === 0) return { kind: 'exhausted', skipped, next };
  return { kind: 'skipped', skipped, cursor, next };
}

/**
 * The upload's extra columns as personalisation reads them (text values only), each an own property: a column
 * named __proto__ assigned to a plain object would set its prototype instead.
 */
function stringValues(metadata: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(metadata).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
