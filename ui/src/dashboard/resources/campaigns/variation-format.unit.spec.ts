import { describe, expect, it } from 'vitest';
import { chanceBestText, leadingText, replyRateText, variationPreview } from './variation-format';

describe("the Variations tab's numbers", () => {
  it('given a long variation, then its row shows the start cut at a word, and a short one whole', () => {
    const long = 'Hi {username}, I loved your thread about coaching and wanted to ask whether you take on new clients this spring';
    const preview = variationPreview(long);
    expect(preview.length).toBeLessThanOrEqual(60);
    expect(preview).toBe('Hi {username}, I loved your thread about coaching and…');
    expect(variationPreview('Short   and\nsweet')).toBe('Short and sweet');
  });

  it('given a rate and its interval, then whole percents; nothing sent reads a dash', () => {
    expect(replyRateText(0.1234, 0.081, 0.187)).toBe('12% (8–19%)');
    expect(replyRateText(null, 0, 1)).toBe('–');
  });

  it('given probabilities, then the leader never reads a certain 100% and a tiny chance reads <1%', () => {
    expect(leadingText(0.9712)).toBe('Leading · 97%');
    expect(leadingText(0.99999)).toBe('Leading · 99%');
    expect(chanceBestText(0.424)).toBe('42% chance best');
    expect(chanceBestText(0.001)).toBe('<1% chance best');
  });
});
