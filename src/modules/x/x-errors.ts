/**
 * Typed failures of the X gateway. Each carries the action the rest of the product takes:
 * - 'retry': try the same call again later (after `retryAfterMs` when known);
 * - 'skip_lead': this recipient or profile cannot be processed; move to the next one;
 * - 'stop_account': stop using this X account until someone looks at it;
 * - 'fail_target': what the job reads (a post's retweeters or likers) does not exist: fail that target, no retry.
 * Messages never contain session cookies or proxy passwords.
 */

export type XErrorAction = 'retry' | 'skip_lead' | 'stop_account' | 'fail_target';

export type XErrorKind =
  | 'RateLimited'
  | 'CannotMessageUser'
  | 'VerifiedSendersOnly'
  | 'LooksAutomated'
  | 'AccountLocked'
  | 'AccountSuspended'
  | 'SessionExpired'
  | 'UserNotFound'
  | 'PostNotFound'
  | 'EndpointChanged'
  | 'BlockedByHtmlPage'
  | 'ProxyFailure'
  | 'TransientNetworkFailure'
  | 'UnexpectedResponse';

export interface XErrorDetails {
  /** X's numeric error code from `errors[].code`, when there was one. */
  xCode?: number;
  httpStatus?: number;
  /** Which operation was called (Followers, dm/new2, ...). */
  operation?: string;
  /** Milliseconds to wait before retrying, when known. */
  retryAfterMs?: number;
  cause?: unknown;
}

export abstract class XGatewayError extends Error {
  abstract readonly kind: XErrorKind;
  abstract readonly action: XErrorAction;
  readonly xCode?: number;
  readonly httpStatus?: number;
  readonly operation?: string;
  readonly retryAfterMs?: number;

  constructor(message: string, details: XErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = new.target.name;
    this.xCode = details.xCode;
    this.httpStatus = details.httpStatus;
    this.operation = details.operation;
    this.retryAfterMs = details.retryAfterMs;
  }

  /** A log-safe summary. */
  toJSON(): Record<string, unknown> {
    return {
      name: this.name,
      kind: this.kind,
      action: this.action,
      message: this.message,
      xCode: this.xCode,
      httpStatus: this.httpStatus,
      operation: this.operation,
      retryAfterMs: this.retryAfterMs,
    };
  }
}

/** 88 / HTTP 429. Retry once the window resets (x-rate-limit-reset). */
export class RateLimited extends XGatewayError {
  readonly kind = 'RateLimited' as const;
  readonly action = 'retry' as const;
  /** Epoch milliseconds when the window resets, when X said. */
  readonly resetAt?: number;
  constructor(message: string, details: XErrorDetails & { resetAt?: number } = {}) {
    super(message, details);
    this.resetAt = details.resetAt;
  }
}

/** 349 (and 150): the recipient does not accept DMs from this account. */
export class CannotMessageUser extends XGatewayError {
  readonly kind = 'CannotMessageUser' as const;
  readonly action = 'skip_lead' as const;
}

/** 476: the recipient only accepts DMs from verified senders. */
export class VerifiedSendersOnly extends XGatewayError {
  readonly kind = 'VerifiedSendersOnly' as const;
  readonly action = 'skip_lead' as const;
}

/** 226: X thinks the account is automated. Stop it for a cooldown; carrying on risks a lock. */
export class LooksAutomated extends XGatewayError {
  readonly kind = 'LooksAutomated' as const;
  readonly action = 'stop_account' as const;
}

/** 326: the account is locked until its owner completes X's challenge. */
export class AccountLocked extends XGatewayError {
  readonly kind = 'AccountLocked' as const;
  readonly action = 'stop_account' as const;
}

/** 37 / 64: the account is suspended. */
export class AccountSuspended extends XGatewayError {
  readonly kind = 'AccountSuspended' as const;
  readonly action = 'stop_account' as const;
}

/** 32 / HTTP 401 / HTTP 403 without a body / CSRF refused: the cookies no longer work. */
export class SessionExpired extends XGatewayError {
  readonly kind = 'SessionExpired' as const;
  readonly action = 'stop_account' as const;
}

/** 50, or an empty user result: the profile does not exist (any more). */
export class UserNotFound extends XGatewayError {
  readonly kind = 'UserNotFound' as const;
  readonly action = 'skip_lead' as const;
}

/** 144 ("No status found with that ID"): the post was deleted or never existed; asking again cannot help. */
export class PostNotFound extends XGatewayError {
  readonly kind = 'PostNotFound' as const;
  readonly action = 'fail_target' as const;
}

/** 34 / HTTP 404 / a redirect: the endpoint or query id moved; settings need updating. */
export class EndpointChanged extends XGatewayError {
  readonly kind = 'EndpointChanged' as const;
  readonly action = 'stop_account' as const;
}

/** An HTML page where JSON was expected (a challenge, a login wall, a block page). */
export class BlockedByHtmlPage extends XGatewayError {
  readonly kind = 'BlockedByHtmlPage' as const;
  readonly action = 'stop_account' as const;
}

/** The account's proxy refused the connection, rejected its credentials or failed the CONNECT. */
export class ProxyFailure extends XGatewayError {
  readonly kind = 'ProxyFailure' as const;
  readonly action = 'stop_account' as const;
}

/** Timeouts, resets, 5xx: try again shortly. */
export class TransientNetworkFailure extends XGatewayError {
  readonly kind = 'TransientNetworkFailure' as const;
  readonly action = 'retry' as const;
}

/** A response none of the above explains (an unknown error code, a body of the wrong shape). */
export class UnexpectedResponse extends XGatewayError {
  readonly kind = 'UnexpectedResponse' as const;
  readonly action = 'retry' as const;
}

export function isXGatewayError(error: unknown): error is XGatewayError {
  return error instanceof XGatewayError;
}
