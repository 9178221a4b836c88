import type { CampaignVariations } from './contract';
import { leadingVariation, MIN_SENT_TO_LEAD } from './leading-variation';
import { replyRateInterval } from './reply-rate-interval';
import { cleanTally } from './reply-rate-posterior';
import type { VariationCounts } from './variation-counts';

/**
 * A campaign's variations as the campaign card shows them: each one's numbers, interval and chance of being the
 * best (the rules of reply-rate-interval and leading-variation), and how many DMs a verdict still needs.
 */
export function variationStandings(campaignId: string, texts: readonly string[], counts: VariationCounts): CampaignVariations {
  const tallies = counts.tallies.map(cleanTally);
  const several = tallies.length > 1;
  const { probabilityBest, leading } = leadingVariation(tallies);
  const variations = tallies.map((tally, index) => {
    const { rate, low, high } = replyRateInterval(tally);
    return {
      index,
      text: texts[index] ?? null,
      sent: tally.sent,
      replies: tally.replies,
      reply_rate: rate,
      reply_rate_low: low,
      reply_rate_high: high,
      probability_best: several ? probabilityBest[index] : null,
      leading: leading === index,
    };
  });
  return {
    campaign_id: campaignId,
    variations,
    leading,
    min_sent_to_lead: MIN_SENT_TO_LEAD,
    dms_before_verdict: several ? tallies.reduce((sum, tally) => sum + Math.max(0, MIN_SENT_TO_LEAD - tally.sent), 0) : 0,
    not_attributed: cleanTally(counts.unattributed),
  };
}
