import { runnerMessages } from '@shared/runner/contract';
import { describe, expect, it } from 'vitest';
import { reasonText, variationLabel } from './delivery-format';

describe('variationLabel', () => {
  it('given a variation index, then V and its number from 1; given none, then a dash', () => {
    expect(variationLabel(0)).toBe('V1');
    expect(variationLabel(1, 0)).toBe('V2');
    expect(variationLabel(0, 2)).toBe('Follow-up 2');
    expect(variationLabel(2)).toBe('V3');
    expect(variationLabel(null)).toBe('—');
  });
});

describe('reasonText', () => {
  it("given a skip or a failure, then the card's words; given a sent DM, then nothing", () => {
    expect(reasonText({ reason: 'do_not_contact', error_message: null })).toBe('On Do Not Contact');
    expect(reasonText({ reason: 'failed', error_message: runnerMessages.verifiedOnly })).toBe('Verified senders only');
    expect(reasonText({ reason: null, error_message: null })).toBe('');
  });
});
