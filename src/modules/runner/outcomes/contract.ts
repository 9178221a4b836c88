/**
 * The leads a campaign failed or skipped, each with its reason, as the API answers them (the card's failed and
 * skipped counts open this list).
 *
 * | Method and path | Query | Answer |
 * | GET /api/campaigns/:id/outcomes?kind=failed\|skipped | ra-data-simple-rest range=[0,49] (in contact order) | `OutcomeRow[]` + Content-Range `campaign-outcomes 0-1/2` |
 * Another user's campaign (or one the runner never ran) answers 404; a kind other than failed or skipped, 400.
 */

export const outcomeKinds = ['failed', 'skipped'] as const;
export type OutcomeKind = (typeof outcomeKinds)[number];

/** Why a lead was not messaged: X refused the DM (failed), or the runner skipped it before calling X. */
/** `replied`: a follow-up not sent because the lead had written back (the conversation read just before it). */
export const outcomeReasons = ['failed', 'do_not_contact', 'already_dmd', 'cannot_dm', 'replied'] as const;
export type OutcomeReason = (typeof outcomeReasons)[number];

/** One failed or skipped lead of a campaign. */
export interface OutcomeRow {
  /** The delivery's id in the runner's ledger. */
  id: string;
  campaign_id: string;
  /** The lead's X username (lower-case). */
  username: string;
  kind: OutcomeKind;
  reason: OutcomeReason;
  /** X's refusal as the runner stored it (failed only). */
  error_message: string | null;
  /** When it was failed or skipped. */
  at: string;
}

export const outcomeMessages = {
  notFound: 'Campaign not found',
  kindInvalid: 'kind must be failed or skipped',
} as const;
