/**
 * The campaign card's rules as pure functions the UI calls and the unit tests pin: the progress (specification
 * section 4) and the error tooltip with its hints (section 8), whose triggers the runner's stored messages must contain.
 */

import { campaignMessages } from './messages';
import type { CampaignStatus } from './rows';

/** What the card's progress reads. */
export interface ProgressInput {
  status: CampaignStatus;
  messages_sent: number;
  messages_failed: number;
  skipped_already_dmd: number;
  skipped_do_not_contact: number;
  skipped_cannot_dm: number;
  /** Of messages_sent and messages_failed, the follow-ups: DMs to leads already processed. */
  follow_ups_sent: number;
  follow_ups_failed: number;
  campaign_total_leads: number | null;
}

export interface Progress {
  /** Leads: sent + failed + skipped (already DM'd, Do Not Contact and cannot be messaged), follow-ups left out. */
  processed: number;
  /** null when the total is unknown (no total, or 0, on a campaign that is not completed). */
  total: number | null;
  /** 0..100, or null when the total is unknown. */
  percent: number | null;
  /** '42%' or '?' */
  label: string;
}

/**
 * The card's progress (specification section 4): processed = sent + failed + skipped; percentage =
 * min(100, round(processed / total * 100)); an unknown total shows '?'; a completed campaign without a total
 * shows 100 %. Processed counts leads: a follow-up, sent or failed, goes to a lead its first message processed.
 */
export function campaignProgress(c: ProgressInput): Progress {
  const processed =
    (c.messages_sent ?? 0) +
    (c.messages_failed ?? 0) +
    (c.skipped_already_dmd ?? 0) +
    (c.skipped_do_not_contact ?? 0) +
    (c.skipped_cannot_dm ?? 0) -
    (c.follow_ups_sent ?? 0) -
    (c.follow_ups_failed ?? 0);
  const total = c.campaign_total_leads && c.campaign_total_leads > 0 ? c.campaign_total_leads : null;
  if (total === null) {
    if (c.status === 'completed') return { processed, total: null, percent: 100, label: '100%' };
    return { processed, total: null, percent: null, label: '?' };
  }
  const percent = Math.min(100, Math.round((processed / total) * 100));
  return { processed, total, percent, label: `${percent}%` };
}

export interface ErrorTooltip {
  title: string;
  message: string;
  /** The Proxy and 'Twitter connection' hints the message calls for, in that order. */
  hints: string[];
}

/** The hints a stored error message calls for (specification section 8). */
export function errorHints(message: string): string[] {
  const hints: string[] = [];
  if (message.includes('Proxy')) hints.push(campaignMessages.proxyHint);
  if (message.includes('Twitter connection')) hints.push(campaignMessages.twitterConnectionHint);
  return hints;
}

/**
 * The card's error tooltip (specification section 8): for a campaign neither running nor paused, with a stored
 * error_message other than the text 'null'; titled 'Campaign Failed' (failed), 'Campaign Stopped' (stopped) or
 * 'Campaign Error'. A campaign the system paused keeps its error_message (its History says why) without the tooltip.
 */
export function campaignErrorTooltip(c: { status: CampaignStatus; error_message: string | null }): ErrorTooltip | null {
  if (c.status === 'running' || c.status === 'paused') return null;
  const message = c.error_message?.trim();
  if (!message || message === 'null') return null;
  const title = c.status === 'failed' ? campaignMessages.tooltipFailed : c.status === 'stopped' ? campaignMessages.tooltipStopped : campaignMessages.tooltipError;
  return { title, message, hints: errorHints(message) };
}

/**
 * Whether a completed campaign may start again: its sources hold more leads now than when it completed (leads it has
 * not contacted yet). Unknown totals (campaigns completed before the count was kept) never do.
 */
export function gainedLeadsSinceCompleted(leadsAtCompletion: number | null | undefined, leadsNow: number): boolean {
  return typeof leadsAtCompletion === 'number' && leadsNow > leadsAtCompletion;
}
