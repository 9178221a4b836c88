import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { ReadModels } from '../../../platform/database/database';
import { personalise } from '../../campaigns';
import type { DoNotContactLookup } from '../../dnc';
import type { AccountLimits, CampaignConfig } from './campaign-config';
import { dayOf, dayTarget } from './pace';
import { RUN_COLUMNS, type RunRow } from './run-row';

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
  /** Only skips this time (or leads already processed): look again at once. */
  | { kind: 'skipped'; skipped: number }
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
export async function reserveNext(trx: Transaction<ReadModels>, input: ReserveInput): Promise<ReserveOutcome> {
  const { campaign, limits } = input;
  const locked = (
    await sql<RunRow>`
      select ${sql.raw(RUN_COLUMNS)} from campaign_runs
       where campaign_id = ${input.run.campaign_id} and leased_by = ${input.workerId} and status = 'running'
       for update`.execute(trx)
  ).rows[0];
  if (!locked || locked.in_flight !== null) return { kind: 'gone' };
  const run = locked;
  const today = dayOf(input.nowMs, limits.timeZone);
  const newDay = run.day !== today;
  const target = newDay ? dayTarget(campaign.dailyLimit, campaign.campaignId, today) : run.day_target;
  let daySent = newDay ? 0 : run.day_sent;
  const accountCap = Math.min(limits.dailyCap, input.accountCapCeiling);

  const candidates = await nextCandidates(trx, run, campaign);
  const listed = campaign.useDoNotContactList
    ? await input.doNotContact.listedAmong(
        campaign.userId,
        candidates.map((c) => c.username.toLowerCase()),
      )
    : new Set<string>();

  const rows: Array<{ id: string; username: string; sourceId: string; state: string; text: string | null; recipient: string | null; index: number }> = [];
  let cursor = { sourceIndex: run.source_index, username: run.last_username };
  let index = run.next_contact_index;
  let skippedDnc = 0;
  let skippedDmd = 0;
  let reservation: Reservation | null = null;
  let capped: 'campaign' | 'account' | null = null;
  const seen = new Set<string>();
  for (const candidate of candidates) {
    const username = candidate.username.toLowerCase();
    if (seen.has(username)) {
      // The same person in two of the campaign's sources: processed once.
      cursor = { sourceIndex: candidate.source_index, username: candidate.username };
      continue;
    }
    if (listed.has(username)) {
      rows.push({ id: randomUUID(), username, sourceId: candidate.source_id, state: 'skipped_do_not_contact', text: null, recipient: null, index });
      skippedDnc += 1;
    } else if (campaign.skipAlreadyDmd && candidate.already_dmd) {
      rows.push({ id: randomUUID(), username, sourceId: candidate.source_id, state: 'skipped_already_dmd', text: null, recipient: null, index });
      skippedDmd += 1;
    } else {
      if (daySent >= target) {
        capped = 'campaign';
        break;
      }
      const counted = await sql<{ dms_sent: number }>`
        insert into account_daily_dms as a (account_id, day, dms_sent) values (${run.account_id}, ${today}, 1)
        on conflict (account_id, day) do update set dms_sent = a.dms_sent + 1 where a.dms_sent < ${accountCap}
        returning dms_sent`.execute(trx);
      const accountSent = counted.rows[0]?.dms_sent;
      if (accountSent === undefined || accountSent > accountCap) {
        capped = 'account';
        break;
      }
      daySent += 1;
      const message = campaign.messages[Math.floor(input.random() * campaign.messages.length)] ?? '';
      const metadata = (candidate.metadata ?? {}) as Record<string, unknown>;
      const text = personalise(
        message,
        { username: candidate.username, name: candidate.name, followers_count: candidate.followers_count, metadata: stringValues(metadata) },
        campaign.csvColumns.get(candidate.source_id),
      );
      const recipient = typeof metadata.x_user_id === 'string' && metadata.x_user_id ? metadata.x_user_id : null;
      const id = randomUUID();
      rows.push({ id, username, sourceId: candidate.source_id, state: 'reserved', text, recipient, index });
      reservation = {
        deliveryId: id,
        username,
        text,
        recipientXId: recipient,
        remainingToday: Math.min(target - daySent, accountCap - accountSent),
      };
    }
    seen.add(username);
    index += 1;
    cursor = { sourceIndex: candidate.source_index, username: candidate.username };
    if (reservation) break;
  }

  if (rows.length > 0) {
    await sql`
      insert into dm_deliveries (id, user_id, campaign_id, account_id, lead_source_id, username, recipient_x_id, contact_index, day, state, text, finished_at)
      select u.id::uuid, ${campaign.userId}, ${campaign.campaignId}, ${run.account_id}, u.source_id, u.username, u.recipient, u.idx, ${today}::date, u.state, u.text,
             case when u.state = 'reserved' then null else now() end
        from unnest(${rows.map((r) => r.id)}::text[], ${rows.map((r) => r.sourceId)}::text[], ${rows.map((r) => r.username)}::text[],
                    ${rows.map((r) => r.recipient)}::text[], ${rows.map((r) => r.index)}::int[], ${rows.map((r) => r.state)}::text[],
                    ${rows.map((r) => r.text)}::text[])
             as u(id, source_id, username, recipient, idx, state, text)`.execute(trx);
  }
  const exhausted = candidates.length === 0;
  await sql`
    update campaign_runs set
      source_index = ${cursor.sourceIndex}, last_username = ${cursor.username},
      next_contact_index = ${index},
      skipped_do_not_contact = skipped_do_not_contact + ${skippedDnc},
      skipped_already_dmd = skipped_already_dmd + ${skippedDmd},
      progress_version = progress_version + ${rows.length > 0 ? 1 : 0},
      day = ${today}::date, day_target = ${target}, day_sent = ${daySent},
      in_flight = ${reservation?.deliveryId ?? null}::uuid,
      updated_at = now()
    where campaign_id = ${run.campaign_id}`.execute(trx);
  const skipped = skippedDnc + skippedDmd;
  if (reservation) return { kind: 'reserved', reservation, skipped };
  if (capped) return { kind: 'capped', skipped, by: capped };
  if (exhausted) return { kind: 'exhausted', skipped };
  return { kind: 'skipped', skipped };
}

/** Up to CANDIDATES leads after the run's cursor, through the campaign's sources in order. */
async function nextCandidates(trx: Transaction<ReadModels>, run: RunRow, campaign: CampaignConfig): Promise<Candidate[]> {
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
