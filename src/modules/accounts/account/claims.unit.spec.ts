import { describe, expect, it } from 'vitest';
import { accountMessages } from '../contract';
import { CLAIM_LEASE_MS, type ClaimVerdict, judgeClaim } from './claims';

const refusal = (verdict: ClaimVerdict) => (verdict.kind === 'held' ? { message: verdict.refusal.message, code: verdict.refusal.code } : verdict.kind);

describe('a claim met by a connect', () => {
  it("given the caller's connected account, refuses: already connected", () => {
    expect(refusal(judgeClaim({ userId: 'a', accountConnected: true, ageMs: CLAIM_LEASE_MS * 10 }, 'a'))).toEqual({
      message: accountMessages.alreadyConnected,
      code: 'already_connected',
    });
  });

  it("given another user's connected account, refuses: in use by another account", () => {
    expect(refusal(judgeClaim({ userId: 'b', accountConnected: true, ageMs: 0 }, 'a'))).toEqual({
      message: accountMessages.inUseByAnotherAccount,
      code: 'in_use_by_another_account',
    });
  });

  it('given a claim whose connect may still be running (not yet connected, younger than the lease), refuses and never frees it', () => {
    expect(refusal(judgeClaim({ userId: 'a', accountConnected: false, ageMs: 0 }, 'a'))).toMatchObject({ code: 'already_connected' });
    expect(refusal(judgeClaim({ userId: 'b', accountConnected: false, ageMs: CLAIM_LEASE_MS - 1 }, 'a'))).toMatchObject({ code: 'in_use_by_another_account' });
  });

  it('given a claim past its lease whose account never connected (a crashed connect), it is abandoned', () => {
    expect(judgeClaim({ userId: 'b', accountConnected: false, ageMs: CLAIM_LEASE_MS }, 'a')).toEqual({ kind: 'abandoned' });
    expect(judgeClaim({ userId: 'a', accountConnected: false, ageMs: CLAIM_LEASE_MS * 3 }, 'a')).toEqual({ kind: 'abandoned' });
  });
});
