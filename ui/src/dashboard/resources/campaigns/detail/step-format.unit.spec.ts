import { describe, expect, it } from 'vitest';
import { skippedText, stepName } from './step-format';

describe('the steps table', () => {
  it('names the first message and each follow-up with its wait', () => {
    expect(stepName({ step: 0, wait_days: null })).toBe('First message');
    expect(stepName({ step: 1, wait_days: 1 })).toBe('Follow-up 1 (after 1 day)');
    expect(stepName({ step: 2, wait_days: 5 })).toBe('Follow-up 2 (after 5 days)');
  });

  it('says the skips by reason, and 0 when there are none', () => {
    expect(skippedText({ replied: 3, do_not_contact: 1, already_dmd: 0, cannot_dm: 0 })).toBe('Replied first 3 · Do Not Contact 1');
    expect(skippedText({ replied: 0, do_not_contact: 0, already_dmd: 0, cannot_dm: 0 })).toBe('0');
  });
});
