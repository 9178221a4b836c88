import { betaCdf, betaMean, betaStandardDeviation } from './beta-distribution';
import { replyRatePosterior, type VariationTally } from './reply-rate-posterior';

/** How sure the posteriors must be that one variation has the best reply rate before it is called leading. */
export const LEADING_PROBABILITY = 0.95;
/**
 * DMs every variation must have before one is called leading: on a handful of DMs a lucky streak already looks
 * sure (3 replies of 3 against none of 3 is best with 0.986), and the badge reads as a conclusion.
 */
export const MIN_SENT_TO_LEAD = 30;

export interface VariationStandings {
  /** Per variation, in the order given: the probability that its reply rate is the highest (they sum to 1). */
  probabilityBest: number[];
  /**
   * The index of the variation whose probabilityBest is at least LEADING_PROBABILITY once every variation has
   * MIN_SENT_TO_LEAD DMs, or null.
   */
  leading: number | null;
}

/** Nodes per variation across the span where its posterior has mass: answers within 0.005 of the exact ones. */
const NODES_PER_VARIATION = 400;
/** Standard deviations either side of a posterior's mean beyond which its mass is below 1e-6 (its CDF is 0 or 1). */
const SPAN_SDS = 15;

/**
 * The 'leading' rule: per variation, the probability its Beta posterior is the highest of all, and the variation
 * that is best with at least 95% probability, if one is and every variation has been sent MIN_SENT_TO_LEAD
 * times. With fewer than two variations nothing leads.
 *
 * Deterministic, no sampling: P(i best) = ∫ f_i(x) Π_{j≠i} F_j(x) dx, summed cell by cell over a grid that is
 * fine wherever any posterior has mass, taking each cell's exact mass of i (its CDF's difference) times the others'
 * CDFs averaged over the cell's ends. Equal tallies get equal probabilities.
 */
export function leadingVariation(tallies: readonly VariationTally[]): VariationStandings {
  const count = tallies.length;
  if (count === 0) return { probabilityBest: [], leading: null };
  if (count === 1) return { probabilityBest: [1], leading: null };
  const posteriors = tallies.map(replyRatePosterior);
  const spans = posteriors.map(({ alpha, beta }) => {
    const mean = betaMean(alpha, beta);
    const reach = SPAN_SDS * betaStandardDeviation(alpha, beta);
    return { low: Math.max(0, mean - reach), high: Math.min(1, mean + reach) };
  });
  const nodes = gridOver(spans);
  const cdfs = posteriors.map(({ alpha, beta }, j) => nodes.map((x) => (x <= spans[j].low ? 0 : x >= spans[j].high ? 1 : betaCdf(x, alpha, beta))));
  const raw = posteriors.map((_, i) => {
    let sum = 0;
    for (let k = 0; k + 1 < nodes.length; k++) {
      const mass = cdfs[i][k + 1] - cdfs[i][k];
      if (mass <= 0) continue;
      let others = mass;
      for (let j = 0; j < count && others > 0; j++) if (j !== i) others *= (cdfs[j][k] + cdfs[j][k + 1]) / 2;
      sum += others;
    }
    return sum;
  });
  const total = raw.reduce((a, b) => a + b, 0);
  const probabilityBest = raw.map((p) => p / total);
  const enough = tallies.every((tally) => tally.sent >= MIN_SENT_TO_LEAD);
  const leading = enough ? probabilityBest.findIndex((p) => p >= LEADING_PROBABILITY) : -1;
  return { probabilityBest, leading: leading === -1 ? null : leading };
}

/** Sorted nodes: 0, 1 and NODES_PER_VARIATION evenly spaced across each span. */
function gridOver(spans: ReadonlyArray<{ low: number; high: number }>): number[] {
  const nodes = [0, 1];
  for (const { low, high } of spans) {
    for (let t = 0; t <= NODES_PER_VARIATION; t++) nodes.push(low + ((high - low) * t) / NODES_PER_VARIATION);
  }
  nodes.sort((a, b) => a - b);
  return nodes.filter((x, k) => k === 0 || x > nodes[k - 1]);
}
