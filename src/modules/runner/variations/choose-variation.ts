import { sampleBeta } from './beta-sample';
import { replyRatePosterior, type VariationTally } from './reply-rate-posterior';

/**
 * The share of DMs that try a variation picked uniformly instead of by the posteriors: Thompson sampling alone
 * all but stops sending a variation once it trails clearly, and 'Optimise automatically' keeps every variation
 * tried (each gets at least EXPLORE_SHARE / count of the DMs) so a change in what works is still seen.
 */
export const EXPLORE_SHARE = 0.1;

/**
 * 'Optimise automatically': the index of the variation the next DM uses. Thompson sampling: draw a reply rate
 * from each variation's Beta posterior and take the highest (the first on a tie), so a variation is used about as
 * often as it is likely to be the best; with probability EXPLORE_SHARE a variation picked uniformly instead.
 * `random` gives uniform numbers in [0, 1) (seededRandom in tests and simulations: the same seed, the same picks).
 */
export function chooseVariation(tallies: readonly VariationTally[], random: () => number): number {
  if (tallies.length === 0) throw new RangeError('chooseVariation needs at least one variation');
  if (tallies.length === 1) return 0;
  if (random() < EXPLORE_SHARE) return Math.min(tallies.length - 1, Math.floor(random() * tallies.length));
  let best = 0;
  let bestDraw = -1;
  for (const [index, tally] of tallies.entries()) {
    const { alpha, beta } = replyRatePosterior(tally);
    const draw = sampleBeta(alpha, beta, random);
    if (draw > bestDraw) {
      best = index;
      bestDraw = draw;
    }
  }
  return best;
}
