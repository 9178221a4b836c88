import { cleanTally, type VariationTally } from './reply-rate-posterior';

/** The normal quantile of a two-sided 95% interval. */
const Z_95 = 1.959963984540054;

export interface ReplyRateInterval {
  /** replies / sent, or null while nothing was sent. */
  rate: number | null;
  /** The Wilson score interval's bounds, within [0, 1]; the whole of it while nothing was sent. */
  low: number;
  high: number;
}

/**
 * A variation's reply rate with its 95% Wilson score interval: unlike rate ± 1.96·SE it stays within [0, 1] and
 * is honest for few DMs and for rates near 0 or 1 (0 replies of 10 reads 0% to 27.8%, not 0% to 0%).
 */
export function replyRateInterval(tally: VariationTally): ReplyRateInterval {
  const { sent, replies } = cleanTally(tally);
  if (sent === 0) return { rate: null, low: 0, high: 1 };
  const rate = replies / sent;
  const z2 = Z_95 * Z_95;
  const denominator = 1 + z2 / sent;
  const centre = (rate + z2 / (2 * sent)) / denominator;
  const half = (Z_95 * Math.sqrt((rate * (1 - rate)) / sent + z2 / (4 * sent * sent))) / denominator;
  return {
    rate,
    low: replies === 0 ? 0 : Math.max(0, centre - half),
    high: replies === sent ? 1 : Math.min(1, centre + half),
  };
}
