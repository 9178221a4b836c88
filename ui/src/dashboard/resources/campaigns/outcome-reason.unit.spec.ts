import { runnerMessages } from '@shared/runner/contract';
import { describe, expect, it } from 'vitest';
import { outcomeReason } from './outcome-reason';

describe('outcomeReason', () => {
  it('says each skip reason in words', () => {
    expect(outcomeReason({ reason: 'cannot_dm', error_message: null })).toBe('DMs closed');
    expect(outcomeReason({ reason: 'do_not_contact', error_message: null })).toBe('On Do Not Contact');
    expect(outcomeReason({ reason: 'already_dmd', error_message: null })).toBe('Already messaged');
  });

  it("says X's closed and verified-only refusals shortly, and any other failure in X's words", () => {
    expect(outcomeReason({ reason: 'failed', error_message: runnerMessages.cannotMessage })).toBe('DMs closed');
    expect(outcomeReason({ reason: 'failed', error_message: runnerMessages.verifiedOnly })).toBe('Verified senders only');
    expect(outcomeReason({ reason: 'failed', error_message: 'Something X said' })).toBe('Something X said');
    expect(outcomeReason({ reason: 'failed', error_message: null })).toBe('Failed');
  });
});
