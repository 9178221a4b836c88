import { DomainError } from '../../../platform/http/domain-error';
import { accountMessages } from '../contract';

/**
 * How long a claim written by a connect may wait for its AccountConnected. A connect writes its claim after X
 * verified the tokens, so what remains is a few database writes; a claim older than this whose account never
 * reached the stream was left by a connect that crashed, and may be freed.
 */
export const CLAIM_LEASE_MS = 5 * 60_000;

/** A claim on a token pair or an X account, as a connect finds it. */
export interface FoundClaim {
  userId: string;
  /** Whether the claim's account is connected in its user's stream. */
  accountConnected: boolean;
  /** How long ago the claim was written (by the database's clock). */
  ageMs: number;
}

export type ClaimVerdict = { kind: 'abandoned' } | { kind: 'held'; refusal: DomainError };

/**
 * Whether a claim stands in the way of `callerId`'s connect. A claim stands while its account is connected and
 * while the connect that wrote it may still be running (younger than the lease): it is the caller's own account
 * (already connected) or another user's (in use). Only a claim past its lease whose account never connected is
 * abandoned, so a connect never frees a claim another connect is about to use.
 */
export function judgeClaim(claim: FoundClaim, callerId: string): ClaimVerdict {
  if (!claim.accountConnected && claim.ageMs >= CLAIM_LEASE_MS) return { kind: 'abandoned' };
  if (claim.userId === callerId) {
    return { kind: 'held', refusal: new DomainError(accountMessages.alreadyConnected, 'already_connected', 'conflict') };
  }
  return { kind: 'held', refusal: new DomainError(accountMessages.inUseByAnotherAccount, 'in_use_by_another_account', 'conflict') };
}
