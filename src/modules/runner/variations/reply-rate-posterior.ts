/**
 * What a variation's DMs say about its reply rate: the Beta-Binomial posterior from a uniform prior,
 * Beta(1 + replies, 1 + sent - replies). The interval, the 'leading' rule and the automatic choice all read it.
 */

/** A variation's DMs so far: how many were sent and how many of their leads replied. */
export interface VariationTally {
  sent: number;
  replies: number;
}

export interface BetaPosterior {
  alpha: number;
  beta: number;
}

/**
 * The counts as the rules use them: whole, not negative, and replies at most sent. Replies are counted by the
 * reply poll and sends by the progress flush, so for a moment a reply can be counted before its send is.
 */
export function cleanTally(tally: VariationTally): VariationTally {
  const sent = Math.max(0, Math.floor(Number.isFinite(tally.sent) ? tally.sent : 0));
  const replies = Math.min(sent, Math.max(0, Math.floor(Number.isFinite(tally.replies) ? tally.replies : 0)));
  return { sent, replies };
}

export function replyRatePosterior(tally: VariationTally): BetaPosterior {
  const { sent, replies } = cleanTally(tally);
  return { alpha: 1 + replies, beta: 1 + sent - replies };
}
