import { personalise } from '../../campaigns';
import { chooseVariation } from '../variations/choose-variation';
import type { VariationTally } from '../variations/reply-rate-posterior';
import type { CampaignConfig } from './campaign-config';

/**
 * The runner's rules for one reservation, in one pure function: which of the run's next leads are skipped (and
 * why), which one is messaged and with what text, and whether the campaign's day target or the account's cap holds
 * the run back. `reserve.ts` fetches the facts and writes the decision; the database only checks, under its locks,
 * that the facts a decision read still hold.
 */

/** A lead after the run's cursor, with its standing as read (dm_runner_candidates). */
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
  /** Whether X said the lead accepts DMs (closed DMs, verified senders only: false); null when not known. */
  can_dm: boolean | null;
}

export type LeadState = 'reserved' | 'skipped_do_not_contact' | 'skipped_already_dmd' | 'skipped_cannot_dm';

/** A lead the decision writes to the ledger, and the facts of its standing that the decision read. */
export interface DecidedLead {
  id: string;
  username: string;
  sourceId: string;
  state: LeadState;
  /** The personalised message (reserved leads only). */
  text: string | null;
  /** The index of the template's variation the message uses (reserved leads only). */
  variation: number | null;
  /** The recipient's X id when the lead knew it (scraped leads do). */
  recipient: string | null;
  /** The run's cursor once this lead is written. */
  cursorSource: number;
  cursorUsername: string;
  /** Its Do Not Contact standing as the decision read it; null when no rule read it. */
  listed: boolean | null;
  /** Its already-messaged standing as the decision read it; null when no rule read it. */
  alreadyDmd: boolean | null;
}

export type CampaignRules = Pick<CampaignConfig, 'useDoNotContactList' | 'skipAlreadyDmd' | 'messages' | 'csvColumns' | 'optimiseAutomatically'>;

export interface ReservationFacts {
  campaign: CampaignRules;
  candidates: readonly Candidate[];
  /** The campaign's target and DMs for its current day. */
  day: { target: number; sent: number };
  /** DMs the X account may still send now (`accountDmsLeft`). */
  accountLeft: number;
  /** A new delivery id. */
  newId: () => string;
  /** Picks the template's variation. */
  random: () => number;
  /**
   * Each variation's DMs and replies so far in this campaign (in the template's order), read for campaigns that
   * optimise automatically; null when not read.
   */
  tallies: readonly VariationTally[] | null;
}

export interface ReservationDecision {
  /** The leads to write, in order: skips, then at most one reserved lead, which comes last. */
  leads: DecidedLead[];
  /** The lead to message, when one is reserved. */
  reserved: DecidedLead | null;
  /** What held the run back before a lead could be reserved, if anything. */
  heldBy: 'campaign' | 'account' | null;
}

/**
 * Walks the candidates in order: a username seen before in this walk (the same person in two of the campaign's
 * sources) is passed over; one on the Do Not Contact list (when the campaign uses it), already messaged by the
 * user (when the campaign skips those) or whose profile says it cannot be messaged (can_dm false; unknown is
 * tried) is skipped with that reason, never sent to X; the first other lead is reserved with one of
 * the template's variations, personalised, unless the campaign's day target or the account's cap is reached.
 */
export function decideReservation(facts: ReservationFacts): ReservationDecision {
  const { campaign } = facts;
  const leads: DecidedLead[] = [];
  const seen = new Set<string>();
  for (const candidate of facts.candidates) {
    const username = candidate.username.toLowerCase();
    if (seen.has(username)) continue;
    seen.add(username);
    const listed = campaign.useDoNotContactList ? candidate.listed : null;
    const alreadyDmd = campaign.skipAlreadyDmd && !listed ? candidate.already_dmd : null;
    const lead = {
      id: facts.newId(),
      username,
      sourceId: candidate.source_id,
      text: null,
      variation: null,
      recipient: null,
      cursorSource: candidate.source_index,
      cursorUsername: candidate.username,
      listed,
      alreadyDmd,
    };
    if (listed) {
      leads.push({ ...lead, state: 'skipped_do_not_contact' });
      continue;
    }
    if (alreadyDmd) {
      leads.push({ ...lead, state: 'skipped_already_dmd' });
      continue;
    }
    if (candidate.can_dm === false) {
      leads.push({ ...lead, state: 'skipped_cannot_dm' });
      continue;
    }
    const heldBy = quotaHold(facts.day, facts.accountLeft);
    if (heldBy) return { leads, reserved: null, heldBy };
    const variation = variationFor(campaign, facts.tallies, facts.random);
    const text = messageFor(campaign, campaign.messages[variation] ?? '', candidate);
    const reserved: DecidedLead = { ...lead, state: 'reserved', text, variation, recipient: recipientOf(candidate) };
    leads.push(reserved);
    return { leads, reserved, heldBy: null };
  }
  return { leads, reserved: null, heldBy: null };
}

/** What holds a DM back today, first messages and follow-ups alike: the campaign's day target, then the account's cap. */
export function quotaHold(day: { target: number; sent: number }, accountLeft: number): 'campaign' | 'account' | null {
  if (day.sent >= day.target) return 'campaign';
  return accountLeft <= 0 ? 'account' : null;
}

/**
 * The template's variation for the next DM: by Thompson sampling over each variation's DMs and replies when the
 * campaign optimises automatically (and its tallies were read for the template as it is), otherwise uniformly.
 */
export function variationFor(
  campaign: Pick<CampaignRules, 'messages' | 'optimiseAutomatically'>,
  tallies: readonly VariationTally[] | null,
  random: () => number,
): number {
  const count = campaign.messages.length;
  if (campaign.optimiseAutomatically && count > 1 && tallies?.length === count) return chooseVariation(tallies, random);
  return Math.max(0, Math.min(count - 1, Math.floor(random() * count)));
}

/** A message of the campaign personalised for a lead (its name, followers, its source's CSV columns). */
export function messageFor(
  campaign: Pick<CampaignRules, 'csvColumns'>,
  message: string,
  candidate: Pick<Candidate, 'username' | 'source_id' | 'name' | 'followers_count' | 'metadata'>,
): string {
  return personalise(
    message,
    { username: candidate.username, name: candidate.name, followers_count: candidate.followers_count, metadata: stringValues(candidate.metadata ?? {}) },
    campaign.csvColumns.get(candidate.source_id),
  );
}

function recipientOf(candidate: Candidate): string | null {
  const metadata = candidate.metadata ?? {};
  const xUserId = Object.hasOwn(metadata, 'x_user_id') ? metadata.x_user_id : null;
  return typeof xUserId === 'string' && xUserId ? xUserId : null;
}

/**
 * The upload's extra columns as personalisation reads them (text values only), each an own property: a column
 * named __proto__ assigned to a plain object would set its prototype instead.
 */
function stringValues(metadata: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(metadata).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/**
 * The candidates still ahead once a decision is written: those after the last lead it wrote (the run's new
 * cursor), less any username it wrote (the same person further on in another source), which the database's read
 * from the new cursor would leave out too. A lead held back by the cap is not written and stays ahead.
 */
export function candidatesAfter(candidates: readonly Candidate[], decision: Pick<ReservationDecision, 'leads'>): Candidate[] {
  const last = decision.leads.at(-1);
  if (!last) return [...candidates];
  const written = new Set(decision.leads.map((lead) => lead.username));
  const position = candidates.findIndex((candidate) => candidate.source_index === last.cursorSource && candidate.username === last.cursorUsername);
  return candidates.slice(position + 1).filter((candidate) => !written.has(candidate.username.toLowerCase()));
}
