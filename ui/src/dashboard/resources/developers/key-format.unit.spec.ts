import { describe, expect, it } from 'vitest';
import { lastUsedText, prefixText } from './key-format';

describe("an API key's facts as the Developers page words them", () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it('given no use yet, then Never used', () => {
    expect(lastUsedText(null, now)).toBe('Never used');
  });

  it('given a recent use, then how long ago, in the largest whole unit', () => {
    expect(lastUsedText(ago(20_000), now)).toBe('Just now');
    expect(lastUsedText(ago(5 * 60_000 + 30_000), now)).toBe('5 minutes ago');
    expect(lastUsedText(ago(3 * 3_600_000), now)).toBe('3 hours ago');
    expect(lastUsedText(ago(26 * 3_600_000), now)).toBe('1 day ago');
    expect(lastUsedText(ago(4 * 86_400_000), now)).toBe('4 days ago');
  });

  it('given a use over a week ago, then its date', () => {
    expect(lastUsedText(ago(30 * 86_400_000), now)).toMatch(/^Feb \d+, 2026$/);
  });

  it('given a clock a little behind the server, then Just now rather than a time to come', () => {
    expect(lastUsedText(new Date(now + 5_000).toISOString(), now)).toBe('Just now');
  });

  it('given a prefix, then it reads as the start of a longer key', () => {
    expect(prefixText('otk_AbC12345')).toBe('otk_AbC12345…');
  });
});
