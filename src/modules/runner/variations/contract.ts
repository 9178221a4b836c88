import { z } from 'zod';

/**
 * How a campaign's template variations do: per variation, DMs sent, leads that replied, the reply rate with its
 * 95% interval, the probability of being the best, and the one leading once the evidence says so.
 *
 * | Method and path | Answer |
 * | GET /api/campaigns/:id/variations | `CampaignVariations` |
 * Another user's campaign answers 404 like a missing one (campaigns' `campaignMessages.notFound`).
 */

export const variationStandingSchema = z.object({
  /** 0-based, in the template's order. */
  index: z.number().int().nonnegative(),
  /** The template's current text of the variation; null when the template no longer has it. */
  text: z.string().nullable(),
  sent: z.number().int().nonnegative(),
  /** Leads that replied to a DM of this variation. */
  replies: z.number().int().nonnegative(),
  /** replies / sent, 0..1; null while nothing was sent. */
  reply_rate: z.number().min(0).max(1).nullable(),
  /** The Wilson 95% interval of the reply rate (0 to 1 while nothing was sent). */
  reply_rate_low: z.number().min(0).max(1),
  reply_rate_high: z.number().min(0).max(1),
  /** The probability that its reply rate is the best of all; null with a single variation. */
  probability_best: z.number().min(0).max(1).nullable(),
  leading: z.boolean(),
});
export type VariationStanding = z.infer<typeof variationStandingSchema>;

export const campaignVariationsSchema = z.object({
  campaign_id: z.string(),
  variations: z.array(variationStandingSchema),
  /** The index of the leading variation, or null. */
  leading: z.number().int().nonnegative().nullable(),
  /** DMs each variation needs before one can be called leading. */
  min_sent_to_lead: z.number().int().positive(),
  /** DMs still needed, summed over the variations below min_sent_to_lead (0 once each has enough or with one variation). */
  dms_before_verdict: z.number().int().nonnegative(),
  /** DMs sent before the ledger recorded variations, and their replies: not attributed to any variation. */
  not_attributed: z.object({ sent: z.number().int().nonnegative(), replies: z.number().int().nonnegative() }),
});
export type CampaignVariations = z.infer<typeof campaignVariationsSchema>;
