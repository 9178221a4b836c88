import { describe, expect, it } from 'vitest';
import type { XErrorKind } from '../../x';
import { runnerMessages } from '../contract';
import { decideOnSendError, decideOnStepFailure, type SendErrorContext } from './on-send-error';

const NOW = Date.UTC(2026, 10, 25, 12);
const given = (consecutiveFailures = 0): SendErrorContext => ({ message: 'boom', nowMs: NOW, consecutiveFailures, maxConsecutiveFailures: 5 });

describe('decideOnSendError', () => {
  it.each<[XErrorKind, string]>([
    ['CannotMessageUser', runnerMessages.cannotMessage],
    ['VerifiedSendersOnly', runnerMessages.verifiedOnly],
    ['UserNotFound', runnerMessages.userNotFound],
  ])('given four network failures before, when X answers %s, then that lead fails, the campaign goes on and the run of failures ends', (kind, errorMessage) => {
    expect(decideOnSendError(kind, given(4))).toEqual({ kind: 'fail_lead', errorMessage, consecutiveFailures: 0 });
  });

  it('given a rate limit with a reset time, then it waits until just after the reset, whatever the failures before', () => {
    expect(decideOnSendError('RateLimited', { ...given(4), resetAt: NOW + 60_000 })).toEqual({ kind: 'wait', untilMs: NOW + 61_000 });
  });

  it('given a rate limit without a reset time, then it waits X\'s 15-minute window', () => {
    expect(decideOnSendError('RateLimited', given())).toEqual({ kind: 'wait', untilMs: NOW + 15 * 60_000 + 1000 });
  });

  it('given a network failure, then the same lead is retried after a back-off; the fifth in a row pauses the campaign with the card message', () => {
    expect(decideOnSendError('TransientNetworkFailure', given(1))).toEqual({ kind: 'retry', consecutiveFailures: 2 });
    expect(decideOnSendError('TransientNetworkFailure', { ...given(4), message: 'X did not answer in time' })).toEqual({
      kind: 'pause_campaign',
      errorMessage: runnerMessages.tooManyFailures(5, 'X did not answer in time'),
      consecutiveFailures: 5,
    });
    expect(runnerMessages.tooManyFailures(5, 'x')).toContain('5 failed messages in a row');
  });

  it.each<[XErrorKind, string]>([
    ['LooksAutomated', runnerMessages.looksAutomated],
    ['AccountLocked', runnerMessages.accountLocked],
  ])('given %s, then every campaign of the account pauses with a clear message', (kind, errorMessage) => {
    expect(decideOnSendError(kind, given())).toEqual({ kind: 'pause_account', errorMessage });
  });

  it('given AccountSuspended, then every campaign of the account fails with a clear message (nothing can be sent from it again)', () => {
    expect(decideOnSendError('AccountSuspended', given())).toEqual({ kind: 'fail_account', errorMessage: runnerMessages.accountSuspended });
  });

  it("given the account's proxy failing, then the account's campaigns pause with a message containing 'Proxy'", () => {
    const outcome = decideOnSendError('ProxyFailure', { ...given(), message: 'the proxy refused the connection' });
    expect(outcome.kind).toBe('pause_account');
    expect(outcome).toHaveProperty('errorMessage', expect.stringContaining('Proxy'));
    expect(outcome).toHaveProperty('errorMessage', expect.stringContaining('the proxy refused the connection'));
  });

  it("given an expired session, then the account needs reconnecting and the message contains 'Twitter connection'", () => {
    const outcome = decideOnSendError('SessionExpired', given());
    expect(outcome).toEqual({ kind: 'reconnect_account', errorMessage: runnerMessages.sessionExpired });
    expect(runnerMessages.sessionExpired).toContain('Twitter connection');
  });
});

describe('decideOnStepFailure', () => {
  it('given a step that threw for a reason that is not an X error, then the run retries, counting a failure in a row', () => {
    expect(decideOnStepFailure({ message: 'boom', consecutiveFailures: 0, maxConsecutiveFailures: 5 })).toEqual({ kind: 'retry', consecutiveFailures: 1 });
    expect(decideOnStepFailure({ message: 'boom', consecutiveFailures: 3, maxConsecutiveFailures: 5 })).toEqual({ kind: 'retry', consecutiveFailures: 4 });
  });

  it('given four failures in a row before, when the step throws again, then the campaign pauses with the reason on its card', () => {
    expect(decideOnStepFailure({ message: 'lead data unreadable', consecutiveFailures: 4, maxConsecutiveFailures: 5 })).toEqual({
      kind: 'pause_campaign',
      errorMessage: runnerMessages.tooManyFailures(5, 'lead data unreadable'),
      consecutiveFailures: 5,
    });
  });
});
