import type { XErrorKind } from '../../x';
import { runnerMessages } from '../contract';

/**
 * What the runner does when X refuses a send (or the recipient lookup before it), by the gateway's error kind:
 * - 'fail_lead': the recipient refused (closed DMs, verified senders only, gone): the lead is settled failed and
 *   the campaign goes on at its normal pace. These do not count toward the consecutive failures (X answered,
 *   so the account and its connection work; a third of audiences have their DMs closed and would pause every
 *   campaign): the run of failures starts again from 0;
 * - 'wait': rate limited; the same lead is tried again once X's window resets (not a failure);
 * - 'retry': a network failure or an answer nobody understood; the same lead is tried again after a
 *   progressive back-off, counted as a failure;
 * - 'pause_account': the account cannot send for now (flagged, locked, its proxy failing): every running
 *   campaign on it is paused with the message;
 * - 'fail_account': X suspended the account: nothing can be sent from it again, so every campaign sending
 *   from it fails with the message (saving it with another account makes it ready again);
 * - 'reconnect_account': the session expired: the account is marked as needing reconnection and its
 *   campaigns are paused with a message containing 'Twitter connection'.
 * A network failure that brings the run of consecutive failures to the setting's maximum pauses the campaign
 * instead of retrying ('pause_campaign'); the lead stays reserved and is checked and retried on resume.
 */
export type SendErrorOutcome =
  | { kind: 'fail_lead'; errorMessage: string; consecutiveFailures: number }
  | { kind: 'wait'; untilMs: number }
  | { kind: 'retry'; consecutiveFailures: number }
  | { kind: 'pause_campaign'; errorMessage: string; consecutiveFailures: number }
  | { kind: 'pause_account'; errorMessage: string }
  | { kind: 'fail_account'; errorMessage: string }
  | { kind: 'reconnect_account'; errorMessage: string };

export interface SendErrorContext {
  /** The error's message (log-safe: the gateway never puts secrets in it). */
  message: string;
  /** RateLimited: when X's window resets (epoch ms), when it said. */
  resetAt?: number;
  retryAfterMs?: number;
  nowMs: number;
  /** Failures in a row before this one. */
  consecutiveFailures: number;
  /** RUNNER_MAX_CONSECUTIVE_FAILURES. */
  maxConsecutiveFailures: number;
}

/** Without a reset time, X's DM window is 15 minutes. */
const DEFAULT_RATE_WINDOW_MS = 15 * 60_000;

export function decideOnSendError(kind: XErrorKind, context: SendErrorContext): SendErrorOutcome {
  const leadFailed = (errorMessage: string): SendErrorOutcome => ({ kind: 'fail_lead', errorMessage, consecutiveFailures: 0 });
  switch (kind) {
    case 'CannotMessageUser':
      return leadFailed(runnerMessages.cannotMessage);
    case 'VerifiedSendersOnly':
      return leadFailed(runnerMessages.verifiedOnly);
    case 'UserNotFound':
    case 'PostNotFound':
      return leadFailed(runnerMessages.userNotFound);
    case 'RateLimited': {
      const untilMs = context.resetAt ?? context.nowMs + (context.retryAfterMs ?? DEFAULT_RATE_WINDOW_MS);
      return { kind: 'wait', untilMs: Math.max(untilMs, context.nowMs) + 1000 };
    }
    case 'TransientNetworkFailure':
    case 'UnexpectedResponse':
      return decideOnStepFailure(context);
    case 'LooksAutomated':
      return { kind: 'pause_account', errorMessage: runnerMessages.looksAutomated };
    case 'AccountLocked':
      return { kind: 'pause_account', errorMessage: runnerMessages.accountLocked };
    case 'AccountSuspended':
      return { kind: 'fail_account', errorMessage: runnerMessages.accountSuspended };
    case 'EndpointChanged':
    case 'BlockedByHtmlPage':
      return { kind: 'pause_account', errorMessage: runnerMessages.endpointChanged };
    case 'ProxyFailure':
      return { kind: 'pause_account', errorMessage: runnerMessages.proxyFailed(context.message) };
    case 'SessionExpired':
      return { kind: 'reconnect_account', errorMessage: runnerMessages.sessionExpired };
  }
}

export type StepFailureOutcome = Extract<SendErrorOutcome, { kind: 'retry' | 'pause_campaign' }>;

/**
 * A failure nobody explained (a network failure, an answer nobody understood, or a step that threw outside X:
 * the database, lead data it could not handle): the same lead is tried again after a wait, counted as a failure;
 * the one that brings the run of failures in a row to the setting's maximum pauses the campaign with its reason
 * on the card, rather than retrying for ever.
 */
export function decideOnStepFailure(context: Pick<SendErrorContext, 'message' | 'consecutiveFailures' | 'maxConsecutiveFailures'>): StepFailureOutcome {
  const failures = context.consecutiveFailures + 1;
  return failures >= context.maxConsecutiveFailures
    ? { kind: 'pause_campaign', errorMessage: runnerMessages.tooManyFailures(failures, context.message), consecutiveFailures: failures }
    : { kind: 'retry', consecutiveFailures: failures };
}
