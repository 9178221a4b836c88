/** Draws from the Gamma and Beta distributions with a given uniform source, so a seed makes them again exactly. */

/** A uniform draw in (0, 1]: never 0, so its logarithm is finite. */
const open = (random: () => number) => 1 - random();

/** A standard normal draw (Box–Muller; the second value of the pair is let go to keep no state). */
function sampleNormal(random: () => number): number {
  return Math.sqrt(-2 * Math.log(open(random))) * Math.cos(2 * Math.PI * random());
}

/** A draw from Gamma(shape, 1), shape > 0 (Marsaglia and Tsang, 2000; below 1 through Gamma(shape + 1)). */
export function sampleGamma(shape: number, random: () => number): number {
  if (shape < 1) return sampleGamma(shape + 1, random) * open(random) ** (1 / shape);
  const d = shape - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    const z = sampleNormal(random);
    const v = (1 + c * z) ** 3;
    if (v <= 0) continue;
    const u = open(random);
    if (Math.log(u) < 0.5 * z * z + d - d * v + d * Math.log(v)) return d * v;
  }
}

/** A draw from Beta(alpha, beta) as X / (X + Y) with X ~ Gamma(alpha), Y ~ Gamma(beta). */
export function sampleBeta(alpha: number, beta: number, random: () => number): number {
  const x = sampleGamma(alpha, random);
  const y = sampleGamma(beta, random);
  return x / (x + y);
}
