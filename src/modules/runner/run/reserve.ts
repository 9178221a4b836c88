import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { ReadModels } from '../../../platform/database/database';
import { personalise } from '../../campaigns';
import type { DoNotContactLookup } from '../../dnc';
import type { AccountLimits, CampaignConfig } from './campaign-config';
import { dayOf, dayTarget } from './pace';
import type { RunRow } from './run-row';

/** Leads looked at per reservation: the skips before the next lead to message are settled in one transaction. */
const CANDIDATES = 25;

interface Candidate {
  source_id: string;
  source_index: number;
  username: string;
  name: string | null;
  followers_count: number | null;
  metadata: Record<string, unknown> | null;
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
  doNotContact: DoNotContactLookup;
}

/**
 * One reservation, in one transaction with the run's row locked: the leads after the run's cursor (sources in
 * the campaign's order, then username; never one already in this campaign's ledger) are taken in order; those
 * on the Do Not Contact list as it is now, or already messaged by this user from any campaign (when
 * skip_already_dmd), are recorded as skipped; the first other lead is reserved if the campaign's day target
 * and the account's day cap allow it (the cap is counted in account_daily_dms in this same transaction).
 */
export async function reserveNext(db: Kysely<ReadModels>, input: ReserveInput): Promise<ReserveOutcome> {
  const { campaign } = input;
  // Read before the transaction (the run is leased to this worker: its cursor cannot move meanwhile), so the
  // transaction holds its connection and the account's day row only for the writes.
  const candidates = await nextCandidates(db, input.run, campaign);
  const listed = campaign.useDoNotContactList
    ? await input.doNotContact.listedAmong(
        campaign.userId,
        candidates.map((c) => c.username.toLowerCase()),
      )
    : new Set<string>();
  return reserveWith(db, input, candidates, listed);
}

/**
 * The walk over the candidates is decided here; the writes are one call of dm_runner_reserve (its migration),
 * which checks the run is still this worker's at this cursor and counts the account's day against its cap.
 */
async function reserveWith(db: Kysely<ReadModels>, input: ReserveInput, candidates: Candidate[], listed: Set<string>): Promise<ReserveOutcome> {
  const { campaign, limits, run } = input;
  const today = dayOf(input.nowMs, limits.timeZone);
  const newDay = run.day !== today;
  const target = newDay ? dayTarget(campaign.dailyLimit, campaign.campaignId, today) : run.day_target;
  const daySent = newDay ? 0 : run.day_sent;
  const accountCap = Math.min(limits.dailyCap, input.accountCapCeiling);

  const rows: Array<{ id: string; username: string; sourceId: string; state: string; text: string | null; recipient: string | null; cursorSource: number; cursorUsername: string }> = [];
  let reservation: Reservation | null = null;
  let campaignCapped = false;
  const seen = new Set<string>();
  for (const candidate of candidates) {
    const username = candidate.username.toLowerCase();
    const base = { id: randomUUID(), username, sourceId: candidate.source_id, text: null, recipient: null, cursorSource: candidate.source_index, cursorUsername: candidate.username };
    // The same person twice in the campaign's sources: processed once (the ledger keeps the second out later).
    if (seen.has(username)) continue;
    seen.add(username);
    if (listed.has(username)) {
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
    const recipient = typeof metadata.x_user_id === 'string' && metadata.x_user_id ? metadata.x_user_id : null;
    rows.push({ ...base, state: 'reserved', text, recipient });
    reservation = { deliveryId: base.id, username, text, recipientXId: recipient, remainingToday: 0 };
    break;
  }
  const written = rows;
  const { rows: answer } = await sql<{ outcome: 'gone' | 'reserved' | 'capped' | 'skipped'; account_sent: number | null }>`
    select * from dm_runner_reserve(
      ${campaign.campaignId}, ${input.workerId}, ${run.source_index}, ${run.last_username},
      ${campaign.userId}, ${run.account_id}, ${today}::date, ${target}, ${daySent}, ${accountCap},
      ${written.map((r) => r.id)}::text[], ${written.map((r) => r.sourceId)}::text[], ${written.map((r) => r.username)}::text[],
      ${written.map((r) => r.recipient)}::text[], ${written.map((r) => r.state)}::text[], ${written.map((r) => r.text)}::text[],
      ${written.map((r) => r.cursorSource)}::int[], ${written.map((r) => r.cursorUsername)}::text[], ${run.next_contact_index}
    )`.execute(db);
  const outcome = answer[0]?.outcome ?? 'gone';
  if (outcome === 'gone') return { kind: 'gone' };
  const skipped = written.filter((row) => row.state.startsWith('skipped')).length;
  // Where the run's cursor now is (after the last row written; the capped lead is not written).
  const moved = written.at(outcome === 'capped' ? -2 : -1);
  const cursor = moved ? { source_index: moved.cursorSource, last_username: moved.cursorUsername } : { source_index: run.source_index, last_username: run.last_username };
  if (outcome === 'reserved' && reservation) {
    reservation.remainingToday = Math.min(target - daySent - 1, accountCap - (answer[0]?.account_sent ?? accountCap));
    return { kind: 'reserved', reservation, skipped };
  }
  if (outcome === 'capped') return { kind: 'capped', skipped, by: 'account' };
  if (campaignCapped) return { kind: 'capped', skipped, by: 'campaign' };
  if (candidates.length === 0) return { kind: 'exhausted', skipped };
  return { kind: 'skipped', skipped, cursor };
}

/** Up to CANDIDATES leads after the run's cursor, through the campaign's sources in order. */
async function nextCandidates(trx: Kysely<ReadModels>, run: RunRow, campaign: CampaignConfig): Promise<Candidate[]> {
  const found: Candidate[] = [];
  for (let sourceIndex = run.source_index; sourceIndex < campaign.sourceIds.length && found.length < CANDIDATES; sourceIndex++) {
    const sourceId = campaign.sourceIds[sourceIndex] as string;
    const after = sourceIndex === run.source_index ? run.last_username : null;
    const limit = CANDIDATES - found.length;
    const { rows } = await sql<Omit<Candidate, 'source_index'>>`
      select l.source_id, l.username, l.name, l.followers_count, l.metadata,
             exists (select 1 from dm_deliveries d
                      where d.user_id = ${campaign.userId} and d.username = lower(l.username) and d.state in ('sent', 'reserved')) as already_dmd
        from leads l
       where l.source_id = ${sourceId} and (${after}::text is null or l.username > ${after})
         and not exists (select 1 from dm_deliveries p where p.campaign_id = ${campaign.campaignId} and p.username = lower(l.username))
       order by l.username
       limit ${limit}`.execute(trx);
    for (const row of rows) found.push({ ...row, source_index: sourceIndex });
  }
  return found;
}

/** The upload's extra columns as personalisation reads them (text values only). */
function stringValues(metadata: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(metadata)) if (typeof value === 'string') values[key] = value;
  return values;
}
