import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../platform/seeded-random';
import { betaCdf, betaMean, betaStandardDeviation, logGamma } from './beta-distribution';
import { sampleBeta, sampleGamma } from './beta-sample';

describe('the Beta distribution', () => {
  it('given whole numbers, then ln Γ(n) is ln (n - 1)!', () => {
    expect(logGamma(1)).toBeCloseTo(0, 12);
    expect(logGamma(5)).toBeCloseTo(Math.log(24), 12);
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 12);
  });

  it('given closed forms, then the CDF matches them: Beta(2, 1) is x², Beta(1, 2) is 1 - (1 - x)², Beta(a, a) is 1/2 at 1/2', () => {
    for (const x of [0.01, 0.3, 0.77, 0.999]) {
      expect(betaCdf(x, 2, 1)).toBeCloseTo(x * x, 12);
      expect(betaCdf(x, 1, 2)).toBeCloseTo(1 - (1 - x) ** 2, 12);
    }
    for (const a of [1, 3, 40, 50_000]) expect(betaCdf(0.5, a, a)).toBeCloseTo(0.5, 9);
    expect([betaCdf(0, 3, 4), betaCdf(1, 3, 4)]).toEqual([0, 1]);
  });

  it('given a large posterior (30,000 replies of 100,000), then the CDF is about normal around its mean', () => {
    const [alpha, beta] = [30_001, 70_001];
    const mean = betaMean(alpha, beta);
    const sd = betaStandardDeviation(alpha, beta);
    expect(betaCdf(mean, alpha, beta)).toBeCloseTo(0.5, 2);
    expect(betaCdf(mean + 1.959964 * sd, alpha, beta)).toBeCloseTo(0.975, 3);
  });

  it('given a seed, then Beta draws repeat exactly and have the distribution’s mean and spread', () => {
    const draws = (seed: number) => {
      const random = seededRandom(seed);
      return Array.from({ length: 20_000 }, () => sampleBeta(3, 17, random));
    };
    const sample = draws(9);
    expect(draws(9)).toEqual(sample);
    const mean = sample.reduce((a, b) => a + b, 0) / sample.length;
    const sd = Math.sqrt(sample.reduce((a, b) => a + (b - mean) ** 2, 0) / sample.length);
    expect(mean).toBeCloseTo(betaMean(3, 17), 2);
    expect(sd).toBeCloseTo(betaStandardDeviation(3, 17), 2);
  });

  it('given a shape below 1, then Gamma draws are still positive with mean the shape', () => {
    const random = seededRandom(4);
    const sample = Array.from({ length: 20_000 }, () => sampleGamma(0.5, random));
    expect(Math.min(...sample)).toBeGreaterThan(0);
    expect(sample.reduce((a, b) => a + b, 0) / sample.length).toBeCloseTo(0.5, 1);
  });
});
