import { z } from 'zod';
import { planGateMessages } from '../billing/contract';
import { canonicalTimeZone } from '../campaigns/contract';

/**
 * The DM runner's contract, imported by the API and the UI: the sending limits of a connected account (API
 * shapes and validation messages) and the messages the runner stores on a campaign it pauses or fails (the
 * campaign card's error tooltip adds its proxy hint to messages containing 'Proxy' and its reconnect hint to
 * those containing 'Twitter connection').
 *
 * | Method and path | Body | Answer |
 * | GET /api/accounts/sending-limits | | `SendingLimits[]`: every connected account of the signed-in user (the cards' quotas) |
 * | GET /api/accounts/:id/sending-limits | | `SendingLimits` |
 * | PUT /api/accounts/:id/sending-limits | `SendingLimitsBody` | `SendingLimitsAnswer` |
 * Another user's account id answers 404 like a missing one.
 */

/** X's own limit is 500 DMs a day; the product never sends more than 450 from one account. */
export const ACCOUNT_DAILY_CAP_MAX = 450;
export const DEFAULT_TIME_ZONE = 'UTC';

export const sendingLimitsMessages = {
  saved: 'Sending limits saved successfully!',
  saveFailed: 'Failed to save sending limits',
  dailyCapInvalid: `The daily cap must be a whole number from 1 to ${ACCOUNT_DAILY_CAP_MAX}`,
  timeZoneInvalid: 'Please choose a valid time zone',
  warmUpInvalid: 'Warm-up must be on or off',
  accountNotFound: 'Account not found',
} as const;

/** The runner's messages on a campaign it paused or failed (stored as the campaign's error_message). */
export const runnerMessages = {
  proxyFailed: (detail: string) =>
    `Proxy error: the account's proxy failed (${detail}). Check the proxy in Connect Account, then resume the campaign.`,
  sessionExpired:
    'Twitter connection expired: X no longer accepts this account\'s session. Disconnect and reconnect the account, then resume the campaign.',
  looksAutomated:
    'Paused: X flagged this account\'s messages as automated. Let the account rest for a day before resuming its campaigns.',
  accountLocked: 'Paused: X locked this account. Unlock it on x.com (complete X\'s challenge), then resume its campaigns.',
  accountSuspended:
    'Failed: X suspended this account, so its campaigns cannot send from it. Edit the campaign to send from another account, or reconnect this one once X lifts the suspension.',
  endpointChanged: 'Paused: X refused the request (its web API may have changed). Please try again later and report this issue to us!',
  tooManyFailures: (count: number, last: string) => `Paused after ${count} failed messages in a row. Last error: ${last}`,
  noAccount: 'Paused: the campaign has no connected account to send from.',
  planWithoutCampaigns: `Paused: your plan no longer includes campaigns. ${planGateMessages.campaigns} Upgrade on Account Plan, then resume the campaign.`,
  accountBeyondPlan: (allowed: number) =>
    `Paused: your plan allows ${allowed} connected account${allowed === 1 ? '' : 's'} and this campaign's account is beyond it. Choose the accounts to keep on Connect Account (or upgrade), then resume the campaign.`,
  /** Per-lead failures stored in the ledger (not on the card unless they pause the campaign). */
  cannotMessage: 'This user does not accept direct messages from this account',
  verifiedOnly: 'This user only accepts direct messages from verified accounts',
  userNotFound: 'This X user does not exist any more',
} as const;

const SKIP_REASON_TEXTS = { do_not_contact: 'On Do Not Contact', already_dmd: 'Already messaged', cannot_dm: 'DMs closed', replied: 'Replied before the follow-up' } as const;

/** Why a lead was failed or skipped, in words (the card's lists, the delivery log and its file); a failure's other refusals are X's message. */
export function outcomeReasonText(row: { reason: 'failed' | keyof typeof SKIP_REASON_TEXTS; error_message: string | null }): string {
  if (row.reason !== 'failed') return SKIP_REASON_TEXTS[row.reason];
  if (row.error_message === runnerMessages.cannotMessage) return 'DMs closed';
  if (row.error_message === runnerMessages.verifiedOnly) return 'Verified senders only';
  return row.error_message || 'Failed';
}

/** True when the IANA time zone is known to this runtime. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * PUT /api/accounts/:id/sending-limits. The time zone is stored by its canonical IANA name ('europe/berlin' →
 * 'Europe/Berlin'), as campaigns store theirs, so the dialog's list of zones finds it again.
 */
export const sendingLimitsSchema = z.object(
  {
    daily_cap: z
      .number({ error: sendingLimitsMessages.dailyCapInvalid })
      .int({ error: sendingLimitsMessages.dailyCapInvalid })
      .min(1, { error: sendingLimitsMessages.dailyCapInvalid })
      .max(ACCOUNT_DAILY_CAP_MAX, { error: sendingLimitsMessages.dailyCapInvalid }),
    time_zone: z.string({ error: sendingLimitsMessages.timeZoneInvalid }).transform((value, ctx) => {
      const zone = value.length <= 100 ? canonicalTimeZone(value) : null;
      if (zone === null) {
        ctx.addIssue({ code: 'custom', message: sendingLimitsMessages.timeZoneInvalid });
        return z.NEVER;
      }
      return zone;
    }),
    /** Warm up the account (absent: as it was; a new account's is on). */
    warm_up: z.boolean({ error: sendingLimitsMessages.warmUpInvalid }).optional(),
  },
  { error: sendingLimitsMessages.dailyCapInvalid },
);
export type SendingLimitsBody = z.infer<typeof sendingLimitsSchema>;

/** An account's sending limits with the runner's own figures for it (account-cap.ts decides with the same). */
export interface SendingLimits {
  id: string;
  /** The cap set in Sending Limits (450 until the user sets one). */
  daily_cap: number;
  time_zone: string;
  /** DMs counted against the cap: the X account's reserved or sent in the last 24 hours, whichever connected account sent them. */
  sent_last_24h: number;
  /** The cap the runner applies: `daily_cap` bounded by the server's RUNNER_ACCOUNT_DAILY_CAP. */
  effective_cap: number;
  /** The most the product allows on this server (450, or RUNNER_ACCOUNT_DAILY_CAP when lower). */
  max_daily_cap: number;
  /** Warm up this account (src/modules/runner/warm-up): on for an account connected since warm-up exists, unless turned off. */
  warm_up: boolean;
  /** Where its warm-up stands today: off, warming (day `day` of `of`, `allowance` DMs today, the cap the runner applies) or done. */
  warm_up_standing: WarmUpAnswer;
}

export type WarmUpAnswer = { kind: 'off' } | { kind: 'warming'; day: number; of: number; allowance: number } | { kind: 'done' };

export interface SendingLimitsAnswer extends SendingLimits {
  message: string;
}

// Replies to campaign DMs: GET /api/campaigns/:id/replies (replies/contract.ts).
export { conversationUrl, profileUrl, type ReplyRow, replyRate } from './replies/contract';
// A campaign's failed and skipped leads with their reasons: GET /api/campaigns/:id/outcomes (outcomes/contract.ts).
export { type OutcomeKind, type OutcomeReason, type OutcomeRow, outcomeKinds, outcomeMessages, outcomeReasons } from './outcomes/contract';
// The campaigns overview's tiles and 14-day chart: GET /api/campaign-overview (overview/contract.ts).
export { type CampaignOverview, campaignOverviewSchema, OVERVIEW_DAYS, OVERVIEW_TIME_ZONE, type OverviewDay } from './overview/contract';
// How a campaign's template variations do: GET /api/campaigns/:id/variations (variations/contract.ts).
export { type CampaignVariations, campaignVariationsSchema, type VariationStanding } from './variations/contract';
// A campaign's first message and follow-ups with their counters: GET /api/campaigns/:id/steps (follow-ups/contract.ts).
export { type CampaignStep, type CampaignSteps, campaignStepSchema, campaignStepsSchema } from './follow-ups/contract';
// An account's DMs per day against its cap: GET /api/accounts/:id/daily-sends (account-days/contract.ts).
export * from './account-days/contract';
// The warm-up's schedule, explained in the Sending Limits dialog (warm-up/warm-up-schedule.ts).
export { WARM_UP_DAYS, WARM_UP_FIRST_DAY_DMS } from './warm-up/warm-up-schedule';
// A campaign's delivery log, its file and its days: GET /api/campaigns/:id/deliveries, deliveries.csv, daily (deliveries/contract.ts).
export * from './deliveries/contract';
